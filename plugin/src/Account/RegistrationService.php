<?php
/**
 * Creating an account from the popup.
 *
 * @package Vitrine
 */

declare( strict_types = 1 );

namespace Vitrine\Account;

use Vitrine\Core\Http\RetryAfter;
use Vitrine\Core\RateLimiter\RateLimiter;
use Vitrine\Core\Visitor\ClientIp;
use WP_Error;

defined( 'ABSPATH' ) || exit;

/**
 * The rules of a registration: open registration only, a valid and unused username and email,
 * matching passwords with the same strength score as the form, a per-IP limit, and core's
 * new-user emails (through `wp_mail`).
 */
final class RegistrationService {

	/**
	 * Sets up the service.
	 *
	 * @param RateLimiter $limiter Rate limiter.
	 */
	public function __construct( private RateLimiter $limiter ) {}

	/**
	 * Whether the site lets visitors register.
	 */
	public static function is_open(): bool {
		return (bool) get_option( 'users_can_register' );
	}

	/**
	 * Creates the account.
	 *
	 * @param string $login           Requested username.
	 * @param string $email           Email address.
	 * @param string $password        Password, raw.
	 * @param string $repeat_password The password typed again.
	 * @return int|WP_Error The new user's id, or why not (error data: `status`, `field`).
	 */
	public function register( string $login, string $email, string $password, string $repeat_password ): int|WP_Error {
		if ( ! self::is_open() ) {
			return self::error( 'vitrine_registration_closed', __( 'Registration is closed on this site.', 'vitrine' ), 403 );
		}

		$login = trim( $login );
		$email = trim( $email );

		// Mistakes in the form alone do not count against the limit. Every request that reaches
		// the database does: creating accounts (and mail), and asking whether a username or an
		// email address is taken, so the answer cannot be used to list the site's members.
		$error = $this->check_form( $login, $email, $password, $repeat_password );
		if ( $error ) {
			return $error;
		}

		return $this->create( $login, $email, $password );
	}

	/**
	 * Creates a shop customer's account from the checkout: the billing email, a password, and
	 * a username made from the email. Checkout registration is the shop's own choice
	 * (`vitrine_checkout_registration`), so this does not ask whether the site's registration
	 * is open; it keeps the same limit, and never signs anyone in to an existing account: an
	 * email already registered is refused (its owner logs in with their password).
	 *
	 * @param string $email    Billing email address.
	 * @param string $password Password, raw.
	 * @return int|WP_Error The new user's id, or why not (error data: `status`, `field`).
	 */
	public function register_customer( string $email, string $password ): int|WP_Error {
		$email = trim( $email );
		if ( ! is_email( $email ) ) {
			return self::error( 'vitrine_email_invalid', __( 'Please enter a valid email address.', 'vitrine' ), 400, 'user_email' );
		}
		$error = self::check_password( $password );
		if ( $error ) {
			return $error;
		}
		return $this->create( self::login_from_email( $email ), $email, $password );
	}

	/**
	 * Whether a password would be refused, and why.
	 *
	 * @param string $password Password, raw.
	 */
	public static function check_password( string $password ): ?WP_Error {
		if ( '' === $password ) {
			return self::error( 'vitrine_password_empty', __( 'Please choose a password.', 'vitrine' ), 400, 'password' );
		}
		if ( ! PasswordStrength::is_acceptable( $password ) ) {
			return self::error( 'vitrine_password_weak', PasswordStrength::too_weak_message(), 400, 'password' );
		}
		return null;
	}

	/**
	 * A free username from the email's local part (`ada.l`, then `ada.l-2`…), as WooCommerce
	 * makes one at checkout.
	 *
	 * @param string $email Valid email address.
	 */
	private static function login_from_email( string $email ): string {
		$local = strstr( $email, '@', true );
		$base  = sanitize_user( false === $local ? '' : $local, true );
		$base  = substr( mb_strlen( $base ) < 3 ? 'customer-' . $base : $base, 0, 50 );
		$login = $base;
		$n     = 2;
		while ( $n < 20 && username_exists( $login ) ) {
			$login = $base . '-' . $n;
			++$n;
		}
		return username_exists( $login ) ? $base . '-' . strtolower( wp_generate_password( 6, false ) ) : $login;
	}

	/**
	 * Counts the attempt against the limit, refuses a taken username or email, creates the
	 * user and sends core's new-user mails.
	 *
	 * @param string $login    Valid username.
	 * @param string $email    Valid email address.
	 * @param string $password Acceptable password.
	 */
	private function create( string $login, string $email, string $password ): int|WP_Error {
		/**
		 * Filters how many registrations one IP address may attempt per hour (accounts created
		 * plus refusals because the username or email address is taken).
		 *
		 * @since 0.1.0
		 *
		 * @param int $limit Accounts per hour. Default 10.
		 */
		$limit = (int) apply_filters( 'vitrine_register_rate_limit', 10 );
		if ( ! $this->limiter->hit( 'register:' . ClientIp::get(), max( 1, $limit ), HOUR_IN_SECONDS ) ) {
			return self::error( 'vitrine_register_rate_limited', __( 'Too many registrations from your network. Please try again in an hour.', 'vitrine' ), 429 );
		}

		if ( username_exists( $login ) ) {
			return self::error( 'vitrine_username_exists', __( 'This username is already taken. Please choose another one.', 'vitrine' ), 400, 'user_login' );
		}
		if ( email_exists( $email ) ) {
			return self::error( 'vitrine_email_exists', __( 'An account with this email address already exists. Log in, or reset your password.', 'vitrine' ), 400, 'user_email' );
		}

		$user_id = wp_insert_user(
			array(
				'user_login' => $login,
				'user_email' => $email,
				'user_pass'  => $password,
				'role'       => (string) get_option( 'default_role', 'subscriber' ),
			)
		);
		if ( is_wp_error( $user_id ) ) {
			return self::error( 'vitrine_register_failed', wp_strip_all_tags( $user_id->get_error_message() ), 400 );
		}

		// Core's welcome mail to the member and notice to the admin, both through wp_mail().
		// Core sends from `wordpress@<host>`, which mailers refuse on hosts without a dot
		// (localhost, intranet names): then the admin address is used instead.
		$from = static fn( $address ) => is_email( (string) $address ) ? $address : (string) get_option( 'admin_email' );
		add_filter( 'wp_mail_from', $from, 99 );
		wp_new_user_notification( $user_id, null, 'both' );
		remove_filter( 'wp_mail_from', $from, 99 );

		/**
		 * Fires after a visitor created an account, through the register popup or at checkout.
		 *
		 * @since 0.1.0
		 *
		 * @param int $user_id The new user's id.
		 */
		do_action( 'vitrine_user_registered', $user_id );

		return $user_id;
	}

	/**
	 * The checks on the form alone.
	 *
	 * @param string $login           Username.
	 * @param string $email           Email address.
	 * @param string $password        Password.
	 * @param string $repeat_password Password again.
	 */
	private function check_form( string $login, string $email, string $password, string $repeat_password ): ?WP_Error {
		if ( mb_strlen( $login ) < 3 ) {
			return self::error( 'vitrine_username_short', __( 'Your username needs at least 3 characters.', 'vitrine' ), 400, 'user_login' );
		}
		if ( mb_strlen( $login ) > 60 ) {
			return self::error( 'vitrine_username_long', __( 'Your username may have at most 60 characters.', 'vitrine' ), 400, 'user_login' );
		}
		if ( sanitize_user( $login, true ) !== $login || ! validate_username( $login ) ) {
			return self::error( 'vitrine_username_invalid', __( 'Your username may only contain letters, numbers, spaces and the characters . - _ @', 'vitrine' ), 400, 'user_login' );
		}
		/** This filter is documented in wp-includes/user.php */
		$illegal = array_map( 'strtolower', (array) apply_filters( 'illegal_user_logins', array() ) ); // phpcs:ignore WordPress.NamingConventions.PrefixAllGlobals.NonPrefixedHooknameFound -- Core's hook.
		if ( in_array( strtolower( $login ), $illegal, true ) ) {
			return self::error( 'vitrine_username_invalid', __( 'Sorry, that username is not allowed.', 'vitrine' ), 400, 'user_login' );
		}
		if ( ! is_email( $email ) ) {
			return self::error( 'vitrine_email_invalid', __( 'Please enter a valid email address.', 'vitrine' ), 400, 'user_email' );
		}
		if ( '' !== $password && $password !== $repeat_password ) {
			return self::error( 'vitrine_password_mismatch', __( 'The passwords do not match.', 'vitrine' ), 400, 'repeat_password' );
		}
		return self::check_password( $password );
	}

	/**
	 * A refusal.
	 *
	 * @param string $code    Stable code.
	 * @param string $message Translated message.
	 * @param int    $status  HTTP status.
	 * @param string $field   The form field at fault, if one.
	 */
	private static function error( string $code, string $message, int $status, string $field = '' ): WP_Error {
		$data = '' !== $field ? array( 'field' => $field ) : array();
		if ( 429 === $status ) {
			// The registration limit's window.
			return RetryAfter::refusal( $code, $message, HOUR_IN_SECONDS, $data );
		}
		return new WP_Error( $code, $message, array( 'status' => $status ) + $data );
	}
}
