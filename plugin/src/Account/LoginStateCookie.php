<?php
/**
 * A cookie that tells scripts a visitor may be signed in.
 *
 * @package Vitrine
 */

declare( strict_types = 1 );

namespace Vitrine\Account;

defined( 'ABSPATH' ) || exit;

/**
 * Pages are cached, so the header always says "Log in"; the popup's script turns it into
 * "My account" from the session endpoint. Asking that uncached endpoint on every page view of
 * every guest would cost a PHP request per view, so WordPress's own cookies being HttpOnly,
 * this one (`vitrine_logged_in=1`, readable by scripts, carrying nothing about the account)
 * is set with the logged-in cookie and cleared with it: scripts ask the session only when it
 * is there. It is a hint, never a credential: the session endpoint still decides.
 */
final class LoginStateCookie {

	public const NAME = 'vitrine_logged_in';

	/**
	 * Writes a cookie: `( name, value, options for setcookie() )`.
	 *
	 * @var callable(string, string, array<string, mixed>): void
	 */
	private $writer;

	/**
	 * Sets up the cookie.
	 *
	 * @param callable(string, string, array<string, mixed>): void|null $writer Cookie writer (tests); `setcookie()` by default.
	 */
	public function __construct( ?callable $writer = null ) {
		$this->writer = $writer ?? static function ( string $name, string $value, array $options ): void {
			if ( ! headers_sent() ) {
				setcookie( $name, $value, $options ); // phpcs:ignore WordPressVIPMinimum.Functions.RestrictedFunctions.cookies_setcookie -- a hint for scripts, set beside core's cookies.
			}
		};
	}

	/**
	 * Hooks core's cookie actions.
	 */
	public function register(): void {
		add_action( 'set_logged_in_cookie', array( $this, 'on_login' ), 10, 6 );
		add_action( 'clear_auth_cookie', array( $this, 'on_logout' ) );
	}

	/**
	 * Sets the hint with the logged-in cookie, with the same lifetime.
	 *
	 * @param string $logged_in_cookie The logged-in cookie value.
	 * @param int    $expire           When the cookie expires (0: end of the browser session).
	 * @param int    $expiration       When the login expires.
	 * @param int    $user_id          User id.
	 * @param string $scheme           Cookie scheme.
	 * @param string $token            Session token.
	 */
	public function on_login( $logged_in_cookie, $expire = 0, $expiration = 0, $user_id = 0, $scheme = 'logged_in', $token = '' ): void {
		/** This filter is documented in wp-includes/pluggable.php */
		if ( ! apply_filters( 'send_auth_cookies', true, $expire, $expiration, $user_id, $scheme, $token ) ) { // phpcs:ignore WordPress.NamingConventions.PrefixAllGlobals.NonPrefixedHooknameFound -- Core's hook.
			return;
		}
		( $this->writer )( self::NAME, '1', self::options( (int) $expire ) );
	}

	/**
	 * Clears the hint when WordPress clears its cookies (log out).
	 */
	public function on_logout(): void {
		/** This filter is documented in wp-includes/pluggable.php */
		if ( ! apply_filters( 'send_auth_cookies', true, 0, 0, 0, '', '' ) ) { // phpcs:ignore WordPress.NamingConventions.PrefixAllGlobals.NonPrefixedHooknameFound -- Core's hook.
			return;
		}
		( $this->writer )( self::NAME, '', self::options( time() - YEAR_IN_SECONDS ) );
	}

	/**
	 * The cookie's options: readable by scripts (not HttpOnly), site-wide, Lax.
	 *
	 * @param int $expire Expiry timestamp, 0 for a session cookie.
	 * @return array{expires: int, path: string, domain: string, secure: bool, httponly: bool, samesite: string}
	 */
	public static function options( int $expire ): array {
		return array(
			'expires'  => max( 0, $expire ),
			'path'     => defined( 'COOKIEPATH' ) && '' !== COOKIEPATH ? COOKIEPATH : '/',
			'domain'   => defined( 'COOKIE_DOMAIN' ) ? (string) COOKIE_DOMAIN : '', // Core defines it as false or ''.
			'secure'   => is_ssl(),
			'httponly' => false,
			'samesite' => 'Lax',
		);
	}
}
