<?php
/**
 * Order lines.
 *
 * @package Vitrine
 */

declare( strict_types = 1 );

namespace Vitrine\Shop\Orders;

use Vitrine\Core\Database\Table;

defined( 'ABSPATH' ) || exit;

/**
 * The lines of an order, with the name and unit price the customer saw when ordering.
 */
final class OrderItemsTable implements Table {

	/**
	 * {@inheritDoc}
	 */
	public static function name(): string {
		return 'vitrine_order_items';
	}

	/**
	 * {@inheritDoc}
	 */
	public static function schema(): string {
		return 'id bigint(20) unsigned NOT NULL AUTO_INCREMENT,
order_id bigint(20) unsigned NOT NULL,
product_id bigint(20) unsigned NOT NULL,
name varchar(255) NOT NULL,
quantity int(10) unsigned NOT NULL,
unit_price decimal(12,2) NOT NULL,
total decimal(12,2) NOT NULL,
PRIMARY KEY  (id),
KEY order_id (order_id),
KEY name (name(100),order_id)';
	}
}
