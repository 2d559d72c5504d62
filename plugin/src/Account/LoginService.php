<?php
/**
 * Signing in from the popup.
 *
 * @package Vitrine
 */

declare( strict_types = 1 );

namespace Vitrine\Account;

use WP_Error;
use WP_User;

defined( 'ABSPATH' ) || exit;

/**
 * The rules of a popup login: the normal WordPress sign-in (so the login policy of
 * {@see AuthenticationGuard} applies here as at every other door), the normal auth cookies,
 * and a redirect limited to this site.
 */
final class LoginService {

	/**
	 * Signs a visitor in and sets the auth cookies.
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
			if ( in_array( $code, array( LoginErrors::FAILED, LoginErrors::RATE_LIMITED ), true ) ) {
				return $user;
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
}
