<?php
/**
 * Nonce fields that are not strings.
 *
 * @package Vitrine
 */

declare( strict_types = 1 );

namespace Vitrine\Core\Http;

defined( 'ABSPATH' ) || exit;

/**
 * `check_ajax_referer()` and core's REST cookie check read the nonce from `$_REQUEST` and cast
 * it to a string: `nonce[]=…` or `_wpnonce[]=…` wrote a PHP warning on every public action and
 * REST route. A nonce field that is not a string is simply no valid nonce.
 */
final class NonceField {

	/**
	 * Whether the request carries a valid nonce for the action.
	 *
	 * @param string $action Nonce action.
	 * @param string $field  The field the nonce is read from first.
	 */
	public static function ajax_valid( string $action, string $field ): bool {
		foreach ( array( $field, '_ajax_nonce', '_wpnonce' ) as $key ) {
			// phpcs:ignore WordPress.Security.NonceVerification.Recommended -- only the field's type is checked here; the nonce is verified below.
			if ( isset( $_REQUEST[ $key ] ) && ! is_string( $_REQUEST[ $key ] ) ) {
				return false;
			}
		}
		return false !== check_ajax_referer( $action, $field, false );
	}

	/**
	 * `rest_authentication_errors`, just before core's cookie check (100): when that check
	 * would verify `_wpnonce` (cookie authentication, or no user) and it is not a string, the
	 * answer is the refusal core gives a wrong nonce, without core's warning.
	 *
	 * @param mixed $result An earlier handler's result; null when none decided.
	 * @return mixed
	 */
	public static function rest_refusal( $result ) {
		// phpcs:ignore WordPress.Security.NonceVerification.Recommended -- only the field's type is checked; core verifies the nonce.
		if ( ! empty( $result ) || ! isset( $_REQUEST['_wpnonce'] ) || is_string( $_REQUEST['_wpnonce'] ) ) {
			return $result;
		}
		if ( true !== ( $GLOBALS['wp_rest_auth_cookie'] ?? null ) && is_user_logged_in() ) {
			return $result; // Another authentication (an application password): core checks no nonce.
		}
		return new \WP_Error( 'rest_cookie_invalid_nonce', __( 'Your session has expired. Please reload the page and try again.', 'vitrine' ), array( 'status' => 403 ) );
	}
}
