<?php
/**
 * The cart as JSON.
 *
 * @package Vitrine
 */

declare( strict_types = 1 );

namespace Vitrine\Shop\Cart;

use Vitrine\Shop\Money;
use Vitrine\Shop\Rendering\ProductPicture;

defined( 'ABSPATH' ) || exit;

/**
 * What the cart routes answer: the lines with their product's name, link, image, unit price,
 * line total and the most that may be ordered, then the totals. Amounts come both as decimal
 * strings and formatted in the shop's currency.
 */
final class CartPayload {

	/**
	 * The payload of a cart.
	 *
	 * @param Cart $cart Cart.
	 * @return array{items: list<array<string, mixed>>, totals: array<string, mixed>, count: int}
	 */
	public static function of( Cart $cart ): array {
		$items = array_map( array( self::class, 'line' ), $cart->lines() );
		$total = $cart->totals();
		return array(
			'items'  => $items,
			'totals' => array(
				'subtotal'           => $total->subtotal,
				'total'              => $total->total,
				'subtotal_formatted' => Money::format( $total->subtotal ),
				'total_formatted'    => Money::format( $total->total ),
				'currency'           => Money::currency(),
			),
			'count'  => $total->count,
		);
	}

	/**
	 * One line.
	 *
	 * @param CartLine $line Line.
	 * @return array<string, mixed>
	 */
	public static function line( CartLine $line ): array {
		$product = $line->product;
		return array(
			'product_id'      => $product->id,
			'name'            => $product->name,
			'permalink'       => $product->permalink,
			'image'           => ProductPicture::thumbnail_url( $product ),
			'quantity'        => $line->quantity,
			'max'             => $product->max_purchase_quantity(),
			'price'           => $product->effective_price(),
			'price_formatted' => Money::format( $product->effective_price() ),
			'total'           => $line->total(),
			'total_formatted' => Money::format( $line->total() ),
		);
	}
}
