<?php
/**
 * Hotspots.
 *
 * @package Vitrine
 */

declare( strict_types = 1 );

namespace Vitrine\Media;

use Vitrine\Presentation\ImageProps;
use Vitrine\Widgets\WidgetRenderer;

defined( 'ABSPATH' ) || exit;

/**
 * Markers on a picture, each with a tooltip. Without JavaScript each marker is a
 * `<details>` disclosure (a click or Enter opens its text); the `hotspots` widget shows the
 * tooltips on hover, on click or all at once when the picture comes into view, and Escape
 * closes them. Markers are placed in the editor by clicking the picture.
 */
final class Hotspots {

	public const TRIGGERS = array( 'hover', 'click', 'load' );

	/**
	 * Renders the picture with its markers, or nothing without a picture.
	 *
	 * @param array<string, mixed> $settings `image` (attachment id), `spots` (`{x, y, title, text}`,
	 *                                       x and y in percent), `trigger`.
	 */
	public static function render( array $settings ): string {
		$image = ImageProps::of( absint( $settings['image'] ?? 0 ), 'large', '(min-width: 900px) 900px, 100vw' );
		if ( null === $image ) {
			return '';
		}
		$spots = array();
		foreach ( array_slice( (array) ( $settings['spots'] ?? array() ), 0, 20 ) as $spot ) {
			$spot    = (array) $spot;
			$spots[] = array(
				'x'     => self::percent( $spot['x'] ?? 50 ),
				'y'     => self::percent( $spot['y'] ?? 50 ),
				'title' => sanitize_text_field( (string) ( $spot['title'] ?? '' ) ),
				'text'  => sanitize_textarea_field( (string) ( $spot['text'] ?? '' ) ),
			);
		}
		$props   = array(
			'image'   => $image,
			'spots'   => $spots,
			'trigger' => in_array( $settings['trigger'] ?? '', self::TRIGGERS, true ) ? (string) $settings['trigger'] : 'hover',
		);
		$markers = '';
		foreach ( $spots as $index => $spot ) {
			$markers .= sprintf(
				'<details class="vitrine-hotspots__spot" style="left:%1$s%%;top:%2$s%%"><summary class="vitrine-hotspots__marker"><span class="screen-reader-text">%3$s</span></summary><div class="vitrine-hotspots__tip"><strong>%4$s</strong> %5$s</div></details>',
				esc_attr( (string) $spot['x'] ),
				esc_attr( (string) $spot['y'] ),
				/* translators: 1: hotspot number, 2: hotspot title. */
				esc_html( sprintf( __( 'Point %1$d: %2$s', 'vitrine' ), $index + 1, $spot['title'] ) ),
				esc_html( $spot['title'] ),
				esc_html( $spot['text'] )
			);
		}
		$fallback = sprintf(
			'<div class="vitrine-hotspots__frame" style="aspect-ratio:%1$d / %2$d">%3$s%4$s</div>',
			$image['width'],
			max( 1, $image['height'] ),
			ImageProps::img( $image, 'vitrine-hotspots__image' ),
			$markers
		);
		return WidgetRenderer::render( 'hotspots', $props, $fallback );
	}

	/**
	 * A coordinate in 0…100 with one decimal.
	 *
	 * @param mixed $value Raw value.
	 */
	private static function percent( $value ): float {
		return round( max( 0.0, min( 100.0, is_numeric( $value ) ? (float) $value : 50.0 ) ), 1 );
	}
}
