<?php
/**
 * Wishlists.
 *
 * @package Vitrine
 */

declare( strict_types = 1 );

namespace Vitrine\Wishlists;

use Vitrine\Core\Database\Table;

defined( 'ABSPATH' ) || exit;

/**
 * One row per list. `default_slot` is 1 on an owner's default list and NULL on the others,
 * so the unique key (owner, default_slot) lets two concurrent first adds create one default
 * list only (MariaDB's unique keys allow any number of NULLs). `owner_kind` is the owner key's
 * first letter (`g` a guest, `u` a member), kept with `owner`, so the admin screen's Guests and
 * Members views page on `(owner_kind, id)` as All pages on the primary key.
 */
final class WishlistsTable implements Table {

	/**
	 * {@inheritDoc}
	 */
	public static function name(): string {
		return 'vitrine_wishlists';
	}

	/**
	 * {@inheritDoc}
	 */
	public static function schema(): string {
		return 'id bigint(20) unsigned NOT NULL AUTO_INCREMENT,
token char(12) NOT NULL,
name varchar(190) NOT NULL DEFAULT \'\',
privacy tinyint(1) unsigned NOT NULL DEFAULT 0,
default_slot tinyint(1) unsigned NULL DEFAULT NULL,
owner varchar(64) NOT NULL,
owner_kind char(1) NOT NULL DEFAULT \'\',
expires_at datetime NULL DEFAULT NULL,
created_at datetime NOT NULL,
PRIMARY KEY  (id),
UNIQUE KEY token (token),
UNIQUE KEY owner_default (owner,default_slot),
KEY expires_at (expires_at),
KEY owner_kind (owner_kind,id)';
	}
}
