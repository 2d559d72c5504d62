<?php
/**
 * The numbers of the login policy.
 *
 * @package Vitrine
 */

declare( strict_types = 1 );

namespace Vitrine\Account;

defined( 'ABSPATH' ) || exit;

/**
 * How many failed logins are allowed per window, and how much slower logins to an account
 * under attack become. See {@see LoginThrottle} for what each number does.
 */
final class LoginLimits {

	/**
	 * Sets up the limits.
	 *
	 * @param int $ip         Failed attempts one IP address may make, at any accounts, per window.
	 * @param int $ip_account Failed attempts one IP address may make at one account per window.
	 * @param int $account    Failed attempts at one account, from all addresses together, after
	 *                        which every attempt at it is slowed down (never refused).
	 * @param int $window     Window length in seconds.
	 * @param int $delay      Seconds each attempt waits once `$account` is exceeded.
	 */
	public function __construct(
		public readonly int $ip,
		public readonly int $ip_account,
		public readonly int $account,
		public readonly int $window,
		public readonly int $delay
	) {}

	/**
	 * The limits in force, after the `vitrine_login_rate_limit` filter.
	 */
	public static function current(): LoginLimits {
		$defaults = array(
			'ip'         => 20,
			'ip_account' => 5,
			'account'    => 10,
			'window'     => 15 * MINUTE_IN_SECONDS,
			'delay'      => 1,
		);

		/**
		 * Filters the login limits (wp-login.php, XML-RPC, application passwords and the popup).
		 *
		 * `ip` and `ip_account` refuse further attempts from that address until the window ends;
		 * `account` never refuses (so nobody can lock an owner out by guessing at their account
		 * from elsewhere): past it, each attempt at that account waits `delay` seconds.
		 *
		 * @since 0.1.0
		 *
		 * @param array{ip: int, ip_account: int, account: int, window: int, delay: int} $limits
		 *        Failed attempts per IP, per IP and account, per account; window in seconds;
		 *        delay in seconds (0 to 5).
		 */
		$limits = (array) apply_filters( 'vitrine_login_rate_limit', $defaults );

		$read = static fn( string $key ): int => (int) ( $limits[ $key ] ?? $defaults[ $key ] );
		return new LoginLimits(
			max( 1, $read( 'ip' ) ),
			max( 1, $read( 'ip_account' ) ),
			max( 1, $read( 'account' ) ),
			max( 1, $read( 'window' ) ),
			min( 5, max( 0, $read( 'delay' ) ) )
		);
	}

	/**
	 * The window in whole minutes, for messages.
	 */
	public function window_minutes(): int {
		return (int) ceil( $this->window / MINUTE_IN_SECONDS );
	}
}
