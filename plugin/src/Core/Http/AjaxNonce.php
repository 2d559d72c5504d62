<?php
/**
 * Checking an admin-ajax action's nonce.
 *
 * @package Vitrine
 */

declare( strict_types = 1 );

namespace Vitrine\Core\Http;

/**
 * `check_ajax_referer()` reads the nonce from `$_REQUEST` (the named field, then
 * `_ajax_nonce`, then `_wpnonce`) and casts it to a string: `nonce[]=…` wrote a PHP warning on
 * every public action. A nonce field that is not a string is simply no valid nonce.
 */
final class AjaxNonce {

	/**
	 * Whether the request carries a valid nonce for the action.
	 *
	 * @param string $action Nonce action.
	 * @param string $field  The field the nonce is read from first.
	 */
	public static function valid( string $action, string $field ): bool {
		foreach ( array( $field, '_ajax_nonce', '_wpnonce' ) as $key ) {
			// phpcs:ignore WordPress.Security.NonceVerification.Recommended -- only the field's type is checked here; the nonce is verified below.
			if ( isset( $_REQUEST[ $key ] ) && ! is_string( $_REQUEST[ $key ] ) ) {
				return false;
			}
		}
		return false !== check_ajax_referer( $action, $field, false );
	}
}
