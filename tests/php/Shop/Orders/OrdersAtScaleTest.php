<?php
/**
 * The Orders screen at a real shop's size.
 *
 * @package Vitrine
 */

declare( strict_types = 1 );

namespace Vitrine\Tests\Shop\Orders;

use Vitrine\Shop\Orders\Admin\OrdersExport;
use Vitrine\Shop\Orders\Admin\OrdersListScreen;
use Vitrine\Shop\Orders\OrderCounts;
use Vitrine\Shop\Orders\OrderCountsTable;
use Vitrine\Shop\Orders\OrderFilters;
use Vitrine\Shop\Orders\OrderItemsTable;
use Vitrine\Shop\Orders\OrderRepository;
use Vitrine\Shop\Orders\OrdersTable;
use Vitrine\Shop\Orders\OrderSearch;
use Vitrine\Tests\KeysetAssertions;
use Vitrine\Tests\Lifecycle\SiteProcess;
use Vitrine\Tests\TestCase;

/**
 * Per-status counts kept by every insert and status change (exact under concurrent changes,
 * healed by a recount), the search modes, keyset paging at its boundaries, a date range read on
 * the dates' index, and the CSV export streamed in batches with memory flat.
 */
final class OrdersAtScaleTest extends TestCase {

	use KeysetAssertions;

	protected function tearDown(): void {
		$_GET = array();
		parent::tearDown();
	}

	/**
	 * Stores an order as the checkout does (through the repository, so the counters move).
	 *
	 * @param string $status  Status.
	 * @param string $first   First name.
	 * @param string $last    Last name.
	 * @param string $email   Email.
	 * @param string $product A line's product name.
	 */
	private function order( string $status, string $first = 'Ada', string $last = 'Lovelace', string $email = 'ada@example.com', string $product = 'Stoneware cup' ): int {
		$id = ( new OrderRepository() )->insert( self::row( $status, $first, $last, $email ), array( self::line( $product ) ), array() );
		$this->assertGreaterThan( 0, $id );
		return $id;
	}

	/**
	 * An order row.
	 *
	 * @param string $status Status.
	 * @param string $first  First name.
	 * @param string $last   Last name.
	 * @param string $email  Email.
	 * @return array<string, string|int>
	 */
	private static function row( string $status, string $first = 'Ada', string $last = 'Lovelace', string $email = 'ada@example.com' ): array {
		return array(
			'order_key'          => bin2hex( random_bytes( 16 ) ),
			'status'             => $status,
			'user_id'            => 0,
			'billing_first_name' => $first,
			'billing_last_name'  => $last,
			'billing_email'      => $email,
			'billing_phone'      => '',
			'billing_address'    => '1 Road',
			'billing_city'       => 'London',
			'billing_postcode'   => 'N1',
			'billing_country'    => 'GB',
			'payment_method'     => 'cod',
			'currency'           => 'EUR',
			'subtotal'           => '10.00',
			'total'              => '10.00',
			'created_via'        => 'checkout',
			'created_at'         => gmdate( 'Y-m-d H:i:s' ),
		);
	}

	/**
	 * An order line.
	 *
	 * @param string $product Product name.
	 * @return array{product_id: int, name: string, quantity: int, unit_price: string, total: string}
	 */
	private static function line( string $product ): array {
		return array(
			'product_id' => 1,
			'name'       => $product,
			'quantity'   => 1,
			'unit_price' => '10.00',
			'total'      => '10.00',
		);
	}

	/**
	 * The counts as the orders table has them.
	 *
	 * @return array<string, int>
	 */
	private static function counted(): array {
		global $wpdb;
		$counts = array();
		foreach ( (array) $wpdb->get_results( $wpdb->prepare( 'SELECT status, COUNT(*) AS n FROM %i GROUP BY status', $wpdb->prefix . OrdersTable::name() ) ) as $row ) {
			$counts[ (string) $row->status ] = (int) $row->n;
		}
		ksort( $counts );
		return $counts;
	}

	/**
	 * The maintained counts, without the statuses no order has.
	 *
	 * @return array<string, int>
	 */
	private static function kept(): array {
		$counts = array_filter( ( new OrderCounts() )->all() );
		ksort( $counts );
		return $counts;
	}

	public function test_counts_follow_every_insert_and_status_change_and_a_recount_heals_them(): void {
		global $wpdb;
		$before = self::kept();
		$a      = $this->order( 'processing' );
		$this->order( 'processing' );
		$this->order( 'on-hold' );
		$this->assertSame( self::counted(), self::kept() );
		$this->assertSame( ( $before['processing'] ?? 0 ) + 2, ( new OrderCounts() )->of( 'processing' ) );

		$orders = new OrderRepository();
		$this->assertTrue( $orders->transition_status( $a, 'processing', 'completed' ) );
		$this->assertFalse( $orders->transition_status( $a, 'processing', 'cancelled' ), 'read with a status it no longer has' );
		$this->assertTrue( $orders->set_status( $a, 'refunded' ) );
		$this->assertTrue( $orders->set_status( $a, 'refunded' ), 'already so: nothing moves' );
		$this->assertFalse( $orders->set_status( 999999999, 'completed' ), 'no such order' );
		$this->assertSame( self::counted(), self::kept() );
		$this->assertSame( array_sum( self::counted() ), $orders->count( new OrderFilters() ) );

		// Drifted (an order written by SQL elsewhere): the recount puts it right.
		$wpdb->query( $wpdb->prepare( 'UPDATE %i SET orders = orders + 7 WHERE status = %s', $wpdb->prefix . OrderCountsTable::name(), 'on-hold' ) );
		$wpdb->query( $wpdb->prepare( 'INSERT INTO %i (status, orders) VALUES (%s, 3) ON DUPLICATE KEY UPDATE orders = 3', $wpdb->prefix . OrderCountsTable::name(), 'failed' ) );
		$this->assertNotSame( self::counted(), self::kept() );
		( new OrderCounts() )->recount();
		$this->assertSame( self::counted(), self::kept() );

		// An empty table (the upgrade that created it) is filled on the first read.
		$wpdb->query( $wpdb->prepare( 'DELETE FROM %i', $wpdb->prefix . OrderCountsTable::name() ) );
		$this->assertSame( self::counted(), self::kept() );
	}

	public function test_simultaneous_status_changes_keep_the_counts_exact(): void {
		global $wpdb;
		$ids = array();
		for ( $i = 0; $i < 4; $i++ ) {
			$ids[] = $this->order( 'processing', 'Race', 'Condition', "race{$i}@example.com" );
		}
		// The child processes read the database through their own connections.
		$wpdb->query( 'COMMIT' );
		$barrier  = get_temp_dir() . 'vitrine-status-barrier-' . wp_generate_password( 8, false );
		$children = array();
		wp_mkdir_p( $barrier );
		try {
			foreach ( $ids as $n => $id ) {
				// Three shop managers move each order at once, two orders to each status.
				$site = new SiteProcess(
					(string) DB_NAME,
					$barrier,
					array(
						'VITRINE_TEST_BARRIER' => $barrier,
						'VITRINE_TEST_ORDER'   => (string) $id,
						'VITRINE_TEST_FROM'    => 'processing',
						'VITRINE_TEST_TO'      => $n < 2 ? 'completed' : 'cancelled',
					)
				);
				for ( $i = 0; $i < 3; $i++ ) {
					$children[] = array( $id, $site->start( array( 'status' ) ), $site );
				}
			}
			$started = count( $children );
			do {
				usleep( 5000 );
				$ready = count( (array) glob( $barrier . '/ready-*' ) );
			} while ( $ready < $started );
			touch( $barrier . '/go' );
			$moved = array();
			foreach ( $children as list( $id, $child, $site ) ) {
				$moved[ $id ] = ( $moved[ $id ] ?? 0 ) + ( $site->finish( $child )['moved'] ? 1 : 0 );
			}
			$this->assertSame( array_fill_keys( $ids, 1 ), $moved, 'each order moved once' );
			$this->assertSame( self::counted(), self::kept(), 'no counter update lost or doubled' );
		} finally {
			array_map( 'wp_delete_file', (array) glob( $barrier . '/*' ) );
			rmdir( $barrier ); // phpcs:ignore WordPress.WP.AlternativeFunctions -- the test's own empty folder.
			$in = implode( ',', array_map( 'intval', $ids ) );
			$wpdb->query( $wpdb->prepare( "DELETE FROM %i WHERE order_id IN ({$in})", $wpdb->prefix . OrderItemsTable::name() ) ); // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- integers.
			$wpdb->query( $wpdb->prepare( "DELETE FROM %i WHERE id IN ({$in})", $wpdb->prefix . OrdersTable::name() ) ); // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- integers.
			( new OrderCounts() )->recount();
			$wpdb->query( 'COMMIT' );
		}
	}

	public function test_each_search_mode_finds_by_its_index_and_never_inside_a_word(): void {
		$ada   = $this->order( 'processing', 'Ada', 'Lovelace', 'ada@example.com', 'Stoneware cup' );
		$grace = $this->order( 'completed', 'Grace', 'Hopper', 'grace@navy.example', 'Linen towel' );
		$alan  = $this->order( 'processing', 'Alan', 'Turing', 'alan.t@example.org', 'Stoneware bowl' );
		$ids   = array( $ada, $grace, $alan );
		// This test's orders among those found (other tests' may be in the database).
		$find = static function ( string $search, string $in = OrderSearch::ALL, string $status = '' ) use ( $ids ): array {
			$page = ( new OrderRepository() )->page( new OrderFilters( $search, $in, $status ), 50 );
			return array_values( array_intersect( array_map( static fn( $order ): int => $order->id, $page['orders'] ), $ids ) );
		};

		$this->assertSame( array( $grace ), $find( 'grace@navy.example', OrderSearch::EMAIL ) );
		$this->assertSame( array(), $find( 'navy.example', OrderSearch::EMAIL ), 'not inside an address' );
		$this->assertSame( array( $alan ), $find( 'alan.t', OrderSearch::EMAIL ), 'an address’s start' );
		$this->assertSame( array( $ada ), $find( '#' . $ada, OrderSearch::ORDER ) );
		$this->assertSame( array( $alan, $ada ), $find( 'A', OrderSearch::CUSTOMER ), 'a first name’s start, newest first' );
		$this->assertSame( array( $grace ), $find( 'hop', OrderSearch::CUSTOMER ), 'a last name’s start' );
		$this->assertSame( array( $ada ), $find( 'Ada Love', OrderSearch::CUSTOMER ), 'first name and the last’s start' );
		$this->assertSame( array(), $find( 'velace', OrderSearch::CUSTOMER ), 'not inside a name' );
		$this->assertSame( array( $alan, $ada ), $find( 'stoneware', OrderSearch::PRODUCTS ) );
		$this->assertSame( array( $grace ), $find( 'linen', OrderSearch::PRODUCTS, 'completed' ), 'status and search together' );
		$this->assertSame( array(), $find( 'linen', OrderSearch::PRODUCTS, 'processing' ) );
		$this->assertSame( array(), $find( 'towel', OrderSearch::PRODUCTS ), 'not inside a product name' );
		$this->assertSame( array(), $find( '%', OrderSearch::CUSTOMER ), 'a wildcard typed is a character' );

		// All: by the words' shape.
		$this->assertSame( array( $grace ), $find( (string) $grace ) );
		$this->assertSame( array( $ada ), $find( 'ada@example.com' ) );
		$this->assertSame( array( $grace ), $find( 'Grace' ) );
		$this->assertSame( array( $alan ), $find( 'alan.' ), 'an email’s start' );
		$this->assertSame( 'all', OrderSearch::mode( 'nonsense' ) );
	}

	public function test_keyset_pages_meet_exactly_at_their_boundaries(): void {
		$ids = array();
		for ( $i = 0; $i < 45; $i++ ) {
			$ids[] = $this->order( 'on-hold', 'Page', 'Boundary', 'keyset@example.com' );
		}
		$newest  = array_reverse( $ids );
		$filters = new OrderFilters( 'keyset@example.com', OrderSearch::EMAIL );
		$orders  = new OrderRepository();
		$list    = static fn( array $page ): array => array_map( static fn( $order ): int => $order->id, $page['orders'] );

		$first = $orders->page( $filters, 20 );
		$this->assertSame( array_slice( $newest, 0, 20 ), $list( $first ) );
		$this->assertFalse( $first['newer'] );
		$this->assertTrue( $first['older'] );

		$second = $orders->page( $filters, 20, $newest[19] );
		$this->assertSame( array_slice( $newest, 20, 20 ), $list( $second ) );
		$this->assertTrue( $second['newer'] );
		$this->assertTrue( $second['older'] );

		$last = $orders->page( $filters, 20, $newest[39] );
		$this->assertSame( array_slice( $newest, 40 ), $list( $last ) );
		$this->assertFalse( $last['older'], 'five left: no page after' );

		$back = $orders->page( $filters, 20, 0, $newest[40] );
		$this->assertSame( array_slice( $newest, 20, 20 ), $list( $back ), 'newer than the last page is the second' );
		$this->assertTrue( $back['newer'] );
		$home = $orders->page( $filters, 20, 0, $newest[20] );
		$this->assertSame( array_slice( $newest, 0, 20 ), $list( $home ) );
		$this->assertFalse( $home['newer'], 'the newest page again' );
		$oldest = $orders->page( $filters, 20, 0, 0, true );
		$this->assertSame( array_slice( $newest, 25 ), $list( $oldest ), 'Oldest: the twenty oldest, newest of them first' );
		$this->assertTrue( $oldest['newer'] );
		$this->assertFalse( $oldest['older'] );

		$exact = $orders->page( $filters, 45 );
		$this->assertCount( 45, $exact['orders'] );
		$this->assertFalse( $exact['older'], 'exactly one full page' );
		$this->assertSame( 45, $orders->count( $filters ) );
		$this->assertSame( 10, $orders->count( $filters, 10 ), 'counting stops at the cap' );

		// The screen: Older links to the page after the last order shown.
		wp_set_current_user( $this->create_user( 'administrator' ) );
		require_once ABSPATH . 'wp-admin/includes/admin.php';
		$_GET = array(
			's'         => 'keyset@example.com',
			'search_in' => 'email',
			'after'     => (string) $newest[19],
		);
		$html = ( new OrdersListScreen() )->list();
		$this->assertStringContainsString( 'after=' . $newest[39], $html );
		$this->assertStringContainsString( 'before=' . $newest[20], $html );
		$this->assertMatchesRegularExpression( '/class="last-page button" href="[^"]*search_in=email[^"]*last=1/', $html );
		$this->assertStringContainsString( '45 orders', $html );
		$this->assertStringContainsString( '<option value="email" selected', $html );
		$this->assertStringNotContainsString( 'paged=', $html );
	}

	/**
	 * 2,000 orders over 20 days of March 2025, 100 a day, three at a time in the same second,
	 * every fourth completed; every 50th was placed an hour before the one stored before it
	 * (ids and dates disagree, as two checkouts finishing out of order leave them).
	 *
	 * @return list<array{id: int, status: string, created_at: string}> The orders, in insertion order.
	 */
	private function dated_orders(): array {
		global $wpdb;
		$table    = $wpdb->prefix . OrdersTable::name();
		$statuses = array( 'completed', 'processing', 'on-hold', 'cancelled' );
		$values   = array();
		$orders   = array();
		for ( $i = 0; $i < 2000; $i++ ) {
			$time     = (int) strtotime( '2025-03-01 00:00:00 UTC' ) + intdiv( $i, 100 ) * DAY_IN_SECONDS + intdiv( $i % 100, 3 ) * 600 - ( 25 === $i % 50 ? HOUR_IN_SECONDS : 0 );
			$orders[] = array(
				'id'         => 0,
				'status'     => $statuses[ $i % 4 ],
				'created_at' => gmdate( 'Y-m-d H:i:s', $time ),
			);
			$values[] = $wpdb->prepare( '(%s, %s, 0, %s, %s, %s, %s, %s, %s, %s, %s, %s, %s, %s, %s, %s, %s)', bin2hex( random_bytes( 16 ) ), $statuses[ $i % 4 ], 'Dated', 'Buyer', "dated{$i}@example.com", '', '1 Road', 'London', 'N1', 'GB', 'cod', 'EUR', '10.00', '10.00', 'checkout', $orders[ $i ]['created_at'] );
		}
		foreach ( array_chunk( $values, 500 ) as $chunk ) {
			$wpdb->query( $wpdb->prepare( 'INSERT INTO %i (order_key, status, user_id, billing_first_name, billing_last_name, billing_email, billing_phone, billing_address, billing_city, billing_postcode, billing_country, payment_method, currency, subtotal, total, created_via, created_at) VALUES ', $table ) . implode( ',', $chunk ) ); // phpcs:ignore WordPress.DB.PreparedSQL.NotPrepared -- each row prepared above.
		}
		foreach ( (array) $wpdb->get_results( $wpdb->prepare( 'SELECT id, billing_email FROM %i WHERE billing_email LIKE %s', $table, 'dated%' ), ARRAY_A ) as $row ) {
			$orders[ (int) substr( (string) $row['billing_email'], 5 ) ]['id'] = (int) $row['id'];
		}
		$wpdb->query( $wpdb->prepare( 'ANALYZE TABLE %i', $table ) );
		return $orders;
	}

	/**
	 * The ids of some orders, latest placed first (the id breaking ties).
	 *
	 * @param list<array{id: int, status: string, created_at: string}> $orders Orders.
	 * @return list<int>
	 */
	private static function latest_first( array $orders ): array {
		usort( $orders, static fn( array $a, array $b ): int => array( $b['created_at'], $b['id'] ) <=> array( $a['created_at'], $a['id'] ) );
		return array_column( $orders, 'id' );
	}

	public function test_a_date_range_pages_in_date_order_on_the_dates_index_flat_at_any_depth(): void {
		global $wpdb;
		$orders = $this->dated_orders();
		$in     = array_values( array_filter( $orders, static fn( array $order ): bool => $order['created_at'] >= '2025-03-05 00:00:00' && $order['created_at'] < '2025-03-07 00:00:00' ) );
		$range  = new OrderFilters( '', OrderSearch::ALL, '', '2025-03-05 00:00:00', '2025-03-07 00:00:00' );
		$done   = new OrderFilters( '', OrderSearch::ALL, 'completed', '2025-03-05 00:00:00', '2025-03-07 00:00:00' );
		$repo   = new OrderRepository();
		$ids    = static fn( array $page ): array => array_map( static fn( $order ): int => $order->id, $page['orders'] );
		$walk   = static function ( OrderFilters $filters ) use ( $repo, $ids ): array {
			$seen  = array();
			$after = 0;
			do {
				$page  = $repo->page( $filters, 20, $after );
				$seen  = array_merge( $seen, $ids( $page ) );
				$after = (int) end( $seen );
			} while ( $page['older'] );
			$back = $ids( $page );
			while ( $page['newer'] ) {
				$page = $repo->page( $filters, 20, 0, $back[0] );
				$back = array_merge( $ids( $page ), $back );
			}
			return array( $seen, $back );
		};
		$this->assertCount( 200, $in );

		// Every order of the range once, latest placed first, walking Older and back through Newer.
		$expected = self::latest_first( $in );
		$this->assertNotSame( array_reverse( array_column( $in, 'id' ) ), $expected, 'the data has ids and dates that disagree' );
		$this->assertSame( array( $expected, $expected ), $walk( $range ) );
		$completed = self::latest_first( array_values( array_filter( $in, static fn( array $order ): bool => 'completed' === $order['status'] ) ) );
		$this->assertCount( 50, $completed );
		$this->assertSame( array( $completed, $completed ), $walk( $done ), 'a status view within the range' );
		$this->assertSame( array_slice( $expected, 180 ), $ids( $repo->page( $range, 20, 0, 0, true ) ), 'Oldest: the range’s earliest twenty' );
		$this->assertSame( array_slice( $expected, 0, 20 ), $ids( $repo->page( $range, 20, PHP_INT_MAX ) ), 'a cursor naming no order: the first page' );
		$this->assertSame( 200, $repo->count( $range ) );
		$this->assertSame( 50, $repo->count( $done ) );
		$until = new OrderFilters( '', OrderSearch::ALL, '', '', '2025-03-02 00:00:00' );
		$this->assertSame( self::latest_first( array_slice( $orders, 0, 100 ) ), array_merge( $ids( $repo->page( $until, 50 ) ), $ids( $repo->page( $until, 50, self::latest_first( array_slice( $orders, 0, 100 ) )[49] ) ) ), 'an upper bound alone' );

		// A deep page: one read of the cursor's date by the primary key, then the range's index
		// from the cursor's place, twenty-one rows, whatever lies before or after the range.
		foreach ( array(
			'created_at'     => array( $range, $expected[99] ),
			'status_created' => array( $done, $completed[19] ),
		) as $key => list( $filters, $after ) ) {
			$queries = $this->queries_of( static fn() => $repo->page( $filters, 20, $after ) );
			$this->assert_keyset_queries( $queries );
			$paged = array_values( array_filter( $queries, static fn( string $sql ): bool => str_contains( $sql, 'ORDER BY created_at DESC, id DESC LIMIT 21' ) ) );
			$this->assertCount( 1, $paged, "{$key}: one query for the page" );
			$plan = (array) $wpdb->get_results( 'EXPLAIN ' . $paged[0], ARRAY_A ); // phpcs:ignore WordPress.DB.PreparedSQL.NotPrepared -- a query the repository ran.
			$this->assertSame( $key, $plan[0]['key'], "{$key}: the range read on its index" );
			$this->assertSame( 'range', $plan[0]['type'] );
			$this->assertStringNotContainsString( 'filesort', (string) $plan[0]['Extra'], "{$key}: in the index’s order, nothing sorted" );
			$this->assertLessThanOrEqual( 25, $this->rows_read( $paged[0] ), "{$key}: the page’s rows, not the range’s or the orders’ after it" );
		}
	}

	public function test_the_export_streams_in_batches_with_memory_flat(): void {
		global $wpdb;
		$measure                       = function ( int $orders ): array {
			global $wpdb;
			$wpdb->query( $wpdb->prepare( 'DELETE FROM %i', $wpdb->prefix . OrdersTable::name() ) );
			$values = array();
			for ( $i = 0; $i < $orders; $i++ ) {
				$values[] = $wpdb->prepare( '(%s, %s, 0, %s, %s, %s, %s, %s, %s, %s, %s, %s, %s, %s, %s, %s, %s)', bin2hex( random_bytes( 16 ) ), 'completed', 'Bulk', 'Buyer' . $i, "bulk{$i}@example.com", '', str_repeat( 'Long street ', 10 ), 'London', 'N1', 'GB', 'cod', 'EUR', '10.00', '10.00', 'checkout', gmdate( 'Y-m-d H:i:s' ) );
			}
			foreach ( array_chunk( $values, 1000 ) as $chunk ) {
				$wpdb->query( $wpdb->prepare( 'INSERT INTO %i (order_key, status, user_id, billing_first_name, billing_last_name, billing_email, billing_phone, billing_address, billing_city, billing_postcode, billing_country, payment_method, currency, subtotal, total, created_via, created_at) VALUES ', $wpdb->prefix . OrdersTable::name() ) . implode( ',', $chunk ) ); // phpcs:ignore WordPress.DB.PreparedSQL.NotPrepared -- each row prepared above.
			}
			$wpdb->query( $wpdb->prepare( 'INSERT INTO %i (order_id, product_id, name, quantity, unit_price, total) SELECT id, 1, %s, 1, 10, 10 FROM %i', $wpdb->prefix . OrderItemsTable::name(), 'Stoneware cup', $wpdb->prefix . OrdersTable::name() ) );
			$wpdb->flush();
			$out = tmpfile();
			$this->assertIsResource( $out );
			$queries = 0;
			$count   = static function ( string $sql ) use ( &$queries ): string {
				$queries += str_contains( $sql, 'ORDER BY id DESC LIMIT' ) ? 1 : 0;
				return $sql;
			};
			add_filter( 'query', $count );
			memory_reset_peak_usage();
			$base    = memory_get_usage();
			$written = ( new OrdersExport() )->write_csv( $out, new OrderFilters() );
			$peak    = memory_get_peak_usage() - $base;
			remove_filter( 'query', $count );
			rewind( $out );
			$lines = 0;
			while ( false !== fgets( $out ) ) {
				++$lines;
			}
			fclose( $out ); // phpcs:ignore WordPress.WP.AlternativeFunctions -- a temporary file.
			$this->assertSame( $orders, $written );
			$this->assertSame( $orders + 1, $lines, 'a header and a row per order' );
			return array( $peak, $queries );
		};
		list( $small, $small_queries ) = $measure( 600 );
		list( $large, $large_queries ) = $measure( 3000 );
		$this->assertSame( 2, $small_queries, 'two batches of 500' );
		$this->assertSame( 6, $large_queries, 'six batches of 500' );
		$this->assertLessThan( $small * 1.5 + 262144, $large, sprintf( 'memory flat: %d bytes for 600 orders, %d for 3,000', $small, $large ) );
	}
}
