<?php
/**
 * Order meta.
 *
 * @package Vitrine
 */

declare( strict_types = 1 );

namespace Vitrine\Shop\Orders;

use Vitrine\Core\Database\Table;

defined( 'ABSPATH' ) || exit;

/**
 * Extra facts about an order by key, e.g. the `_wc_order_attribution_*` fields.
 */
final class OrderMetaTable implements Table {

	/**
	 * {@inheritDoc}
	 */
	public static function name(): string {
		return 'vitrine_order_meta';
	}

	/**
	 * {@inheritDoc}
	 */
	public static function schema(): string {
		return 'id bigint(20) unsigned NOT NULL AUTO_INCREMENT,
order_id bigint(20) unsigned NOT NULL,
meta_key varchar(191) NOT NULL,
meta_value text NOT NULL,
PRIMARY KEY  (id),
KEY order_key (order_id,meta_key),
KEY meta_key (meta_key,order_id)';
	}
}
