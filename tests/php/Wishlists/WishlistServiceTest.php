<?php
/**
 * @package Vitrine
 */

declare( strict_types = 1 );

namespace Vitrine\Tests\Wishlists;

use Vitrine\Core\Visitor\Visitor;
use Vitrine\Wishlists\GuestPurge;
use Vitrine\Wishlists\LoginMerge;
use Vitrine\Wishlists\Privacy;
use Vitrine\Wishlists\Token;
use Vitrine\Wishlists\WishlistSettings;

/**
 * The rules behind the actions: privacy, the login merge, concurrent adds, guests' expiry,
 * reordering at constant cost, the session's summary.
 */
final class WishlistServiceTest extends WishlistTestCase {

	public function test_a_list_has_a_unique_twelve_character_token(): void {
		$this->become_guest();
		$list = $this->list_with( array( $this->create_product() ) );
		$this->assertMatchesRegularExpression( '/^[A-Z0-9]{12}$/', $list->token );
		$this->assertTrue( Token::is_valid( $list->token ) );
		$this->assertFalse( Token::is_valid( strtolower( $list->token ) ) );
	}

	public function test_a_guest_gets_a_signed_cookie_on_the_first_add_and_a_default_list(): void {
		wp_set_current_user( 0 );
		$_COOKIE = array();
		$result  = $this->service->add( Visitor::current(), $this->create_product(), '' );

		$this->assertIsArray( $result );
		$this->assertArrayHasKey( Visitor::COOKIE, $_COOKIE );
		$this->assertNotNull( Visitor::verify( $_COOKIE[ Visitor::COOKIE ] ) );
		$this->assertTrue( $result['wishlist']->is_default );
		$this->assertSame( Visitor::current()->key(), $result['wishlist']->owner );
	}

	public function test_privacy_decides_who_sees_a_list_and_only_the_owner_changes_it(): void {
		$this->become_guest();
		$owner = Visitor::current();
		$list  = $this->list_with( array( $this->create_product() ) );

		$this->become_guest();
		$stranger = Visitor::current();
		foreach ( array( Privacy::PUBLIC, Privacy::SHARED ) as $privacy ) {
			$this->repository->set_privacy( $list->id, $privacy );
			$this->assertSame( $list->id, $this->service->viewable( $stranger, $list->token )->id );
			$this->assertSame( 403, $this->service->rename( $stranger, $list->id, 'Mine now' )->get_error_data()['status'] );
		}

		$this->repository->set_privacy( $list->id, Privacy::PRIVATE );
		$this->assertSame( 'vitrine_wishlist_not_found', $this->service->viewable( $stranger, $list->token )->get_error_code() );
		$this->assertSame( 404, $this->service->rename( $stranger, $list->id, 'Mine now' )->get_error_data()['status'] );
		$this->assertSame( $list->id, $this->service->viewable( $owner, $list->token )->id );

		wp_set_current_user( $this->create_user() );
		$this->assertTrue( is_wp_error( $this->service->viewable( Visitor::current(), $list->token ) ), 'a member is a stranger too' );
	}

	public function test_login_merges_the_default_lists_without_duplicates_and_moves_the_others(): void {
		$shared_product = $this->create_product();
		$guest_only     = $this->create_product();
		$member_only    = $this->create_product();

		$member = $this->create_user();
		wp_set_current_user( $member );
		$member_list = $this->list_with( array( $member_only, $shared_product ) );

		$guest_key  = $this->become_guest();
		$guest_list = $this->list_with( array( $shared_product, $guest_only ) );
		$extra      = $this->service->create( Visitor::current(), 'Garden', Privacy::SHARED );
		$this->service->add( Visitor::current(), $shared_product, (string) $extra->id );

		( new LoginMerge( $this->service ) )->on_login( 'someone', get_userdata( $member ) );

		$this->assertSame( array( $member_only, $shared_product, $guest_only ), $this->products_of( $member_list->id ), 'each product once, the member\'s first' );
		$this->assertNull( $this->repository->find( $guest_list->id ), 'the guest default list is gone' );
		$this->assertSame( array(), $this->repository->for_owner( $guest_key ) );
		$lists = $this->repository->for_owner( 'u:' . $member );
		$this->assertCount( 2, $lists );
		$this->assertTrue( $lists[0]->is_default );
		$this->assertSame( 'Garden', $lists[1]->name );
		$this->assertFalse( $lists[1]->is_default );
		$this->assertNull( $lists[1]->expires_at, 'a member\'s lists do not expire' );
	}

	public function test_login_without_a_member_list_keeps_the_guest_default_as_default(): void {
		$product = $this->create_product();
		$this->become_guest();
		$guest_list = $this->list_with( array( $product ) );
		$member     = $this->create_user();

		( new LoginMerge( $this->service ) )->on_login( 'someone', get_userdata( $member ) );

		$list = $this->repository->default_for( 'u:' . $member );
		$this->assertSame( $guest_list->id, $list->id );
		$this->assertNull( $list->expires_at );
	}

	public function test_login_ignores_a_forged_guest_cookie(): void {
		$this->become_guest();
		$this->list_with( array( $this->create_product() ) );
		$_COOKIE[ Visitor::COOKIE ] = substr( $_COOKIE[ Visitor::COOKIE ], 0, 33 ) . str_repeat( '0', 64 );
		$member                     = $this->create_user();

		( new LoginMerge( $this->service ) )->on_login( 'someone', get_userdata( $member ) );

		$this->assertSame( array(), $this->repository->for_owner( 'u:' . $member ) );
	}

	public function test_concurrent_adds_of_one_product_give_one_item_and_one_default_list(): void {
		$owner   = $this->become_guest();
		$product = $this->create_product();

		// Two requests that both read "no default list yet" and both insert one.
		$first  = $this->repository->create( $owner, '', Privacy::PUBLIC, true, null );
		$second = $this->repository->create( $owner, '', Privacy::PUBLIC, true, null );
		$this->assertNotNull( $first );
		$this->assertNull( $second, 'the unique key refused a second default list' );
		$this->assertSame( $first->id, $this->service->default_list( $owner )->id );

		// Two requests that both read "not in the list" and both insert it.
		$this->assertTrue( $this->repository->add_item( $first->id, $product, 1, '10.00', 'EUR' ) );
		$this->assertFalse( $this->repository->add_item( $first->id, $product, 1, '10.00', 'EUR' ) );
		$this->assertSame( 'exists', $this->service->add( Visitor::current(), $product, '' )['result'] );
		$this->assertSame( array( $product ), $this->products_of( $first->id ) );
	}

	public function test_guest_lists_expire_and_the_daily_job_purges_them(): void {
		$this->become_guest();
		$old = $this->list_with( array( $this->create_product() ) );
		$this->assertNotNull( $old->expires_at );
		$this->assertEqualsWithDelta( time() + 30 * DAY_IN_SECONDS, strtotime( $old->expires_at . ' UTC' ), 5 );

		$member = $this->create_user();
		wp_set_current_user( $member );
		$kept = $this->list_with( array( $this->create_product() ) );
		$this->assertNull( $kept->expires_at );

		$this->become_guest();
		$fresh = $this->list_with( array( $this->create_product() ) );

		global $wpdb;
		$wpdb->update( $wpdb->prefix . 'vitrine_wishlists', array( 'expires_at' => gmdate( 'Y-m-d H:i:s', time() - 60 ) ), array( 'id' => $old->id ) );

		$this->assertSame( 1, ( new GuestPurge( $this->repository ) )->purge() );
		$this->assertNull( $this->repository->find( $old->id ) );
		$this->assertSame( 0, $this->repository->count_items( $old->id ) );
		$this->assertNotNull( $this->repository->find( $kept->id ) );
		$this->assertNotNull( $this->repository->find( $fresh->id ) );
	}

	public function test_the_purge_runs_daily_from_cron(): void {
		wp_clear_scheduled_hook( GuestPurge::HOOK );
		( new GuestPurge( $this->repository ) )->schedule();
		$this->assertNotFalse( wp_next_scheduled( GuestPurge::HOOK ) );
		$this->assertSame( 'daily', wp_get_schedule( GuestPurge::HOOK ) );
	}

	public function test_a_change_extends_a_guest_lists_life(): void {
		$this->become_guest();
		$list = $this->list_with( array( $this->create_product() ) );
		global $wpdb;
		$wpdb->update( $wpdb->prefix . 'vitrine_wishlists', array( 'expires_at' => '2030-01-01 00:00:00' ), array( 'id' => $list->id ) );

		$this->service->rename( Visitor::current(), $list->id, 'Renamed' );

		$this->assertEqualsWithDelta( time() + 30 * DAY_IN_SECONDS, strtotime( $this->repository->find( $list->id )->expires_at . ' UTC' ), 5 );
	}

	public function test_reordering_a_thousand_items_costs_the_same_queries_as_ten(): void {
		$this->become_guest();
		$visitor = Visitor::current();
		$list    = $this->list_with( array( $this->create_product() ) );
		global $wpdb;

		$costs = array();
		foreach ( array( 10, 1000 ) as $size ) {
			$wpdb->query( $wpdb->prepare( 'DELETE FROM %i WHERE wishlist_id = %d', $wpdb->prefix . 'vitrine_wishlist_items', $list->id ) );
			$values = array();
			for ( $i = 0; $i < $size; $i++ ) {
				$values[] = $wpdb->prepare( '(%d, %d, 1, %d, NULL, %s, %s)', $list->id, 100000 + $i, $i, 'EUR', '2026-01-01 00:00:00' );
			}
			$wpdb->query( "INSERT INTO {$wpdb->prefix}vitrine_wishlist_items (wishlist_id, product_id, quantity, position, original_price, original_currency, added_at) VALUES " . implode( ',', $values ) ); // phpcs:ignore WordPress.DB.PreparedSQL.NotPrepared -- each row prepared above.
			$ids = array_reverse( array_map( static fn( $item ) => $item->id, $this->repository->items_of( $list->id ) ) );

			$before = $wpdb->num_queries;
			$this->assertTrue( $this->service->sort( $visitor, $list->token, $ids, 1, 0 ) );
			$costs[ $size ] = $wpdb->num_queries - $before;

			$this->assertSame( $ids, array_map( static fn( $item ) => $item->id, $this->repository->items_of( $list->id ) ) );
		}
		$this->assertSame( $costs[10], $costs[1000] );
		$this->assertLessThanOrEqual( 3, $costs[1000] );
	}

	public function test_sorting_a_later_page_places_items_after_the_earlier_pages(): void {
		$this->become_guest();
		$products = array();
		for ( $i = 0; $i < 4; $i++ ) {
			$products[] = $this->create_product();
		}
		$list  = $this->list_with( $products );
		$items = $this->repository->items_of( $list->id, 2, 2 );
		$this->service->sort( Visitor::current(), $list->token, array( $items[1]->id, $items[0]->id ), 2, 2 );

		$this->assertSame( array( $products[0], $products[1], $products[3], $products[2] ), $this->products_of( $list->id ) );
	}

	public function test_a_single_list_site_refuses_new_lists(): void {
		update_option( WishlistSettings::OPTION, array( 'multi' => false ) + WishlistSettings::defaults() );
		$this->become_guest();
		$result = $this->service->create( Visitor::current(), 'Second', Privacy::PUBLIC );
		$this->assertSame( 'vitrine_wishlist_single', $result->get_error_code() );
		delete_option( WishlistSettings::OPTION );
	}

	public function test_the_session_lists_the_visitors_lists_with_their_products(): void {
		$this->become_guest();
		$product = $this->create_product();
		$list    = $this->list_with( array( $product ) );

		$data = $this->rest( 'GET', '/vitrine/v1/session' )->get_data();

		$this->assertSame(
			array(
				array(
					'id'       => $list->id,
					'token'    => $list->token,
					'name'     => 'My wishlist',
					'privacy'  => Privacy::PUBLIC,
					'default'  => true,
					'products' => array( $product ),
				),
			),
			$data['wishlists']
		);
	}

	public function test_a_new_list_is_private_until_its_owner_shares_it(): void {
		delete_option( WishlistSettings::OPTION );
		$owner   = $this->become_guest();
		$product = $this->create_product();
		$added   = $this->service->add( Visitor::current(), $product, '' );
		$this->assertIsArray( $added );
		$this->assertSame( Privacy::PRIVATE, $added['wishlist']->privacy );
		$this->assertTrue( $added['wishlist']->is_owned_by( $owner ) );
		$created = $this->service->create( Visitor::current(), 'Birthday', Privacy::for_new_lists() );
		$this->assertSame( Privacy::PRIVATE, $created->privacy );

		$this->become_guest();
		$this->assertFalse( $added['wishlist']->is_visible_to( Visitor::current()->key() ) );
	}
}
