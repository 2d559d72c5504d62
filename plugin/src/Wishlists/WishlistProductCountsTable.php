<?php
/**
 * Wishlist counts per product.
 *
 * @package Vitrine
 */

declare( strict_types = 1 );

namespace Vitrine\Wishlists;

use Vitrine\Core\Database\Table;

defined( 'ABSPATH' ) || exit;

/**
 * One row per product on at least one list: how many lists hold it, the units wished for and
 * when it was last added, kept by {@see WishlistCounters} with every item write. Each sort of
 * the most wished-for report has its index, so the report reads 20 rows of a table with at
 * most one row per product instead of grouping every item.
 */
final class WishlistProductCountsTable implements Table {

	/**
	 * {@inheritDoc}
	 */
	public static function name(): string {
		return 'vitrine_wishlist_product_counts';
	}

	/**
	 * {@inheritDoc}
	 */
	public static function schema(): string {
		return 'product_id bigint(20) unsigned NOT NULL,
lists bigint(20) NOT NULL DEFAULT 0,
quantity bigint(20) NOT NULL DEFAULT 0,
last_added datetime NULL DEFAULT NULL,
PRIMARY KEY  (product_id),
KEY lists (lists,product_id),
KEY quantity (quantity,product_id),
KEY last_added (last_added,product_id)';
	}
}
