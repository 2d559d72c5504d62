<?php
/**
 * Extended heading.
 *
 * @package Vitrine
 */

declare( strict_types = 1 );

namespace Vitrine\Media;

defined( 'ABSPATH' ) || exit;

/**
 * A heading with highlighted words, a long shadow, gradient text and a separator: all CSS,
 * so it looks the same with or without JavaScript and needs no script.
 */
final class ExtendedHeading {

	public const SEPARATORS = array( 'none', 'line', 'dots' );

	/** Steps of the long shadow, one pixel each. */
	public const SHADOW_LENGTH = 12;

	/**
	 * Renders the heading, or nothing without text.
	 *
	 * @param array<string, mixed> $settings `text`, `level` (2–4), `highlight` (comma-separated
	 *                                       words), `longShadow`, `gradient`, `color1`, `color2`,
	 *                                       `separator`, `align`.
	 */
	public static function render( array $settings ): string {
		$text = sanitize_text_field( (string) ( $settings['text'] ?? '' ) );
		if ( '' === $text ) {
			return '';
		}
		$level     = max( 2, min( 4, is_numeric( $settings['level'] ?? null ) ? (int) $settings['level'] : 2 ) );
		$separator = in_array( $settings['separator'] ?? '', self::SEPARATORS, true ) ? (string) $settings['separator'] : 'none';
		$align     = in_array( $settings['align'] ?? '', array( 'left', 'center', 'right' ), true ) ? (string) $settings['align'] : 'left';
		$color1    = (string) sanitize_hex_color( (string) ( $settings['color1'] ?? '' ) );
		$color2    = (string) sanitize_hex_color( (string) ( $settings['color2'] ?? '' ) );
		// `vitrine-widget`: themes line it up with the text column like every Vitrine widget.
		$classes = array( 'vitrine-widget', 'vitrine-extended-heading', 'vitrine-extended-heading--' . $align );
		$style   = '';
		if ( ! Portfolio::off( $settings['longShadow'] ?? false ) ) {
			$classes[] = 'vitrine-extended-heading--long-shadow';
			$style    .= '--vitrine-long-shadow:' . self::long_shadow() . ';';
		}
		if ( ! Portfolio::off( $settings['gradient'] ?? false ) ) {
			$classes[] = 'vitrine-extended-heading--gradient';
		}
		$style .= ( '' === $color1 ? '' : '--vitrine-heading-1:' . $color1 . ';' ) . ( '' === $color2 ? '' : '--vitrine-heading-2:' . $color2 . ';' );
		wp_enqueue_style( 'vitrine-widget-extended-heading' );
		return sprintf(
			'<div class="%1$s"%2$s><h%3$d class="vitrine-extended-heading__title">%4$s</h%3$d>%5$s</div>',
			esc_attr( implode( ' ', $classes ) ),
			'' === $style ? '' : ' style="' . esc_attr( $style ) . '"',
			$level,
			self::highlighted( $text, (string) ( $settings['highlight'] ?? '' ) ),
			'none' === $separator ? '' : '<span class="vitrine-extended-heading__separator vitrine-extended-heading__separator--' . esc_attr( $separator ) . '" aria-hidden="true"></span>'
		);
	}

	/**
	 * The escaped text with each highlighted word or phrase wrapped in `<mark>`.
	 *
	 * @param string $text      Heading text.
	 * @param string $highlight Comma-separated words or phrases.
	 */
	public static function highlighted( string $text, string $highlight ): string {
		$phrases = array_filter( array_map( 'trim', explode( ',', sanitize_text_field( $highlight ) ) ), static fn( $p ) => '' !== $p );
		if ( array() === $phrases ) {
			return esc_html( $text );
		}
		$pattern = '/(' . implode( '|', array_map( static fn( $p ) => preg_quote( $p, '/' ), $phrases ) ) . ')/iu';
		$parts   = preg_split( $pattern, $text, -1, PREG_SPLIT_DELIM_CAPTURE );
		$html    = '';
		foreach ( (array) $parts as $index => $part ) {
			$html .= 1 === $index % 2 ? '<mark class="vitrine-extended-heading__highlight">' . esc_html( (string) $part ) . '</mark>' : esc_html( (string) $part );
		}
		return $html;
	}

	/**
	 * The long shadow: one solid text-shadow per pixel along the diagonal, in the shadow colour
	 * (a pale tint of the heading's first colour, from CSS).
	 */
	private static function long_shadow(): string {
		$shadows = array();
		for ( $i = 1; $i <= self::SHADOW_LENGTH; $i++ ) {
			$shadows[] = sprintf( '%1$dpx %1$dpx 0 var(--vitrine-shadow-color)', $i );
		}
		return implode( ',', $shadows );
	}
}
