<?php
/**
 * The login policy, applied to WordPress's own authentication.
 *
 * @package Vitrine
 */

declare( strict_types = 1 );

namespace Vitrine\Account;

use Vitrine\Core\Http\RequestOrigin;
use WP_Application_Passwords;
use WP_Error;
use WP_User;

defined( 'ABSPATH' ) || exit;

/**
 * Puts every door behind one policy: wp-login.php, the popup (both through `wp_signon()`),
 * XML-RPC (through `wp_authenticate()`) and application passwords on the REST API (which core
 * checks from `determine_current_user`, outside `wp_authenticate()`).
 *
 * - Each attempt counts in {@see LoginThrottle} before its password is checked; one over a
 *   per-IP limit is refused without checking it, and its answer is the same whatever the
 *   password was (no oracle for guesses beyond the limit).
 * - Every refusal of wrong credentials gets one generic message: no "unknown username", no
 *   "the password for X is incorrect". An unknown account costs a password check too, so
 *   timing does not tell either.
 * - A login form posted from another site (login CSRF) is refused.
 */
final class AuthenticationGuard {

	/**
	 * A bcrypt hash of a random secret nobody knows, in WordPress 6.8's format. A login for an
	 * account that does not exist is checked against it, so it costs the same time as a wrong
	 * password for a real account.
	 */
	private const DUMMY_HASH = '$wp$2y$10$BkO69i4BxFVJ3qZh7PcnqujWg.Fn6HaGXqoDG3yH4e5fXl/B0J8wq';

	/**
	 * Sets up the guard.
	 *
	 * @param LoginThrottle $throttle The attempt counters.
	 */
	public function __construct( private LoginThrottle $throttle ) {}

	/**
	 * Hooks WordPress's authentication.
	 */
	public function register(): void {
		add_filter( 'authenticate', array( $this, 'begin' ), 1, 3 );
		add_filter( 'wp_authenticate_user', array( $this, 'refuse_before_password_check' ), 99 );
		// After every authenticator, including core's spam check (99).
		add_filter( 'authenticate', array( $this, 'conclude' ), 100, 3 );

		add_filter( 'determine_current_user', array( $this, 'begin_application_password' ), 19 );
		add_filter( 'determine_current_user', array( $this, 'conclude_application_password' ), 21 );
		add_action( 'wp_authenticate_application_password_errors', array( $this, 'refuse_application_password' ) );
		add_action( 'application_password_failed_authentication', array( $this, 'reword_application_password_error' ) );
		add_filter( 'rest_authentication_errors', array( $this, 'settle_application_password' ), 89 );
		foreach ( array( 'login', 'lostpassword', 'retrievepassword' ) as $action ) {
			add_action( 'login_form_' . $action, array( self::class, 'drop_malformed_fields' ) );
		}

		add_filter( 'shake_error_codes', array( $this, 'shake_codes' ) );
	}

	/**
	 * `authenticate`, first: counts the attempt.
	 *
	 * @param WP_User|WP_Error|null $user     What earlier filters decided.
	 * @param string                $username Username or email address (sanitized by core).
	 * @param string                $password Password.
	 * @return WP_User|WP_Error|null Unchanged.
	 */
	public function begin( $user, $username, $password ) {
		// Empty fields make core answer "field is empty" (or authenticate by cookie): no attempt.
		if ( is_string( $username ) && is_string( $password ) && '' !== $username && '' !== $password ) {
			$this->throttle->begin( $username );
		}
		return $user;
	}

	/**
	 * `wp_authenticate_user`: spares the password check of a refused attempt.
	 *
	 * @param WP_User|WP_Error $user The account the login names.
	 * @return WP_User|WP_Error
	 */
	public function refuse_before_password_check( $user ) {
		return $this->throttle->is_refused() ? LoginErrors::rate_limited( LoginLimits::current() ) : $user;
	}

	/**
	 * `authenticate`, last: the answer every door gives.
	 *
	 * @param WP_User|WP_Error|null $user     What the authenticators decided.
	 * @param string                $username Username or email address.
	 * @param string                $password Password.
	 * @return WP_User|WP_Error|null
	 */
	public function conclude( $user, $username, $password ) {
		if ( ! $this->throttle->is_pending() ) {
			return $user instanceof WP_Error && LoginErrors::is_revealing( $user ) ? LoginErrors::failed() : $user;
		}
		if ( $this->throttle->is_refused() ) {
			$this->throttle->finish( false );
			return LoginErrors::rate_limited( LoginLimits::current() );
		}
		if ( $user instanceof WP_User && $this->is_cross_site_login_form() ) {
			$this->throttle->finish( false );
			return RequestOrigin::refusal();
		}
		$this->throttle->finish( $user instanceof WP_User );
		if ( ! $user instanceof WP_Error ) {
			return $user;
		}
		if ( array() !== array_intersect( $user->get_error_codes(), array( 'invalid_username', 'invalid_email' ) ) ) {
			// No account, so no password was checked: spend the same time as if one had been.
			wp_check_password( (string) $password, self::DUMMY_HASH );
		}
		return LoginErrors::is_revealing( $user ) ? LoginErrors::failed() : $user;
	}

	/**
	 * `determine_current_user`, before core's application password check: counts the attempt
	 * when core is about to make one (same conditions as `wp_validate_application_password()`
	 * and `wp_authenticate_application_password()`).
	 *
	 * @param int|false $user_id The user found so far.
	 * @return int|false Unchanged.
	 */
	public function begin_application_password( $user_id ) {
		if ( ! empty( $user_id ) || ! isset( $_SERVER['PHP_AUTH_USER'], $_SERVER['PHP_AUTH_PW'] ) ) {
			return $user_id;
		}
		if ( ! wp_is_application_passwords_available() || ! WP_Application_Passwords::is_in_use() ) {
			return $user_id;
		}
		$is_api_request = ( defined( 'XMLRPC_REQUEST' ) && XMLRPC_REQUEST ) || ( defined( 'REST_REQUEST' ) && REST_REQUEST );
		/** This filter is documented in wp-includes/user.php */
		if ( ! apply_filters( 'application_password_is_api_request', $is_api_request ) ) { // phpcs:ignore WordPress.NamingConventions.PrefixAllGlobals.NonPrefixedHooknameFound -- Core's hook.
			return $user_id;
		}
		// Core reads it raw too; it is only a lookup key (sanitized by account_key()).
		$this->throttle->begin( sanitize_text_field( wp_unslash( $_SERVER['PHP_AUTH_USER'] ) ) ); // phpcs:ignore WordPressVIPMinimum.Variables.ServerVariables.BasicAuthentication
		return $user_id;
	}

	/**
	 * `determine_current_user`, after core's application password check: ends the attempt.
	 *
	 * @param int|false $user_id The user found.
	 * @return int|false Unchanged.
	 */
	public function conclude_application_password( $user_id ) {
		if ( $this->throttle->is_pending() ) {
			$this->throttle->finish( ! empty( $user_id ) );
		}
		return $user_id;
	}

	/**
	 * `wp_authenticate_application_password_errors`: refuses a right application password
	 * when the attempt is over a limit.
	 *
	 * @param WP_Error $error Errors that stop the authentication.
	 */
	public function refuse_application_password( $error ): void {
		if ( $error instanceof WP_Error && $this->throttle->is_refused() ) {
			self::replace( $error, LoginErrors::rate_limited( LoginLimits::current() ) );
		}
	}

	/**
	 * `application_password_failed_authentication`: the REST API answers with this very error
	 * object, so it is reworded in place, with the same answer for a right and a wrong password
	 * once the attempt is over a limit.
	 *
	 * @param WP_Error $error The authentication error.
	 */
	public function reword_application_password_error( $error ): void {
		if ( ! $error instanceof WP_Error ) {
			return;
		}
		if ( $this->throttle->is_refused() ) {
			self::replace( $error, LoginErrors::rate_limited( LoginLimits::current() ) );
		} elseif ( LoginErrors::is_revealing( $error ) ) {
			self::replace( $error, LoginErrors::failed() );
		}
	}

	/**
	 * `rest_authentication_errors`, just before core's application password check (90): the
	 * REST server clears the guest it found before it knew the request was a REST one, and
	 * nothing asks again before that check, so the attempt ran only afterwards (in the cookie
	 * check, 100) and its error was never reported: past the login limit, a client got 401
	 * "not logged in" instead of 429 and the message. Asking for the user here makes the
	 * attempt now, so core reports its error (429 when refused, 401 for a wrong password).
	 *
	 * @param mixed $result An earlier handler's result; null when none decided.
	 * @return mixed Unchanged.
	 */
	public function settle_application_password( $result ) {
		if ( null === $result ) {
			wp_get_current_user();
		}
		return $result;
	}

	/**
	 * `login_form_{action}` of wp-login.php's login and lost-password forms: a field sent as an
	 * array (`log[]=…`, `user_login[]=…`) is dropped, so core answers "field is empty" instead of
	 * a PHP warning (login) or a fatal TypeError and HTTP 500 (lost password).
	 */
	public static function drop_malformed_fields(): void {
		// phpcs:disable WordPress.Security.NonceVerification -- core's forms carry no nonce; only the fields' type is checked.
		foreach ( array( 'log', 'pwd', 'user_login' ) as $field ) {
			if ( isset( $_POST[ $field ] ) && ! is_string( $_POST[ $field ] ) ) {
				unset( $_POST[ $field ], $_REQUEST[ $field ] );
			}
		}
		// phpcs:enable
	}

	/**
	 * `shake_error_codes`: wp-login.php shakes its form for our refusals as for core's.
	 *
	 * @param string[] $codes Error codes.
	 * @return string[]
	 */
	public function shake_codes( $codes ): array {
		return array_merge( (array) $codes, array( LoginErrors::FAILED, LoginErrors::RATE_LIMITED, RequestOrigin::CROSS_SITE ) );
	}

	/**
	 * Whether this is wp-login.php's form posted from another site's page. Core's login form
	 * has no nonce, so without this a foreign page could sign a visitor into its own account.
	 */
	private function is_cross_site_login_form(): bool {
		return isset( $GLOBALS['pagenow'] ) && 'wp-login.php' === $GLOBALS['pagenow'] && RequestOrigin::current_is_cross_site();
	}

	/**
	 * Empties an error object and fills it with another's contents.
	 *
	 * @param WP_Error $target The error to change.
	 * @param WP_Error $source What it becomes.
	 */
	private static function replace( WP_Error $target, WP_Error $source ): void {
		foreach ( $target->get_error_codes() as $code ) {
			$target->remove( $code );
		}
		$target->add( $source->get_error_code(), $source->get_error_message(), $source->get_error_data() );
	}
}
