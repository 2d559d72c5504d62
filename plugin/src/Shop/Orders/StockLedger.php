<?php
/**
 * Stock taken by orders.
 *
 * @package Vitrine
 */

declare( strict_types = 1 );

namespace Vitrine\Shop\Orders;

use Vitrine\Shop\ProductMeta;
use Vitrine\Shop\ProductPostType as Type;

defined( 'ABSPATH' ) || exit;

/**
 * Takes units out of a managed stock with one conditional UPDATE per product (`_stock =
 * _stock - n WHERE _stock >= n`): MySQL locks the row, so however many checkouts run at once,
 * only as many succeed as there are units. Products without a managed stock are not counted.
 */
final class StockLedger {

	/**
	 * Takes the units of every line, or none: when one product runs short, the units already
	 * taken for the others are put back.
	 *
	 * @param array<int, int> $quantities Units by product id.
	 * @return int|null The product that ran short, or null when everything was taken.
	 */
	public function take( array $quantities ): ?int {
		$taken = array();
		foreach ( $quantities as $product_id => $quantity ) {
			if ( ! $this->take_one( $product_id, $quantity ) ) {
				$this->put_back( $taken );
				return $product_id;
			}
			$taken[ $product_id ] = $quantity;
		}
		return null;
	}

	/**
	 * Puts units back (a failed order, a cancelled one).
	 *
	 * @param array<int, int> $quantities Units by product id.
	 */
	public function put_back( array $quantities ): void {
		global $wpdb;
		foreach ( $quantities as $product_id => $quantity ) {
			if ( 'yes' !== get_post_meta( $product_id, Type::META_MANAGE_STOCK, true ) ) {
				continue;
			}
			$wpdb->query(
				$wpdb->prepare(
					"UPDATE {$wpdb->postmeta} SET meta_value = CAST(meta_value AS SIGNED) + %d WHERE post_id = %d AND meta_key = %s",
					$quantity,
					$product_id,
					Type::META_STOCK
				)
			);
			$this->after_change( $product_id );
		}
	}

	/**
	 * Takes units of one product when it has them.
	 *
	 * @param int $product_id Product id.
	 * @param int $quantity   Units.
	 */
	private function take_one( int $product_id, int $quantity ): bool {
		if ( 'yes' !== get_post_meta( $product_id, Type::META_MANAGE_STOCK, true ) || 'onbackorder' === get_post_meta( $product_id, Type::META_STOCK_STATUS, true ) ) {
			return true;
		}
		global $wpdb;
		$changed = $wpdb->query(
			$wpdb->prepare(
				"UPDATE {$wpdb->postmeta} SET meta_value = CAST(meta_value AS SIGNED) - %d
				WHERE post_id = %d AND meta_key = %s AND meta_value REGEXP '^[0-9]+$' AND CAST(meta_value AS SIGNED) >= %d",
				$quantity,
				$product_id,
				Type::META_STOCK,
				$quantity
			)
		);
		if ( 1 !== $changed ) {
			return false;
		}
		$this->after_change( $product_id );
		return true;
	}

	/**
	 * Drops the cached meta and brings the stock status in line (0 left = out of stock).
	 *
	 * The stock and its status are read together from the database, not through the object
	 * cache: with a cache shared by several web nodes, a checkout that read the meta before this
	 * change can put it back into the cache right after it was dropped, and a status derived
	 * from that stale stock stayed "in stock" with none left (the nodes' stock race).
	 *
	 * @param int $product_id Product id.
	 */
	private function after_change( int $product_id ): void {
		global $wpdb;
		$rows = array_column(
			$wpdb->get_results(
				$wpdb->prepare(
					"SELECT meta_key, meta_value FROM {$wpdb->postmeta} WHERE post_id = %d AND meta_key IN (%s, %s)",
					$product_id,
					Type::META_STOCK,
					Type::META_STOCK_STATUS
				)
			),
			'meta_value',
			'meta_key'
		);
		wp_cache_delete( $product_id, 'post_meta' );
		ProductMeta::sync_stock_status(
			$product_id,
			array(
				(string) ( $rows[ Type::META_STOCK ] ?? '' ),
				(string) ( $rows[ Type::META_STOCK_STATUS ] ?? '' ),
			)
		);
		clean_post_cache( $product_id );
	}
}
