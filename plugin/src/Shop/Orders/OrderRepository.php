<?php
/**
 * Stored orders.
 *
 * @package Vitrine
 */

declare( strict_types = 1 );

namespace Vitrine\Shop\Orders;

use Vitrine\Core\Database\KeysetPage;

defined( 'ABSPATH' ) || exit;

/**
 * Reads and writes orders, their lines and their meta in the three order tables.
 */
final class OrderRepository {

	/**
	 * Stores a new order with its lines and meta; returns its id (0 on failure).
	 *
	 * @param array<string, string|int>                                                               $order Columns of the orders table.
	 * @param list<array{product_id: int, name: string, quantity: int, unit_price: string, total: string}> $items Lines.
	 * @param array<string, string>                                                                   $meta  Meta by key.
	 */
	public function insert( array $order, array $items, array $meta ): int {
		global $wpdb;
		if ( ! $wpdb->insert( self::table( OrdersTable::name() ), $order ) ) {
			return 0;
		}
		$id = (int) $wpdb->insert_id;
		( new OrderCounts() )->added( (string) ( $order['status'] ?? '' ) );
		foreach ( $items as $item ) {
			$wpdb->insert( self::table( OrderItemsTable::name() ), array( 'order_id' => $id ) + $item );
		}
		foreach ( $meta as $key => $value ) {
			$this->add_meta( $id, $key, $value );
		}
		return $id;
	}

	/**
	 * Adds a meta value to an order.
	 *
	 * @param int    $order_id Order id.
	 * @param string $key      Key.
	 * @param string $value    Value.
	 */
	public function add_meta( int $order_id, string $key, string $value ): void {
		global $wpdb;
		$wpdb->insert(
			self::table( OrderMetaTable::name() ),
			array(
				'order_id'   => $order_id,
				'meta_key'   => $key, // phpcs:ignore WordPress.DB.SlowDBQuery.slow_db_query_meta_key -- our own indexed table.
				'meta_value' => $value, // phpcs:ignore WordPress.DB.SlowDBQuery.slow_db_query_meta_value -- our own table.
			)
		);
	}

	/**
	 * Sets a meta value of an order, replacing the key's values.
	 *
	 * @param int    $order_id Order id.
	 * @param string $key      Key.
	 * @param string $value    Value.
	 */
	public function set_meta( int $order_id, string $key, string $value ): void {
		$this->delete_meta( $order_id, $key );
		$this->add_meta( $order_id, $key, $value );
	}

	/**
	 * Deletes a meta key of an order, in one statement: of two requests deleting the same key
	 * at once only one is told it did.
	 *
	 * @param int    $order_id Order id.
	 * @param string $key      Key.
	 * @return bool Whether there was a value to delete.
	 */
	public function delete_meta( int $order_id, string $key ): bool {
		global $wpdb;
		return (bool) $wpdb->delete(
			self::table( OrderMetaTable::name() ),
			array(
				'order_id' => $order_id,
				'meta_key' => $key, // phpcs:ignore WordPress.DB.SlowDBQuery.slow_db_query_meta_key -- our own indexed table.
			),
			array( '%d', '%s' )
		);
	}

	/**
	 * An order's meta by key.
	 *
	 * @param int $order_id Order id.
	 * @return array<string, string>
	 */
	public function meta( int $order_id ): array {
		$all = $this->meta_of( array( $order_id ) );
		return $all[ $order_id ] ?? array();
	}

	/**
	 * Meta of several orders in one query (one value per key; the notes, many per order, are
	 * read with {@see OrderNotes}).
	 *
	 * @param list<int> $order_ids Order ids.
	 * @return array<int, array<string, string>>
	 */
	public function meta_of( array $order_ids ): array {
		if ( ! $order_ids ) {
			return array();
		}
		global $wpdb;
		$rows = $wpdb->get_results(
			$wpdb->prepare(
				'SELECT order_id, meta_key, meta_value FROM %i WHERE meta_key <> %s AND order_id IN (' . implode( ',', array_fill( 0, count( $order_ids ), '%d' ) ) . ')',
				self::table( OrderMetaTable::name() ),
				OrderNotes::META,
				...$order_ids
			)
		);
		$meta = array();
		foreach ( (array) $rows as $row ) {
			$meta[ (int) $row->order_id ][ (string) $row->meta_key ] = (string) $row->meta_value;
		}
		return $meta;
	}

	/**
	 * Every value of one meta key of an order, oldest first, with the row ids (an order's notes).
	 *
	 * @param int    $order_id Order id.
	 * @param string $key      Key.
	 * @return array<int, string> Value by meta row id.
	 */
	public function meta_values( int $order_id, string $key ): array {
		global $wpdb;
		$rows   = (array) $wpdb->get_results(
			$wpdb->prepare( 'SELECT id, meta_value FROM %i WHERE order_id = %d AND meta_key = %s ORDER BY id', self::table( OrderMetaTable::name() ), $order_id, $key )
		);
		$values = array();
		foreach ( $rows as $row ) {
			$values[ (int) $row->id ] = (string) $row->meta_value;
		}
		return $values;
	}

	/**
	 * An order by id, or null.
	 *
	 * @param int $id Order id.
	 */
	public function find( int $id ): ?Order {
		global $wpdb;
		$row = $wpdb->get_row( $wpdb->prepare( 'SELECT * FROM %i WHERE id = %d', self::table( OrdersTable::name() ), $id ), ARRAY_A );
		return is_array( $row ) ? $this->hydrate( $row, $this->items( $id ) ) : null;
	}

	/**
	 * A member's orders, newest first (the account page's list).
	 *
	 * @param int $user_id  Member.
	 * @param int $page     Page, from 1.
	 * @param int $per_page Orders per page.
	 * @return array{orders: list<Order>, total: int}
	 */
	public function for_user( int $user_id, int $page = 1, int $per_page = 20 ): array {
		global $wpdb;
		if ( $user_id <= 0 ) {
			return array(
				'orders' => array(),
				'total'  => 0,
			);
		}
		$table = self::table( OrdersTable::name() );
		$total = (int) $wpdb->get_var( $wpdb->prepare( 'SELECT COUNT(*) FROM %i WHERE user_id = %d', $table, $user_id ) );
		$rows  = (array) $wpdb->get_results(
			$wpdb->prepare( 'SELECT * FROM %i WHERE user_id = %d ORDER BY id DESC LIMIT %d OFFSET %d', $table, $user_id, max( 1, $per_page ), ( max( 1, $page ) - 1 ) * max( 1, $per_page ) ),
			ARRAY_A
		);
		$ids   = array_map( static fn( array $row ): int => (int) $row['id'], $rows );
		$items = $this->items_of( $ids );
		return array(
			'orders' => array_map( fn( array $row ): Order => $this->hydrate( $row, $items[ (int) $row['id'] ] ?? array() ), $rows ),
			'total'  => $total,
		);
	}

	/**
	 * One page of orders, newest first, by keyset ({@see KeysetPage}): the orders older than
	 * `$after`, newer than `$before`, or the oldest, never an OFFSET, so the thousandth page
	 * costs what the first does. Within a date range the page is in date order (the id
	 * breaking ties), read on the dates' index.
	 *
	 * @param OrderFilters $filters  Search, status and dates.
	 * @param int          $per_page Orders per page.
	 * @param int          $after    Only orders with a lower id (the next, older page); 0 for none.
	 * @param int          $before   Only orders with a higher id (the previous, newer page); 0 for none.
	 * @param bool         $last     The oldest orders' page (without `$after` or `$before`).
	 * @return array{orders: list<Order>, newer: bool, older: bool} The page, and whether pages
	 *                                                              lie before and after it.
	 */
	public function page( OrderFilters $filters, int $per_page = 20, int $after = 0, int $before = 0, bool $last = false ): array {
		global $wpdb;
		list( $sql, $args ) = $this->where( $filters );
		$keyset             = new KeysetPage( $per_page, $after, $before, $last );
		$fetch              = static fn( string $seek, array $seek_args, string $order, int $limit ): array => (array) $wpdb->get_results( $wpdb->prepare( "SELECT * {$sql}{$seek} ORDER BY {$order} LIMIT %d", ...array_merge( $args, $seek_args, array( $limit ) ) ), ARRAY_A ); // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- placeholders only.
		// A date range is read on `(created_at)` or `(status, created_at)` in date order: in id
		// order the database walks every newer order down to the range (or sorts the whole range).
		$page = '' !== $filters->from || '' !== $filters->to
			? $keyset->fetch_sorted( 'created_at', 'id', fn( int $id ): ?string => $this->created_at( $id ), $fetch )
			: $keyset->fetch( 'id', $fetch );
		return array(
			'orders' => $this->hydrate_all( $page['rows'] ),
			'newer'  => $page['newer'],
			'older'  => $page['older'],
		);
	}

	/**
	 * When an order was placed (GMT), null for no such order.
	 *
	 * @param int $id Order id.
	 */
	private function created_at( int $id ): ?string {
		global $wpdb;
		$created = $wpdb->get_var( $wpdb->prepare( 'SELECT created_at FROM %i WHERE id = %d', self::table( OrdersTable::name() ), $id ) );
		return null === $created ? null : (string) $created;
	}

	/**
	 * Orders matching filters, in batches of `$batch` by keyset, newest first: what an export
	 * streams. Only one batch (its lines and meta) is in memory at a time.
	 *
	 * @param OrderFilters                                           $filters Search, status and dates.
	 * @param callable(list<Order>, array<int, array<string, string>>): void $each    Called per batch with its orders and their meta.
	 * @param int                                                    $batch   Orders per batch.
	 * @return int How many orders there were.
	 */
	public function each_batch( OrderFilters $filters, callable $each, int $batch = 500 ): int {
		$after = 0;
		$total = 0;
		do {
			$page = $this->page( $filters, $batch, $after );
			if ( ! $page['orders'] ) {
				break;
			}
			$ids = array_map( static fn( Order $order ): int => $order->id, $page['orders'] );
			$each( $page['orders'], $this->meta_of( $ids ) );
			$total += count( $ids );
			$after  = (int) end( $ids );
		} while ( $page['older'] );
		return $total;
	}

	/**
	 * How many orders match filters: from the maintained counters ({@see OrderCounts}) when only
	 * a status is chosen, else counted through the search's index, stopping at `$cap` (a
	 * broad date range counts "1,000 or more", not every order in it).
	 *
	 * @param OrderFilters $filters Search, status and dates.
	 * @param int          $cap     Counting stops here.
	 * @return int The count, at most `$cap`.
	 */
	public function count( OrderFilters $filters, int $cap = 1000 ): int {
		if ( ! $filters->narrows() ) {
			return ( new OrderCounts() )->of( $filters->status );
		}
		global $wpdb;
		list( $sql, $args ) = $this->where( $filters );
		return (int) $wpdb->get_var( $wpdb->prepare( "SELECT COUNT(*) FROM (SELECT 1 {$sql} LIMIT %d) matched", ...array_merge( $args, array( $cap ) ) ) ); // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- placeholders only.
	}

	/**
	 * Orders holding any of some meta keys with a value below a bound (the mails still waiting
	 * since before a time), oldest first.
	 *
	 * @param list<string> $keys   Meta keys.
	 * @param string       $before Values below this one.
	 * @param int          $limit  At most this many orders.
	 * @return list<int> Order ids.
	 */
	public function orders_with_meta_before( array $keys, string $before, int $limit ): array {
		global $wpdb;
		if ( ! $keys ) {
			return array();
		}
		$ids = $wpdb->get_col(
			$wpdb->prepare(
				'SELECT DISTINCT order_id FROM %i WHERE meta_key IN (' . implode( ',', array_fill( 0, count( $keys ), '%s' ) ) . ') AND meta_value < %s ORDER BY order_id LIMIT %d',
				...array_merge( array( self::table( OrderMetaTable::name() ) ), $keys, array( $before, $limit ) )
			)
		);
		return array_map( 'intval', (array) $ids );
	}

	/**
	 * The FROM/WHERE of a list query and its arguments. Every search mode is answered by an
	 * index ({@see OrderSearch}); nothing is matched with a leading wildcard.
	 *
	 * @param OrderFilters $filters Search, status and dates.
	 * @return array{0: string, 1: list<string|int>}
	 */
	private function where( OrderFilters $filters ): array {
		$where = array( '1=1' );
		$args  = array( self::table( OrdersTable::name() ) );
		if ( '' !== $filters->status ) {
			$where[] = 'status = %s';
			$args[]  = $filters->status;
		}
		if ( '' !== $filters->search ) {
			list( $clause, $values ) = OrderSearch::clause( $filters->search, $filters->search_in, self::table( OrderItemsTable::name() ) );
			$where[]                 = $clause;
			array_push( $args, ...$values );
		}
		if ( '' !== $filters->from ) {
			$where[] = 'created_at >= %s';
			$args[]  = $filters->from;
		}
		if ( '' !== $filters->to ) {
			$where[] = 'created_at < %s';
			$args[]  = $filters->to;
		}
		return array( 'FROM %i WHERE ' . implode( ' AND ', $where ), $args );
	}

	/**
	 * Orders from their rows, with their lines (one query for all).
	 *
	 * @param list<array<string, mixed>> $rows Rows.
	 * @return list<Order>
	 */
	private function hydrate_all( array $rows ): array {
		$ids   = array_map( static fn( array $row ): int => (int) $row['id'], $rows );
		$items = $this->items_of( $ids );
		return array_map( fn( array $row ): Order => $this->hydrate( $row, $items[ (int) $row['id'] ] ?? array() ), $rows );
	}

	/**
	 * Changes an order's status (from whatever it has), and the counters with it.
	 *
	 * @param int    $id     Order id.
	 * @param string $status New status.
	 * @return bool Whether the order exists (and now has the status).
	 */
	public function set_status( int $id, string $status ): bool {
		global $wpdb;
		$current = $wpdb->get_var( $wpdb->prepare( 'SELECT status FROM %i WHERE id = %d', self::table( OrdersTable::name() ), $id ) );
		if ( null === $current ) {
			return false;
		}
		return (string) $current === $status || $this->transition_status( $id, (string) $current, $status );
	}

	/**
	 * Changes an order's status from the one it was read with, in one conditional UPDATE that
	 * moves the per-status counters with it ({@see OrderCounts::move()}): of two requests
	 * moving the same order at once only one is told it did, so what goes with the move (stock
	 * put back, a note, the counters) happens once.
	 *
	 * @param int    $id   Order id.
	 * @param string $from The status it must still have.
	 * @param string $to   New status.
	 * @return bool Whether this call changed it.
	 */
	public function transition_status( int $id, string $from, string $to ): bool {
		return ( new OrderCounts() )->move( $id, $from, $to );
	}

	/**
	 * An order's lines.
	 *
	 * @param int $order_id Order id.
	 * @return list<array{product_id: int, name: string, quantity: int, unit_price: string, total: string}>
	 */
	private function items( int $order_id ): array {
		return $this->items_of( array( $order_id ) )[ $order_id ] ?? array();
	}

	/**
	 * Lines of several orders in one query.
	 *
	 * @param list<int> $order_ids Order ids.
	 * @return array<int, list<array{product_id: int, name: string, quantity: int, unit_price: string, total: string}>>
	 */
	private function items_of( array $order_ids ): array {
		if ( ! $order_ids ) {
			return array();
		}
		global $wpdb;
		$rows  = $wpdb->get_results(
			$wpdb->prepare(
				'SELECT * FROM %i WHERE order_id IN (' . implode( ',', array_fill( 0, count( $order_ids ), '%d' ) ) . ') ORDER BY id',
				self::table( OrderItemsTable::name() ),
				...$order_ids
			)
		);
		$items = array();
		foreach ( (array) $rows as $row ) {
			$items[ (int) $row->order_id ][] = array(
				'product_id' => (int) $row->product_id,
				'name'       => (string) $row->name,
				'quantity'   => (int) $row->quantity,
				'unit_price' => (string) $row->unit_price,
				'total'      => (string) $row->total,
			);
		}
		return $items;
	}

	/**
	 * Builds an order from its row.
	 *
	 * @param array<string, mixed>                                                                    $row   Row.
	 * @param list<array{product_id: int, name: string, quantity: int, unit_price: string, total: string}> $items Lines.
	 */
	private function hydrate( array $row, array $items ): Order {
		$billing = array();
		foreach ( array_keys( Billing::fields() ) as $name ) {
			$billing[ $name ] = (string) ( $row[ 'billing_' . $name ] ?? '' );
		}
		$breakdown = json_decode( (string) ( $row['breakdown'] ?? '' ), true );
		return new Order(
			(int) $row['id'],
			(string) $row['order_key'],
			(string) $row['status'],
			(int) $row['user_id'],
			$billing,
			(string) $row['payment_method'],
			(string) $row['currency'],
			(string) $row['subtotal'],
			(string) $row['total'],
			(string) $row['created_via'],
			(string) $row['created_at'],
			$items,
			(string) ( $row['shipping_total'] ?? '0.00' ),
			(string) ( $row['tax_total'] ?? '0.00' ),
			is_array( $breakdown ) ? $breakdown : array()
		);
	}

	/**
	 * A prefixed table name.
	 *
	 * @param string $name Unprefixed name.
	 */
	private static function table( string $name ): string {
		global $wpdb;
		return $wpdb->prefix . $name;
	}
}
