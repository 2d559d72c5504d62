<?php
/**
 * The carts' lines.
 *
 * @package Vitrine
 */

declare( strict_types = 1 );

namespace Vitrine\Shop\Cart;

use Vitrine\Core\Database\Table;

defined( 'ABSPATH' ) || exit;

/**
 * One row per visitor and product. The unique key is what keeps one line per product when two
 * adds race: both become one `INSERT … ON DUPLICATE KEY UPDATE quantity = quantity + n`.
 */
final class CartTable implements Table {

	/**
	 * {@inheritDoc}
	 */
	public static function name(): string {
		return 'vitrine_cart_items';
	}

	/**
	 * {@inheritDoc}
	 */
	public static function schema(): string {
		return 'id bigint(20) unsigned NOT NULL AUTO_INCREMENT,
visitor varchar(64) NOT NULL,
product_id bigint(20) unsigned NOT NULL,
quantity int(10) unsigned NOT NULL,
updated_at datetime NOT NULL,
PRIMARY KEY  (id),
UNIQUE KEY visitor_product (visitor,product_id),
KEY updated_at (updated_at)';
	}
}
