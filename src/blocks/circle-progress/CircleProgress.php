<?php
/**
 * Circle progress.
 *
 * @package Vitrine
 */

declare( strict_types = 1 );

namespace Vitrine\Media;

use Vitrine\Widgets\WidgetRenderer;

defined( 'ABSPATH' ) || exit;

/**
 * A value out of a maximum drawn as a circle (default 75 of 100), with a thickness capped at
 * half the size. The server draws it complete, as an accessible progressbar; the
 * `circle-progress` widget animates it from zero when it comes into view (not under reduced
 * motion). The progress rings (Presentation\ProgressRing) are circles of this widget whose arc
 * is a gradient.
 */
final class CircleProgress {

	/**
	 * Renders the circle.
	 *
	 * @param array<string, mixed> $settings `value`, `max`, `size`, `thickness`, `label`, `color`, `track`;
	 *                                       `gradient` (true: the arc goes from `color` to `color2`).
	 */
	public static function render( array $settings ): string {
		$max   = is_numeric( $settings['max'] ?? null ) && (float) $settings['max'] > 0 ? (float) $settings['max'] : 100.0;
		$value = is_numeric( $settings['value'] ?? null ) ? max( 0.0, min( $max, (float) $settings['value'] ) ) : min( $max, 75.0 );
		$size  = is_numeric( $settings['size'] ?? null ) ? max( 40, min( 400, (int) $settings['size'] ) ) : 160;
		$props = array(
			'value'     => $value,
			'max'       => $max,
			'size'      => $size,
			// The spec: thickness at most half the size (a full disc).
			'thickness' => is_numeric( $settings['thickness'] ?? null ) ? max( 1, min( $size / 2, (int) $settings['thickness'] ) ) : 12,
			'label'     => sanitize_text_field( (string) ( $settings['label'] ?? '' ) ),
			'color'     => (string) sanitize_hex_color( (string) ( $settings['color'] ?? '' ) ),
			'track'     => (string) sanitize_hex_color( (string) ( $settings['track'] ?? '' ) ),
			'color2'    => (string) sanitize_hex_color( (string) ( $settings['color2'] ?? '' ) ),
			'gradient'  => empty( $settings['gradient'] ) ? '' : wp_unique_id( 'vitrine-circle-gradient-' ),
		);
		return WidgetRenderer::render( 'circle-progress', $props, self::markup( $props ) );
	}

	/**
	 * The circle drawn complete.
	 *
	 * @param array{value: float, max: float, size: int, thickness: int|float, label: string, color: string, track: string, color2: string, gradient: string} $c Settings.
	 */
	private static function markup( array $c ): string {
		$radius        = max( 0, ( $c['size'] - $c['thickness'] ) / 2 );
		$circumference = 2 * M_PI * $radius;
		$percent       = $c['value'] / $c['max'] * 100;
		$shown         = number_format_i18n( $percent, 0 );
		return sprintf(
			'<div class="vitrine-circle-progress__circle" role="progressbar" aria-valuemin="0" aria-valuemax="%1$s" aria-valuenow="%2$s" aria-valuetext="%3$s"%4$s style="width:%5$dpx">'
			. '<svg viewBox="0 0 %5$d %5$d" aria-hidden="true" focusable="false">%14$s'
			. '<circle class="vitrine-circle-progress__track" cx="%6$s" cy="%6$s" r="%7$s" stroke-width="%8$s"%9$s/>'
			. '<circle class="vitrine-circle-progress__bar" cx="%6$s" cy="%6$s" r="%7$s" stroke-width="%8$s" stroke-dasharray="%10$s" stroke-dashoffset="%11$s" transform="rotate(-90 %6$s %6$s)"%12$s/>'
			. '</svg><span class="vitrine-circle-progress__value" aria-hidden="true">%3$s</span></div>%13$s',
			esc_attr( (string) $c['max'] ),
			esc_attr( (string) $c['value'] ),
			/* translators: %s: a number from 0 to 100. */
			esc_attr( sprintf( __( '%s%%', 'vitrine' ), $shown ) ),
			'' === $c['label'] ? '' : ' aria-label="' . esc_attr( $c['label'] ) . '"',
			$c['size'],
			esc_attr( (string) ( $c['size'] / 2 ) ),
			esc_attr( (string) $radius ),
			esc_attr( (string) $c['thickness'] ),
			'' === $c['track'] ? '' : ' style="stroke:' . esc_attr( $c['track'] ) . '"',
			esc_attr( sprintf( '%.3F', $circumference ) ),
			esc_attr( sprintf( '%.3F', $circumference * ( 1 - $percent / 100 ) ) ),
			self::arc_style( $c ),
			'' === $c['label'] ? '' : '<p class="vitrine-circle-progress__label" aria-hidden="true">' . esc_html( $c['label'] ) . '</p>',
			self::gradient( $c )
		);
	}

	/**
	 * The arc's stroke: its gradient, its colour or the stylesheet's.
	 *
	 * @param array{color: string, gradient: string} $c Settings.
	 */
	private static function arc_style( array $c ): string {
		if ( '' !== $c['gradient'] ) {
			return ' style="stroke:url(#' . esc_attr( $c['gradient'] ) . ')"';
		}
		return '' === $c['color'] ? '' : ' style="stroke:' . esc_attr( $c['color'] ) . '"';
	}

	/**
	 * A ring's gradient, from `color` (the theme's primary) to `color2` (its secondary).
	 *
	 * @param array{color: string, color2: string, gradient: string} $c Settings.
	 */
	private static function gradient( array $c ): string {
		if ( '' === $c['gradient'] ) {
			return '';
		}
		return sprintf(
			'<defs><linearGradient id="%1$s" x1="0" y1="0" x2="1" y2="1"><stop offset="0" style="stop-color:%2$s"/><stop offset="1" style="stop-color:%3$s"/></linearGradient></defs>',
			esc_attr( $c['gradient'] ),
			esc_attr( '' === $c['color'] ? 'var(--wp--preset--color--primary, #c8643c)' : $c['color'] ),
			esc_attr( '' === $c['color2'] ? 'var(--wp--preset--color--secondary, #e0a458)' : $c['color2'] )
		);
	}
}
