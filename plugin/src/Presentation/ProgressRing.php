<?php
/**
 * Progress rings.
 *
 * @package Vitrine
 */

declare( strict_types = 1 );

namespace Vitrine\Presentation;

use Vitrine\Widgets\WidgetRenderer;

/**
 * One circular progress indicator (`data-percent`, `data-title`, `data-color1..3`: the arc's
 * gradient from colour 1 to colour 2 over a track of colour 3). The server draws it complete;
 * the widget draws it from zero when it scrolls into view (about 5 ms per degree), unless the
 * visitor prefers reduced motion. Screen readers hear "title: n%".
 */
final class ProgressRing {

	public const SIZE       = 140;
	public const LINE_WIDTH = 10;

	/**
	 * Counter for unique gradient ids.
	 *
	 * @var int
	 */
	private static int $count = 0;

	/**
	 * Renders a ring.
	 *
	 * @param array{percent?: mixed, title?: string, color1?: string, color2?: string, color3?: string} $settings Settings.
	 */
	public static function render( array $settings ): string {
		$props = array(
			'percent' => max( 0, min( 100, (float) ( is_numeric( $settings['percent'] ?? null ) ? $settings['percent'] : 0 ) ) ),
			'title'   => sanitize_text_field( (string) ( $settings['title'] ?? '' ) ),
			'color1'  => (string) sanitize_hex_color( (string) ( $settings['color1'] ?? '' ) ),
			'color2'  => (string) sanitize_hex_color( (string) ( $settings['color2'] ?? '' ) ),
			'color3'  => (string) sanitize_hex_color( (string) ( $settings['color3'] ?? '' ) ),
			'id'      => 'vitrine-ring-' . ( ++self::$count ),
		);
		return WidgetRenderer::render( 'progress-ring', $props, self::markup( $props ) );
	}

	/**
	 * The ring drawn complete.
	 *
	 * @param array{percent: float, title: string, color1: string, color2: string, color3: string, id: string} $ring Ring.
	 */
	private static function markup( array $ring ): string {
		$radius        = ( self::SIZE - self::LINE_WIDTH ) / 2;
		$circumference = 2 * M_PI * $radius;
		$center        = self::SIZE / 2;
		$value         = self::format( $ring['percent'] );
		return sprintf(
			'<figure class="vitrine-progress-ring__ring" data-percent="%1$s" data-title="%2$s" data-color1="%3$s" data-color2="%4$s" data-color3="%5$s">'
			. '<div class="vitrine-progress-ring__figure" role="img" aria-label="%6$s">'
			. '<svg class="vitrine-progress-ring__svg" viewBox="0 0 %7$d %7$d" width="%7$d" height="%7$d" aria-hidden="true" focusable="false">'
			. '<defs><linearGradient id="%8$s" x1="0" y1="0" x2="1" y2="1"><stop offset="0" style="stop-color:%9$s"/><stop offset="1" style="stop-color:%10$s"/></linearGradient></defs>'
			. '<circle class="vitrine-progress-ring__track" cx="%11$s" cy="%11$s" r="%12$s" stroke-width="%13$d" style="stroke:%14$s"/>'
			. '<circle class="vitrine-progress-ring__bar" cx="%11$s" cy="%11$s" r="%12$s" stroke-width="%13$d" stroke="url(#%8$s)" stroke-dasharray="%15$s" stroke-dashoffset="%16$s" transform="rotate(-90 %11$s %11$s)"/>'
			. '</svg><span class="vitrine-progress-ring__value" aria-hidden="true">%17$s</span></div>'
			. '%18$s</figure>',
			esc_attr( (string) $ring['percent'] ),
			esc_attr( $ring['title'] ),
			esc_attr( $ring['color1'] ),
			esc_attr( $ring['color2'] ),
			esc_attr( $ring['color3'] ),
			/* translators: 1: what the ring measures, 2: the percentage with its sign, e.g. "80%". */
			esc_attr( '' === $ring['title'] ? $value : sprintf( __( '%1$s: %2$s', 'vitrine' ), $ring['title'], $value ) ),
			self::SIZE,
			esc_attr( $ring['id'] ),
			esc_attr( '' === $ring['color1'] ? 'var(--wp--preset--color--primary, #c8643c)' : $ring['color1'] ),
			esc_attr( '' === $ring['color2'] ? 'var(--wp--preset--color--secondary, #e0a458)' : $ring['color2'] ),
			esc_attr( (string) $center ),
			esc_attr( (string) $radius ),
			self::LINE_WIDTH,
			esc_attr( '' === $ring['color3'] ? 'var(--wp--preset--color--tertiary, #ece6df)' : $ring['color3'] ),
			esc_attr( sprintf( '%.3F', $circumference ) ),
			esc_attr( sprintf( '%.3F', $circumference * ( 1 - $ring['percent'] / 100 ) ) ),
			esc_html( $value ),
			'' === $ring['title'] ? '' : '<figcaption class="vitrine-progress-ring__title" aria-hidden="true">' . esc_html( $ring['title'] ) . '</figcaption>'
		);
	}

	/**
	 * A percentage as shown.
	 *
	 * @param float $percent 0–100.
	 */
	private static function format( float $percent ): string {
		/* translators: %s: a number from 0 to 100. */
		return sprintf( __( '%s%%', 'vitrine' ), number_format_i18n( $percent, floor( $percent ) === $percent ? 0 : 1 ) );
	}
}
