<?php
/**
 * Tooltip.
 *
 * @package Vitrine
 */

declare( strict_types = 1 );

namespace Vitrine\Media;

use Vitrine\Widgets\WidgetRenderer;

defined( 'ABSPATH' ) || exit;

/**
 * A term with a tooltip: a button described by the tooltip (`aria-describedby`, role
 * tooltip), shown by hover, a click on the term or on load, hidden by a click outside or any
 * click (and always shown by focus, hidden by Escape). Without a script the text reads in
 * brackets after the term. The `tooltip` widget (no React) floats it.
 */
final class Tooltip {

	private const TRIGGERS   = array( 'hover', 'click', 'load' );
	private const CLOSES     = array( 'outside', 'anywhere' );
	private const PLACEMENTS = array( 'top', 'bottom', 'left', 'right' );

	/**
	 * Renders the tooltip.
	 *
	 * @param array<string, mixed> $settings `term`, `text`, `trigger`, `close`, `placement`.
	 */
	public static function render( array $settings ): string {
		$term = sanitize_text_field( (string) ( $settings['term'] ?? '' ) );
		$text = sanitize_text_field( (string) ( $settings['text'] ?? '' ) );
		if ( '' === $term || '' === $text ) {
			return '';
		}
		$props = array(
			'trigger'   => self::one_of( $settings['trigger'] ?? '', self::TRIGGERS ),
			'close'     => self::one_of( $settings['close'] ?? '', self::CLOSES ),
			'placement' => self::one_of( $settings['placement'] ?? '', self::PLACEMENTS ),
		);
		$id    = wp_unique_id( 'vitrine-tooltip-' );
		return WidgetRenderer::render(
			'tooltip',
			$props,
			sprintf(
				'<button type="button" class="vitrine-tooltip__term" aria-describedby="%1$s">%2$s</button><span class="vitrine-tooltip__text" id="%1$s" role="tooltip">%3$s</span>',
				esc_attr( $id ),
				esc_html( $term ),
				esc_html( $text )
			),
			array( 'tag' => 'span' )
		);
	}

	/**
	 * The value when allowed, else the first allowed value (the default).
	 *
	 * @param mixed         $value   Raw value.
	 * @param array<string> $allowed Allowed values, the default first.
	 */
	private static function one_of( mixed $value, array $allowed ): string {
		return in_array( $value, $allowed, true ) ? (string) $value : $allowed[0];
	}
}
