<?php
/**
 * How many orders one address and one billing email may place.
 *
 * @package Vitrine
 */

declare( strict_types = 1 );

namespace Vitrine\Shop\Orders;

use Vitrine\Core\Http\RetryAfter;
use Vitrine\Core\RateLimiter\RateLimiter;
use Vitrine\Core\Visitor\ClientIp;
use WP_Error;

defined( 'ABSPATH' ) || exit;

/**
 * Counts every order about to be placed twice: per client address and per billing email
 * (normalised, so `Ada@Example.com ` and `ada+1@example.com` are one inbox). The per-address
 * limit keeps one machine from tying up stock with unpaid orders; the per-email one keeps the
 * shop from mailing one inbox "Your order has been received" over and over (a mail cannon),
 * whatever the number of addresses the sender uses. Both count in the rate-limit table, which
 * stores buckets hashed, so the email is not kept in clear.
 */
final class CheckoutLimits {

	/**
	 * Sets up the limits.
	 *
	 * @param RateLimiter $limiter Rate limiter.
	 */
	public function __construct( private RateLimiter $limiter = new RateLimiter() ) {}

	/**
	 * The limits in force.
	 *
	 * @return array{ip: int, email: int, window: int}
	 */
	public static function limits(): array {
		/**
		 * Filters how many orders one client address and one billing email may place in a
		 * window.
		 *
		 * @since 0.2.0
		 *
		 * @param array{ip: int, email: int, window: int} $limits Orders per address (10) and per
		 *                                                        billing email (5) in a window
		 *                                                        of `window` seconds (3600).
		 */
		$limits = (array) apply_filters(
			'vitrine_checkout_rate_limit',
			array(
				'ip'     => 10,
				'email'  => 5,
				'window' => HOUR_IN_SECONDS,
			)
		);
		return array(
			'ip'     => max( 1, (int) ( $limits['ip'] ?? 10 ) ),
			'email'  => max( 1, (int) ( $limits['email'] ?? 5 ) ),
			'window' => max( 1, (int) ( $limits['window'] ?? HOUR_IN_SECONDS ) ),
		);
	}

	/**
	 * The inbox an address reaches: lower case, trimmed, without a `+tag`.
	 *
	 * @param string $email Billing email.
	 */
	public static function inbox( string $email ): string {
		$email = strtolower( trim( $email ) );
		$at    = strrpos( $email, '@' );
		if ( false === $at ) {
			return $email;
		}
		$local = substr( $email, 0, $at );
		$plus  = strpos( $local, '+' );
		return ( false === $plus ? $local : substr( $local, 0, $plus ) ) . substr( $email, $at );
	}

	/**
	 * Counts one order of the current client for a billing email.
	 *
	 * @param string $email Billing email (already validated).
	 * @return WP_Error|null `vitrine_checkout_rate_limited` (429) past either limit.
	 */
	public function hit( string $email ): ?WP_Error {
		$limits = self::limits();
		// Both are counted, so neither can be reset by staying under the other.
		$ip_ok    = $this->limiter->hit( 'checkout:' . ClientIp::get(), $limits['ip'], $limits['window'] );
		$email_ok = $this->limiter->hit( 'checkout-email:' . self::inbox( $email ), $limits['email'], $limits['window'] );
		if ( $ip_ok && $email_ok ) {
			return null;
		}
		return RetryAfter::refusal(
			'vitrine_checkout_rate_limited',
			__( 'Too many orders have been placed from your network or for this email address. Please wait a while and try again.', 'vitrine' ),
			$limits['window']
		);
	}
}
