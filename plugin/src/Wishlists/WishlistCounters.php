<?php
/**
 * Maintained wishlist counters.
 *
 * @package Vitrine
 */

declare( strict_types = 1 );

namespace Vitrine\Wishlists;

use Vitrine\Core\Database\Transaction;

defined( 'ABSPATH' ) || exit;

/**
 * The wishlists screen's totals and the most wished-for report, kept instead of counted: at
 * 100,000 lists with 400,000 items the totals were a 0.47 s join over every item (three times a
 * screen) and the report a `GROUP BY` over every item sorted on the aggregate (1.2 s).
 *
 * {@see WishlistRepository} calls these inside the transaction of every item and list write,
 * and each change is one atomic statement (`lists = lists + 1`, never a value read in PHP and
 * written back), so two requests never lose each other's update. A product's row goes when no
 * list holds it. "Last added" is when the product was last put on a list, kept when that item
 * is removed again (as the report has always read it: the last time anyone added it).
 * {@see self::rebuild()} counts everything again: on the first read of a site whose counters were
 * never counted (the upgrade that created the tables), from the screen's "Recount" action, and
 * after the scale benchmark's bulk seed.
 */
final class WishlistCounters {

	/**
	 * The totals as read (once a screen: the table, its views and its pages all ask).
	 *
	 * @var array<string, int>|null
	 */
	private ?array $totals = null;

	/**
	 * The product counts table, prefixed.
	 */
	public static function products_table(): string {
		global $wpdb;
		return $wpdb->prefix . WishlistProductCountsTable::name();
	}

	/**
	 * The totals table, prefixed.
	 */
	public static function totals_table(): string {
		global $wpdb;
		return $wpdb->prefix . WishlistTotalsTable::name();
	}

	/**
	 * Counts one new item: its product's row and the items total of its list's owner kind.
	 *
	 * @param int    $wishlist_id The item's list.
	 * @param int    $product_id  Its product.
	 * @param int    $quantity    Its quantity.
	 * @param string $added_at    When (GMT).
	 */
	public function item_added( int $wishlist_id, int $product_id, int $quantity, string $added_at ): void {
		global $wpdb;
		Transaction::check(
			$wpdb->query(
				$wpdb->prepare(
					'INSERT INTO %i (product_id, lists, quantity, last_added) VALUES (%d, 1, %d, %s) ON DUPLICATE KEY UPDATE lists = lists + 1, quantity = quantity + VALUES(quantity), last_added = GREATEST(COALESCE(last_added, VALUES(last_added)), VALUES(last_added))',
					self::products_table(),
					$product_id,
					$quantity,
					$added_at
				)
			)
		);
		Transaction::check(
			$wpdb->query(
				$wpdb->prepare(
					"INSERT INTO %i (counter, value) SELECT CONCAT('items:', LEFT(owner, 1)), 1 FROM %i WHERE id = %d ON DUPLICATE KEY UPDATE value = value + 1",
					self::totals_table(),
					$wpdb->prefix . WishlistsTable::name(),
					$wishlist_id
				)
			)
		);
		$this->totals = null;
	}

	/**
	 * Counts items removed (rows the caller locked and deleted in the same transaction).
	 *
	 * @param list<array{product_id: int, quantity: int, kind: string}> $items The removed items.
	 */
	public function items_removed( array $items ): void {
		global $wpdb;
		if ( ! $items ) {
			return;
		}
		$products = array();
		$kinds    = array();
		foreach ( $items as $item ) {
			$products[ $item['product_id'] ] ??= array( 0, 0 );
			++$products[ $item['product_id'] ][0];
			$products[ $item['product_id'] ][1] += $item['quantity'];
			if ( '' !== $item['kind'] ) {
				$kinds[ $item['kind'] ] = ( $kinds[ $item['kind'] ] ?? 0 ) + 1;
			}
		}
		$lists    = '';
		$quantity = '';
		$args     = array();
		foreach ( $products as $id => list( $count, $units ) ) {
			$lists    .= ' WHEN %d THEN %d';
			$quantity .= ' WHEN %d THEN %d';
			array_push( $args, $id, $count );
		}
		$ids  = array_keys( $products );
		$in   = implode( ',', array_fill( 0, count( $ids ), '%d' ) );
		$unit = array();
		foreach ( $products as $id => list( , $units ) ) {
			array_push( $unit, $id, $units );
		}
		Transaction::check(
			$wpdb->query(
				$wpdb->prepare(
					"UPDATE %i SET lists = lists - CASE product_id{$lists} ELSE 0 END, quantity = quantity - CASE product_id{$quantity} ELSE 0 END WHERE product_id IN ({$in})", // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared, WordPress.DB.PreparedSQLPlaceholders -- only placeholders are interpolated.
					...array_merge( array( self::products_table() ), $args, $unit, $ids )
				)
			)
		);
		// A product no list holds any more leaves the report.
		Transaction::check( $wpdb->query( $wpdb->prepare( "DELETE FROM %i WHERE product_id IN ({$in}) AND lists <= 0", ...array_merge( array( self::products_table() ), $ids ) ) ) ); // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared, WordPress.DB.PreparedSQLPlaceholders -- only placeholders are interpolated.
		foreach ( $kinds as $kind => $count ) {
			$this->add_total( 'items:' . $kind, -$count );
		}
	}

	/**
	 * Counts a change of an item's quantity.
	 *
	 * @param int $product_id The item's product.
	 * @param int $delta      New quantity minus the old one.
	 */
	public function quantity_changed( int $product_id, int $delta ): void {
		global $wpdb;
		if ( 0 === $delta ) {
			return;
		}
		Transaction::check( $wpdb->query( $wpdb->prepare( 'UPDATE %i SET quantity = quantity + %d WHERE product_id = %d', self::products_table(), $delta, $product_id ) ) );
	}

	/**
	 * Adds to a named total (negative to subtract).
	 *
	 * @param string $counter `lists:<kind>` or `items:<kind>` (kind: the owner key's first letter).
	 * @param int    $delta   Change.
	 */
	public function add_total( string $counter, int $delta ): void {
		global $wpdb;
		if ( 0 === $delta ) {
			return;
		}
		Transaction::check( $wpdb->query( $wpdb->prepare( 'INSERT INTO %i (counter, value) VALUES (%s, %d) ON DUPLICATE KEY UPDATE value = value + VALUES(value)', self::totals_table(), $counter, $delta ) ) );
		$this->totals = null;
	}

	/**
	 * The kind of an owner key for the totals: `g` (guest) or `u` (member).
	 *
	 * @param string $owner Owner key.
	 */
	public static function kind( string $owner ): string {
		return substr( $owner, 0, 1 );
	}

	/**
	 * The site's totals, read once a request (counted first if they never were).
	 *
	 * @return array{lists: int, items: int, guests: int, members: int, guest_items: int, member_items: int}
	 */
	public function totals(): array {
		if ( null === $this->totals ) {
			$this->totals = $this->read_totals();
			if ( ! isset( $this->totals['built'] ) ) {
				// Writes before the first count only moved counters the count now replaces.
				$this->rebuild();
				$this->totals = $this->read_totals();
			}
		}
		$totals = $this->totals;
		$sum    = static function ( string $prefix ) use ( $totals ): int {
			$sum = 0;
			foreach ( $totals as $counter => $value ) {
				$sum += str_starts_with( $counter, $prefix ) ? $value : 0;
			}
			return $sum;
		};
		return array(
			'lists'        => $sum( 'lists:' ),
			'items'        => $sum( 'items:' ),
			'guests'       => $totals['lists:g'] ?? 0,
			'members'      => $totals['lists:u'] ?? 0,
			'guest_items'  => $totals['items:g'] ?? 0,
			'member_items' => $totals['items:u'] ?? 0,
		);
	}

	/**
	 * The totals table's rows.
	 *
	 * @return array<string, int>
	 */
	private function read_totals(): array {
		global $wpdb;
		$totals = array();
		foreach ( (array) $wpdb->get_results( $wpdb->prepare( 'SELECT counter, value FROM %i', self::totals_table() ) ) as $row ) {
			$totals[ (string) $row->counter ] = max( 0, (int) $row->value );
		}
		return $totals;
	}

	/**
	 * A page of the most wished-for report, read on the counter's index.
	 *
	 * The page is an offset into a table of at most one row per product (20,013 at the scale
	 * benchmark's size), so the deepest page reads that many index entries at most.
	 *
	 * @param string $orderby `lists`, `quantity` or `last_added`.
	 * @param string $order   `asc` or `desc`.
	 * @param int    $offset  Offset.
	 * @param int    $limit   Limit.
	 * @return array{rows: list<array{product_id: int, lists: int, quantity: int, last_added: string}>, total: int}
	 */
	public function popular( string $orderby, string $order, int $offset, int $limit ): array {
		global $wpdb;
		$this->totals(); // Counts them first on a site whose counters never were.
		$column = in_array( $orderby, array( 'lists', 'quantity', 'last_added' ), true ) ? $orderby : 'lists';
		$dir    = 'asc' === $order ? 'ASC' : 'DESC';
		// The tie-break runs the same way as the sort, so the index serves both.
		$rows = (array) $wpdb->get_results( $wpdb->prepare( "SELECT product_id, lists, quantity, last_added FROM %i WHERE lists > 0 ORDER BY {$column} {$dir}, product_id {$dir} LIMIT %d, %d", self::products_table(), max( 0, $offset ), $limit ) ); // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- the column and direction come from the lists above.
		return array(
			'rows'  => array_map(
				static fn( $row ) => array(
					'product_id' => (int) $row->product_id,
					'lists'      => (int) $row->lists,
					'quantity'   => (int) $row->quantity,
					'last_added' => (string) $row->last_added,
				),
				$rows
			),
			'total' => (int) $wpdb->get_var( $wpdb->prepare( 'SELECT COUNT(*) FROM %i WHERE lists > 0', self::products_table() ) ),
		);
	}

	/**
	 * Counts every list and item again and stores the figures, in one transaction: the items'
	 * rows are read with shared locks (`INSERT … SELECT`), so a write that comes meanwhile
	 * waits for the recount instead of being counted twice or lost.
	 */
	public function rebuild(): void {
		global $wpdb;
		$lists = $wpdb->prefix . WishlistsTable::name();
		$items = $wpdb->prefix . WishlistItemsTable::name();
		Transaction::run(
			static function () use ( $wpdb, $lists, $items ): void {
				Transaction::check( $wpdb->query( $wpdb->prepare( 'DELETE FROM %i', self::products_table() ) ) );
				Transaction::check( $wpdb->query( $wpdb->prepare( 'INSERT INTO %i (product_id, lists, quantity, last_added) SELECT product_id, COUNT(*), SUM(quantity), MAX(added_at) FROM %i GROUP BY product_id', self::products_table(), $items ) ) );
				Transaction::check( $wpdb->query( $wpdb->prepare( 'DELETE FROM %i', self::totals_table() ) ) );
				Transaction::check( $wpdb->query( $wpdb->prepare( "INSERT INTO %i (counter, value) VALUES ('built', 1)", self::totals_table() ) ) );
				Transaction::check( $wpdb->query( $wpdb->prepare( "INSERT INTO %i (counter, value) SELECT CONCAT('lists:', LEFT(owner, 1)), COUNT(*) FROM %i GROUP BY LEFT(owner, 1)", self::totals_table(), $lists ) ) );
				Transaction::check( $wpdb->query( $wpdb->prepare( "INSERT INTO %i (counter, value) SELECT CONCAT('items:', LEFT(l.owner, 1)), COUNT(*) FROM %i i JOIN %i l ON l.id = i.wishlist_id GROUP BY LEFT(l.owner, 1)", self::totals_table(), $items, $lists ) ) );
			}
		);
		$this->totals = null;
	}

	/**
	 * Forgets the totals read (to read them again after a write elsewhere).
	 */
	public function forget(): void {
		$this->totals = null;
	}
}
