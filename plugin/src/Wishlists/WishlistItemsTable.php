<?php
/**
 * Wishlist items.
 *
 * @package Vitrine
 */

declare( strict_types = 1 );

namespace Vitrine\Wishlists;

use Vitrine\Core\Database\Table;

defined( 'ABSPATH' ) || exit;

/**
 * One row per product in a list. The unique key (wishlist_id, product_id) is what keeps a
 * product from appearing twice in a list: under concurrent adds from two tabs, and when a
 * guest's list merges into a member's at login.
 */
final class WishlistItemsTable implements Table {

	/**
	 * {@inheritDoc}
	 */
	public static function name(): string {
		return 'vitrine_wishlist_items';
	}

	/**
	 * {@inheritDoc}
	 */
	public static function schema(): string {
		return 'id bigint(20) unsigned NOT NULL AUTO_INCREMENT,
wishlist_id bigint(20) unsigned NOT NULL,
product_id bigint(20) unsigned NOT NULL,
quantity int(10) unsigned NOT NULL DEFAULT 1,
position int(10) unsigned NOT NULL DEFAULT 0,
original_price decimal(19,4) NULL DEFAULT NULL,
original_currency char(3) NOT NULL DEFAULT \'\',
product_type varchar(32) NOT NULL DEFAULT \'\',
added_at datetime NOT NULL,
PRIMARY KEY  (id),
UNIQUE KEY wishlist_product (wishlist_id,product_id),
KEY wishlist_position (wishlist_id,position),
KEY product_id (product_id)';
	}
}
