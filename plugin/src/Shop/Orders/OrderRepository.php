<?php
/**
 * Stored orders.
 *
 * @package Vitrine
 */

declare( strict_types = 1 );

namespace Vitrine\Shop\Orders;

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
	 * Orders, newest first, optionally filtered by status, a search (order number, name or
	 * email) and a date range, with the total number that match.
	 *
	 * @param string $search   Search words.
	 * @param string $status   Status, '' for all.
	 * @param int    $page     Page, from 1.
	 * @param int    $per_page Orders per page; 0 for all.
	 * @param string $from     First GMT moment (`Y-m-d H:i:s`), '' for no lower bound.
	 * @param string $to       GMT moment after the last (exclusive), '' for no upper bound.
	 * @return array{orders: list<Order>, total: int}
	 */
	public function search( string $search = '', string $status = '', int $page = 1, int $per_page = 20, string $from = '', string $to = '' ): array {
		global $wpdb;
		list( $sql, $args ) = $this->where( $search, $status, $from, $to );
		$total              = (int) $wpdb->get_var( $wpdb->prepare( "SELECT COUNT(*) {$sql}", ...$args ) ); // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- placeholders only.
		$limit              = $per_page > 0 ? $wpdb->prepare( ' LIMIT %d OFFSET %d', $per_page, ( max( 1, $page ) - 1 ) * $per_page ) : '';
		$rows               = (array) $wpdb->get_results( $wpdb->prepare( "SELECT * {$sql} ORDER BY id DESC", ...$args ) . $limit, ARRAY_A ); // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared,WordPress.DB.PreparedSQL.NotPrepared -- placeholders only; the limit is prepared.
		$ids                = array_map( static fn( array $row ): int => (int) $row['id'], $rows );
		$items              = $this->items_of( $ids );
		return array(
			'orders' => array_map( fn( array $row ): Order => $this->hydrate( $row, $items[ (int) $row['id'] ] ?? array() ), $rows ),
			'total'  => $total,
		);
	}

	/**
	 * How many orders have each status, for the list's views (search and dates applied, as
	 * WooCommerce's views count the whole shop; ours count what the other filters keep).
	 *
	 * @param string $search Search words.
	 * @param string $from   First GMT moment, ''.
	 * @param string $to     GMT moment after the last, ''.
	 * @return array<string, int> Count by status.
	 */
	public function status_counts( string $search = '', string $from = '', string $to = '' ): array {
		global $wpdb;
		list( $sql, $args ) = $this->where( $search, '', $from, $to );
		$rows               = (array) $wpdb->get_results( $wpdb->prepare( "SELECT status, COUNT(*) AS n {$sql} GROUP BY status", ...$args ) ); // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- placeholders only.
		$counts             = array();
		foreach ( $rows as $row ) {
			$counts[ (string) $row->status ] = (int) $row->n;
		}
		return $counts;
	}

	/**
	 * The FROM/WHERE of a list query and its arguments.
	 *
	 * @param string $search Search words.
	 * @param string $status Status, ''.
	 * @param string $from   First GMT moment, ''.
	 * @param string $to     GMT moment after the last, ''.
	 * @return array{0: string, 1: list<string|int>}
	 */
	private function where( string $search, string $status, string $from, string $to ): array {
		global $wpdb;
		$where = array( '1=1' );
		$args  = array( self::table( OrdersTable::name() ) );
		if ( '' !== $status ) {
			$where[] = 'status = %s';
			$args[]  = $status;
		}
		if ( '' !== $search ) {
			$like    = '%' . $wpdb->esc_like( $search ) . '%';
			$where[] = '(id = %d OR billing_email LIKE %s OR CONCAT(billing_first_name, " ", billing_last_name) LIKE %s)';
			array_push( $args, absint( ltrim( $search, '#' ) ), $like, $like );
		}
		if ( '' !== $from ) {
			$where[] = 'created_at >= %s';
			$args[]  = $from;
		}
		if ( '' !== $to ) {
			$where[] = 'created_at < %s';
			$args[]  = $to;
		}
		return array( 'FROM %i WHERE ' . implode( ' AND ', $where ), $args );
	}

	/**
	 * Changes an order's status.
	 *
	 * @param int    $id     Order id.
	 * @param string $status New status.
	 */
	public function set_status( int $id, string $status ): bool {
		global $wpdb;
		return false !== $wpdb->update( self::table( OrdersTable::name() ), array( 'status' => $status ), array( 'id' => $id ), array( '%s' ), array( '%d' ) );
	}

	/**
	 * Changes an order's status from the one it was read with, in one conditional UPDATE: of
	 * two requests moving the same order at once only one is told it did, so what goes with
	 * the move (stock put back, a note) happens once.
	 *
	 * @param int    $id   Order id.
	 * @param string $from The status it must still have.
	 * @param string $to   New status.
	 * @return bool Whether this call changed it.
	 */
	public function transition_status( int $id, string $from, string $to ): bool {
		global $wpdb;
		return 1 === $wpdb->query( $wpdb->prepare( 'UPDATE %i SET status = %s WHERE id = %d AND status = %s', self::table( OrdersTable::name() ), $to, $id, $from ) );
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
