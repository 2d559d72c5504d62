<?php
/**
 * Orders per status.
 *
 * @package Vitrine
 */

declare( strict_types = 1 );

namespace Vitrine\Shop\Orders;

use Vitrine\Core\Database\Table;

defined( 'ABSPATH' ) || exit;

/**
 * One row per order status with how many orders have it, kept by {@see OrderCounts} as orders
 * are placed and change status, so the Orders screen never counts the orders table.
 */
final class OrderCountsTable implements Table {

	/**
	 * {@inheritDoc}
	 */
	public static function name(): string {
		return 'vitrine_order_counts';
	}

	/**
	 * {@inheritDoc}
	 */
	public static function schema(): string {
		return 'status varchar(20) NOT NULL,
orders bigint(20) NOT NULL DEFAULT 0,
PRIMARY KEY  (status)';
	}
}
