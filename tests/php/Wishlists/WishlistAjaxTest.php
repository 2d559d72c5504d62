<?php
/**
 * @package Vitrine
 */

declare( strict_types = 1 );

namespace Vitrine\Tests\Wishlists;

use Vitrine\Wishlists\Ajax\WishlistAjaxActions;
use Vitrine\Wishlists\Privacy;
use Vitrine\Wishlists\Wishlist;

/**
 * The thirteen admin-ajax actions as the reference's clients call them: each succeeds for
 * the owner, is refused without a nonce, and (for every change) refused to another visitor.
 */
final class WishlistAjaxTest extends WishlistTestCase {

	private int $a;

	private int $b;

	private Wishlist $list;

	protected function setUp(): void {
		parent::setUp();
		$this->a = $this->create_product( array( '_regular_price' => '12.50' ) );
		$this->b = $this->create_product();
		$this->become_guest();
		$this->list = $this->list_with( array( $this->a, $this->b ) );
	}

	/**
	 * Fields for each action against the owner's list.
	 *
	 * @return array<string, string>
	 */
	private function fields_for( string $action ): array {
		$first = $this->repository->items_of( $this->list->id )[0];
		return match ( $action ) {
			'add_to_wishlist'                 => array(
				'add_to_wishlist' => (string) $this->create_product(),
				'wishlist_id'     => (string) $this->list->id,
			),
			'remove_from_wishlist'            => array(
				'remove_from_wishlist' => (string) $this->a,
				'wishlist_token'       => $this->list->token,
			),
			'remove_from_all_wishlists'       => array(
				'prod_id'     => (string) $this->a,
				'wishlist_id' => (string) $this->list->id,
			),
			'delete_item'                     => array( 'item_id' => (string) $first->id ),
			'update_item_quantity'            => array(
				'product_id'     => (string) $this->a,
				'wishlist_token' => $this->list->token,
				'quantity'       => '4',
			),
			'sort_wishlist_items'             => array(
				'positions'      => implode( ',', array_reverse( array_map( static fn( $i ) => (string) $i->id, $this->repository->items_of( $this->list->id ) ) ) ),
				'wishlist_token' => $this->list->token,
				'page'           => '1',
				'per_page'       => '10',
			),
			'save_title'                      => array(
				'wishlist_id' => (string) $this->list->id,
				'title'       => 'Birthday',
			),
			'save_privacy'                    => array(
				'wishlist_id' => (string) $this->list->id,
				'privacy'     => '2',
			),
			'move_to_another_wishlist'        => array(
				'wishlist_token'             => $this->list->token,
				'destination_wishlist_token' => 'new',
				'item_id'                    => (string) $first->id,
				'wishlist_name'              => 'Later',
				'wishlist_visibility'        => '1',
			),
			'ask_an_estimate'                 => array(
				'wishlist_token'   => $this->list->token,
				'reply_email'      => 'buyer@example.test',
				'additional_notes' => 'Gift wrap, please.',
			),
			'load_fragments', 'load_mobile'   => array(
				'fragments' => wp_json_encode(
					array(
						'count'    => array(),
						'wishlist' => array( 'token' => $this->list->token ),
					)
				),
			),
			'reload_wishlist_and_adding_elem' => array(
				'add_to_wishlist' => (string) $this->create_product(),
				'wishlist_token'  => $this->list->token,
				'pagination'      => '1',
				'per_page'        => '10',
			),
		};
	}

	/**
	 * @return array<string, array{string}>
	 */
	public static function actions(): array {
		$actions = array();
		foreach ( WishlistAjaxActions::actions() as $action ) {
			$actions[ $action ] = array( $action );
		}
		return $actions;
	}

	public function test_there_are_thirteen_actions_each_with_its_nonce_in_the_session(): void {
		$this->assertCount( 13, WishlistAjaxActions::actions() );
		$this->assertSame( array(), array_diff( WishlistAjaxActions::actions(), \Vitrine\Session\NonceActions::all() ) );
	}

	/**
	 * @dataProvider actions
	 */
	public function test_refuses_a_call_without_its_nonce( string $action ): void {
		$before = $this->snapshot();
		$reply  = $this->call( $action, $this->fields_for( $action ), '' );

		$this->assertSame( 403, $reply['status'] );
		$this->assertSame( 'vitrine_invalid_nonce', $reply['json']['data']['code'] );
		$this->assertSame( $before, $this->snapshot(), 'nothing changed' );
	}

	/**
	 * @dataProvider actions
	 */
	public function test_refuses_another_actions_nonce( string $action ): void {
		$reply = $this->call( $action, $this->fields_for( $action ), wp_create_nonce( 'jws-love' ) );
		$this->assertSame( 403, $reply['status'] );
	}

	/**
	 * @dataProvider actions
	 */
	public function test_refuses_every_change_by_another_visitor( string $action ): void {
		$fields = $this->fields_for( $action );
		$before = $this->snapshot();
		$this->become_guest(); // Someone else, with their own valid nonce.
		$reply = $this->call( $action, $fields );

		if ( in_array( $action, array( 'load_fragments', 'load_mobile' ), true ) ) {
			// Read-only: the list is public, so the table shows, but not as the owner's.
			$this->assertSame( 200, $reply['status'] );
			if ( 'load_fragments' === $action ) {
				$this->assertFalse( $reply['json']['wishlist']['isOwner'] );
				$this->assertSame( '<span class="vitrine-wishlist-count" data-count="0">0</span>', $reply['json']['fragments']['count'] );
			}
			return;
		}
		if ( in_array( $action, array( 'add_to_wishlist', 'remove_from_all_wishlists' ), true ) ) {
			$this->assertSame( 403, $reply['status'], $reply['body'] );
		} else {
			$this->assertContains( $reply['status'], array( 403, 404 ), $reply['body'] );
		}
		$this->assertStringStartsWith( 'vitrine_', $reply['json']['data']['code'] );
		$this->assertSame( $before, $this->snapshot(), 'nothing changed' );
	}

	public function test_add_to_wishlist_answers_true_then_exists_with_the_users_lists(): void {
		$product = $this->create_product();
		$reply   = $this->call(
			'add_to_wishlist',
			array(
				'add_to_wishlist' => (string) $product,
				'fragments'       => wp_json_encode( array( 'count' => array() ) ),
			)
		);

		$this->assertSame( 200, $reply['status'] );
		$this->assertSame( 'true', $reply['json']['result'] );
		$this->assertSame( $product, $reply['json']['prod_id'] );
		$this->assertStringContainsString( 'data-count="3"', $reply['json']['fragments']['count'] );
		$this->assertSame( $this->list->id, $reply['json']['user_wishlists'][0]['id'] );
		$this->assertTrue( $reply['json']['user_wishlists'][0]['default'] );
		$this->assertStringContainsString( 'add_to_wishlist=' . $product, $reply['json']['user_wishlists'][0]['add_to_this_wishlist_url'] );
		$this->assertStringContainsString( 'wishlist=' . $this->list->token, $reply['json']['wishlist_url'] );

		$again = $this->call( 'add_to_wishlist', array( 'add_to_wishlist' => (string) $product ) );
		$this->assertSame( 'exists', $again['json']['result'] );
		$this->assertSame( array( $this->a, $this->b, $product ), $this->products_of( $this->list->id ) );
	}

	public function test_add_to_wishlist_keeps_the_price_and_currency_of_the_day(): void {
		$item = $this->repository->item_of_product( $this->list->id, $this->a );
		$this->assertSame( '12.5000', $item->original_price );
		$this->assertSame( 'EUR', $item->original_currency );
	}

	public function test_add_to_a_new_list_needs_a_name(): void {
		$product = $this->create_product();
		$reply   = $this->call(
			'add_to_wishlist',
			array(
				'add_to_wishlist' => (string) $product,
				'wishlist_id'     => 'new',
				'wishlist_name'   => '  ',
			)
		);
		$this->assertSame( 400, $reply['status'] );
		$this->assertSame( 'wishlist_name', $reply['json']['data']['field'] );

		$reply = $this->call(
			'add_to_wishlist',
			array(
				'add_to_wishlist'     => (string) $product,
				'wishlist_id'         => 'new',
				'wishlist_name'       => 'Kitchen',
				'wishlist_visibility' => '2',
			)
		);
		$this->assertSame( 'true', $reply['json']['result'] );
		$this->assertCount( 2, $reply['json']['user_wishlists'] );
		$new = $this->repository->find( $reply['json']['wishlist_id'] );
		$this->assertSame( 'Kitchen', $new->name );
		$this->assertSame( Privacy::PRIVATE, $new->privacy );
		$this->assertFalse( $new->is_default );
	}

	public function test_add_refuses_an_unknown_product_with_404(): void {
		$reply = $this->call( 'add_to_wishlist', array( 'add_to_wishlist' => '999999' ) );
		$this->assertSame( 404, $reply['status'] );
		$this->assertSame( 'vitrine_wishlist_product_not_found', $reply['json']['data']['code'] );
	}

	public function test_remove_from_wishlist_and_from_all(): void {
		$reply = $this->call( 'remove_from_wishlist', $this->fields_for( 'remove_from_wishlist' ) );
		$this->assertSame( 200, $reply['status'] );
		$this->assertArrayHasKey( 'fragments', $reply['json'] );
		$this->assertSame( array( $this->b ), $this->products_of( $this->list->id ) );

		$reply = $this->call( 'remove_from_all_wishlists', array( 'prod_id' => (string) $this->b ) );
		$this->assertTrue( $reply['json']['result'] );
		$this->assertSame( array(), $this->products_of( $this->list->id ) );
	}

	public function test_delete_item(): void {
		$reply = $this->call( 'delete_item', $this->fields_for( 'delete_item' ) );
		$this->assertTrue( $reply['json']['result'] );
		$this->assertNotSame( '', $reply['json']['message'] );
		$this->assertSame( array( $this->b ), $this->products_of( $this->list->id ) );
	}

	public function test_update_item_quantity_answers_empty_and_refuses_zero(): void {
		$reply = $this->call( 'update_item_quantity', $this->fields_for( 'update_item_quantity' ) );
		$this->assertSame( array( 200, '' ), array( $reply['status'], $reply['body'] ) );
		$this->assertSame( 4, $this->repository->item_of_product( $this->list->id, $this->a )->quantity );

		$reply = $this->call( 'update_item_quantity', array( 'quantity' => '0' ) + $this->fields_for( 'update_item_quantity' ) );
		$this->assertSame( 400, $reply['status'] );
	}

	public function test_sort_wishlist_items(): void {
		$ids   = array_map( static fn( $i ) => (string) $i->id, $this->repository->items_of( $this->list->id ) );
		$reply = $this->ajax(
			'sort_wishlist_items',
			array(
				'nonce'          => wp_create_nonce( 'sort_wishlist_items' ),
				'wishlist_token' => $this->list->token,
				'positions'      => implode(
					',',
					array_reverse( $ids )
				),
			)
		);
		$this->assertSame( 200, $reply['status'] );
		$this->assertSame( array( $this->b, $this->a ), $this->products_of( $this->list->id ) );
	}

	public function test_save_title_and_refuses_an_empty_one(): void {
		$reply = $this->call( 'save_title', $this->fields_for( 'save_title' ) );
		$this->assertTrue( $reply['json']['result'] );
		$this->assertSame( 'Birthday', $this->repository->find( $this->list->id )->name );

		$reply = $this->call( 'save_title', array( 'title' => '' ) + $this->fields_for( 'save_title' ) );
		$this->assertSame( 400, $reply['status'] );
		$this->assertSame( 'Birthday', $this->repository->find( $this->list->id )->name );
	}

	public function test_save_privacy_and_refuses_an_unknown_value(): void {
		$reply = $this->call( 'save_privacy', array( 'privacy' => '1' ) + $this->fields_for( 'save_privacy' ) );
		$this->assertTrue( $reply['json']['result'] );
		$this->assertStringContainsString( $this->list->token, $reply['json']['share_url'] );
		$this->assertSame( Privacy::SHARED, $this->repository->find( $this->list->id )->privacy );

		$this->assertSame( 400, $this->call( 'save_privacy', array( 'privacy' => '7' ) + $this->fields_for( 'save_privacy' ) )['status'] );
	}

	public function test_move_to_a_new_list_and_back(): void {
		$reply = $this->call( 'move_to_another_wishlist', $this->fields_for( 'move_to_another_wishlist' ) );
		$this->assertTrue( $reply['json']['result'], $reply['body'] );
		$this->assertCount( 2, $reply['json']['user_wishlists'] );
		$later = $this->repository->find( $reply['json']['user_wishlists'][1]['id'] );
		$this->assertSame( 'Later', $later->name );
		$this->assertSame( array( $this->a ), $this->products_of( $later->id ) );
		$this->assertSame( array( $this->b ), $this->products_of( $this->list->id ) );

		// Moving into a list that has the product already leaves it there once.
		$this->service->add( \Vitrine\Core\Visitor\Visitor::current(), $this->a, '' );
		$item  = $this->repository->item_of_product( $this->list->id, $this->a );
		$reply = $this->call(
			'move_to_another_wishlist',
			array(
				'wishlist_token'             => $this->list->token,
				'destination_wishlist_token' => $later->token,
				'item_id'                    => (string) $item->id,
			)
		);
		$this->assertTrue( $reply['json']['result'] );
		$this->assertSame( array( $this->a ), $this->products_of( $later->id ) );
	}

	public function test_ask_an_estimate_mails_the_shop_the_items(): void {
		$this->capture_mail();
		$reply = $this->call( 'ask_an_estimate', $this->fields_for( 'ask_an_estimate' ) );

		$this->assertTrue( $reply['json']['result'], $reply['body'] );
		$this->assertStringContainsString( 'role="status"', $reply['json']['template'] );
		$this->assertCount( 1, $this->mails );
		$this->assertSame( get_option( 'admin_email' ), $this->mails[0]['to'] );
		$this->assertStringContainsString( get_the_title( $this->a ), $this->mails[0]['message'] );
		$this->assertStringContainsString( 'Gift wrap, please.', $this->mails[0]['message'] );
		$this->assertContains( 'Reply-To: buyer@example.test', $this->mails[0]['headers'] );
	}

	public function test_ask_an_estimate_refuses_a_bad_address_and_reports_a_mail_failure(): void {
		$reply = $this->call( 'ask_an_estimate', array( 'reply_email' => 'nope' ) + $this->fields_for( 'ask_an_estimate' ) );
		$this->assertSame( 400, $reply['status'] );
		$this->assertSame( 'reply_email', $reply['json']['data']['field'] );

		add_filter( 'pre_wp_mail', '__return_false' );
		$reply = $this->call( 'ask_an_estimate', $this->fields_for( 'ask_an_estimate' ) );
		$this->assertSame( 502, $reply['status'] );
	}

	public function test_load_fragments_gives_the_owner_the_list_data(): void {
		foreach ( array( 'load_fragments', 'load_mobile' ) as $action ) {
			$reply = $this->call( $action, $this->fields_for( $action ) );
			$this->assertSame( 200, $reply['status'] );
			$this->assertStringContainsString( 'data-count="2"', $reply['json']['fragments']['count'] );
			$this->assertStringContainsString( 'data-token="' . $this->list->token . '"', $reply['json']['fragments']['wishlist'] );
		}
		$reply = $this->call( 'load_fragments', $this->fields_for( 'load_fragments' ) );
		$this->assertTrue( $reply['json']['wishlist']['isOwner'] );
		$this->assertSame( array( $this->a, $this->b ), array_column( $reply['json']['wishlist']['items'], 'productId' ) );
	}

	public function test_reload_wishlist_and_adding_elem_answers_the_form_html(): void {
		$fields = $this->fields_for( 'reload_wishlist_and_adding_elem' );
		$reply  = $this->call( 'reload_wishlist_and_adding_elem', $fields );
		$this->assertSame( 200, $reply['status'] );
		$this->assertStringStartsWith( '<div><form id="yith-wcwl-form"', $reply['body'] );
		$this->assertStringContainsString( 'data-row-id="' . $fields['add_to_wishlist'] . '"', $reply['body'] );
	}

	public function test_a_call_from_another_site_is_refused(): void {
		$_SERVER['HTTP_SEC_FETCH_SITE'] = 'cross-site';
		$reply                          = $this->call( 'save_title', $this->fields_for( 'save_title' ) );
		$this->assertSame( 403, $reply['status'] );
		$this->assertSame( 'vitrine_cross_site', $reply['json']['data']['code'] );
	}

	/**
	 * Every list and item as rows, to prove a refused call changed nothing.
	 *
	 * @return array<string, mixed>
	 */
	private function snapshot(): array {
		global $wpdb;
		return array(
			'lists' => $wpdb->get_results( "SELECT * FROM {$wpdb->prefix}vitrine_wishlists ORDER BY id", ARRAY_A ),
			'items' => $wpdb->get_results( "SELECT * FROM {$wpdb->prefix}vitrine_wishlist_items ORDER BY id", ARRAY_A ),
		);
	}
}
