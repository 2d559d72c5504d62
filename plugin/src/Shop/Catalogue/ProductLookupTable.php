<?php
/**
 * The product lookup table.
 *
 * @package Vitrine
 */

declare( strict_types = 1 );

namespace Vitrine\Shop\Catalogue;

use Vitrine\Core\Database\Table;

defined( 'ABSPATH' ) || exit;

/**
 * One row per product with what listings sort and filter on, so the shop reads one narrow,
 * indexed table instead of joining post meta (WooCommerce's `wc_product_meta_lookup`, plus the
 * columns the shop's sorts need). Kept in step by {@see ProductLookup}; every sort index starts
 * with `visible` (published, no password), which every listing asks for, and ends with the id,
 * the tie-breaker that makes keyset paging exact.
 */
final class ProductLookupTable implements Table {

	/**
	 * {@inheritDoc}
	 */
	public static function name(): string {
		return 'vitrine_product_lookup';
	}

	/**
	 * {@inheritDoc}
	 */
	public static function schema(): string {
		return 'product_id bigint(20) unsigned NOT NULL,
visible tinyint(1) unsigned NOT NULL DEFAULT 0,
menu_order int(11) NOT NULL DEFAULT 0,
title varchar(255) NOT NULL DEFAULT \'\',
published_at datetime NOT NULL,
price decimal(19,4) NOT NULL DEFAULT 0,
regular_price decimal(19,4) NULL DEFAULT NULL,
sale_price decimal(19,4) NULL DEFAULT NULL,
on_sale tinyint(1) unsigned NOT NULL DEFAULT 0,
sku varchar(100) NOT NULL DEFAULT \'\',
stock_status varchar(20) NOT NULL DEFAULT \'instock\',
stock_quantity int(11) NULL DEFAULT NULL,
total_sales bigint(20) unsigned NOT NULL DEFAULT 0,
average_rating decimal(3,2) NOT NULL DEFAULT 0,
rating_count bigint(20) unsigned NOT NULL DEFAULT 0,
search_text text NOT NULL,
PRIMARY KEY  (product_id),
KEY menu_order (visible,menu_order,title,product_id),
KEY published_at (visible,published_at,product_id),
KEY price (visible,price,product_id),
KEY title (visible,title,product_id),
KEY popularity (visible,total_sales,product_id),
KEY on_sale (visible,on_sale,product_id),
KEY stock_status (visible,stock_status,product_id),
KEY sku (sku),
FULLTEXT KEY search_text (search_text)';
	}
}
