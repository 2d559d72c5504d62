<?php
/**
 * One page of rows by keyset, newest first.
 *
 * @package Vitrine
 */

declare( strict_types = 1 );

namespace Vitrine\Core\Database;

defined( 'ABSPATH' ) || exit;

/**
 * Keyset paging on a unique integer key, highest first (the admin lists: orders, wishlists,
 * subscribers): a page is the rows below the last key of the page before (`after`), above the
 * first key of the page after (`before`), or the lowest rows (`last`), read on the key's index
 * with a LIMIT and never an OFFSET, so the thousandth page costs what the first does. One row
 * more than a page is read to tell whether another page lies beyond. A list filtered on a range
 * of another column (the orders' dates) pages in that column's order, the key breaking ties
 * ({@see KeysetPage::fetch_sorted()}), so the range is read on its index.
 *
 * The caller owns its query: it gets the seek condition to append to its WHERE (with its
 * arguments), the ORDER BY and the LIMIT, and returns the rows.
 */
final class KeysetPage {

	/**
	 * Sets up a page.
	 *
	 * @param int  $per_page Rows a page (at least 1).
	 * @param int  $after    The page starts below this key (the next page); 0 for none.
	 * @param int  $before   The page ends above this key (the previous page); 0 for none.
	 * @param bool $last     The lowest keys' page (the last page), when neither key is given.
	 */
	public function __construct( public readonly int $per_page, public readonly int $after = 0, public readonly int $before = 0, public readonly bool $last = false ) {}

	/**
	 * Reads one page in key order.
	 *
	 * @template T
	 * @param string                                                  $column The key, as the query names it (`id`, `l.id`).
	 * @param callable(string, list<int|string>, string, int): list<T> $fetch  Given the seek condition (`''` or
	 *        ` AND <column> < %d`), its arguments, the ORDER BY (`<column> DESC` or `ASC`) and the LIMIT,
	 *        runs the query and returns its rows in that order.
	 * @return array{rows: list<T>, newer: bool, older: bool} The page, highest key first, and whether
	 *                                                        pages lie before (higher keys) and after it.
	 */
	public function fetch( string $column, callable $fetch ): array {
		return $this->read(
			static fn( string $op, int $key ): array => array( " AND {$column} {$op} %d", array( $key ) ),
			static fn( string $direction ): string => "{$column} {$direction}",
			$fetch
		);
	}

	/**
	 * Reads one page in the order of another column first (a date), the key breaking its ties:
	 * what a list filtered on that column reads on an index of it (`(created_at)`, `(status,
	 * created_at)`: InnoDB keeps the primary key at the end of every index), from the cursor's
	 * place, so a range's deep page costs what its first does. The cursor stays the row's key:
	 * its value of the column is looked up (one primary-key read).
	 *
	 * @template T
	 * @param string                                                  $sort    The column ordered by first (`created_at`).
	 * @param string                                                  $column  The key (`id`).
	 * @param callable(int): ?string                                  $sort_of The sort column's value for the row a cursor
	 *        names, null when there is no such row.
	 * @param callable(string, list<int|string>, string, int): list<T> $fetch   As {@see KeysetPage::fetch()}'s, given
	 *        ` AND <sort> <= %s AND (<sort> < %s OR <column> < %d)` and `<sort> DESC, <column> DESC`.
	 * @return array{rows: list<T>, newer: bool, older: bool} The page, latest first, and whether pages
	 *                                                        lie before and after it.
	 */
	public function fetch_sorted( string $sort, string $column, callable $sort_of, callable $fetch ): array {
		$cursor = $this->before > 0 ? $this->before : $this->after;
		$value  = $cursor > 0 ? $sort_of( $cursor ) : null;
		if ( $cursor > 0 && null === $value ) {
			// No row has that key (an address typed by hand): the first page.
			return ( new self( $this->per_page ) )->fetch_sorted( $sort, $column, $sort_of, $fetch );
		}
		return $this->read(
			// The first condition alone bounds the index range; the second skips the cursor's ties.
			static fn( string $op, int $key ): array => array( " AND {$sort} {$op}= %s AND ({$sort} {$op} %s OR {$column} {$op} %d)", array( (string) $value, (string) $value, $key ) ),
			static fn( string $direction ): string => "{$sort} {$direction}, {$column} {$direction}",
			$fetch
		);
	}

	/**
	 * Reads one page, given how to seek from a cursor and how to order.
	 *
	 * @template T
	 * @param callable(string, int): array{0: string, 1: list<int|string>}   $seek  The condition below (`<`) or above
	 *                                                                          (`>`) a cursor, and its arguments.
	 * @param callable(string): string                                        $order The ORDER BY, descending or ascending.
	 * @param callable(string, list<int|string>, string, int): list<T>        $fetch Runs the query.
	 * @return array{rows: list<T>, newer: bool, older: bool}
	 */
	private function read( callable $seek, callable $order, callable $fetch ): array {
		$per_page = max( 1, $this->per_page );
		if ( $this->before > 0 || ( $this->last && $this->after <= 0 ) ) {
			// Upwards from the cursor (or from the lowest key), then turned round.
			list( $where, $args ) = $this->before > 0 ? $seek( '>', $this->before ) : array( '', array() );
			$rows                 = $fetch( $where, $args, $order( 'ASC' ), $per_page + 1 );
			$newer                = count( $rows ) > $per_page;
			$rows                 = array_reverse( array_slice( $rows, 0, $per_page ) );
			// Below a `before` cursor lies at least the row it names; below the last page, nothing.
			$older = $this->before > 0;
		} else {
			list( $where, $args ) = $this->after > 0 ? $seek( '<', $this->after ) : array( '', array() );
			$rows                 = $fetch( $where, $args, $order( 'DESC' ), $per_page + 1 );
			$older                = count( $rows ) > $per_page;
			$rows                 = array_slice( $rows, 0, $per_page );
			$newer                = $this->after > 0;
		}
		return array(
			'rows'  => $rows,
			'newer' => $newer,
			'older' => $older,
		);
	}
}
