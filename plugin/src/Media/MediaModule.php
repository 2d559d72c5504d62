<?php
/**
 * Media widgets.
 *
 * @package Vitrine
 */

declare( strict_types = 1 );

namespace Vitrine\Media;

use Vitrine\Core\Module;

defined( 'ABSPATH' ) || exit;

/**
 * Inline SVG (with sanitised SVG uploads), the portfolio gallery, the gallery slider, image comparison, hotspots,
 * circle progress, extended heading and scroll indicators: each a block with its settings in
 * the editor's sidebar and a shortcode.
 */
final class MediaModule implements Module {

	/**
	 * {@inheritDoc}
	 */
	public function register(): void {
		SvgUploads::register();
		add_action( 'init', array( $this, 'register_shortcodes' ) );
	}

	/**
	 * Each widget's renderer, keyed by block name; the shortcode is `vitrine_<name>` with the
	 * same settings in snake_case.
	 *
	 * @return array<string, callable(array<string, mixed>): string>
	 */
	public static function renderers(): array {
		return array(
			'inline-svg'        => array( InlineSvg::class, 'render' ),
			'portfolio'         => array( Portfolio::class, 'render' ),
			'gallery-slider'    => array( GallerySlider::class, 'render' ),
			'image-comparison'  => array( ImageComparison::class, 'render' ),
			'hotspots'          => array( Hotspots::class, 'render' ),
			'circle-progress'   => array( CircleProgress::class, 'render' ),
			'extended-heading'  => array( ExtendedHeading::class, 'render' ),
			'scroll-indicators' => array( ScrollIndicators::class, 'render' ),
			'video-player'      => array( VideoPlayer::class, 'render' ),
			'audio-player'      => array( AudioPlayer::class, 'render' ),
			'device-frame'      => array( DeviceFrame::class, 'render' ),
			'tooltip'           => array( Tooltip::class, 'render' ),
		);
	}

	/**
	 * Registers the shortcodes: `[vitrine_inline_svg id="12" label="Logo" current_color="1"]`,
	 * `[vitrine_portfolio ids="1,2,3" categories="Rooms,Rooms,Objects" layout="masonry" columns="3"]`,
	 * `[vitrine_gallery_slider ids="1,2,3" position="bottom|left|right" per_view="5" autoplay="1" lightbox="0"]`,
	 * `[vitrine_image_comparison before="1" after="2"]`, `[vitrine_hotspots image="3" …]`,
	 * `[vitrine_circle_progress value="75"]`, `[vitrine_extended_heading text="…" highlight="…" long_shadow="1"]`,
	 * `[vitrine_scroll_indicators type="bar|bullets|list"]`, `[vitrine_video_player video="12" poster="13" captions="14"]`
	 * or `url="https://youtu.be/…"`, `[vitrine_audio_player tracks="15,16"]`,
	 * `[vitrine_device_frame device="phone|tablet|laptop|desktop" orientation="landscape" image="17"]`,
	 * `[vitrine_tooltip term="Terracotta" text="Fired clay…" trigger="hover|click|load" close="outside|anywhere" placement="top"]`.
	 */
	public function register_shortcodes(): void {
		foreach ( self::renderers() as $name => $render ) {
			add_shortcode(
				'vitrine_' . str_replace( '-', '_', $name ),
				static fn( $atts ) => $render( self::camel_keys( is_array( $atts ) ? $atts : array() ) )
			);
		}
	}

	/**
	 * Shortcode attributes (snake_case) as the block's attribute names (camelCase).
	 *
	 * @param array<int|string, mixed> $atts Attributes.
	 * @return array<string, mixed>
	 */
	public static function camel_keys( array $atts ): array {
		$out = array();
		foreach ( $atts as $key => $value ) {
			$out[ lcfirst( str_replace( ' ', '', ucwords( str_replace( '_', ' ', (string) $key ) ) ) ) ] = $value;
		}
		return $out;
	}
}
