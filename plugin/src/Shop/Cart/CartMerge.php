<?php
/**
 * A guest's cart follows them into their account.
 *
 * @package Vitrine
 */

declare( strict_types = 1 );

namespace Vitrine\Shop\Cart;

use Vitrine\Core\Visitor\Visitor;
use WP_User;

defined( 'ABSPATH' ) || exit;

/**
 * At log in, moves the lines of the guest's cart (their signed visitor cookie) into the
 * member's cart: a product in both gets one line with the quantities added (capped at the
 * stock), never two.
 */
final class CartMerge {

	/**
	 * Hooks in.
	 */
	public function register(): void {
		add_action( 'wp_login', array( $this, 'on_login' ), 10, 2 );
	}

	/**
	 * Merges the guest cart of this request's visitor cookie into the member's.
	 *
	 * @param string  $login Login name (unused).
	 * @param WP_User $user  The member who logged in.
	 */
	public function on_login( $login, $user ): void {
		unset( $login );
		$cookie = isset( $_COOKIE[ Visitor::COOKIE ] ) ? sanitize_text_field( wp_unslash( $_COOKIE[ Visitor::COOKIE ] ) ) : '';
		$guest  = Visitor::verify( $cookie );
		if ( null === $guest || ! $user instanceof WP_User ) {
			return;
		}
		$this->merge( 'g:' . $guest, 'u:' . $user->ID );
	}

	/**
	 * Moves one cart into another.
	 *
	 * @param string $from Guest key.
	 * @param string $to   Member key.
	 */
	public function merge( string $from, string $to ): void {
		$target = CartFactory::for_key( $to );
		if ( $target instanceof DatabaseCart ) {
			$target->absorb( $from );
			return;
		}
		// Another implementation: go through the contract.
		$source = CartFactory::for_key( $from );
		foreach ( $source->lines() as $line ) {
			$target->add( $line->product->id, $line->quantity );
		}
		$source->clear();
	}
}
