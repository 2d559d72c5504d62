<?php
/**
 * @package Vitrine
 */

declare( strict_types = 1 );

namespace Vitrine\Tests\Wishlists;

use Vitrine\Tests\AjaxDie;
use Vitrine\Wishlists\Admin\WishlistsAdmin;
use Vitrine\Wishlists\Privacy;
use Vitrine\Wishlists\WishlistCounters;
use Vitrine\Wishlists\WishlistUrls;

/**
 * The wishlists screen: totals, owner views and filters over a paged table, and the most
 * wished-for products as a sortable report on its own tab.
 */
final class WishlistsAdminTest extends WishlistTestCase {

	protected function tearDown(): void {
		$_GET = array();
		parent::tearDown();
	}

	/**
	 * The screen as printed.
	 *
	 * @param array<string, string> $query The request's query.
	 */
	private function screen( array $query = array() ): string {
		require_once ABSPATH . 'wp-admin/includes/admin.php'; // The tables are WP_List_Tables.
		$_GET = $query;
		ob_start();
		( new WishlistsAdmin( $this->repository ) )->render();
		return (string) ob_get_clean();
	}

	public function test_totals_owner_views_member_search_and_dates_filter_the_lists(): void {
		$mug   = $this->create_product( array(), array( 'post_title' => 'Stoneware mug' ) );
		$spoon = $this->create_product( array(), array( 'post_title' => 'Walnut spoon' ) );
		$grace = $this->create_user( 'subscriber' );
		wp_update_user(
			array(
				'ID'           => $grace,
				'display_name' => 'Grace Hopper',
			)
		);
		foreach ( array( 'g:' . str_repeat( 'a', 32 ), 'g:' . str_repeat( 'b', 32 ), 'u:' . $grace ) as $i => $owner ) {
			$list = $this->repository->create( $owner, str_starts_with( $owner, 'u:' ) ? 'Grace’s gifts' : '', Privacy::PRIVATE, true, null );
			$this->assertNotNull( $list );
			$this->repository->add_item( $list->id, $mug, 1, null, '' );
			if ( 0 === $i ) {
				$this->repository->add_item( $list->id, $spoon, 3, null, '' );
			}
		}
		wp_set_current_user( $this->create_user( 'administrator' ) );

		$all = $this->screen();
		$this->assertMatchesRegularExpression( '/>3<\/span> <span class="vitrine-wishlists-totals__label">Wishlists</', $all );
		$this->assertMatchesRegularExpression( '/>4<\/span> <span class="vitrine-wishlists-totals__label">Items</', $all );
		$this->assertMatchesRegularExpression( '/>2<\/span> <span class="vitrine-wishlists-totals__label">Guests’ lists</', $all );
		$this->assertMatchesRegularExpression( '/>Members <span class="count">\(1\)</', $all );
		$this->assertStringContainsString( 'Grace’s gifts', $all );
		$this->assertStringContainsString( 'Settings', $all, 'the settings stay on this tab' );

		$guests = $this->screen( array( 'owner' => 'guest' ) );
		$this->assertStringNotContainsString( 'Grace’s gifts', $guests );
		$this->assertStringContainsString( '<span class="displaying-num">2 wishlists</span>', $guests );

		$members = $this->screen( array( 'owner' => 'member' ) );
		$this->assertStringContainsString( 'Grace’s gifts', $members );
		$this->assertStringContainsString( '>Grace Hopper</a>', $members );
		$this->assertStringContainsString( '<span class="displaying-num">1 wishlist</span>', $members );

		$this->assertStringContainsString( 'Grace’s gifts', $this->screen( array( 'member' => 'Grace' ) ) );
		$this->assertStringContainsString( 'No wishlists found.', $this->screen( array( 'member' => 'nobody-by-that-name' ) ) );
		$this->assertStringContainsString(
			'No wishlists found.',
			$this->screen(
				array(
					'from' => gmdate( 'Y-m-d', time() - 5 * DAY_IN_SECONDS ),
					'to'   => gmdate( 'Y-m-d', time() - 3 * DAY_IN_SECONDS ),
				)
			)
		);
	}

	public function test_the_report_counts_lists_and_units_and_sorts(): void {
		$mug   = $this->create_product( array(), array( 'post_title' => 'Stoneware mug' ) );
		$spoon = $this->create_product( array(), array( 'post_title' => 'Walnut spoon' ) );
		foreach ( array( 'a', 'b' ) as $i => $guest ) {
			$list = $this->repository->create( 'g:' . str_repeat( $guest, 32 ), '', Privacy::PRIVATE, true, null );
			$this->assertNotNull( $list );
			$this->repository->add_item( $list->id, $mug, 1, null, '' );
			if ( 0 === $i ) {
				$this->repository->add_item( $list->id, $spoon, 5, null, '' );
			}
		}
		wp_set_current_user( $this->create_user( 'administrator' ) );

		$by_lists = $this->screen( array( 'tab' => 'popular' ) );
		$this->assertStringContainsString( 'aria-current="page">Most wished-for products</a>', $by_lists );
		$this->assertLessThan( strpos( $by_lists, 'Walnut spoon' ), strpos( $by_lists, 'Stoneware mug' ), 'the mug is in more lists' );
		$this->assertStringContainsString( (string) get_permalink( $mug ), $by_lists );
		$this->assertStringNotContainsString( 'Settings', $by_lists );

		$by_units = $this->screen(
			array(
				'tab'     => 'popular',
				'orderby' => 'quantity',
				'order'   => 'desc',
			)
		);
		$this->assertLessThan( strpos( $by_units, 'Stoneware mug' ), strpos( $by_units, 'Walnut spoon' ), 'five spoons are wished for' );
		$this->assertMatchesRegularExpression( '/Walnut spoon.*?column-lists[^>]*>1<.*?column-quantity[^>]*>5</s', $by_units );
	}

	public function test_each_list_opens_its_items_and_only_public_or_shared_lists_link_their_share_address(): void {
		$mug     = $this->create_product( array(), array( 'post_title' => 'Stoneware mug' ) );
		$private = $this->repository->create( 'g:' . str_repeat( 'd', 32 ), '', Privacy::PRIVATE, true, null );
		$public  = $this->repository->create( 'g:' . str_repeat( 'e', 32 ), 'Shared gifts', Privacy::PUBLIC, true, null );
		$this->assertNotNull( $private );
		$this->assertNotNull( $public );
		$this->repository->add_item( $private->id, $mug, 3, '12.5000', 'EUR' );
		wp_set_current_user( $this->create_user( 'administrator' ) );

		$lists = $this->screen();
		$this->assertStringContainsString( esc_url( WishlistsAdmin::list_url( $private ) ), $lists );
		$this->assertStringContainsString( esc_url( WishlistsAdmin::list_url( $public ) ), $lists );
		$this->assertStringContainsString( esc_url( WishlistUrls::of( $public ) ), $lists, 'a public list offers its share link' );
		$this->assertStringNotContainsString( esc_url( WishlistUrls::of( $private ) ), $lists, 'a private list has none' );

		$items = $this->screen( array( 'wishlist' => (string) $private->id ) );
		$this->assertStringContainsString( 'Stoneware mug', $items );
		$this->assertMatchesRegularExpression( '/column-quantity[^>]*>3</', $items );
		$this->assertStringNotContainsString( 'View on site', $items );
		$this->assertStringContainsString( 'This wishlist is empty.', $this->screen( array( 'wishlist' => (string) $public->id ) ) );
		$this->assertStringContainsString( 'Wishlist not found', $this->screen( array( 'wishlist' => (string) ( $public->id + 1000 ) ) ) );
	}

	public function test_a_list_stays_closed_to_users_without_the_capability(): void {
		$list = $this->repository->create( 'g:' . str_repeat( 'f', 32 ), '', Privacy::PRIVATE, true, null );
		$this->assertNotNull( $list );
		wp_set_current_user( $this->create_user( 'editor' ) );
		$die = static function ( $message, $title, $args ): void {
			throw new AjaxDie( (string) ( is_array( $args ) ? ( $args['response'] ?? 500 ) : 500 ) );
		};
		add_filter( 'wp_die_handler', static fn() => $die );
		$this->expectException( AjaxDie::class );
		$this->expectExceptionMessage( '403' );
		// Refused before anything is printed.
		$_GET = array( 'wishlist' => (string) $list->id );
		( new WishlistsAdmin( $this->repository ) )->render();
	}

	/**
	 * The queries a screen runs.
	 *
	 * @param array<string, string> $query The request's query.
	 * @return list<string>
	 */
	private function queries_of( array $query ): array {
		$queries = array();
		$record  = static function ( string $sql ) use ( &$queries ): string {
			$queries[] = $sql;
			return $sql;
		};
		add_filter( 'query', $record );
		$this->screen( $query );
		remove_filter( 'query', $record );
		return $queries;
	}

	public function test_the_totals_are_counted_once_per_screen_and_the_report_fetches_its_products_at_once(): void {
		$products = array();
		for ( $i = 0; $i < 6; $i++ ) {
			$products[] = $this->create_product( array(), array( 'post_title' => "Wished thing {$i}" ) );
		}
		$list = $this->repository->create( 'g:' . str_repeat( 'c', 32 ), '', Privacy::PRIVATE, true, null );
		$this->assertNotNull( $list );
		$this->repository->add_item( $list->id, $products[0], 1, null, '' );
		$this->repository->add_item( $list->id, $products[1], 1, null, '' );
		wp_set_current_user( $this->create_user( 'administrator' ) );

		$this->repository->counters()->rebuild(); // As on a site past its first count.
		foreach ( array( array(), array( 'owner' => 'guest' ) ) as $query ) {
			$this->repository->counters()->forget();
			$queries = $this->queries_of( $query );
			$counted = array_filter( $queries, static fn( string $sql ): bool => str_contains( $sql, 'AS lists' ) || str_contains( $sql, 'AS items' ) );
			$this->assertSame( array(), $counted, 'no count over the lists or the items: the maintained counters' );
			$read = array_filter( $queries, static fn( string $sql ): bool => str_contains( $sql, WishlistCounters::totals_table() ) );
			$this->assertCount( 1, $read, 'the totals read once, for the totals, the views and the pages' );
		}
		// A member search or a date range counts what it keeps, once.
		$this->repository->counters()->forget();
		$filtered = array_filter( $this->queries_of( array( 'from' => gmdate( 'Y-m-d', time() - DAY_IN_SECONDS ) ) ), static fn( string $sql ): bool => str_contains( $sql, 'AS lists' ) || str_contains( $sql, 'AS items' ) );
		$this->assertCount( 2, $filtered );
		$screen = $this->screen( array( 'owner' => 'guest' ) );
		$this->assertMatchesRegularExpression( '/>2<\/span> <span class="vitrine-wishlists-totals__label">Items</', $screen );

		wp_cache_flush();
		$this->repository->counters()->forget(); // Each screen a request of its own.
		$report = $this->queries_of( array( 'tab' => 'popular' ) );
		$this->assertSame( array(), array_filter( $report, static fn( string $sql ): bool => str_contains( $sql, 'GROUP BY' ) ), 'the report reads the counters, no aggregate over the items' );
		$two = count( $report );
		foreach ( array_slice( $products, 2 ) as $product ) {
			$this->repository->add_item( $list->id, $product, 1, null, '' );
		}
		wp_cache_flush();
		$this->repository->counters()->forget();
		$six = count( $this->queries_of( array( 'tab' => 'popular' ) ) );
		$this->assertSame( $two, $six, 'six products cost the queries two do' );
		$this->assertStringContainsString( 'Wished thing 5', $this->screen( array( 'tab' => 'popular' ) ) );
	}
}
