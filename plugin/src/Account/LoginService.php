<?php
/**
 * Signing in from the popup.
 *
 * @package Vitrine
 */

declare( strict_types = 1 );

namespace Vitrine\Account;

use Vitrine\Core\RateLimiter\RateLimiter;
use Vitrine\Core\Visitor\ClientIp;
use WP_Error;
use WP_User;

/**
 * The rules of a login: throttling per IP and per account, a refusal that never tells whether
 * the account exists, the normal WordPress auth cookies, and a redirect limited to this site.
 */
final class LoginService {

	/**
	 * Errors from core's authenticate filters that would tell an attacker whether an account
	 * exists; they all become one generic refusal.
	 */
	private const CREDENTIAL_ERRORS = array(
		'invalid_username',
		'invalid_email',
		'incorrect_password',
		'empty_username',
		'empty_password',
		'authentication_failed',
	);

	/**
	 * A bcrypt hash of a random secret nobody knows, in WordPress 6.8's format. A login for an
	 * account that does not exist is checked against it, so it costs the same time as a wrong
	 * password for a real account: response times do not tell which accounts exist.
	 */
	private const DUMMY_HASH = '$wp$2y$10$BkO69i4BxFVJ3qZh7PcnqujWg.Fn6HaGXqoDG3yH4e5fXl/B0J8wq';

	/**
	 * Sets up the service.
	 *
	 * @param RateLimiter $limiter Rate limiter.
	 */
	public function __construct( private RateLimiter $limiter ) {}

	/**
	 * Signs a visitor in and sets the auth cookies.
	 *
	 * Every attempt counts against the limits before the password is checked, in one atomic
	 * statement per bucket: parallel guesses cannot slip past the limit while a check runs.
	 *
	 * @param string $login       Username or email address.
	 * @param string $password    Password, raw.
	 * @param bool   $remember    Whether to keep the visitor signed in ("Remember me").
	 * @param string $redirect_to Requested redirect, raw.
	 * @return array{user: WP_User, redirect: string}|WP_Error The user and where to go ('' = stay).
	 */
	public function login( string $login, string $password, bool $remember, string $redirect_to ): array|WP_Error {
		$login = trim( $login );
		if ( '' === $login || '' === $password ) {
			return new WP_Error( 'vitrine_login_empty', __( 'Please enter your username or email address and your password.', 'vitrine' ), array( 'status' => 400 ) );
		}

		$limits = self::limits();
		$window = $limits['window'];
		if ( ! $this->limiter->hit( 'login:ip:' . ClientIp::get(), $limits['ip'], $window )
			|| ! $this->limiter->hit( 'login:account:' . self::account_key( $login ), $limits['account'], $window ) ) {
			return new WP_Error(
				'vitrine_login_rate_limited',
				sprintf(
					/* translators: %d: minutes to wait. */
					_n( 'Too many login attempts. Please wait %d minute and try again.', 'Too many login attempts. Please wait %d minutes and try again.', (int) ceil( $window / MINUTE_IN_SECONDS ), 'vitrine' ),
					(int) ceil( $window / MINUTE_IN_SECONDS )
				),
				array( 'status' => 429 )
			);
		}

		$user = wp_signon(
			array(
				'user_login'    => $login,
				'user_password' => $password,
				'remember'      => $remember,
			),
			is_ssl()
		);
		if ( is_wp_error( $user ) ) {
			$code = (string) $user->get_error_code();
			if ( in_array( $code, array( 'invalid_username', 'invalid_email' ), true ) ) {
				// No account, so no password was checked: spend the same time as if one had been.
				wp_check_password( $password, self::DUMMY_HASH );
			}
			if ( in_array( $code, self::CREDENTIAL_ERRORS, true ) ) {
				return new WP_Error( 'vitrine_login_failed', __( 'The username, email address or password is incorrect.', 'vitrine' ), array( 'status' => 401 ) );
			}
			// Other plugins' refusals (e.g. an unconfirmed account) are theirs to word.
			return new WP_Error( 'vitrine_login_refused', wp_strip_all_tags( $user->get_error_message() ), array( 'status' => 401 ) );
		}

		wp_set_current_user( $user->ID );

		$requested = SafeRedirect::sanitize( $redirect_to );
		/** This filter is documented in wp-login.php */
		$filtered = (string) apply_filters( 'login_redirect', $requested, $requested, $user ); // phpcs:ignore WordPress.NamingConventions.PrefixAllGlobals.NonPrefixedHooknameFound -- Core's hook.

		return array(
			'user'     => $user,
			'redirect' => SafeRedirect::sanitize( $filtered ),
		);
	}

	/**
	 * The rate-limit bucket of the account a login names. WordPress finds the account after
	 * `sanitize_user()` (which drops accents, entities and percent-encoded octets) with a
	 * case-insensitive lookup, by username or by email address; so every spelling that reaches
	 * the same account ("Ada", "ADA", "&#97;da", "ada@example.com") shares its account's bucket.
	 * Names of no account are normalised the same way.
	 *
	 * @param string $login Username or email address as typed.
	 */
	public static function account_key( string $login ): string {
		$name = sanitize_user( $login );
		$user = get_user_by( 'login', $name );
		if ( ! $user && is_email( $name ) ) {
			$user = get_user_by( 'email', $name );
		}
		if ( $user instanceof WP_User ) {
			return 'user:' . $user->ID;
		}
		return 'name:' . mb_strtolower( $name, 'UTF-8' );
	}

	/**
	 * The login limits.
	 *
	 * @return array{ip: int, account: int, window: int}
	 */
	public static function limits(): array {
		$defaults = array(
			'ip'      => 20,
			'account' => 5,
			'window'  => 15 * MINUTE_IN_SECONDS,
		);

		/**
		 * Filters how many login attempts one IP address and one account (username or email as
		 * typed) may make per window.
		 *
		 * @since 0.1.0
		 *
		 * @param array{ip: int, account: int, window: int} $limits Attempts per IP, attempts per
		 *                                                          account, window in seconds.
		 */
		$limits = (array) apply_filters( 'vitrine_login_rate_limit', $defaults );

		return array(
			'ip'      => max( 1, (int) ( $limits['ip'] ?? $defaults['ip'] ) ),
			'account' => max( 1, (int) ( $limits['account'] ?? $defaults['account'] ) ),
			'window'  => max( 1, (int) ( $limits['window'] ?? $defaults['window'] ) ),
		);
	}
}
