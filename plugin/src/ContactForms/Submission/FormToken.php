<?php
/**
 * The signed fill-time token.
 *
 * @package Vitrine
 */

declare( strict_types = 1 );

namespace Vitrine\ContactForms\Submission;

defined( 'ABSPATH' ) || exit;

/**
 * `<timestamp>.<hmac>`: handed out by the refill route when the widget mounts and sent back
 * with the submission. It proves when the form was shown, so a submission faster than a person
 * could fill the form is taken for spam. It is the same for every visitor at a given second, so
 * it carries nothing personal; it is signed per form with wp_salt() so it cannot be forged.
 */
final class FormToken {

	public const VALID = 'valid';

	public const YOUNG = 'young';

	public const EXPIRED = 'expired';

	public const FORGED = 'forged';

	/**
	 * Issues a token for a form.
	 *
	 * @param int      $form_id Form id.
	 * @param int|null $now     Issue time (defaults to now).
	 */
	public static function issue( int $form_id, ?int $now = null ): string {
		/**
		 * Filters the moment a fill-time token says the form was shown (a Unix time). The
		 * local stack's browser tests use it to play visitors who spent minutes on a form
		 * without waiting for them (docs/testing.md).
		 *
		 * @since 0.3.0
		 *
		 * @param int $time    The issue time, now by default.
		 * @param int $form_id The form.
		 */
		$time = (int) apply_filters( 'vitrine_contact_form_token_time', $now ?? time(), $form_id );
		return $time . '.' . self::sign( $form_id, $time );
	}

	/**
	 * Whether a token is genuine, at least `$min_age` and at most `$max_age` seconds old.
	 *
	 * @param string $token   Token as posted.
	 * @param int    $form_id Form id.
	 * @param int    $min_age Minimum fill time in seconds.
	 * @param int    $max_age Maximum age in seconds.
	 */
	public static function verify( string $token, int $form_id, int $min_age, int $max_age ): bool {
		return self::VALID === self::check( $token, $form_id, $min_age, $max_age );
	}

	/**
	 * What a token says: VALID, YOUNG (sent sooner than a person fills the form: a bot),
	 * EXPIRED (genuine but older than its lifetime: a tab left open, proof of nothing either
	 * way) or FORGED.
	 *
	 * @param string $token   Token as posted.
	 * @param int    $form_id Form id.
	 * @param int    $min_age Minimum fill time in seconds.
	 * @param int    $max_age Maximum age in seconds.
	 * @param int    $now     Now (defaults to the clock).
	 */
	public static function check( string $token, int $form_id, int $min_age, int $max_age, ?int $now = null ): string {
		if ( ! preg_match( '/^([0-9]{1,12})\.([0-9a-f]{64})$/', $token, $m ) ) {
			return self::FORGED;
		}
		$time = (int) $m[1];
		if ( ! hash_equals( self::sign( $form_id, $time ), $m[2] ) ) {
			return self::FORGED;
		}
		$age = ( $now ?? time() ) - $time;
		if ( $age < $min_age ) {
			return self::YOUNG;
		}
		return $age <= $max_age ? self::VALID : self::EXPIRED;
	}

	/**
	 * The signature of a form id and time.
	 *
	 * @param int $form_id Form id.
	 * @param int $time    Time.
	 */
	private static function sign( int $form_id, int $time ): string {
		return hash_hmac( 'sha256', 'vitrine_form_token|' . $form_id . '|' . $time, wp_salt( 'nonce' ) );
	}
}
