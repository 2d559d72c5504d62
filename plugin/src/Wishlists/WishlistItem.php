<?php
/**
 * A product in a wishlist.
 *
 * @package Vitrine
 */

declare( strict_types = 1 );

namespace Vitrine\Wishlists;

defined( 'ABSPATH' ) || exit;

/**
 * One item as stored, with the price and currency it had when it was added.
 */
final class WishlistItem {

	/**
	 * Builds the item.
	 *
	 * @param int         $id                Row id.
	 * @param int         $wishlist_id       List id.
	 * @param int         $product_id        Product id.
	 * @param int         $quantity          Quantity.
	 * @param int         $position          Position in the list, from 0.
	 * @param string|null $original_price    Price when added, null when it had none.
	 * @param string      $original_currency Currency code when added.
	 * @param string      $added_at          Date added (GMT).
	 * @param string      $product_type      The product type the client sent when adding
	 *                                         (YITH's `product_type`), '' when none.
	 */
	public function __construct(
		public readonly int $id,
		public readonly int $wishlist_id,
		public readonly int $product_id,
		public readonly int $quantity,
		public readonly int $position,
		public readonly ?string $original_price,
		public readonly string $original_currency,
		public readonly string $added_at,
		public readonly string $product_type = '',
	) {}

	/**
	 * Builds an item from a database row.
	 *
	 * @param object $row Row of the items table.
	 */
	public static function from_row( object $row ): WishlistItem {
		return new WishlistItem(
			(int) $row->id,
			(int) $row->wishlist_id,
			(int) $row->product_id,
			(int) $row->quantity,
			(int) $row->position,
			null === $row->original_price ? null : (string) $row->original_price,
			(string) $row->original_currency,
			(string) $row->added_at,
			(string) ( $row->product_type ?? '' ),
		);
	}
}
