<?php
/**
 * Orders.
 *
 * @package Vitrine
 */

declare( strict_types = 1 );

namespace Vitrine\Shop\Orders;

use Vitrine\Core\Database\Table;

defined( 'ABSPATH' ) || exit;

/**
 * One row per order: who, the billing details, the payment method, the totals (with the shipping
 * method and the tax lines as placed, in `breakdown`, JSON) and the status. The admin list's
 * filters each have an index: a status view pages on `(status, id)`, a date range on
 * `created_at` or, with a status, `(status, created_at)` (the id implied in each).
 */
final class OrdersTable implements Table {

	/**
	 * {@inheritDoc}
	 */
	public static function name(): string {
		return 'vitrine_orders';
	}

	/**
	 * {@inheritDoc}
	 */
	public static function schema(): string {
		return 'id bigint(20) unsigned NOT NULL AUTO_INCREMENT,
order_key varchar(32) NOT NULL,
status varchar(20) NOT NULL,
user_id bigint(20) unsigned NOT NULL DEFAULT 0,
billing_first_name varchar(100) NOT NULL,
billing_last_name varchar(100) NOT NULL,
billing_email varchar(190) NOT NULL,
billing_phone varchar(40) NOT NULL,
billing_address varchar(255) NOT NULL,
billing_city varchar(100) NOT NULL,
billing_postcode varchar(20) NOT NULL,
billing_country varchar(2) NOT NULL,
payment_method varchar(40) NOT NULL,
currency varchar(3) NOT NULL,
subtotal decimal(12,2) NOT NULL,
total decimal(12,2) NOT NULL,
shipping_method varchar(40) NOT NULL DEFAULT \'\',
shipping_total decimal(12,2) NOT NULL DEFAULT 0,
tax_total decimal(12,2) NOT NULL DEFAULT 0,
breakdown text NULL,
created_via varchar(20) NOT NULL,
created_at datetime NOT NULL,
PRIMARY KEY  (id),
UNIQUE KEY order_key (order_key),
KEY status (status,id),
KEY user_id (user_id,id),
KEY billing_email (billing_email),
KEY billing_first_name (billing_first_name,billing_last_name),
KEY billing_last_name (billing_last_name),
KEY created_at (created_at),
KEY status_created (status,created_at)';
	}
}
