<?php
/**
 * Wishlist storage.
 *
 * @package Vitrine
 */

declare( strict_types = 1 );

namespace Vitrine\Wishlists;

use Vitrine\Core\Database\KeysetPage;
use Vitrine\Core\Database\Transaction;

defined( 'ABSPATH' ) || exit;

/**
 * SQL for lists and items. Every write that could race (the default list, an item) leans on
 * a unique key with INSERT IGNORE instead of read-then-write, so concurrent requests agree.
 * Every write of a list or an item moves the maintained counters ({@see WishlistCounters}) in
 * the same transaction: a removal locks the rows it deletes (`FOR UPDATE`) and counts exactly
 * those, so of two requests removing the same item only one subtracts it.
 */
final class WishlistRepository {

	/**
	 * Rows a bulk removal locks, deletes and counts at a time.
	 */
	private const BATCH = 500;

	/**
	 * The maintained counters, made with the first write (a page that only reads needs none).
	 *
	 * @var WishlistCounters|null
	 */
	private ?WishlistCounters $counters = null;

	/**
	 * The maintained counters.
	 */
	public function counters(): WishlistCounters {
		return $this->counters ??= new WishlistCounters();
	}

	/**
	 * The lists table, prefixed.
	 */
	private function lists(): string {
		global $wpdb;
		return $wpdb->prefix . WishlistsTable::name();
	}

	/**
	 * The items table, prefixed.
	 */
	private function items(): string {
		global $wpdb;
		return $wpdb->prefix . WishlistItemsTable::name();
	}

	/**
	 * A list by id.
	 *
	 * @param int $id List id.
	 */
	public function find( int $id ): ?Wishlist {
		global $wpdb;
		$row = $wpdb->get_row( $wpdb->prepare( 'SELECT * FROM %i WHERE id = %d', $this->lists(), $id ) );
		return $row ? Wishlist::from_row( $row ) : null;
	}

	/**
	 * A list by token.
	 *
	 * @param string $token Token.
	 */
	public function find_by_token( string $token ): ?Wishlist {
		global $wpdb;
		if ( ! preg_match( '/^[A-Z0-9]{12}$/', $token ) ) {
			return null;
		}
		$row = $wpdb->get_row( $wpdb->prepare( 'SELECT * FROM %i WHERE token = %s', $this->lists(), $token ) );
		return $row ? Wishlist::from_row( $row ) : null;
	}

	/**
	 * An owner's lists, the default one first.
	 *
	 * @param string $owner Visitor key.
	 * @return list<Wishlist>
	 */
	public function for_owner( string $owner ): array {
		global $wpdb;
		if ( '' === $owner ) {
			return array();
		}
		$rows = $wpdb->get_results( $wpdb->prepare( 'SELECT * FROM %i WHERE owner = %s ORDER BY default_slot IS NULL, id', $this->lists(), $owner ) );
		return array_map( array( Wishlist::class, 'from_row' ), $rows );
	}

	/**
	 * How many lists an owner has.
	 *
	 * @param string $owner Visitor key.
	 */
	public function count_for_owner( string $owner ): int {
		global $wpdb;
		return (int) $wpdb->get_var( $wpdb->prepare( 'SELECT COUNT(*) FROM %i WHERE owner = %s', $this->lists(), $owner ) );
	}

	/**
	 * An owner's default list, if any.
	 *
	 * @param string $owner Visitor key.
	 */
	public function default_for( string $owner ): ?Wishlist {
		global $wpdb;
		$row = $wpdb->get_row( $wpdb->prepare( 'SELECT * FROM %i WHERE owner = %s AND default_slot = 1', $this->lists(), $owner ) );
		return $row ? Wishlist::from_row( $row ) : null;
	}

	/**
	 * Creates a list with a fresh unique token.
	 *
	 * @param string      $owner      Visitor key.
	 * @param string      $name       Name.
	 * @param int         $privacy    Privacy.
	 * @param bool        $is_default Make it the default list (ignored if one exists: then null).
	 * @param string|null $expires_at Guests' expiry (GMT).
	 */
	public function create( string $owner, string $name, int $privacy, bool $is_default, ?string $expires_at ): ?Wishlist {
		global $wpdb;
		for ( $attempt = 0; $attempt < 5; $attempt++ ) {
			$token = Token::generate();
			$id    = Transaction::run(
				function () use ( $wpdb, $token, $owner, $name, $privacy, $is_default, $expires_at ): int {
					// NULLIF turns the "none" values (0, '') into NULL: the unique key ignores NULL slots.
					$inserted = Transaction::check(
						$wpdb->query(
							$wpdb->prepare(
								"INSERT IGNORE INTO %i (token, name, privacy, default_slot, owner, owner_kind, expires_at, created_at) VALUES (%s, %s, %d, NULLIF(%d, 0), %s, %s, NULLIF(%s, ''), %s)",
								$this->lists(),
								$token,
								$name,
								$privacy,
								$is_default ? 1 : 0,
								$owner,
								WishlistCounters::kind( $owner ),
								(string) $expires_at,
								current_time( 'mysql', true )
							)
						)
					);
					if ( 1 !== $inserted ) {
						return 0;
					}
					$id = (int) $wpdb->insert_id;
					$this->counters()->add_total( 'lists:' . WishlistCounters::kind( $owner ), 1 );
					return $id;
				}
			);
			if ( $id > 0 ) {
				return $this->find( $id );
			}
			if ( $is_default && $this->default_for( $owner ) ) {
				return null; // Another request made the default list first.
			}
		}
		return null;
	}

	/**
	 * Renames a list.
	 *
	 * @param int    $id   List id.
	 * @param string $name New name.
	 */
	public function rename( int $id, string $name ): void {
		global $wpdb;
		$wpdb->update( $this->lists(), array( 'name' => $name ), array( 'id' => $id ), array( '%s' ), array( '%d' ) );
	}

	/**
	 * Changes a list's privacy.
	 *
	 * @param int $id      List id.
	 * @param int $privacy Privacy.
	 */
	public function set_privacy( int $id, int $privacy ): void {
		global $wpdb;
		$wpdb->update( $this->lists(), array( 'privacy' => $privacy ), array( 'id' => $id ), array( '%d' ), array( '%d' ) );
	}

	/**
	 * Deletes a list and its items.
	 *
	 * @param int $id List id.
	 */
	public function delete( int $id ): void {
		$this->delete_lists( 'l.id = %d', array( $id ) );
	}

	/**
	 * Deletes all of an owner's lists with their items (the account's deletion or erasure).
	 *
	 * @param string $owner Visitor key.
	 * @return int Lists deleted.
	 */
	public function delete_owner( string $owner ): int {
		return '' === $owner ? 0 : $this->delete_lists( 'l.owner = %s', array( $owner ) );
	}

	/**
	 * Deletes the lists a condition on the lists table (aliased `l`) matches, with their items
	 * and the counters, a batch of lists per transaction.
	 *
	 * @param string           $where Condition with placeholders.
	 * @param list<string|int> $args  Its values.
	 * @return int Lists deleted.
	 */
	private function delete_lists( string $where, array $args ): int {
		global $wpdb;
		$deleted = 0;
		do {
			$batch    = Transaction::run(
				function () use ( $wpdb, $where, $args ): int {
					$rows = (array) $wpdb->get_results( $wpdb->prepare( "SELECT l.id, l.owner FROM %i l WHERE {$where} ORDER BY l.id LIMIT %d FOR UPDATE", ...array_merge( array( $this->lists() ), $args, array( self::BATCH ) ) ) ); // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- placeholders only.
					Transaction::read_ok();
					if ( ! $rows ) {
						return 0;
					}
					$ids = array_map( static fn( $row ): int => (int) $row->id, $rows );
					$in  = implode( ',', array_fill( 0, count( $ids ), '%d' ) );
					$this->delete_items( "i.wishlist_id IN ({$in})", $ids );
					Transaction::check( $wpdb->query( $wpdb->prepare( "DELETE FROM %i WHERE id IN ({$in})", ...array_merge( array( $this->lists() ), $ids ) ) ) ); // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- placeholders only.
					$kinds = array();
					foreach ( $rows as $row ) {
						$kind           = WishlistCounters::kind( (string) $row->owner );
						$kinds[ $kind ] = ( $kinds[ $kind ] ?? 0 ) + 1;
					}
					foreach ( $kinds as $kind => $count ) {
						$this->counters()->add_total( 'lists:' . $kind, -$count );
					}
					return count( $rows );
				}
			);
			$deleted += $batch;
		} while ( self::BATCH === $batch );
		return $deleted;
	}

	/**
	 * Deletes the items a condition on the items (aliased `i`) and their lists (`l`) matches,
	 * and counts exactly the rows deleted: each batch is locked, deleted and counted in one
	 * transaction.
	 *
	 * @param string           $where Condition with placeholders.
	 * @param list<string|int> $args  Its values.
	 * @return int Items deleted.
	 */
	private function delete_items( string $where, array $args ): int {
		global $wpdb;
		$deleted = 0;
		do {
			$batch    = Transaction::run(
				function () use ( $wpdb, $where, $args ): int {
					$rows = (array) $wpdb->get_results( $wpdb->prepare( "SELECT i.id, i.product_id, i.quantity, COALESCE(l.owner, '') AS owner FROM %i i LEFT JOIN %i l ON l.id = i.wishlist_id WHERE {$where} ORDER BY i.id LIMIT %d FOR UPDATE", ...array_merge( array( $this->items(), $this->lists() ), $args, array( self::BATCH ) ) ) ); // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- placeholders only.
					Transaction::read_ok();
					if ( ! $rows ) {
						return 0;
					}
					$ids = array_map( static fn( $row ): int => (int) $row->id, $rows );
					Transaction::check( $wpdb->query( $wpdb->prepare( 'DELETE FROM %i WHERE id IN (' . implode( ',', array_fill( 0, count( $ids ), '%d' ) ) . ')', ...array_merge( array( $this->items() ), $ids ) ) ) ); // phpcs:ignore WordPress.DB.PreparedSQL.NotPrepared -- placeholders only.
					$this->counters()->items_removed(
						array_map(
							static fn( $row ): array => array(
								'product_id' => (int) $row->product_id,
								'quantity'   => (int) $row->quantity,
								'kind'       => WishlistCounters::kind( (string) $row->owner ),
							),
							$rows
						)
					);
					return count( $rows );
				}
			);
			$deleted += $batch;
		} while ( self::BATCH === $batch );
		return $deleted;
	}

	/**
	 * Removes a product from every list (the product was deleted).
	 *
	 * @param int $product_id Product id.
	 * @return int Items removed.
	 */
	public function remove_product_everywhere( int $product_id ): int {
		return $this->delete_items( 'i.product_id = %d', array( $product_id ) );
	}

	/**
	 * Moves a guest's expiry forward on all their lists.
	 *
	 * @param string $owner      Visitor key.
	 * @param string $expires_at New expiry (GMT).
	 */
	public function extend_expiry( string $owner, string $expires_at ): void {
		global $wpdb;
		$wpdb->query( $wpdb->prepare( 'UPDATE %i SET expires_at = %s WHERE owner = %s AND expires_at IS NOT NULL', $this->lists(), $expires_at, $owner ) );
	}

	/**
	 * Gives all of one owner's lists to another, as non-default lists, without an expiry.
	 *
	 * @param string $from Old owner.
	 * @param string $to   New owner.
	 */
	public function transfer( string $from, string $to ): void {
		global $wpdb;
		Transaction::run(
			function () use ( $wpdb, $from, $to ): void {
				// The items counted are locked with their lists until the owner has changed.
				$items = (int) $wpdb->get_var( $wpdb->prepare( 'SELECT COUNT(*) FROM %i i JOIN %i l ON l.id = i.wishlist_id WHERE l.owner = %s FOR UPDATE', $this->items(), $this->lists(), $from ) );
				Transaction::read_ok();
				$lists = Transaction::check( $wpdb->query( $wpdb->prepare( 'UPDATE %i SET owner = %s, owner_kind = %s, default_slot = NULL, expires_at = NULL WHERE owner = %s', $this->lists(), $to, WishlistCounters::kind( $to ), $from ) ) );
				$old   = WishlistCounters::kind( $from );
				$new   = WishlistCounters::kind( $to );
				if ( $old !== $new ) {
					$this->counters()->add_total( 'lists:' . $old, -$lists );
					$this->counters()->add_total( 'lists:' . $new, $lists );
					$this->counters()->add_total( 'items:' . $old, -$items );
					$this->counters()->add_total( 'items:' . $new, $items );
				}
			}
		);
	}

	/**
	 * Makes a list its owner's default one (the owner must have none).
	 *
	 * @param int $id List id.
	 */
	public function make_default( int $id ): void {
		global $wpdb;
		$wpdb->query( $wpdb->prepare( 'UPDATE IGNORE %i SET default_slot = 1 WHERE id = %d', $this->lists(), $id ) );
	}

	/**
	 * Copies a list's items into another, skipping products already there (the unique key),
	 * after the destination's last position; then removes them from the source.
	 *
	 * @param int $from Source list.
	 * @param int $to   Destination list.
	 */
	public function merge_items( int $from, int $to ): void {
		global $wpdb;
		Transaction::run(
			function () use ( $wpdb, $from, $to ): void {
				// Locks the destination's positions: the rows from $start on are the ones copied here.
				$start  = $this->next_position( $to );
				$copied = Transaction::check(
					$wpdb->query(
						$wpdb->prepare(
							'INSERT IGNORE INTO %i (wishlist_id, product_id, quantity, position, original_price, original_currency, product_type, added_at)
							SELECT %d, product_id, quantity, position + %d, original_price, original_currency, product_type, added_at FROM %i WHERE wishlist_id = %d ORDER BY position',
							$this->items(),
							$to,
							$start,
							$this->items(),
							$from
						)
					)
				);
				if ( $copied > 0 ) {
					Transaction::check(
						$wpdb->query(
							$wpdb->prepare(
								'INSERT INTO %i (product_id, lists, quantity, last_added) SELECT copied.p, 1, copied.q, copied.a FROM (SELECT product_id AS p, quantity AS q, added_at AS a FROM %i WHERE wishlist_id = %d AND position >= %d) copied
								ON DUPLICATE KEY UPDATE lists = lists + 1, quantity = quantity + VALUES(quantity), last_added = GREATEST(COALESCE(last_added, VALUES(last_added)), VALUES(last_added))',
								WishlistCounters::products_table(),
								$this->items(),
								$to,
								$start
							)
						)
					);
					$owner = (string) $wpdb->get_var( $wpdb->prepare( 'SELECT owner FROM %i WHERE id = %d', $this->lists(), $to ) );
					$this->counters()->add_total( 'items:' . WishlistCounters::kind( $owner ), $copied );
				}
				$this->delete_items( 'i.wishlist_id = %d', array( $from ) );
			}
		);
	}

	/**
	 * Deletes expired lists and their items.
	 *
	 * @param string $now Current time (GMT).
	 * @return int Lists deleted.
	 */
	public function purge_expired( string $now ): int {
		return $this->delete_lists( 'l.expires_at IS NOT NULL AND l.expires_at < %s', array( $now ) );
	}

	/**
	 * A list's items in order.
	 *
	 * @param int $wishlist_id List id.
	 * @param int $offset      Offset.
	 * @param int $limit       Limit (0: all).
	 * @return list<WishlistItem>
	 */
	public function items_of( int $wishlist_id, int $offset = 0, int $limit = 0 ): array {
		global $wpdb;
		$rows = $wpdb->get_results(
			$wpdb->prepare(
				'SELECT * FROM %i WHERE wishlist_id = %d ORDER BY position, id LIMIT %d, %d',
				$this->items(),
				$wishlist_id,
				max( 0, $offset ),
				$limit > 0 ? $limit : PHP_INT_MAX
			)
		);
		return array_map( array( WishlistItem::class, 'from_row' ), $rows );
	}

	/**
	 * How many items a list has.
	 *
	 * @param int $wishlist_id List id.
	 */
	public function count_items( int $wishlist_id ): int {
		global $wpdb;
		return (int) $wpdb->get_var( $wpdb->prepare( 'SELECT COUNT(*) FROM %i WHERE wishlist_id = %d', $this->items(), $wishlist_id ) );
	}

	/**
	 * An item by id.
	 *
	 * @param int $id Item id.
	 */
	public function item( int $id ): ?WishlistItem {
		global $wpdb;
		$row = $wpdb->get_row( $wpdb->prepare( 'SELECT * FROM %i WHERE id = %d', $this->items(), $id ) );
		return $row ? WishlistItem::from_row( $row ) : null;
	}

	/**
	 * The item of a product in a list.
	 *
	 * @param int $wishlist_id List id.
	 * @param int $product_id  Product id.
	 */
	public function item_of_product( int $wishlist_id, int $product_id ): ?WishlistItem {
		global $wpdb;
		$row = $wpdb->get_row( $wpdb->prepare( 'SELECT * FROM %i WHERE wishlist_id = %d AND product_id = %d', $this->items(), $wishlist_id, $product_id ) );
		return $row ? WishlistItem::from_row( $row ) : null;
	}

	/**
	 * Adds a product at the end of a list, unless it is there already.
	 *
	 * @param int         $wishlist_id List id.
	 * @param int         $product_id  Product id.
	 * @param int         $quantity    Quantity.
	 * @param string|null $price       Price now.
	 * @param string      $currency    Currency now.
	 * @param string      $type        Product type the client sent ('' when none).
	 * @return bool Whether a row was added (false: the product was there).
	 */
	public function add_item( int $wishlist_id, int $product_id, int $quantity, ?string $price, string $currency, string $type = '' ): bool {
		global $wpdb;
		return Transaction::run(
			function () use ( $wpdb, $wishlist_id, $product_id, $quantity, $price, $currency, $type ): bool {
				$added_at = current_time( 'mysql', true );
				$inserted = Transaction::check(
					$wpdb->query(
						$wpdb->prepare(
							"INSERT IGNORE INTO %i (wishlist_id, product_id, quantity, position, original_price, original_currency, product_type, added_at) VALUES (%d, %d, %d, %d, NULLIF(%s, ''), %s, %s, %s)",
							$this->items(),
							$wishlist_id,
							$product_id,
							$quantity,
							$this->next_position( $wishlist_id ),
							(string) $price,
							$currency,
							$type,
							$added_at
						)
					)
				);
				if ( 1 !== $inserted ) {
					return false;
				}
				$this->counters()->item_added( $wishlist_id, $product_id, $quantity, $added_at );
				return true;
			}
		);
	}

	/**
	 * The position after a list's last item, the list's positions locked until the caller's
	 * transaction ends (two adds to one list take turns instead of sharing a position).
	 *
	 * @param int $wishlist_id List id.
	 */
	private function next_position( int $wishlist_id ): int {
		global $wpdb;
		$next = (int) $wpdb->get_var( $wpdb->prepare( 'SELECT COALESCE(MAX(position) + 1, 0) FROM %i WHERE wishlist_id = %d FOR UPDATE', $this->items(), $wishlist_id ) );
		Transaction::read_ok();
		return $next;
	}

	/**
	 * Deletes an item.
	 *
	 * @param int $id Item id.
	 */
	public function delete_item( int $id ): void {
		$this->delete_items( 'i.id = %d', array( $id ) );
	}

	/**
	 * Removes a product from some of an owner's lists.
	 *
	 * @param string   $owner       Visitor key.
	 * @param int      $product_id  Product id.
	 * @param int|null $wishlist_id Only this list (it must be the owner's), or all when null.
	 * @return int Rows removed.
	 */
	public function remove_product( string $owner, int $product_id, ?int $wishlist_id = null ): int {
		$where = 'l.owner = %s AND i.product_id = %d';
		$args  = array( $owner, $product_id );
		if ( null !== $wishlist_id ) {
			$where .= ' AND l.id = %d';
			$args[] = $wishlist_id;
		}
		return $this->delete_items( $where, $args );
	}

	/**
	 * Sets an item's quantity.
	 *
	 * @param int $id       Item id.
	 * @param int $quantity Quantity.
	 */
	public function set_quantity( int $id, int $quantity ): void {
		global $wpdb;
		Transaction::run(
			function () use ( $wpdb, $id, $quantity ): void {
				$row = $wpdb->get_row( $wpdb->prepare( 'SELECT product_id, quantity FROM %i WHERE id = %d FOR UPDATE', $this->items(), $id ) );
				Transaction::read_ok();
				if ( ! $row ) {
					return;
				}
				Transaction::check( $wpdb->query( $wpdb->prepare( 'UPDATE %i SET quantity = %d WHERE id = %d', $this->items(), $quantity, $id ) ) );
				$this->counters()->quantity_changed( (int) $row->product_id, $quantity - (int) $row->quantity );
			}
		);
	}

	/**
	 * Moves an item into another list; if the product is there already it is only removed
	 * from the source, so it never appears twice.
	 *
	 * @param WishlistItem $item        Item.
	 * @param int          $wishlist_id Destination list.
	 */
	public function move_item( WishlistItem $item, int $wishlist_id ): void {
		Transaction::run(
			function () use ( $item, $wishlist_id ): void {
				$this->add_item( $wishlist_id, $item->product_id, $item->quantity, $item->original_price, $item->original_currency, $item->product_type );
				$this->delete_item( $item->id );
			}
		);
	}

	/**
	 * Gives items new positions in one statement, whatever their number: the ids in the given
	 * order get positions from `$start` on. Ids of other lists are ignored.
	 *
	 * @param int       $wishlist_id List id.
	 * @param list<int> $item_ids    Item ids in their new order.
	 * @param int       $start       First position.
	 */
	public function reorder( int $wishlist_id, array $item_ids, int $start ): void {
		global $wpdb;
		if ( ! $item_ids ) {
			return;
		}
		$cases = implode( ' ', array_fill( 0, count( $item_ids ), 'WHEN %d THEN %d' ) );
		$in    = implode( ',', array_fill( 0, count( $item_ids ), '%d' ) );
		$args  = array( $this->items() );
		foreach ( $item_ids as $index => $id ) {
			$args[] = $id;
			$args[] = $start + $index;
		}
		$args[] = $wishlist_id;
		$args   = array_merge( $args, $item_ids );
		$sql    = "UPDATE %i SET position = CASE id {$cases} ELSE position END WHERE wishlist_id = %d AND id IN ({$in})";
		$wpdb->query( $wpdb->prepare( $sql, ...$args ) ); // phpcs:ignore WordPress.DB.PreparedSQL.NotPrepared, WordPress.DB.PreparedSQLPlaceholders -- only placeholders are interpolated.
	}

	/**
	 * The product ids in each of an owner's lists, in one query.
	 *
	 * @param string $owner Visitor key.
	 * @return array<int, list<int>> Product ids by list id.
	 */
	public function product_ids_by_list( string $owner ): array {
		global $wpdb;
		$rows = $wpdb->get_results( $wpdb->prepare( 'SELECT i.wishlist_id, i.product_id FROM %i i JOIN %i l ON l.id = i.wishlist_id WHERE l.owner = %s ORDER BY i.position, i.id', $this->items(), $this->lists(), $owner ) );
		$ids  = array();
		foreach ( $rows as $row ) {
			$ids[ (int) $row->wishlist_id ][] = (int) $row->product_id;
		}
		return $ids;
	}

	/**
	 * The lists after an id, oldest first: a keyset page for the export (the primary key, no
	 * OFFSET, so the thousandth page costs what the first does).
	 *
	 * @param int $after_id Lists with a greater id.
	 * @param int $limit    At most this many.
	 * @return list<Wishlist>
	 */
	public function lists_after( int $after_id, int $limit ): array {
		global $wpdb;
		$rows = $wpdb->get_results( $wpdb->prepare( 'SELECT * FROM %i WHERE id > %d ORDER BY id ASC LIMIT %d', $this->lists(), $after_id, $limit ) );
		return array_map( array( Wishlist::class, 'from_row' ), $rows );
	}

	/**
	 * Fills `owner_kind` of the lists stored before the column existed (one statement, once:
	 * the column is kept with every write since). Hooked on `vitrine_schema_upgraded`.
	 */
	public function fill_owner_kind(): void {
		global $wpdb;
		$wpdb->query( $wpdb->prepare( "UPDATE %i SET owner_kind = LEFT(owner, 1) WHERE owner_kind = ''", $this->lists() ) );
	}

	/**
	 * The items of some lists in one query, each list's in its order.
	 *
	 * @param list<int> $wishlist_ids List ids.
	 * @return array<int, list<WishlistItem>> List id => its items.
	 */
	public function items_of_many( array $wishlist_ids ): array {
		global $wpdb;
		if ( ! $wishlist_ids ) {
			return array();
		}
		$rows  = $wpdb->get_results(
			$wpdb->prepare(
				'SELECT * FROM %i WHERE wishlist_id IN (' . implode( ',', array_fill( 0, count( $wishlist_ids ), '%d' ) ) . ') ORDER BY wishlist_id, position, id',
				...array_merge( array( $this->items() ), $wishlist_ids )
			)
		);
		$items = array();
		foreach ( $rows as $row ) {
			$item                          = WishlistItem::from_row( $row );
			$items[ $item->wishlist_id ][] = $item;
		}
		return $items;
	}

	/**
	 * The rows of the CSV export: one per item, and one per list without items. The items are
	 * the maintained total; the empty lists, one index probe per list.
	 */
	public function export_rows(): int {
		global $wpdb;
		$empty = (int) $wpdb->get_var( $wpdb->prepare( 'SELECT COUNT(*) FROM %i l WHERE NOT EXISTS (SELECT 1 FROM %i i WHERE i.wishlist_id = l.id)', $this->lists(), $this->items() ) );
		return $this->counters()->totals()['items'] + $empty;
	}

	/**
	 * How many lists there are.
	 */
	public function count_all(): int {
		global $wpdb;
		return (int) $wpdb->get_var( $wpdb->prepare( 'SELECT COUNT(*) FROM %i', $this->lists() ) );
	}

	/**
	 * The most wished-for products: product id => number of lists holding it.
	 *
	 * @param int $limit How many.
	 * @return array<int, int>
	 */
	public function most_wished( int $limit ): array {
		$counts = array();
		foreach ( $this->counters()->popular( 'lists', 'desc', 0, $limit )['rows'] as $row ) {
			$counts[ $row['product_id'] ] = $row['lists'];
		}
		return $counts;
	}

	/**
	 * The WHERE of the admin screen's filters, on the lists table aliased `l`.
	 *
	 * @param array{owner?: string, members?: list<int>|null, from?: string, to?: string} $filters
	 *        `owner`: `guest` or `member`; `members`: only these members' lists (null: any);
	 *        `from`/`to`: GMT bounds of the creation time (`to` exclusive).
	 * @return array{0: string, 1: list<string|int>}
	 */
	private function admin_where( array $filters ): array {
		$where = array( '1=1' );
		$args  = array();
		// An equality on the kind: the page then reads `(owner_kind, id)` in id order.
		if ( 'guest' === ( $filters['owner'] ?? '' ) ) {
			$where[] = 'l.owner_kind = %s';
			$args[]  = 'g';
		} elseif ( 'member' === ( $filters['owner'] ?? '' ) ) {
			$where[] = 'l.owner_kind = %s';
			$args[]  = 'u';
		}
		if ( isset( $filters['members'] ) ) {
			$owners  = array_map( static fn( int $id ): string => 'u:' . $id, $filters['members'] );
			$where[] = $owners ? 'l.owner IN (' . implode( ',', array_fill( 0, count( $owners ), '%s' ) ) . ')' : '1=0';
			$args    = array_merge( $args, $owners );
		}
		if ( '' !== ( $filters['from'] ?? '' ) ) {
			$where[] = 'l.created_at >= %s';
			$args[]  = $filters['from'];
		}
		if ( '' !== ( $filters['to'] ?? '' ) ) {
			$where[] = 'l.created_at < %s';
			$args[]  = $filters['to'];
		}
		return array( implode( ' AND ', $where ), $args );
	}

	/**
	 * One page of the admin screen's lists matching its filters, newest first, by keyset on the
	 * primary key, or on `(owner_kind, id)` in an owner view ({@see KeysetPage}: never an OFFSET),
	 * each with its item count (an index probe per row shown).
	 *
	 * @param array{owner?: string, members?: list<int>|null, from?: string, to?: string} $filters Filters.
	 * @param KeysetPage                                                                 $page    Which page.
	 * @return array{rows: list<array{wishlist: Wishlist, items: int}>, newer: bool, older: bool} The
	 *         page, and whether pages lie before (newer lists) and after it.
	 */
	public function admin_page( array $filters, KeysetPage $page ): array {
		global $wpdb;
		list( $where, $args ) = $this->admin_where( $filters );
		$items                = $this->items();
		$lists                = $this->lists();
		// A Guests or Members view seeks on `(owner_kind, id)`: left to itself, MariaDB reads that
		// index as `ref` from the kind's newest list down to the cursor (20,000 rows at the
		// benchmark's middle page) instead of a range starting at it. A member search has the
		// owner index for its few owners instead.
		$hint           = in_array( $filters['owner'] ?? '', array( 'guest', 'member' ), true ) && ! isset( $filters['members'] ) ? ' FORCE INDEX (owner_kind)' : '';
		$result         = $page->fetch(
			'l.id',
			static fn( string $seek, array $seek_args, string $order, int $limit ): array => (array) $wpdb->get_results( $wpdb->prepare( "SELECT l.*, (SELECT COUNT(*) FROM %i i WHERE i.wishlist_id = l.id) AS item_count FROM %i l{$hint} WHERE {$where}{$seek} ORDER BY {$order} LIMIT %d", $items, $lists, ...array_merge( $args, $seek_args, array( $limit ) ) ) ) // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- placeholders and a fixed index hint only.
		);
		$result['rows'] = array_map(
			static fn( $row ) => array(
				'wishlist' => Wishlist::from_row( $row ),
				'items'    => (int) $row->item_count,
			),
			$result['rows']
		);
		return $result;
	}

	/**
	 * Totals of the lists matching the admin screen's filters, split by owner in the same two
	 * queries, so one call serves the totals, the owner views and the page count.
	 *
	 * @param array{owner?: string, members?: list<int>|null, from?: string, to?: string} $filters Filters.
	 * @return array{lists: int, items: int, guests: int, members: int, guest_items: int, member_items: int}
	 */
	public function admin_totals( array $filters ): array {
		global $wpdb;
		if ( ! isset( $filters['members'] ) && '' === ( $filters['from'] ?? '' ) && '' === ( $filters['to'] ?? '' ) ) {
			// Every list: the maintained counters, not a count over every item.
			return $this->counters()->totals();
		}
		list( $where, $args ) = $this->admin_where( $filters );
		$row                  = $wpdb->get_row( $wpdb->prepare( "SELECT COUNT(*) AS lists, COALESCE(SUM(LEFT(l.owner, 2) = 'g:'), 0) AS guests, COALESCE(SUM(LEFT(l.owner, 2) = 'u:'), 0) AS members FROM %i l WHERE {$where}", $this->lists(), ...$args ) ); // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- placeholders only.
		$items                = $wpdb->get_row( $wpdb->prepare( "SELECT COUNT(*) AS items, COALESCE(SUM(LEFT(l.owner, 2) = 'g:'), 0) AS guest_items, COALESCE(SUM(LEFT(l.owner, 2) = 'u:'), 0) AS member_items FROM %i i JOIN %i l ON l.id = i.wishlist_id WHERE {$where}", $this->items(), $this->lists(), ...$args ) ); // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- placeholders only.
		return array(
			'lists'        => (int) ( $row->lists ?? 0 ),
			'items'        => (int) ( $items->items ?? 0 ),
			'guests'       => (int) ( $row->guests ?? 0 ),
			'members'      => (int) ( $row->members ?? 0 ),
			'guest_items'  => (int) ( $items->guest_items ?? 0 ),
			'member_items' => (int) ( $items->member_items ?? 0 ),
		);
	}

	/**
	 * The wished-for products report: per product, the units wished for, the lists holding it
	 * and when it was last added.
	 *
	 * @param string $orderby `lists`, `quantity` or `last_added`.
	 * @param string $order   `asc` or `desc`.
	 * @param int    $offset  Offset.
	 * @param int    $limit   Limit.
	 * @return array{rows: list<array{product_id: int, lists: int, quantity: int, last_added: string}>, total: int}
	 */
	public function popular( string $orderby, string $order, int $offset, int $limit ): array {
		return $this->counters()->popular( $orderby, $order, $offset, $limit );
	}
}
