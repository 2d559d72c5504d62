<?php
/**
 * The totals of a cart.
 *
 * @package Vitrine
 */

declare( strict_types = 1 );

namespace Vitrine\Shop\Cart;

defined( 'ABSPATH' ) || exit;

/**
 * Sums of a cart, as decimal strings in the shop's currency ({@see \Vitrine\Shop\Money}).
 * No taxes or shipping yet: `total` equals `subtotal` until they exist.
 */
final class CartTotals {

	/**
	 * Sets the totals.
	 *
	 * @param string $subtotal Sum of the line totals.
	 * @param string $total    What the customer pays.
	 * @param int    $count    Units in the cart.
	 */
	public function __construct(
		public readonly string $subtotal,
		public readonly string $total,
		public readonly int $count,
	) {}
}
