<?php
/**
 * Maintained order counts per status.
 *
 * @package Vitrine
 */

declare( strict_types = 1 );

namespace Vitrine\Shop\Orders;

defined( 'ABSPATH' ) || exit;

/**
 * How many orders have each status, kept in {@see OrderCountsTable} instead of counted: the
 * Orders screen's views and its page count read one small table, whatever the number of
 * orders (a `GROUP BY status` and a `COUNT(*)` over 200,000 orders cost 160 ms per view).
 *
 * Every change is one atomic statement: a new order adds one to its status
 * (`INSERT … ON DUPLICATE KEY UPDATE`), and a status change moves the order and both counters
 * in one multi-table `UPDATE` that matches only while the order still has the status it was
 * read with, so of two requests moving the same order only one moves the counters, and no
 * two updates of one counter are lost. A counter that drifted all the same (an order row
 * written by hand or by SQL outside this class) is put right by {@see OrderCounts::recount()}:
 * on the first read when the table is empty (after the upgrade that created it), and hourly by
 * the `vitrine_order_maintenance` WP-Cron event.
 */
final class OrderCounts {

	/**
	 * Orders per status.
	 *
	 * @return array<string, int> Count by status (statuses no order has may be missing or 0).
	 */
	public function all(): array {
		global $wpdb;
		$rows = (array) $wpdb->get_results( $wpdb->prepare( 'SELECT status, orders FROM %i', self::table() ) );
		if ( ! $rows && $this->any_orders() ) {
			$this->recount();
			$rows = (array) $wpdb->get_results( $wpdb->prepare( 'SELECT status, orders FROM %i', self::table() ) );
		}
		$counts = array();
		foreach ( $rows as $row ) {
			$counts[ (string) $row->status ] = max( 0, (int) $row->orders );
		}
		return $counts;
	}

	/**
	 * Orders with a status, or all orders for ''.
	 *
	 * @param string $status Status, '' for all.
	 */
	public function of( string $status ): int {
		$counts = $this->all();
		return '' === $status ? array_sum( $counts ) : ( $counts[ $status ] ?? 0 );
	}

	/**
	 * Counts a new order.
	 *
	 * @param string $status Its status.
	 */
	public function added( string $status ): void {
		global $wpdb;
		$wpdb->query( $wpdb->prepare( 'INSERT INTO %i (status, orders) VALUES (%s, 1) ON DUPLICATE KEY UPDATE orders = orders + 1', self::table(), $status ) );
	}

	/**
	 * Moves an order from one status to another and both counters with it, in one statement.
	 *
	 * @param int    $id   Order id.
	 * @param string $from The status it must still have.
	 * @param string $to   New status.
	 * @return bool Whether this call moved it.
	 */
	public function move( int $id, string $from, string $to ): bool {
		global $wpdb;
		if ( $from === $to ) {
			return false;
		}
		$orders = $wpdb->prefix . OrdersTable::name();
		// Both counter rows must exist for the join to match.
		$wpdb->query( $wpdb->prepare( 'INSERT IGNORE INTO %i (status, orders) VALUES (%s, 0), (%s, 0)', self::table(), $from, $to ) );
		$changed = $wpdb->query(
			$wpdb->prepare(
				'UPDATE %i o JOIN %i f ON f.status = %s JOIN %i t ON t.status = %s SET o.status = %s, f.orders = f.orders - 1, t.orders = t.orders + 1 WHERE o.id = %d AND o.status = %s',
				$orders,
				self::table(),
				$from,
				self::table(),
				$to,
				$to,
				$id,
				$from
			)
		);
		return is_int( $changed ) && $changed > 0;
	}

	/**
	 * Counts the orders table again and stores the figures (self-healing; hourly, and when the
	 * table is empty). One `GROUP BY` over the status index.
	 */
	public function recount(): void {
		global $wpdb;
		$orders = $wpdb->prefix . OrdersTable::name();
		$wpdb->query(
			$wpdb->prepare(
				'INSERT INTO %i (status, orders) SELECT status, COUNT(*) FROM %i GROUP BY status ON DUPLICATE KEY UPDATE orders = VALUES(orders)',
				self::table(),
				$orders
			)
		);
		$wpdb->query(
			$wpdb->prepare(
				'UPDATE %i c LEFT JOIN (SELECT DISTINCT status FROM %i) o ON o.status = c.status SET c.orders = 0 WHERE o.status IS NULL',
				self::table(),
				$orders
			)
		);
	}

	/**
	 * Whether the shop has any order (one index probe).
	 */
	private function any_orders(): bool {
		global $wpdb;
		return (bool) $wpdb->get_var( $wpdb->prepare( 'SELECT 1 FROM %i LIMIT 1', $wpdb->prefix . OrdersTable::name() ) );
	}

	/**
	 * The table's prefixed name.
	 */
	private static function table(): string {
		global $wpdb;
		return $wpdb->prefix . OrderCountsTable::name();
	}
}
