<?php
/**
 * @package Vitrine
 */

declare( strict_types = 1 );

namespace Vitrine\Tests\Wishlists;

use Vitrine\Core\Privacy\AccountItemsPrivacy;
use Vitrine\Wishlists\Privacy;
use Vitrine\Wishlists\Wishlist;
use Vitrine\Wishlists\WishlistCounters;

/**
 * The maintained counters behind the wishlists screen's totals and the most wished-for report:
 * every write path moves them in step with the rows, they always equal a recount of the
 * tables, and each change is an increment in SQL, so a concurrent request's update is kept.
 */
final class WishlistCountersTest extends WishlistTestCase {

	private int $mug;

	private int $spoon;

	private int $bowl;

	protected function setUp(): void {
		parent::setUp();
		// The counters as a site that has counted them once (the test database may hold rows
		// other runs committed: start from a recount of what is there).
		$this->repository->counters()->rebuild();
		$this->mug   = $this->create_product( array(), array( 'post_title' => 'Stoneware mug' ) );
		$this->spoon = $this->create_product( array(), array( 'post_title' => 'Walnut spoon' ) );
		$this->bowl  = $this->create_product( array(), array( 'post_title' => 'Oak bowl' ) );
	}

	/**
	 * A new list of a guest or a member.
	 *
	 * @param string $owner Owner key.
	 * @param bool   $is_default Whether it is the default list.
	 */
	private function list_of( string $owner, bool $is_default = true ): Wishlist {
		$list = $this->repository->create( $owner, '', Privacy::PRIVATE, $is_default, null );
		$this->assertNotNull( $list );
		return $list;
	}

	/**
	 * A product's counters: [lists, units], [0, 0] when it has no row.
	 *
	 * @param int $product Product id.
	 * @return array{0: int, 1: int}
	 */
	private function of( int $product ): array {
		global $wpdb;
		$row = $wpdb->get_row( $wpdb->prepare( 'SELECT lists, quantity FROM %i WHERE product_id = %d', WishlistCounters::products_table(), $product ) );
		return $row ? array( (int) $row->lists, (int) $row->quantity ) : array( 0, 0 );
	}

	/**
	 * The totals as the screen reads them in a new request.
	 *
	 * @return array{lists: int, items: int, guests: int, members: int, guest_items: int, member_items: int}
	 */
	private function totals(): array {
		$this->repository->counters()->forget();
		return $this->repository->counters()->totals();
	}

	/**
	 * Asserts that the maintained counters are what a recount of the tables gives.
	 *
	 * @param string $after What was just done.
	 */
	private function assertInStep( string $after ): void {
		global $wpdb;
		$dump       = static fn(): array => $wpdb->get_results( $wpdb->prepare( 'SELECT product_id, lists, quantity FROM %i ORDER BY product_id', WishlistCounters::products_table() ), ARRAY_A );
		$maintained = array( $dump(), $this->totals() );
		$this->repository->counters()->rebuild();
		$this->assertSame( array( $dump(), $this->totals() ), $maintained, "the counters after {$after} are those a recount gives" );
	}

	public function test_adding_counts_a_list_per_product_and_its_units_once(): void {
		$before = $this->totals();
		$list   = $this->list_of( 'g:' . str_repeat( 'a', 32 ) );
		$this->assertTrue( $this->repository->add_item( $list->id, $this->mug, 3, null, '' ) );
		$this->assertFalse( $this->repository->add_item( $list->id, $this->mug, 3, null, '' ), 'the product is there already' );
		$this->assertSame( array( 1, 3 ), $this->of( $this->mug ) );
		$after = $this->totals();
		$this->assertSame( $before['lists'] + 1, $after['lists'] );
		$this->assertSame( $before['guests'] + 1, $after['guests'] );
		$this->assertSame( $before['items'] + 1, $after['items'] );
		$this->assertSame( $before['guest_items'] + 1, $after['guest_items'] );
		$this->assertInStep( 'adding' );
	}

	public function test_removing_an_item_a_product_from_all_lists_and_changing_a_quantity(): void {
		$owner = 'g:' . str_repeat( 'b', 32 );
		$one   = $this->list_of( $owner );
		$two   = $this->list_of( $owner, false );
		$this->repository->add_item( $one->id, $this->mug, 2, null, '' );
		$this->repository->add_item( $two->id, $this->mug, 1, null, '' );
		$this->repository->add_item( $one->id, $this->spoon, 1, null, '' );
		$this->assertSame( array( 2, 3 ), $this->of( $this->mug ) );

		$item = $this->repository->item_of_product( $one->id, $this->spoon );
		$this->assertNotNull( $item );
		$this->repository->set_quantity( $item->id, 6 );
		$this->assertSame( array( 1, 6 ), $this->of( $this->spoon ) );
		$this->assertInStep( 'a quantity change' );

		$this->repository->delete_item( $item->id );
		$this->assertSame( array( 0, 0 ), $this->of( $this->spoon ), 'a product no list holds leaves the report' );
		$this->repository->delete_item( $item->id );
		$this->assertSame( array( 0, 0 ), $this->of( $this->spoon ), 'a second removal of the same item counts nothing' );

		$this->assertSame( 2, $this->repository->remove_product( $owner, $this->mug ) );
		$this->assertSame( array( 0, 0 ), $this->of( $this->mug ) );
		$this->assertInStep( 'removals' );
	}

	public function test_moving_an_item_keeps_the_product_counted_once_per_list(): void {
		$owner = 'u:' . $this->create_user();
		$one   = $this->list_of( $owner );
		$two   = $this->list_of( $owner, false );
		$this->repository->add_item( $one->id, $this->mug, 2, null, '' );
		$this->repository->add_item( $one->id, $this->spoon, 1, null, '' );
		$this->repository->add_item( $two->id, $this->spoon, 4, null, '' );

		$mug = $this->repository->item_of_product( $one->id, $this->mug );
		$this->assertNotNull( $mug );
		$this->repository->move_item( $mug, $two->id );
		$this->assertSame( array( 1, 2 ), $this->of( $this->mug ) );

		$spoon = $this->repository->item_of_product( $one->id, $this->spoon );
		$this->assertNotNull( $spoon );
		$this->repository->move_item( $spoon, $two->id );
		$this->assertSame( array( 1, 4 ), $this->of( $this->spoon ), 'the destination had the spoon: one list holds it now' );
		$this->assertInStep( 'moves' );
	}

	public function test_deleting_a_list_a_user_or_a_product_and_erasing_an_account(): void {
		$member = $this->create_user();
		$mine   = $this->list_of( 'u:' . $member );
		$other  = $this->list_of( 'u:' . $member, false );
		$guest  = $this->list_of( 'g:' . str_repeat( 'c', 32 ) );
		foreach ( array( $mine, $other, $guest ) as $list ) {
			$this->repository->add_item( $list->id, $this->mug, 1, null, '' );
			$this->repository->add_item( $list->id, $this->bowl, 2, null, '' );
		}
		$this->assertSame( array( 3, 6 ), $this->of( $this->bowl ) );

		$this->repository->delete( $guest->id );
		$this->assertSame( array( 2, 4 ), $this->of( $this->bowl ) );
		$this->assertInStep( 'a list deleted' );

		wp_delete_post( $this->bowl, true );
		$this->assertSame( array( 0, 0 ), $this->of( $this->bowl ), 'a deleted product leaves every list' );
		$this->assertNull( $this->repository->item_of_product( $mine->id, $this->bowl ) );
		$this->assertInStep( 'a product deleted' );

		require_once ABSPATH . 'wp-admin/includes/user.php';
		$before = $this->totals();
		wp_delete_user( $member );
		$this->assertSame( array(), $this->repository->for_owner( 'u:' . $member ), 'a deleted account takes its lists' );
		$this->assertSame( $before['members'] - 2, $this->totals()['members'] );
		$this->assertInStep( 'a user deleted' );

		$erased = $this->create_user();
		$list   = $this->list_of( 'u:' . $erased );
		$this->repository->add_item( $list->id, $this->spoon, 1, null, '' );
		$email = (string) get_userdata( $erased )->user_email; // @phpstan-ignore property.nonObject
		$this->assertTrue( ( new AccountItemsPrivacy() )->erase_wishlists( $email )['items_removed'] );
		$this->assertSame( array( 0, 0 ), $this->of( $this->spoon ) );
		$this->assertInStep( 'an erasure' );
	}

	public function test_a_guest_list_merging_at_login_and_expired_lists(): void {
		$guest  = 'g:' . str_repeat( 'd', 32 );
		$member = 'u:' . $this->create_user();
		$theirs = $this->list_of( $guest );
		$extra  = $this->list_of( $guest, false );
		$mine   = $this->list_of( $member );
		$this->repository->add_item( $theirs->id, $this->mug, 1, null, '' );
		$this->repository->add_item( $theirs->id, $this->spoon, 2, null, '' );
		$this->repository->add_item( $extra->id, $this->bowl, 1, null, '' );
		$this->repository->add_item( $mine->id, $this->mug, 5, null, '' );
		$before = $this->totals();

		$this->service->merge( $guest, $member );
		$this->assertSame( array( 1, 5 ), $this->of( $this->mug ), 'the member had the mug: it stays once, with the member’s quantity' );
		$this->assertSame( array( 1, 2 ), $this->of( $this->spoon ) );
		$after = $this->totals();
		$this->assertSame( $before['guests'] - 2, $after['guests'] );
		$this->assertSame( $before['members'] + 1, $after['members'], 'the guest’s second list is the member’s now' );
		$this->assertSame( $before['guest_items'] - 3, $after['guest_items'] );
		$this->assertSame( $before['member_items'] + 2, $after['member_items'] );
		$this->assertInStep( 'a merge at login' );

		$old = $this->repository->create( 'g:' . str_repeat( 'e', 32 ), '', Privacy::PRIVATE, true, gmdate( 'Y-m-d H:i:s', time() - 60 ) );
		$this->assertNotNull( $old );
		$this->repository->add_item( $old->id, $this->bowl, 3, null, '' );
		$this->assertGreaterThanOrEqual( 1, $this->repository->purge_expired( gmdate( 'Y-m-d H:i:s' ) ) );
		$this->assertSame( array( 1, 1 ), $this->of( $this->bowl ), 'only the member’s bowl is left' );
		$this->assertInStep( 'the purge' );
	}

	public function test_each_change_is_an_increment_so_a_concurrent_update_is_kept(): void {
		global $wpdb;
		$one = $this->list_of( 'g:' . str_repeat( 'f', 32 ) );
		$two = $this->list_of( 'g:' . str_repeat( 'g', 32 ) );
		$this->repository->add_item( $one->id, $this->mug, 1, null, '' );
		// Another request's add, committed after this one read nothing: the counter row moves
		// under us (as a concurrent request's `lists = lists + 1` would).
		$wpdb->query( $wpdb->prepare( 'UPDATE %i SET lists = lists + 10, quantity = quantity + 10 WHERE product_id = %d', WishlistCounters::products_table(), $this->mug ) );
		$this->repository->add_item( $two->id, $this->mug, 2, null, '' );
		$this->assertSame( array( 12, 13 ), $this->of( $this->mug ), 'added to what the row holds, not written from a value read before' );
		$item = $this->repository->item_of_product( $one->id, $this->mug );
		$this->assertNotNull( $item );
		$this->repository->set_quantity( $item->id, 4 );
		$this->assertSame( array( 12, 16 ), $this->of( $this->mug ) );
		$this->repository->delete_item( $item->id );
		$this->assertSame( array( 11, 12 ), $this->of( $this->mug ) );
		// The recount puts the drift right.
		$this->repository->counters()->rebuild();
		$this->assertSame( array( 1, 2 ), $this->of( $this->mug ) );
	}

	public function test_a_site_that_never_counted_is_counted_on_the_first_read_and_the_report_reads_the_counters(): void {
		global $wpdb;
		$list = $this->list_of( 'g:' . str_repeat( 'h', 32 ) );
		$this->repository->add_item( $list->id, $this->mug, 2, null, '' );
		$this->repository->add_item( $list->id, $this->spoon, 7, null, '' );
		$expected = $this->totals();
		// As after the upgrade that created the tables: rows, but no counters.
		$wpdb->query( $wpdb->prepare( 'DELETE FROM %i', WishlistCounters::totals_table() ) );
		$wpdb->query( $wpdb->prepare( 'DELETE FROM %i', WishlistCounters::products_table() ) );
		$this->assertSame( $expected, $this->totals() );

		$report = $this->repository->popular( 'quantity', 'desc', 0, 500 );
		$rows   = array_column( $report['rows'], null, 'product_id' );
		$this->assertSame( 7, $rows[ $this->spoon ]['quantity'] );
		$this->assertLessThan( array_search( $this->mug, array_keys( $rows ), true ), array_search( $this->spoon, array_keys( $rows ), true ) );
		$this->assertSame( (int) $wpdb->get_var( $wpdb->prepare( 'SELECT COUNT(DISTINCT product_id) FROM %i', $wpdb->prefix . 'vitrine_wishlist_items' ) ), $report['total'] );
	}
}
