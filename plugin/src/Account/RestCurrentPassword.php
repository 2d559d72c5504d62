<?php
/**
 * The current password on core's REST user route.
 *
 * @package Vitrine
 */

declare( strict_types = 1 );

namespace Vitrine\Account;

use WP_Error;
use WP_REST_Request;

defined( 'ABSPATH' ) || exit;

/**
 * Core's `/wp/v2/users/me` (and `/wp/v2/users/<own id>`) lets a session change its own email
 * address and password with only its cookie and nonce, so a stolen session could take the
 * account over. A request that changes either of its own user's must also send
 * `current_password`, checked by {@see CurrentPasswordCheck} (a wrong one counts as a failed
 * login). Administrators editing other users, and user creation, are not affected.
 *
 * Hooked on `rest_request_before_callbacks`, after core checked the permission and the
 * arguments: core's update callback does not stop on an error from `rest_pre_insert_user`.
 */
final class RestCurrentPassword {

	public const REQUIRED = 'vitrine_current_password_required';

	private const ROUTE = '#^/wp/v2/users/(me|\d+)$#';

	/**
	 * Hooks in.
	 */
	public function register(): void {
		add_filter( 'rest_request_before_callbacks', array( $this, 'check' ), 10, 3 );
	}

	/**
	 * `rest_request_before_callbacks`: refuses an own email or password change without the
	 * right current password.
	 *
	 * @param mixed           $response An earlier result (an error stops the request).
	 * @param mixed           $handler  The route's handler (unused).
	 * @param WP_REST_Request $request  The request.
	 * @return mixed The response unchanged, or the refusal.
	 */
	public function check( $response, $handler, $request ) {
		unset( $handler );
		if ( null !== $response || ! $request instanceof WP_REST_Request || ! in_array( $request->get_method(), array( 'POST', 'PUT', 'PATCH' ), true )
			|| ! preg_match( self::ROUTE, $request->get_route(), $match ) ) {
			return $response;
		}
		$user = wp_get_current_user();
		if ( ! $user->exists() || ( 'me' !== $match[1] && (int) $match[1] !== $user->ID ) ) {
			return $response;
		}
		$email    = $request->get_param( 'email' );
		$password = $request->get_param( 'password' );
		$changes  = ( null !== $email && (string) $email !== $user->user_email ) || null !== $password;
		if ( ! $changes ) {
			return $response;
		}
		$current = $request->get_param( 'current_password' );
		if ( ! is_string( $current ) || '' === $current ) {
			return new WP_Error(
				self::REQUIRED,
				__( 'Please send your current password (current_password) to change your email address or password.', 'vitrine' ),
				array( 'status' => 400 )
			);
		}
		$checked = CurrentPasswordCheck::create()->verify( $user, $current );
		return is_wp_error( $checked ) ? $checked : $response;
	}
}
