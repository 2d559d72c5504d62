<?php
/**
 * @package Vitrine
 */

declare( strict_types = 1 );

namespace Vitrine\Tests\Wishlists;

use Vitrine\Core\RateLimiter\GuestRows;
use Vitrine\Core\Visitor\Visitor;
use Vitrine\Tests\AjaxDie;
use Vitrine\Wishlists\NoScriptAddFormHandler;
use Vitrine\Wishlists\WishlistService;

/**
 * The per-owner cap on lists (409) and the per-address limit on new guest lists (429), the
 * same through the admin-ajax actions and the no-JS form.
 */
final class WishlistLimitsTest extends WishlistTestCase {

	protected function setUp(): void {
		parent::setUp();
		// Not the loopback address the local stack's test site lifts the guest limits for.
		$_SERVER['REMOTE_ADDR'] = '203.0.113.' . wp_rand( 1, 250 );
	}

	/**
	 * Adds a product to a new list through `add_to_wishlist`.
	 *
	 * @param int    $product Product id.
	 * @param string $name    List name.
	 * @return array{status: int, body: string, json: mixed}
	 */
	private function add_to_new_list( int $product, string $name ): array {
		return $this->call(
			'add_to_wishlist',
			array(
				'add_to_wishlist' => (string) $product,
				'wishlist_id'     => 'new',
				'wishlist_name'   => $name,
			)
		);
	}

	public function test_one_owner_keeps_at_most_the_filtered_number_of_lists(): void {
		$this->assertSame( 50, WishlistService::max_lists() );
		add_filter( 'vitrine_wishlist_max_lists', static fn() => 3 );
		$product = $this->create_product();
		$this->become_guest();

		for ( $i = 1; $i <= 3; $i++ ) {
			$this->assertSame( 'true', $this->add_to_new_list( $product, 'List ' . $i )['json']['result'] );
		}
		$refused = $this->add_to_new_list( $product, 'One too many' );
		$this->assertSame( 409, $refused['status'] );
		$this->assertSame( 'vitrine_wishlist_limit_reached', $refused['json']['data']['code'] );
		$this->assertStringContainsString( 'You already have 3 wishlists', $refused['json']['data']['message'] );
		$this->assertSame( 3, $this->repository->count_for_owner( Visitor::current()->key() ) );

		// Moving an item to a new list is refused the same way; adding to a list one has is not.
		$list  = $this->repository->default_for( Visitor::current()->key() );
		$items = $this->repository->items_of( $list->id );
		$moved = $this->call(
			'move_to_another_wishlist',
			array(
				'wishlist_token'             => $list->token,
				'destination_wishlist_token' => 'new',
				'item_id'                    => (string) $items[0]->id,
				'wishlist_name'              => 'Elsewhere',
			)
		);
		$this->assertSame( 409, $moved['status'] );
		$this->assertSame( 'exists', $this->call( 'add_to_wishlist', array( 'add_to_wishlist' => (string) $product ) )['json']['result'] );

		// Members have the same cap.
		wp_set_current_user( $this->create_user() );
		for ( $i = 1; $i <= 3; $i++ ) {
			$this->assertIsObject( $this->service->create( Visitor::current(), 'Member list ' . $i, 0 ) );
		}
		$this->assertSame( 'vitrine_wishlist_limit_reached', $this->service->create( Visitor::current(), 'Fourth', 0 )->get_error_code() );
	}

	public function test_new_guest_lists_from_one_address_are_limited(): void {
		add_filter( 'vitrine_guest_rows_limit', static fn( $limit, $kind ) => GuestRows::WISHLIST === $kind ? 2 : $limit, 10, 2 );
		$product = $this->create_product();

		for ( $i = 0; $i < 2; $i++ ) {
			$this->become_guest();
			$this->assertSame( 'true', $this->call( 'add_to_wishlist', array( 'add_to_wishlist' => (string) $product ) )['json']['result'] );
		}
		// A guest with a list adds to it freely.
		$this->assertSame( 'exists', $this->call( 'add_to_wishlist', array( 'add_to_wishlist' => (string) $product ) )['json']['result'] );

		$key     = $this->become_guest();
		$refused = $this->call( 'add_to_wishlist', array( 'add_to_wishlist' => (string) $product ) );
		$this->assertSame( 429, $refused['status'] );
		$this->assertSame( 'vitrine_wishlist_rate_limited', $refused['json']['data']['code'] );
		$this->assertSame( 429, $this->add_to_new_list( $product, 'Named' )['status'] );
		$this->assertSame( 0, $this->repository->count_for_owner( $key ) );

		// The no-JS form says the same, with the same status (a page, not an ajax call).
		remove_all_filters( 'wp_doing_ajax' );
		$_POST   = array(
			'action'     => NoScriptAddFormHandler::ACTION,
			'product_id' => (string) $product,
			'_wpnonce'   => wp_create_nonce( NoScriptAddFormHandler::ACTION . '_' . $product ),
		);
		$died    = '';
		$handler = static function ( $message, $title = '', $args = array() ) use ( &$died ): void {
			$died = (string) $message;
			throw new AjaxDie( (string) ( is_array( $args ) ? ( $args['response'] ?? 500 ) : 500 ) );
		};
		add_filter( 'wp_die_handler', static fn() => $handler );
		try {
			( new NoScriptAddFormHandler( $this->service ) )->handle();
			$this->fail( 'The form handler did not end the request.' );
		} catch ( AjaxDie $end ) {
			$this->assertSame( '429', $end->getMessage() );
		}
		$this->assertStringContainsString( 'Too many new wishlists from your network', $died );

		// Members are not counted against their address's guests.
		wp_set_current_user( $this->create_user() );
		$this->assertSame( 'true', $this->call( 'add_to_wishlist', array( 'add_to_wishlist' => (string) $product ) )['json']['result'] );
	}
}
