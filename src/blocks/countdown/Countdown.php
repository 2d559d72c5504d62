<?php
/**
 * Countdown.
 *
 * @package Vitrine
 */

declare( strict_types = 1 );

namespace Vitrine\Interactive;

use DateTimeImmutable;

defined( 'ABSPATH' ) || exit;

/**
 * A countdown to a date and time in the site's time zone (a sale, an event, a launch). The
 * server prints the moment itself in the site's date and time formats, which is what
 * visitors without JavaScript, feeds and search engines read; the widget adds the days,
 * hours, minutes and seconds left and, when the time is up, a message or nothing.
 */
final class Countdown {

	/** What happens when the time is up: a message in its place, or the block disappears. */
	private const END_ACTIONS = array( 'message', 'hide' );

	/**
	 * The moment a date setting names, in the site's time zone; null for anything that is not
	 * `YYYY-MM-DD HH:MM[:SS]` (the editor's date picker writes `YYYY-MM-DDTHH:MM:SS`).
	 *
	 * @param mixed $date The setting.
	 */
	public static function target( $date ): ?DateTimeImmutable {
		$date = is_string( $date ) ? trim( $date ) : '';
		if ( ! preg_match( '/^\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}(:\d{2})?$/', $date ) ) {
			return null;
		}
		$date   = str_replace( 'T', ' ', $date );
		$format = 19 === strlen( $date ) ? 'Y-m-d H:i:s' : 'Y-m-d H:i';
		$moment = DateTimeImmutable::createFromFormat( '!' . $format, $date, wp_timezone() );
		// createFromFormat() rolls 2026-02-30 over to March: refuse what does not read back.
		return $moment && $moment->format( $format ) === $date ? $moment : null;
	}

	/**
	 * Renders a countdown; '' without a valid date, or once it has passed when it hides then.
	 *
	 * @param array{date?: mixed, label?: mixed, endAction?: mixed, endMessage?: mixed} $settings
	 *        `date` (see target()), `label` (what is counted down to), `endAction`
	 *        (`message`, the default, or `hide`), `endMessage` (shown when the time is up).
	 */
	public static function render( array $settings ): string {
		$target = self::target( $settings['date'] ?? '' );
		if ( null === $target ) {
			return '';
		}
		$action  = in_array( $settings['endAction'] ?? '', self::END_ACTIONS, true ) ? (string) $settings['endAction'] : 'message';
		$label   = sanitize_text_field( (string) ( $settings['label'] ?? '' ) );
		$message = sanitize_text_field( (string) ( $settings['endMessage'] ?? '' ) );
		$message = '' === $message ? __( 'The wait is over.', 'vitrine' ) : $message;
		$ended   = $target->getTimestamp() <= time();
		if ( $ended && 'hide' === $action ) {
			return '';
		}
		$id       = wp_unique_id( 'vitrine-countdown-' );
		$when     = sprintf(
			'<time datetime="%s">%s</time>',
			esc_attr( $target->format( DATE_ATOM ) ),
			esc_html( (string) wp_date( get_option( 'date_format' ) . ' ' . get_option( 'time_format' ), $target->getTimestamp() ) )
		);
		$fallback = ( '' === $label ? '' : '<p class="vitrine-countdown__label" id="' . esc_attr( $id ) . '-label">' . esc_html( $label ) . '</p>' )
			. ( $ended
				? '<p class="vitrine-countdown__ended">' . esc_html( $message ) . '</p>'
				/* translators: %s: the date and time counted down to, in the site's formats. */
				: '<p class="vitrine-countdown__when">' . sprintf( esc_html__( 'Counting down to %s', 'vitrine' ), $when ) . '</p>' );
		return vitrine_render_widget(
			'countdown',
			array(
				'id'         => $id,
				'target'     => $target->getTimestamp() * 1000,
				'labelId'    => '' === $label ? '' : $id . '-label',
				'endAction'  => $action,
				'endMessage' => $message,
			),
			$fallback
		);
	}
}
