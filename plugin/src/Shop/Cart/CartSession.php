<?php
/**
 * The cart's part of the session call.
 *
 * @package Vitrine
 */

declare( strict_types = 1 );

namespace Vitrine\Shop\Cart;

use Vitrine\Core\Visitor\Visitor;

defined( 'ABSPATH' ) || exit;

/**
 * Puts `cart: { count }` into `GET vitrine/v1/session`, so cached pages show the visitor's
 * count (one query), and makes the cart page's form nonce per visitor for guests.
 */
final class CartSession {

	public const FORM_NONCE = 'vitrine_cart';

	/**
	 * Hooks in.
	 */
	public function register(): void {
		add_filter( 'vitrine_session_data', array( $this, 'add_count' ), 10, 2 );
		add_filter( 'vitrine_session_nonce_actions', array( $this, 'add_nonce_action' ) );
	}

	/**
	 * `vitrine_session_data`: the number of units in the visitor's cart.
	 *
	 * @param array<string, mixed> $data    Session payload.
	 * @param Visitor              $visitor The visitor.
	 * @return array<string, mixed>
	 */
	public function add_count( $data, $visitor ) {
		$data         = (array) $data;
		$data['cart'] = array( 'count' => $visitor instanceof Visitor ? CartFactory::for_key( $visitor->key() )->count() : 0 );
		return $data;
	}

	/**
	 * `vitrine_session_nonce_actions`: the cart form's nonce is keyed to the guest's cookie.
	 *
	 * @param list<string> $actions Nonce actions.
	 * @return list<string>
	 */
	public function add_nonce_action( $actions ) {
		$actions   = (array) $actions;
		$actions[] = self::FORM_NONCE;
		return $actions;
	}
}
