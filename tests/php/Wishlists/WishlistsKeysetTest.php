<?php
/**
 * @package Vitrine
 */

declare( strict_types = 1 );

namespace Vitrine\Tests\Wishlists;

use Vitrine\Core\Database\KeysetPage;
use Vitrine\Tests\KeysetAssertions;
use Vitrine\Wishlists\Admin\WishlistsAdmin;
use Vitrine\Wishlists\Privacy;
use Vitrine\Wishlists\WishlistsTable;

/**
 * "All wishlists" pages by keyset on the list id: every list on exactly one page whichever
 * way one walks, lists made in the same second in a stable order, the filters kept, and a
 * deep page read on the primary key with a LIMIT and no OFFSET.
 */
final class WishlistsKeysetTest extends WishlistTestCase {

	use KeysetAssertions;

	protected function tearDown(): void {
		$_GET = array();
		parent::tearDown();
	}

	/**
	 * Lists, every third a member's, all made in the same second (ties on the creation time).
	 *
	 * @param int $count How many.
	 * @return list<int> Their ids, oldest first.
	 */
	private function lists( int $count ): array {
		global $wpdb;
		$ids = array();
		for ( $i = 0; $i < $count; $i++ ) {
			$owner = 0 === $i % 3 ? 'u:' . ( 900000 + $i ) : 'g:' . md5( "keyset-{$i}" );
			$list  = $this->repository->create( $owner, '', Privacy::PRIVATE, true, null );
			$this->assertNotNull( $list );
			$ids[] = $list->id;
		}
		$wpdb->query( $wpdb->prepare( 'UPDATE %i SET created_at = %s', $wpdb->prefix . WishlistsTable::name(), '2026-01-02 03:04:05' ) );
		return $ids;
	}

	/**
	 * The ids on a page.
	 *
	 * @param array{rows: list<array{wishlist: \Vitrine\Wishlists\Wishlist, items: int}>} $page A page.
	 * @return list<int>
	 */
	private static function ids( array $page ): array {
		return array_map( static fn( array $row ): int => $row['wishlist']->id, $page['rows'] );
	}

	public function test_walking_older_then_newer_covers_every_list_exactly_once_in_a_stable_order(): void {
		$newest = array_reverse( $this->lists( 47 ) );

		$seen  = array();
		$after = 0;
		$pages = 0;
		do {
			$page = $this->repository->admin_page( array(), new KeysetPage( 20, $after ) );
			$this->assertSame( $after > 0, $page['newer'] );
			$seen  = array_merge( $seen, self::ids( $page ) );
			$after = (int) end( $seen );
			++$pages;
		} while ( $page['older'] );
		$this->assertSame( 3, $pages );
		$this->assertSame( $newest, $seen, 'every list once, newest first, though all were made in the same second' );

		// Back from the last page through Newer: the same lists, page by page.
		$back   = array();
		$before = $newest[40];
		do {
			$page   = $this->repository->admin_page( array(), new KeysetPage( 20, 0, $before ) );
			$ids    = self::ids( $page );
			$back   = array_merge( $ids, $back );
			$before = $ids[0];
			$this->assertTrue( $page['older'] );
		} while ( $page['newer'] );
		$this->assertSame( array_slice( $newest, 0, 40 ), $back );

		// The last page: the oldest lists, newest of them first.
		$last = $this->repository->admin_page( array(), new KeysetPage( 20, 0, 0, true ) );
		$this->assertSame( array_slice( $newest, 27 ), self::ids( $last ) );
		$this->assertTrue( $last['newer'] );
		$this->assertFalse( $last['older'] );

		// Exactly one page: nothing on either side.
		$one = $this->repository->admin_page( array(), new KeysetPage( 47 ) );
		$this->assertCount( 47, $one['rows'] );
		$this->assertFalse( $one['older'] );
		$this->assertFalse( $one['newer'] );
	}

	public function test_an_owner_view_pages_through_its_own_lists_only(): void {
		$ids     = $this->lists( 47 );
		$members = array_reverse( array_values( array_filter( $ids, static fn( int $id, int $i ): bool => 0 === $i % 3, ARRAY_FILTER_USE_BOTH ) ) );
		$this->assertCount( 16, $members );

		$first = $this->repository->admin_page( array( 'owner' => 'member' ), new KeysetPage( 10 ) );
		$rest  = $this->repository->admin_page( array( 'owner' => 'member' ), new KeysetPage( 10, self::ids( $first )[9] ) );
		$this->assertSame( $members, array_merge( self::ids( $first ), self::ids( $rest ) ) );
		$this->assertTrue( $first['older'] );
		$this->assertFalse( $rest['older'] );
		foreach ( $rest['rows'] as $row ) {
			$this->assertStringStartsWith( 'u:', $row['wishlist']->owner );
		}
	}

	public function test_the_owner_kind_follows_the_owner_and_is_filled_for_older_rows(): void {
		global $wpdb;
		$guest = 'g:' . md5( 'kind' );
		$list  = $this->repository->create( $guest, '', Privacy::PRIVATE, true, null );
		$this->assertNotNull( $list );
		$kind   = static fn(): string => (string) $wpdb->get_var( $wpdb->prepare( 'SELECT owner_kind FROM %i WHERE id = %d', $wpdb->prefix . WishlistsTable::name(), $list->id ) );
		$this->assertSame( 'g', $kind() );
		$member = $this->create_user( 'subscriber' );
		$this->repository->transfer( $guest, 'u:' . $member );
		$this->assertSame( 'u', $kind(), 'a guest who logs in brings the list to the members' );
		$this->assertSame( array( $list->id ), self::ids( $this->repository->admin_page( array( 'owner' => 'member' ), new KeysetPage( 20 ) ) ) );
		$this->assertSame( array(), self::ids( $this->repository->admin_page( array( 'owner' => 'guest' ), new KeysetPage( 20 ) ) ) );

		// A row from before the column: filled when the schema is upgraded.
		$wpdb->query( $wpdb->prepare( "UPDATE %i SET owner_kind = ''", $wpdb->prefix . WishlistsTable::name() ) );
		do_action( 'vitrine_schema_upgraded', 'test' );
		$this->assertSame( 'u', $kind() );
	}

	public function test_a_page_of_members_lists_reads_its_members_at_once(): void {
		require_once ABSPATH . 'wp-admin/includes/admin.php'; // The table is a WP_List_Table.
		wp_set_current_user( $this->create_user( 'administrator' ) );
		$count = function (): int {
			$queries = 0;
			$record  = static function ( string $sql ) use ( &$queries ): string {
				++$queries;
				return $sql;
			};
			wp_cache_flush(); // Each screen a request of its own.
			$this->repository->counters()->forget();
			add_filter( 'query', $record );
			$_GET = array( 'owner' => 'member' );
			ob_start();
			( new WishlistsAdmin( $this->repository ) )->render();
			ob_end_clean();
			remove_filter( 'query', $record );
			return $queries;
		};
		for ( $i = 0; $i < 20; $i++ ) {
			$this->assertNotNull( $this->repository->create( 'u:' . $this->create_user( 'subscriber' ), '', Privacy::PRIVATE, true, null ) );
			if ( 2 === $i ) {
				$this->repository->counters()->rebuild(); // As on a site past its first count.
				$count(); // The administrator's own user, read once per test.
				$three = $count();
			}
		}
		$this->assertSame( $three ?? 0, $count(), 'twenty members cost the queries three do' );
	}

	public function test_a_deep_page_is_read_on_the_primary_key_with_no_offset_and_no_found_rows(): void {
		global $wpdb;
		$newest = array_reverse( $this->lists( 45 ) );
		$guests = array_values( array_filter( $newest, fn( int $id ): bool => str_starts_with( (string) $this->repository->find( $id )?->owner, 'g:' ) ) );
		$below  = array_values( array_filter( $guests, static fn( int $id ): bool => $id < $newest[10] ) );
		$mug    = $this->create_product( array(), array( 'post_title' => 'Keyset mug' ) );
		$this->repository->add_item( $below[1], $mug, 1, null, '' );
		$this->repository->add_item( $below[1], $this->create_product(), 1, null, '' );
		wp_set_current_user( $this->create_user( 'administrator' ) );
		require_once ABSPATH . 'wp-admin/includes/admin.php'; // The table is a WP_List_Table.

		$_GET    = array(
			'owner' => 'guest',
			'after' => (string) $newest[10],
		);
		$html    = '';
		$queries = $this->queries_of(
			function () use ( &$html ): void {
				ob_start();
				( new WishlistsAdmin( $this->repository ) )->render();
				$html = (string) ob_get_clean();
			}
		);

		$lists = $wpdb->prefix . WishlistsTable::name();
		$paged = array_values( array_filter( $queries, static fn( string $sql ): bool => str_contains( $sql, "FROM `{$lists}` l" ) && str_contains( $sql, 'ORDER BY l.id' ) ) );
		$this->assertCount( 1, $paged, 'one query for the page' );
		$this->assertStringContainsString( 'l.id < ' . $newest[10], $paged[0] );
		$this->assertMatchesRegularExpression( '/ORDER BY l\.id DESC LIMIT 21$/', $paged[0] );
		$this->assert_keyset_queries( $queries );
		$plan = (array) $wpdb->get_results( 'EXPLAIN ' . $paged[0], ARRAY_A ); // phpcs:ignore WordPress.DB.PreparedSQL.NotPrepared -- a query the screen ran.
		$this->assertSame( 'owner_kind', $plan[0]['key'], 'the Guests view seeks on (owner_kind, id) from the cursor' );
		$this->assertSame( 'range', $plan[0]['type'] );
		$this->assertStringNotContainsString( 'filesort', (string) $plan[0]['Extra'] );
		$this->assertNotEmpty( $plan[1]['key'], 'each item count an index probe' );
		// All: the same page query on the primary key.
		$all = str_replace( array( ' FORCE INDEX (owner_kind)', "l.owner_kind = 'g' AND " ), '', $paged[0] );
		$this->assertStringNotContainsString( 'owner_kind', $all );
		$plan = (array) $wpdb->get_results( 'EXPLAIN ' . $all, ARRAY_A ); // phpcs:ignore WordPress.DB.PreparedSQL.NotPrepared -- the query above without its view.
		$this->assertSame( 'PRIMARY', $plan[0]['key'], 'All walks the primary key from the cursor' );
		$this->assertSame( 'range', $plan[0]['type'] );
		$this->assertStringNotContainsString( 'filesort', (string) $plan[0]['Extra'] );

		// The page: the guests' lists below the cursor, the filter kept in every link.
		$this->assertStringContainsString( 'data-colname="Items">2<', $html, 'the item count' );
		$this->assertMatchesRegularExpression( '/class="next-page button" href="[^"]*owner=guest[^"]*after=' . $below[19] . '(&|")/', $html );
		$this->assertMatchesRegularExpression( '/class="first-page button" href="[^"]*owner=guest/', $html );
		$this->assertMatchesRegularExpression( '/class="prev-page button" href="[^"]*owner=guest[^"]*before=' . $below[0] . '(&|")/', $html );
		$this->assertMatchesRegularExpression( '/class="last-page button" href="[^"]*owner=guest[^"]*last=1/', $html );
		$this->assertStringContainsString( '30 wishlists', $html, 'the guests’ total' );
		$this->assertStringNotContainsString( 'paged=', $html );

		// The first page: no way back, Older and Oldest lead on.
		$_GET = array();
		ob_start();
		( new WishlistsAdmin( $this->repository ) )->render();
		$first = (string) ob_get_clean();
		$this->assertStringContainsString( '<span class="tablenav-pages-navspan button disabled" aria-hidden="true">«</span>', $first );
		$this->assertStringContainsString( '<span class="tablenav-pages-navspan button disabled" aria-hidden="true">‹</span>', $first );
		$this->assertMatchesRegularExpression( '/class="next-page button" href="[^"]*after=' . $newest[19] . '(&|")/', $first );
		$this->assertStringContainsString( '<span class="screen-reader-text">Oldest wishlists</span>', $first );
		$this->assertStringContainsString( '45 wishlists', $first );
	}
}
