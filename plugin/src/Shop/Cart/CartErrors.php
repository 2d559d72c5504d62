<?php
/**
 * The cart's errors.
 *
 * @package Vitrine
 */

declare( strict_types = 1 );

namespace Vitrine\Shop\Cart;

use Vitrine\Core\Http\RetryAfter;
use Vitrine\Shop\Product;
use WP_Error;

defined( 'ABSPATH' ) || exit;

/**
 * The errors of the {@see Cart} contract, each with a stable code and an HTTP status, in one
 * place so the REST routes, the no-JS forms and other cart implementations say the same.
 */
final class CartErrors {

	/**
	 * Not a published product with a price.
	 */
	public static function unknown_product(): WP_Error {
		return new WP_Error( 'vitrine_cart_unknown_product', __( 'This product does not exist or can no longer be bought.', 'vitrine' ), array( 'status' => 404 ) );
	}

	/**
	 * Sold out.
	 *
	 * @param Product $product Product.
	 */
	public static function out_of_stock( Product $product ): WP_Error {
		return new WP_Error(
			'vitrine_cart_out_of_stock',
			/* translators: %s: product name. */
			sprintf( __( '“%s” is out of stock.', 'vitrine' ), $product->name ),
			array( 'status' => 409 )
		);
	}

	/**
	 * More than the stock asked for.
	 *
	 * @param Product $product   Product.
	 * @param int     $available Units that can still be added.
	 */
	public static function over_stock( Product $product, int $available ): WP_Error {
		return new WP_Error(
			'vitrine_cart_quantity_over_stock',
			sprintf(
				/* translators: 1: product name, 2: number of units. */
				_n( 'Only %2$d more of “%1$s” can be added to your cart.', 'Only %2$d more of “%1$s” can be added to your cart.', $available, 'vitrine' ),
				$product->name,
				$available
			),
			array(
				'status'    => 409,
				'available' => $available,
			)
		);
	}

	/**
	 * A quantity outside 1…9999 (0 allowed when setting).
	 */
	public static function invalid_quantity(): WP_Error {
		return new WP_Error( 'vitrine_cart_invalid_quantity', __( 'Please enter a valid quantity.', 'vitrine' ), array( 'status' => 400 ) );
	}

	/**
	 * A guest without a visitor cookie (cookies off): nothing to keep the cart under.
	 */
	public static function no_visitor(): WP_Error {
		return new WP_Error( 'vitrine_cart_no_visitor', __( 'Your cart needs cookies: please allow them for this site and try again.', 'vitrine' ), array( 'status' => 400 ) );
	}

	/**
	 * Too many new guest carts from the client's address ({@see \Vitrine\Core\RateLimiter\GuestRows}).
	 */
	public static function rate_limited(): WP_Error {
		return RetryAfter::refusal(
			'vitrine_cart_rate_limited',
			__( 'Too many new carts from your network. Please wait a while and try again.', 'vitrine' ),
			HOUR_IN_SECONDS
		);
	}

	/**
	 * The database refused the write.
	 */
	public static function storage(): WP_Error {
		return new WP_Error( 'vitrine_cart_storage', __( 'Your cart could not be saved. Please try again.', 'vitrine' ), array( 'status' => 500 ) );
	}
}
