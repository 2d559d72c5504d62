<?php
/**
 * Which cart implementation the shop uses.
 *
 * @package Vitrine
 */

declare( strict_types = 1 );

namespace Vitrine\Shop\Cart;

use Vitrine\Core\Visitor\Visitor;
use Vitrine\Shop\Catalogue\CatalogueFactory;

defined( 'ABSPATH' ) || exit;

/**
 * Hands out carts: {@see DatabaseCart} unless the `vitrine_shop_cart` filter supplies another
 * {@see Cart} (a WooCommerce adapter, say).
 */
final class CartFactory {

	/**
	 * The cart of a visitor key (`u:<id>`, `g:<guest id>`, or '' for a guest without a cookie).
	 *
	 * @param string $visitor Visitor key.
	 */
	public static function for_key( string $visitor ): Cart {
		$default = new DatabaseCart( $visitor, CatalogueFactory::catalogue() );
		/**
		 * Filters the cart of a visitor, e.g. to keep carts in WooCommerce.
		 *
		 * @since 0.1.0
		 *
		 * @param Cart   $cart    The database cart.
		 * @param string $visitor Visitor key: `u:<user id>`, `g:<guest id>`, or '' for a guest
		 *                        without a visitor cookie.
		 */
		$cart = apply_filters( 'vitrine_shop_cart', $default, $visitor );
		return $cart instanceof Cart ? $cart : $default;
	}

	/**
	 * The current visitor's cart, read-only for a guest without a cookie yet.
	 */
	public static function current(): Cart {
		return self::for_key( Visitor::current()->key() );
	}

	/**
	 * The current visitor's cart, first giving a new guest their visitor cookie (before a write).
	 */
	public static function current_for_writing(): Cart {
		return self::for_key( Visitor::current()->ensure_key() );
	}
}
