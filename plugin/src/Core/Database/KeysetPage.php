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
 * Keyset paging on a unique integer key, highest first (the admin lists: orders, wishlists):
 * a page is the rows below the last key of the page before (`after`), above the first key of
 * the page after (`before`), or the lowest rows (`last`), read on the key's index with a
 * LIMIT and never an OFFSET, so the thousandth page costs what the first does. One row more
 * than a page is read to tell whether another page lies beyond.
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
	 * Reads one page.
	 *
	 * @template T
	 * @param string                                           $column The key, as the query names it (`id`, `l.id`).
	 * @param callable(string, list<int>, string, int): list<T> $fetch  Given the seek condition (`''` or
	 *        ` AND <column> < %d`), its arguments, the ORDER BY (`<column> DESC` or `ASC`) and the LIMIT,
	 *        runs the query and returns its rows in that order.
	 * @return array{rows: list<T>, newer: bool, older: bool} The page, highest key first, and whether
	 *                                                        pages lie before (higher keys) and after it.
	 */
	public function fetch( string $column, callable $fetch ): array {
		$per_page = max( 1, $this->per_page );
		if ( $this->before > 0 || ( $this->last && $this->after <= 0 ) ) {
			// Upwards from the cursor (or from the lowest key), then turned round.
			$seek  = $this->before > 0 ? " AND {$column} > %d" : '';
			$rows  = $fetch( $seek, $this->before > 0 ? array( $this->before ) : array(), "{$column} ASC", $per_page + 1 );
			$newer = count( $rows ) > $per_page;
			$rows  = array_reverse( array_slice( $rows, 0, $per_page ) );
			// Below a `before` cursor lies at least the row it names; below the last page, nothing.
			$older = $this->before > 0;
		} else {
			$seek  = $this->after > 0 ? " AND {$column} < %d" : '';
			$rows  = $fetch( $seek, $this->after > 0 ? array( $this->after ) : array(), "{$column} DESC", $per_page + 1 );
			$older = count( $rows ) > $per_page;
			$rows  = array_slice( $rows, 0, $per_page );
			$newer = $this->after > 0;
		}
		return array(
			'rows'  => $rows,
			'newer' => $newer,
			'older' => $older,
		);
	}
}
