<?php
/**
 * @package Vitrine
 */

declare( strict_types = 1 );

namespace Vitrine\Tests\Newsletter;

use Vitrine\Core\Database\KeysetPage;
use Vitrine\Newsletter\Admin\AdminScreens;
use Vitrine\Newsletter\ListRepository;
use Vitrine\Newsletter\Subscriber;
use Vitrine\Newsletter\SubscriberRepository;
use Vitrine\Newsletter\SubscribersTable;
use Vitrine\Tests\KeysetAssertions;

/**
 * The subscribers screen pages by keyset on the subscriber id and searches through the email,
 * name and telephone indexes: every subscriber on exactly one page whichever way one walks,
 * the filters kept in the links, no OFFSET, no `LIKE '%…%'`.
 */
final class SubscribersKeysetTest extends NewsletterTestCase {

	use KeysetAssertions;

	private SubscriberRepository $repository;

	protected function setUp(): void {
		parent::setUp();
		$this->repository = new SubscriberRepository();
	}

	protected function tearDown(): void {
		$_GET     = array();
		$_REQUEST = array();
		parent::tearDown();
	}

	/**
	 * Subscribers of the default list, all signed up in the same second, every fifth pending.
	 *
	 * @param int    $count  How many.
	 * @param string $prefix Their addresses' start.
	 * @return list<int> Their ids, oldest first.
	 */
	private function subscribers( int $count, string $prefix = 'reader' ): array {
		global $wpdb;
		$table = $wpdb->prefix . SubscribersTable::name();
		$list  = ( new ListRepository() )->default_list()->id;
		$rows  = array();
		for ( $i = 0; $i < $count; $i++ ) {
			$rows[] = $wpdb->prepare( '(%d, %s, %s, %s, %s, %s)', $list, sprintf( '%s%04d@example.test', $prefix, $i ), 0 === $i % 5 ? Subscriber::PENDING : Subscriber::CONFIRMED, '2026-01-02 03:04:05', '2026-01-02 03:04:05', 'Reader' );
		}
		foreach ( array_chunk( $rows, 500 ) as $chunk ) {
			$wpdb->query( $wpdb->prepare( 'INSERT INTO %i (list_id, email, status, created_at, updated_at, first_name) VALUES ', $table ) . implode( ',', $chunk ) ); // phpcs:ignore WordPress.DB.PreparedSQL.NotPrepared -- each row prepared above.
		}
		return array_map( 'intval', $wpdb->get_col( $wpdb->prepare( 'SELECT id FROM %i WHERE email LIKE %s ORDER BY id ASC', $table, $wpdb->esc_like( $prefix ) . '%' ) ) );
	}

	/**
	 * The ids on a page.
	 *
	 * @param array{rows: list<Subscriber>} $page A page.
	 * @return list<int>
	 */
	private static function ids( array $page ): array {
		return array_map( static fn( Subscriber $subscriber ): int => $subscriber->id, $page['rows'] );
	}

	/**
	 * Walks Older from the first page, then Newer back from the last page's first row.
	 *
	 * @param array{list_id?: int, status?: string, search?: string} $query Filters.
	 * @return array{0: list<int>, 1: list<int>, 2: int} The ids walking Older, those walking Newer back, and the pages.
	 */
	private function walk( array $query ): array {
		$seen  = array();
		$after = 0;
		$pages = 0;
		do {
			$page = $this->repository->admin_page( $query, new KeysetPage( 20, $after ) );
			$this->assertSame( $after > 0, $page['newer'] );
			$seen  = array_merge( $seen, self::ids( $page ) );
			$after = (int) end( $seen );
			++$pages;
		} while ( $page['older'] );
		$back = self::ids( $page );
		while ( $page['newer'] ) {
			$page = $this->repository->admin_page( $query, new KeysetPage( 20, 0, $back[0] ) );
			$this->assertTrue( $page['older'] );
			$back = array_merge( self::ids( $page ), $back );
		}
		return array( $seen, $back, $pages );
	}

	public function test_walking_older_then_newer_shows_every_subscriber_on_exactly_one_page(): void {
		$newest = array_reverse( $this->subscribers( 47 ) );

		list( $older, $newer, $pages ) = $this->walk( array() );
		$this->assertSame( 3, $pages );
		$this->assertSame( $newest, $older, 'every subscriber once, newest first, though all signed up in the same second' );
		$this->assertSame( $newest, $newer, 'and the same walking back through Newer' );

		// A status view: its own subscribers only, each once.
		$pending                       = array_values( array_filter( $newest, static fn( int $id ): bool => 0 === ( $id - min( $newest ) ) % 5 ) );
		list( $older, $newer, $pages ) = $this->walk( array( 'status' => Subscriber::PENDING ) );
		$this->assertSame( 1, $pages );
		$this->assertSame( $pending, $older );
		$this->assertSame( $pending, $newer );

		// The last page: the oldest subscribers, the newest of them first.
		$last = $this->repository->admin_page( array(), new KeysetPage( 20, 0, 0, true ) );
		$this->assertSame( array_slice( $newest, 27 ), self::ids( $last ) );
		$this->assertTrue( $last['newer'] );
		$this->assertFalse( $last['older'] );
	}

	public function test_the_search_matches_an_exact_address_or_an_address_start_through_the_email_index(): void {
		global $wpdb;
		$readers = $this->subscribers( 300 );
		$zeds    = $this->subscribers( 3, 'zed' );

		$this->assertSame( array_reverse( $zeds ), self::ids( $this->repository->admin_page( array( 'search' => 'zed' ), new KeysetPage( 20 ) ) ), 'an address start' );
		$this->assertSame( array( $readers[42] ), self::ids( $this->repository->admin_page( array( 'search' => 'READER0042@example.test' ), new KeysetPage( 20 ) ) ), 'an exact address, in any case' );
		$this->assertSame( array(), self::ids( $this->repository->admin_page( array( 'search' => 'eader0042' ), new KeysetPage( 20 ) ) ), 'not the middle of an address' );
		$this->assertSame( array(), self::ids( $this->repository->admin_page( array( 'search' => 'r%0042' ), new KeysetPage( 20 ) ) ), 'a % is a character, not a wildcard' );
		$this->assertSame( 3, $this->repository->count( array( 'search' => 'zed' ) ), 'the export reads what the list shows' );

		$queries = $this->queries_of( fn() => $this->repository->admin_page( array( 'search' => 'reader004' ), new KeysetPage( 20, $readers[290] ) ) );
		$this->assertCount( 1, $queries );
		$this->assert_keyset_queries( $queries );
		$this->assertStringContainsString( 'id < ' . $readers[290], $queries[0] );
		// Three index probes, the ten entries, each row read twice (merged by row, then sorted).
		$this->assertLessThanOrEqual( 3 + 3 * 10, $this->rows_read( $queries[0] ), 'only the ten matching addresses, not the 303 subscribers' );

		// A status view seeks on (status, id): the three unsubscribed, not the 303 rows.
		$wpdb->query( $wpdb->prepare( 'UPDATE %i SET status = %s WHERE id IN (%d, %d, %d)', $wpdb->prefix . SubscribersTable::name(), Subscriber::UNSUBSCRIBED, $readers[7], $readers[70], $readers[170] ) );
		$view    = null;
		$queries = $this->queries_of(
			function () use ( &$view ): void {
				$view = $this->repository->admin_page( array( 'status' => Subscriber::UNSUBSCRIBED ), new KeysetPage( 20 ) );
			}
		);
		$this->assertNotNull( $view );
		$this->assertSame( array( $readers[170], $readers[70], $readers[7] ), self::ids( $view ) );
		$plan = (array) $wpdb->get_results( 'EXPLAIN ' . $queries[0], ARRAY_A ); // phpcs:ignore WordPress.DB.PreparedSQL.NotPrepared -- a query the repository ran.
		$this->assertSame( 'status', $plan[0]['key'], 'the status index' );
		$this->assertStringNotContainsString( 'filesort', (string) $plan[0]['Extra'], 'read in id order' );
	}

	public function test_the_search_matches_the_start_of_a_name_or_a_telephone_number_through_their_indexes(): void {
		global $wpdb;
		$this->subscribers( 300 );
		$list   = ( new ListRepository() )->default_list()->id;
		$person = fn( string $email, string $first, string $last, string $telephone ): int => $this->repository->upsert( $list, $email, $first, $last, $telephone, Subscriber::CONFIRMED )['subscriber']->id;
		$ada    = $person( 'countess@example.test', 'Ada', 'Lovelace', '+44 20 7946 0000' );
		$adam   = $person( 'adam@example.test', 'Adam', 'Smith', '0131 496 0001' );
		$grace  = $person( 'gh@example.test', 'Grace', 'Hopper', '+1 202 555 0143' );
		$found  = fn( string $search ): array => self::ids( $this->repository->admin_page( array( 'search' => $search ), new KeysetPage( 20 ) ) );

		$this->assertSame( array( $adam, $ada ), $found( 'ada' ), 'a first name’s start, in any case, newest first' );
		$this->assertSame( array( $grace ), $found( 'Hop' ), 'a last name’s start' );
		$this->assertSame( array( $ada ), $found( 'count' ), 'an address’s start still' );
		$this->assertSame( array( $ada ), $found( 'Ada Love' ), 'the first name and the last name’s start' );
		$this->assertSame( array(), $found( 'Ada Hop' ) );
		$this->assertSame( array(), $found( 'velace' ), 'not inside a name' );
		$this->assertSame( array( $ada ), $found( '+44 20 79' ), 'a telephone number’s start, as entered' );
		$this->assertSame( array( $grace ), $found( '+1 202 555 0143' ), 'a whole number' );
		$this->assertSame( array( $adam ), $found( '0131' ) );
		$this->assertSame( array(), $found( '7946' ), 'not inside a number' );
		$this->assertSame( array(), $found( 'a%e' ), 'a % is a character, not a wildcard' );
		$this->assertSame( 2, $this->repository->count( array( 'search' => 'ada' ) ), 'the export reads what the list shows' );

		// Each search on its indexes: the rows it matches, not the 303 subscribers.
		foreach ( array(
			'Ada'       => array( 'first_name', 'last_name', 'email' ),
			'Ada Love'  => array( 'first_name', 'last_name' ), // Either answers: the database picks.
			'+44 20 79' => array( 'telephone' ),
		) as $search => $keys ) {
			$queries = $this->queries_of( fn() => $this->repository->admin_page( array( 'search' => $search ), new KeysetPage( 20 ) ) );
			$this->assertCount( 1, $queries );
			$this->assert_keyset_queries( $queries );
			$plan = (array) $wpdb->get_results( 'EXPLAIN ' . $queries[0], ARRAY_A ); // phpcs:ignore WordPress.DB.PreparedSQL.NotPrepared -- a query the repository ran.
			$this->assertCount( 1, $plan );
			if ( 'index_merge' === $plan[0]['type'] ) {
				$this->assertEqualsCanonicalizing( $keys, explode( ',', (string) $plan[0]['key'] ), "“{$search}”: every part of the OR on its index" );
			} else {
				$this->assertSame( 'range', $plan[0]['type'], "“{$search}”" );
				$this->assertContains( $plan[0]['key'], $keys, "“{$search}”: its index" );
			}
			$this->assertLessThanOrEqual( 10, $this->rows_read( $queries[0] ), "“{$search}”: the matches’ rows only" );
		}
	}

	public function test_a_deep_page_of_the_screen_has_no_offset_and_its_links_keep_the_filters(): void {
		global $wpdb;
		$newest = array_reverse( $this->subscribers( 45 ) );
		$below  = array_values( array_filter( $newest, static fn( int $id ): bool => $id < $newest[10] ) );
		wp_set_current_user( $this->create_user( 'administrator' ) );
		require_once ABSPATH . 'wp-admin/includes/admin.php';
		set_current_screen( 'toplevel_page_vitrine-newsletter' );

		$_GET     = array(
			's'     => 'reader',
			'after' => (string) $newest[10],
		);
		$_REQUEST = $_GET;
		$html     = '';
		$queries  = $this->queries_of(
			function () use ( &$html ): void {
				ob_start();
				( new AdminScreens( new ListRepository(), $this->repository ) )->render_subscribers();
				$html = (string) ob_get_clean();
			}
		);

		$table = $wpdb->prefix . SubscribersTable::name();
		$paged = array_values( array_filter( $queries, static fn( string $sql ): bool => str_contains( $sql, "FROM `{$table}`" ) && str_contains( $sql, 'ORDER BY id' ) ) );
		$this->assertCount( 1, $paged, 'one query for the page' );
		$this->assertMatchesRegularExpression( '/id < ' . $newest[10] . ' ORDER BY id DESC LIMIT 21$/', $paged[0] );
		$this->assert_keyset_queries( $queries );
		$search = " AND (first_name LIKE 'reader%' OR last_name LIKE 'reader%' OR email LIKE 'reader%')";
		$this->assertStringContainsString( $search, $paged[0] );
		$all  = str_replace( $search, '', $paged[0] );
		$plan = (array) $wpdb->get_results( 'EXPLAIN ' . $all, ARRAY_A ); // phpcs:ignore WordPress.DB.PreparedSQL.NotPrepared -- the query above without its search.
		$this->assertStringNotContainsString( 'email', $all );
		$this->assertSame( 'PRIMARY', $plan[0]['key'], 'All walks the primary key from the cursor' );
		$this->assertSame( 'range', $plan[0]['type'] );

		// The page: the subscribers below the cursor, the search kept in every link.
		$this->assertStringContainsString( sprintf( 'reader%04d@example.test', count( $below ) - 1 ), $html );
		$this->assertStringNotContainsString( sprintf( 'reader%04d@example.test', 44 - 10 ), $html, 'the cursor row is on the page before' );
		$this->assertMatchesRegularExpression( '/class="next-page button" href="[^"]*s=reader[^"]*after=' . $below[19] . '(&|")/', $html );
		$this->assertMatchesRegularExpression( '/class="prev-page button" href="[^"]*s=reader[^"]*before=' . $below[0] . '(&|")/', $html );
		$this->assertMatchesRegularExpression( '/class="first-page button" href="[^"]*s=reader/', $html );
		$this->assertMatchesRegularExpression( '/class="last-page button" href="[^"]*s=reader[^"]*last=1/', $html );
		$this->assertStringContainsString( '45 subscribers', $html );
		$this->assertStringNotContainsString( 'paged=', $html );
	}
}
