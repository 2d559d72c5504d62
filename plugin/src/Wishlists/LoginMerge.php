<?php
/**
 * Guest lists at login.
 *
 * @package Vitrine
 */

declare( strict_types = 1 );

namespace Vitrine\Wishlists;

use Vitrine\Core\Visitor\Visitor;
use WP_User;

defined( 'ABSPATH' ) || exit;

/**
 * When a guest logs in (or registers and is logged in), their lists become the member's and
 * the two default lists merge without duplicates ({@see WishlistService::merge()}).
 */
final class LoginMerge {

	/**
	 * Sets up the merge.
	 *
	 * @param WishlistService $service Rules.
	 */
	public function __construct( private WishlistService $service ) {}

	/**
	 * `wp_login`: the current user is not switched yet, so the guest is read from the cookie.
	 *
	 * @param string  $login User login (unused).
	 * @param WP_User $user  The member.
	 */
	public function on_login( $login, $user ): void {
		unset( $login );
		if ( ! $user instanceof WP_User ) {
			return;
		}
		$cookie = isset( $_COOKIE[ Visitor::COOKIE ] ) ? sanitize_text_field( wp_unslash( $_COOKIE[ Visitor::COOKIE ] ) ) : '';
		$guest  = Visitor::verify( $cookie );
		if ( null !== $guest ) {
			$this->service->merge( 'g:' . $guest, 'u:' . $user->ID );
		}
	}
}
