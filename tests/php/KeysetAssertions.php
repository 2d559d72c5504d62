<?php
/**
 * @package Vitrine
 */

declare( strict_types = 1 );

namespace Vitrine\Tests;

/**
 * What the admin lists paged by keyset (orders, wishlists, subscribers) promise about their
 * queries at any size: no OFFSET (nor `LIMIT n, m`), no `SQL_CALC_FOUND_ROWS`, no pattern that
 * starts with a wildcard; and how many rows a query reads, from the server's own counters.
 */
trait KeysetAssertions {

	/**
	 * The SQL run while a callable runs.
	 *
	 * @param callable(): mixed $run What to run.
	 * @return list<string>
	 */
	protected function queries_of( callable $run ): array {
		$queries = array();
		$record  = static function ( string $sql ) use ( &$queries ): string {
			$queries[] = $sql;
			return $sql;
		};
		add_filter( 'query', $record );
		try {
			$run();
		} finally {
			remove_filter( 'query', $record );
		}
		return $queries;
	}

	/**
	 * Asserts that no query skips rows to reach its page or counts them all on the side, and
	 * that none matches with a leading wildcard.
	 *
	 * @param list<string> $queries SQL as run.
	 */
	protected function assert_keyset_queries( array $queries ): void {
		$this->assertNotEmpty( $queries, 'the queries were recorded' );
		foreach ( $queries as $sql ) {
			$this->assertStringNotContainsString( 'OFFSET', $sql );
			$this->assertStringNotContainsString( 'SQL_CALC_FOUND_ROWS', $sql );
			$this->assertDoesNotMatchRegularExpression( '/LIMIT \d+\s*,/', $sql, 'no LIMIT offset, count' );
			$this->assertStringNotContainsString( "LIKE '%", $sql, 'no pattern starting with a wildcard' );
		}
	}

	/**
	 * How many index and table rows the server read to answer a query (its `Handler_read_*`
	 * counters before and after, read without a FLUSH, which would end the test's transaction).
	 *
	 * @param string $sql A query as run.
	 */
	protected function rows_read( string $sql ): int {
		global $wpdb;
		$reads = static fn(): int => (int) array_sum( array_map( 'intval', (array) $wpdb->get_col( "SHOW SESSION STATUS LIKE 'Handler_read%'", 1 ) ) );
		// What a SHOW itself reads (its rows come through a temporary table), taken off below.
		$own    = - $reads() + $reads();
		$before = $reads();
		$wpdb->get_results( $sql ); // phpcs:ignore WordPress.DB.PreparedSQL.NotPrepared -- a query the code under test ran.
		return $reads() - $before - $own;
	}
}
