<?php
/**
 * Nonces per guest.
 *
 * @package Vitrine
 */

declare( strict_types = 1 );

namespace Vitrine\Session;

use Vitrine\Core\Visitor\Visitor;

defined( 'ABSPATH' ) || exit;

/**
 * WordPress makes every logged-out visitor's nonce for an action the same (user id 0), so a
 * guest's nonce would prove nothing: anyone could fetch one and use it in another visitor's
 * browser. For the actions the session hands out, a guest's nonces are keyed to the signed
 * visitor cookie instead, through core's `nonce_user_logged_out` filter; the session route
 * sets that cookie before it makes them. Other plugins' guest nonces are left as they are
 * (pages they print them into may be cached for every guest).
 */
final class GuestNonces {

	/**
	 * Hooks core's nonce functions.
	 */
	public function register(): void {
		add_filter( 'nonce_user_logged_out', array( $this, 'for_visitor' ), 10, 2 );
	}

	/**
	 * `nonce_user_logged_out`: the "user" a guest's nonce is made and checked for.
	 *
	 * @param int|string $uid    0 for guests, or what an earlier filter returned.
	 * @param string|int $action The nonce action.
	 * @return int|string
	 */
	public function for_visitor( $uid, $action ) {
		if ( ! in_array( (string) $action, NonceActions::all(), true ) ) {
			return $uid;
		}
		$key = Visitor::current()->key();
		// A guest without a (valid) cookie keeps core's value: the session sets the cookie
		// before it hands out nonces, so such nonces are never handed out by Vitrine.
		return '' === $key ? $uid : 'vitrine-' . $key;
	}
}
