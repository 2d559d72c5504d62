<?php
/**
 * The site's wishlist totals.
 *
 * @package Vitrine
 */

declare( strict_types = 1 );

namespace Vitrine\Wishlists;

use Vitrine\Core\Database\Table;

defined( 'ABSPATH' ) || exit;

/**
 * A few named counters (`lists:g`, `lists:u`: guests' and members' lists; `items:g`,
 * `items:u`: their items; `built`: the counters were counted once), kept by
 * {@see WishlistCounters}, so the wishlists screen's totals never count the tables. A table
 * rather than an option: options are cached whole, and `value = value + 1` must reach the row.
 */
final class WishlistTotalsTable implements Table {

	/**
	 * {@inheritDoc}
	 */
	public static function name(): string {
		return 'vitrine_wishlist_totals';
	}

	/**
	 * {@inheritDoc}
	 */
	public static function schema(): string {
		return 'counter varchar(32) NOT NULL,
value bigint(20) NOT NULL DEFAULT 0,
PRIMARY KEY  (counter)';
	}
}
