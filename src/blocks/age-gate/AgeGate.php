<?php
/**
 * Age gate.
 *
 * @package Vitrine
 */

declare( strict_types = 1 );

namespace Vitrine\Interactive;

defined( 'ABSPATH' ) || exit;

/**
 * A popup that asks visitors their age (or date of birth) before they read the page. The page
 * itself is rendered as usual, so search engines and visitors without scripting read it; the
 * widget adds the popup in the browser, and remembers an accepted age in localStorage.
 */
final class AgeGate {

	/**
	 * Renders the age gate's mount point.
	 *
	 * @param array{minimum?: mixed, mode?: mixed, refusal?: mixed, title?: mixed, message?: mixed, error?: mixed} $settings Settings:
	 *        `minimum` (its absolute value is used, default 18), `mode` `age` or `birthdate`,
	 *        `refusal` `remove` (the form and its header go) or `clear` (the field is emptied),
	 *        `title`, `message` and `error` texts.
	 */
	public static function render( array $settings = array() ): string {
		$minimum = abs( (int) ( $settings['minimum'] ?? 18 ) );
		$title   = sanitize_text_field( (string) ( $settings['title'] ?? '' ) );
		$message = sanitize_text_field( (string) ( $settings['message'] ?? '' ) );
		$error   = sanitize_text_field( (string) ( $settings['error'] ?? '' ) );
		return vitrine_render_widget(
			'age-gate',
			array(
				'minimum' => $minimum,
				'mode'    => 'birthdate' === ( $settings['mode'] ?? '' ) ? 'birthdate' : 'age',
				'refusal' => 'clear' === ( $settings['refusal'] ?? '' ) ? 'clear' : 'remove',
				'title'   => '' === $title ? __( 'Are you old enough?', 'vitrine' ) : $title,
				'message' => '' === $message
					/* translators: %d: the minimum age. */
					? sprintf( __( 'This page is for visitors aged %d or over.', 'vitrine' ), $minimum )
					: $message,
				'error'   => '' === $error ? __( 'Sorry, you are not old enough to see this page.', 'vitrine' ) : $error,
			),
			'',
			array( 'tag' => 'div' )
		);
	}
}
