<?php
/**
 * The cart contract.
 *
 * @package Vitrine
 */

declare( strict_types = 1 );

namespace Vitrine\Shop\Cart;

use WP_Error;

defined( 'ABSPATH' ) || exit;

/**
 * The current visitor's cart (the member's user id, or the guest's signed visitor cookie),
 * stored in the database, one line per product. Implementations read products through the
 * catalogue ({@see \Vitrine\Shop\Catalogue\CatalogueFactory}) and never trust a price sent by
 * the browser.
 *
 * Errors are WP_Error objects with a stable code and an HTTP status in their data, ready to be
 * returned by a REST route, e.g. `vitrine_cart_unknown_product` (404),
 * `vitrine_cart_out_of_stock` (409), `vitrine_cart_quantity_over_stock` (409),
 * `vitrine_cart_invalid_quantity` (400).
 */
interface Cart {

	/**
	 * The lines, oldest first. Lines whose product is no longer published are left out.
	 *
	 * @return list<CartLine>
	 */
	public function lines(): array;

	/**
	 * Adds units of a product; a product already in the cart gets its quantity increased
	 * (never a second line).
	 *
	 * @param int $product_id Product id.
	 * @param int $quantity   Units to add, at least 1.
	 * @return CartLine|WP_Error The product's line after the change.
	 */
	public function add( int $product_id, int $quantity = 1 ): CartLine|WP_Error;

	/**
	 * Sets the quantity of a product's line; 0 removes the line.
	 *
	 * @param int $product_id Product id.
	 * @param int $quantity   New quantity, 0 or more.
	 * @return CartLine|null|WP_Error The line after the change, null when removed.
	 */
	public function set_quantity( int $product_id, int $quantity ): CartLine|null|WP_Error;

	/**
	 * Removes a product's line.
	 *
	 * @param int $product_id Product id.
	 * @return bool Whether a line was removed.
	 */
	public function remove( int $product_id ): bool;

	/**
	 * Number of units in the cart (the sum of the quantities), as shown on the cart link.
	 */
	public function count(): int;

	/**
	 * The cart's totals.
	 */
	public function totals(): CartTotals;

	/**
	 * Empties the cart (after an order is placed).
	 */
	public function clear(): void;
}
