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

/**
 * A honeypot, a minimum fill time (the signed token) and a per-IP rate limit. Any of them
 * failing makes the submission spam: stored as such, never mailed.
 */
final class SpamGuard {

	public const HONEYPOT = '_vitrine_website';

	public const TOKEN = '_vitrine_form_token';

	/**
	 * Sets up the guard.
	 *
	 * @param RateLimiter $limiter Rate limiter.
	 */
	public function __construct( private RateLimiter $limiter ) {}

	/**
	 * Why a submission is spam, or null when it is not.
	 *
	 * @param ContactForm          $form   Form.
	 * @param array<string, mixed> $posted All posted fields.
	 * @param string               $ip     Client IP.
	 * @return string|null Reason code: honeypot, token, rate_limit.
	 */
	public function reason( ContactForm $form, array $posted, string $ip ): ?string {
		if ( '' !== trim( (string) ( is_scalar( $posted[ self::HONEYPOT ] ?? null ) ? $posted[ self::HONEYPOT ] : '' ) ) ) {
			return 'honeypot';
		}

		/**
		 * Filters the minimum time in seconds between showing a contact form and submitting it.
		 *
		 * @since 0.1.0
		 *
		 * @param int         $seconds Minimum fill time.
		 * @param ContactForm $form    The form.
		 */
		$min_age = (int) apply_filters( 'vitrine_contact_form_min_fill_time', 3, $form );

		/**
		 * Filters how long a fill-time token stays valid, in seconds.
		 *
		 * @since 0.1.0
		 *
		 * @param int         $seconds Maximum token age.
		 * @param ContactForm $form    The form.
		 */
		$max_age = (int) apply_filters( 'vitrine_contact_form_token_lifetime', DAY_IN_SECONDS, $form );

		$token = is_string( $posted[ self::TOKEN ] ?? null ) ? $posted[ self::TOKEN ] : '';
		if ( ! FormToken::verify( $token, $form->id, $min_age, $max_age ) ) {
			return 'token';
		}

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
			return 'rate_limit';
		}
		return null;
	}
}
