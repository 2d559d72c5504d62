<?php
/**
 * One line of a cart.
 *
 * @package Vitrine
 */

declare( strict_types = 1 );

namespace Vitrine\Shop\Cart;

use Vitrine\Shop\Money;
use Vitrine\Shop\Product;

defined( 'ABSPATH' ) || exit;

/**
 * A product and its quantity in a cart. The unit price is the product's current effective
 * price, read from the catalogue.
 */
final class CartLine {

	/**
	 * Sets the line.
	 *
	 * @param Product $product  The product.
	 * @param int     $quantity Units, at least 1.
	 */
	public function __construct(
		public readonly Product $product,
		public readonly int $quantity,
	) {}

	/**
	 * Unit price times quantity, as a decimal string.
	 */
	public function total(): string {
		return Money::multiply( $this->product->effective_price(), $this->quantity );
	}
}
