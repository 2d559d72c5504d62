<?php
/**
 * Spam and abuse checks.
 *
 * @package Vitrine
 */

declare( strict_types = 1 );

namespace Vitrine\ContactForms\Submission;

use Vitrine\ContactForms\ContactForm;
use Vitrine\Core\RateLimiter\RateLimiter;

defined( 'ABSPATH' ) || exit;

/**
 * A honeypot, a minimum fill time (the signed token) and per-IP rate limits. Any of them
 * failing makes the submission spam: stored as such, never mailed.
 *
 * The token is not a requirement. A submission without one — Vitrine's no-JavaScript form,
 * Contact Form 7's own front-end client (it posts the form's fields only), any other client of
 * the wire format — is held to a stricter per-IP allowance instead, shared by every door, so a
 * bot gains nothing by leaving the token out. A token that is sent must be genuine and old
 * enough: a forged, foreign or too young token is spam.
 */
final class SpamGuard {

	public const HONEYPOT = '_vitrine_website';

	public const TOKEN = '_vitrine_form_token';

	public const RATE_LIMIT = 'rate_limit';

	/**
	 * Sets up the guard.
	 *
	 * @param RateLimiter $limiter Rate limiter.
	 */
	public function __construct( private RateLimiter $limiter ) {}

	/**
	 * Why a submission is spam, or null when it is not.
	 *
	 * The rate limits are counted first, for every submission that gets this far, so that
	 * honeypot hits and forged tokens count too: a bot cannot fill the submissions table with
	 * spam rows faster than the limit (rate-limited submissions are not stored at all).
	 *
	 * @param ContactForm          $form   Form.
	 * @param array<string, mixed> $posted All posted fields.
	 * @param string               $ip     Client IP.
	 * @return string|null Reason code: rate_limit, honeypot, token.
	 */
	public function reason( ContactForm $form, array $posted, string $ip ): ?string {
		/**
		 * Filters the contact form rate limit: submissions allowed per form and IP in a window.
		 *
		 * @since 0.1.0
		 *
		 * @param array{limit: int, window: int} $rate Limit and window in seconds.
		 * @param ContactForm                    $form The form.
		 */
		$rate = (array) apply_filters(
			'vitrine_contact_form_rate_limit',
			array(
				'limit'  => 10,
				'window' => 10 * MINUTE_IN_SECONDS,
			),
			$form
		);
		if ( ! $this->limiter->hit( 'contact-form:' . $form->id . ':' . $ip, (int) ( $rate['limit'] ?? 10 ), (int) ( $rate['window'] ?? 600 ) ) ) {
			return self::RATE_LIMIT;
		}

		$token = is_string( $posted[ self::TOKEN ] ?? null ) ? trim( $posted[ self::TOKEN ] ) : '';
		$state = '' === $token ? null : FormToken::check( $token, $form->id, self::min_fill_time( $form ), self::token_lifetime( $form ) );
		// A genuine token past its lifetime (a tab left open overnight) proves nothing either
		// way: the message is held to the token-less allowance, never called spam for it.
		if ( null === $state || FormToken::EXPIRED === $state ) {
			/**
			 * Filters the stricter rate limit of submissions without a fill-time token (the
			 * no-JavaScript form, Contact Form 7's own client): submissions allowed per form
			 * and IP in a window, all token-less doors together.
			 *
			 * @since 0.1.0
			 *
			 * @param array{limit: int, window: int} $rate Limit and window in seconds.
			 * @param ContactForm                    $form The form.
			 */
			$strict = (array) apply_filters(
				'vitrine_contact_form_fallback_rate_limit',
				array(
					'limit'  => 3,
					'window' => 10 * MINUTE_IN_SECONDS,
				),
				$form
			);
			if ( ! $this->limiter->hit( 'contact-form-tokenless:' . $form->id . ':' . $ip, (int) ( $strict['limit'] ?? 3 ), (int) ( $strict['window'] ?? 600 ) ) ) {
				return self::RATE_LIMIT;
			}
		}

		if ( '' !== trim( (string) ( is_scalar( $posted[ self::HONEYPOT ] ?? null ) ? $posted[ self::HONEYPOT ] : '' ) ) ) {
			return 'honeypot';
		}

		// Without a (current) token, the stricter limit above stands in for the fill time.
		return FormToken::YOUNG === $state || FormToken::FORGED === $state ? 'token' : null;
	}

	/**
	 * The minimum time in seconds between showing a form and sending it (the refill route
	 * tells the widget, which holds an earlier send until then).
	 *
	 * @param ContactForm $form The form.
	 */
	public static function min_fill_time( ContactForm $form ): int {
		/**
		 * Filters the minimum time in seconds between showing a contact form and submitting it.
		 *
		 * @since 0.1.0
		 *
		 * @param int         $seconds Minimum fill time.
		 * @param ContactForm $form    The form.
		 */
		return max( 0, (int) apply_filters( 'vitrine_contact_form_min_fill_time', 3, $form ) );
	}

	/**
	 * How long a fill-time token stays valid, in seconds.
	 *
	 * @param ContactForm $form The form.
	 */
	private static function token_lifetime( ContactForm $form ): int {
		/**
		 * Filters how long a fill-time token stays valid, in seconds.
		 *
		 * @since 0.1.0
		 *
		 * @param int         $seconds Maximum token age.
		 * @param ContactForm $form    The form.
		 */
		return (int) apply_filters( 'vitrine_contact_form_token_lifetime', DAY_IN_SECONDS, $form );
	}
}
