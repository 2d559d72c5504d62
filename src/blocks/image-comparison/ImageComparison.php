<?php
/**
 * Image comparison.
 *
 * @package Vitrine
 */

declare( strict_types = 1 );

namespace Vitrine\Media;

use Vitrine\Presentation\ImageProps;
use Vitrine\Widgets\WidgetRenderer;

defined( 'ABSPATH' ) || exit;

/**
 * Two pictures of the same size, "before" over "after", split by a handle. Without
 * JavaScript the split stays where it was set; the `image-comparison` widget makes the handle
 * a slider (drag, click, arrow keys, Home/End, Page Up/Down), horizontal or vertical.
 */
final class ImageComparison {

	/**
	 * Renders the comparison, or nothing without both pictures.
	 *
	 * @param array<string, mixed> $settings `before`, `after` (attachment ids), `beforeLabel`,
	 *                                       `afterLabel`, `orientation`, `start` (0–100).
	 */
	public static function render( array $settings ): string {
		$sizes  = '(min-width: 900px) 900px, 100vw';
		$before = ImageProps::of( absint( $settings['before'] ?? 0 ), 'large', $sizes );
		$after  = ImageProps::of( absint( $settings['after'] ?? 0 ), 'large', $sizes );
		if ( null === $before || null === $after ) {
			return '';
		}
		$props = array(
			'before'      => $before,
			'after'       => $after,
			'beforeLabel' => sanitize_text_field( (string) ( $settings['beforeLabel'] ?? '' ) ),
			'afterLabel'  => sanitize_text_field( (string) ( $settings['afterLabel'] ?? '' ) ),
			'vertical'    => 'vertical' === ( $settings['orientation'] ?? '' ),
			'start'       => is_numeric( $settings['start'] ?? null ) ? max( 0, min( 100, (int) $settings['start'] ) ) : 50,
		);
		if ( '' === $props['beforeLabel'] ) {
			$props['beforeLabel'] = __( 'Before', 'vitrine' );
		}
		if ( '' === $props['afterLabel'] ) {
			$props['afterLabel'] = __( 'After', 'vitrine' );
		}
		$fallback = sprintf(
			'<div class="vitrine-compare__frame%1$s" style="--vitrine-compare:%2$d%%;aspect-ratio:%3$d / %4$d">%5$s<div class="vitrine-compare__before">%6$s</div><span class="vitrine-compare__label vitrine-compare__label--before">%7$s</span><span class="vitrine-compare__label vitrine-compare__label--after">%8$s</span><span class="vitrine-compare__handle" aria-hidden="true"></span></div>',
			$props['vertical'] ? ' vitrine-compare__frame--vertical' : '',
			$props['start'],
			$after['width'],
			max( 1, $after['height'] ),
			ImageProps::img( $after, 'vitrine-compare__image' ),
			ImageProps::img( $before, 'vitrine-compare__image' ),
			esc_html( $props['beforeLabel'] ),
			esc_html( $props['afterLabel'] )
		);
		return WidgetRenderer::render( 'image-comparison', $props, $fallback );
	}
}
