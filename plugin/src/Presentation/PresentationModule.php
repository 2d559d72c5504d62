<?php
/**
 * Presentation widgets.
 *
 * @package Vitrine
 */

declare( strict_types = 1 );

namespace Vitrine\Presentation;

use Vitrine\Blocks\ShortcodeAtts;
use Vitrine\Core\Module;
use Vitrine\Core\ShortcodeAttributes;

defined( 'ABSPATH' ) || exit;

/**
 * The case-study grid, services masonry, timeline, progress rings, price tables, tabs and
 * video popup, each as a block (settings in the editor's sidebar) and a shortcode, and the
 * image lightbox of post content.
 */
final class PresentationModule implements Module {

	/**
	 * {@inheritDoc}
	 */
	public function register(): void {
		add_action( 'init', array( $this, 'register_shortcodes' ) );
		add_filter( 'the_content', array( ImageLightbox::class, 'filter_content' ), 30 );
	}

	/**
	 * Registers the shortcodes:
	 * `[vitrine_case_studies count="6" columns="3"]`, `[vitrine_services count="6"]`,
	 * `[vitrine_timeline]`, `[vitrine_price_table table="default"]`,
	 * `[vitrine_progress_ring percent="80" title="Design" color1="#…" color2="#…" color3="#…"]`,
	 * `[vitrine_tabs label="…"][vitrine_tab title="…"]content[/vitrine_tab]…[/vitrine_tabs]`,
	 * `[vitrine_video_popup url="https://…" label="…" image="12"]`.
	 */
	public function register_shortcodes(): void {
		add_shortcode(
			'vitrine_case_studies',
			static fn( $atts ) => CaseStudyGrid::render(
				ShortcodeAtts::parse(
					$atts,
					array(
						'count'   => 6,
						'columns' => 3,
					)
				)
			)
		);
		add_shortcode( 'vitrine_services', static fn( $atts ) => ServicesGrid::render( ShortcodeAtts::parse( $atts, array( 'count' => 12 ) ) ) );
		add_shortcode( 'vitrine_timeline', static fn( $atts ) => Timeline::render( ShortcodeAtts::parse( $atts, array( 'count' => 0 ) ) ) );
		add_shortcode( 'vitrine_price_table', static fn( $atts ) => PriceTable::render( ShortcodeAtts::parse( $atts, array( 'table' => 'default' ) ) ) );
		add_shortcode(
			'vitrine_progress_ring',
			static fn( $atts ) => ProgressRing::render(
				ShortcodeAtts::parse(
					$atts,
					array(
						'percent' => 0,
						'title'   => '',
						'color1'  => '',
						'color2'  => '',
						'color3'  => '',
					)
				)
			)
		);
		add_shortcode( 'vitrine_tabs', array( $this, 'tabs_shortcode' ) );
		add_shortcode(
			'vitrine_video_popup',
			static fn( $atts ) => VideoPopup::render(
				ShortcodeAtts::parse(
					$atts,
					array(
						'url'   => '',
						'label' => '',
						'image' => 0,
					)
				)
			)
		);
	}

	/**
	 * `[vitrine_tabs]` with `[vitrine_tab title="…"]…[/vitrine_tab]` inside.
	 *
	 * @param mixed  $atts    Attributes.
	 * @param string $content Inner shortcodes.
	 */
	public function tabs_shortcode( $atts, $content = '' ): string {
		$atts = ShortcodeAtts::parse( $atts, array( 'label' => '' ) );
		preg_match_all( '/' . get_shortcode_regex( array( 'vitrine_tab' ) ) . '/s', (string) $content, $matches, PREG_SET_ORDER );
		$tabs = array();
		foreach ( $matches as $match ) {
			$inner  = ShortcodeAttributes::parse( $match[3] );
			$tabs[] = array(
				'title'   => $inner['title'] ?? '',
				'content' => do_shortcode( trim( $match[5] ) ),
			);
		}
		return Tabs::render( $tabs, (string) $atts['label'] );
	}
}
