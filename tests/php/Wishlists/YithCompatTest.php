<?php
/**
 * @package Vitrine
 */

declare( strict_types = 1 );

namespace Vitrine\Tests\Wishlists;

use Vitrine\Core\Visitor\Visitor;
use Vitrine\Tests\AjaxDie;
use Vitrine\Wishlists\Compat\YithListDeletion;
use Vitrine\Wishlists\Wishlist;

/**
 * The replies as YITH WooCommerce Wishlist 4.x's `jquery.yith-wcwl.js` sends its requests and
 * reads the answers: `fragments` posted as `fragments[<classes joined by .>][<option>]=…`, and
 * answered under the same key with HTML whose root matches those classes (the script replaces
 * the page's element matching `.<class>.<class>` with the reply's element matching it).
 */
final class YithCompatTest extends WishlistTestCase {

	private const BUTTON_KEY = 'yith-wcwl-add-to-wishlist.add-to-wishlist-%d.wishlist-fragment.on-first-load';

	private const FORM_KEY = 'woocommerce.yith-wcwl-form.wishlist-fragment';

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
	 * The button fragment of a product, as the script collects it from the page.
	 *
	 * @return array<string, array<string, string>>
	 */
	private function button_fragment( int $product ): array {
		return array(
			sprintf( self::BUTTON_KEY, $product ) => array(
				'base_url'   => '',
				'product_id' => (string) $product,
				'item'       => 'add_to_wishlist',
			),
		);
	}

	/**
	 * The wishlist form's fragment.
	 *
	 * @return array<string, array<string, string>>
	 */
	private function form_fragment(): array {
		return array(
			self::FORM_KEY => array(
				'item'         => 'wishlist',
				'wishlist_id'  => $this->list->token,
				'current_page' => '1',
				'per_page'     => '5',
			),
		);
	}

	public function test_add_answers_the_buttons_fragment_under_its_key_now_in_the_list(): void {
		$product = $this->create_product();
		$reply   = $this->call(
			'add_to_wishlist',
			array(
				'add_to_wishlist' => (string) $product,
				'product_type'    => 'variable',
				'wishlist_id'     => '',
				'fragments'       => $this->button_fragment( $product ),
			)
		);

		$this->assertSame( 'true', $reply['json']['result'], $reply['body'] );
		$this->assertSame( 'variable', $reply['json']['product_type'] );
		$this->assertSame( 'variable', $this->repository->item_of_product( $this->list->id, $product )->product_type );
		$key  = sprintf( self::BUTTON_KEY, $product );
		$html = $reply['json']['fragments'][ $key ];
		$root = $this->root( $html );
		foreach ( explode( '.', $key ) as $class ) {
			$this->assertContains( $class, $root['classes'], 'the script finds the reply’s element by the key’s classes' );
		}
		$this->assertContains( 'exists', $root['classes'] );
		$item = $this->repository->item_of_product( $this->list->id, $product );
		$this->assertStringContainsString( 'class="delete_item" data-item-id="' . $item->id . '" data-product-id="' . $product . '" data-product-type="variable"', $html );
		$this->assertSame( 'add_to_wishlist', json_decode( $root['options'], true )['item'], 'the options go back for the next call' );
	}

	public function test_fragments_is_an_object_even_when_none_was_asked_for(): void {
		$reply = $this->call( 'add_to_wishlist', array( 'add_to_wishlist' => (string) $this->create_product() ) );
		$this->assertStringContainsString( '"fragments":{}', $reply['body'] );

		$reply = $this->call( 'load_fragments', array() );
		$this->assertSame( '{"fragments":{}}', $reply['body'] );
	}

	public function test_a_request_renders_at_most_a_hundred_fragments(): void {
		$fragments = array();
		for ( $i = 1; $i <= 150; $i++ ) {
			$fragments += $this->button_fragment( 100000 + $i );
		}
		$reply = $this->call( 'load_fragments', array( 'fragments' => $fragments ) );
		$this->assertCount( 100, $reply['json']['fragments'] );
	}

	public function test_delete_item_turns_the_button_back_to_add(): void {
		$item  = $this->repository->item_of_product( $this->list->id, $this->a );
		$reply = $this->call(
			'delete_item',
			array(
				'item_id'   => (string) $item->id,
				'fragments' => $this->button_fragment( $this->a ),
			)
		);

		$html = $reply['json']['fragments'][ sprintf( self::BUTTON_KEY, $this->a ) ];
		$this->assertNotContains( 'exists', $this->root( $html )['classes'] );
		$this->assertStringContainsString( 'class="add_to_wishlist single_add_to_wishlist" data-product-id="' . $this->a . '"', $html );
	}

	public function test_remove_answers_the_form_without_the_row(): void {
		foreach ( array( 'remove_from_wishlist', 'remove_from_all_wishlists' ) as $i => $action ) {
			$product = 0 === $i ? $this->a : $this->b;
			$fields  = 'remove_from_wishlist' === $action
				? array(
					'remove_from_wishlist' => (string) $product,
					'wishlist_id'          => (string) $this->list->id,
					'wishlist_token'       => $this->list->token,
				)
				: array( 'prod_id' => (string) $product );
			$reply   = $this->call( $action, $fields + array( 'fragments' => $this->form_fragment() ) );
			$html    = $reply['json']['fragments'][ self::FORM_KEY ];

			$this->assertStringStartsWith( '<form id="yith-wcwl-form" method="post" class="woocommerce yith-wcwl-form wishlist-fragment"', $html, $action );
			$this->assertStringNotContainsString( 'data-row-id="' . $product . '"', $html, $action );
		}
		$this->assertStringContainsString( 'class="wishlist-empty"', $html );
	}

	public function test_load_fragments_renders_every_named_key_and_leaves_unknown_items_empty(): void {
		$fragments = $this->button_fragment( $this->a ) + $this->form_fragment() + array(
			'widget_yith-wcwl-items.wishlist-fragment' => array( 'item' => 'YITH_WCWL_Items_Widget' ),
		);
		foreach ( array( 'load_fragments', 'load_mobile' ) as $action ) {
			$reply = $this->call( $action, array( 'fragments' => $fragments ) );
			$this->assertSame( array_keys( $fragments ), array_keys( $reply['json']['fragments'] ), $action );
			$this->assertStringContainsString( 'data-row-id="' . $this->b . '"', $reply['json']['fragments'][ self::FORM_KEY ] );
			$this->assertStringContainsString( 'data-token="' . $this->list->token . '"', $reply['json']['fragments'][ self::FORM_KEY ] );
			$this->assertSame( '', $reply['json']['fragments']['widget_yith-wcwl-items.wishlist-fragment'] );
		}
	}

	public function test_move_accepts_the_product_id_as_item_id(): void {
		$reply = $this->call(
			'move_to_another_wishlist',
			array(
				'wishlist_token'             => $this->list->token,
				'destination_wishlist_token' => 'new',
				'item_id'                    => (string) $this->b,
				'wishlist_name'              => 'Later',
				'fragments'                  => $this->form_fragment(),
			)
		);

		$this->assertSame( 200, $reply['status'], $reply['body'] );
		$this->assertSame( array( $this->a ), $this->products_of( $this->list->id ) );
		$later = $this->repository->find( $reply['json']['user_wishlists'][1]['id'] );
		$this->assertSame( array( $this->b ), $this->products_of( $later->id ) );
		$this->assertStringNotContainsString( 'data-row-id="' . $this->b . '"', $reply['json']['fragments'][ self::FORM_KEY ] );
	}

	public function test_sort_takes_yiths_rows_which_are_products(): void {
		$reply = $this->call(
			'sort_wishlist_items',
			array(
				'positions'      => array( (string) $this->b, (string) $this->a ),
				'wishlist_token' => $this->list->token,
				'page'           => '1',
				'per_page'       => '5',
			)
		);

		$this->assertSame( 200, $reply['status'], $reply['body'] );
		$this->assertSame( array( $this->b, $this->a ), $this->products_of( $this->list->id ) );
	}

	public function test_reload_answers_a_form_the_script_finds_inside_the_reply(): void {
		$product = $this->create_product();
		$reply   = $this->call(
			'reload_wishlist_and_adding_elem',
			array(
				'add_to_wishlist' => (string) $product,
				'product_type'    => 'simple',
				'wishlist_id'     => (string) $this->list->id,
				'wishlist_token'  => $this->list->token,
				'pagination'      => 'no',
				'per_page'        => '25',
			)
		);

		$this->assertSame( 200, $reply['status'] );
		// The script runs `$( reply ).find( '#yith-wcwl-form' )`: the form must be inside the root.
		$this->assertStringStartsWith( '<div><form id="yith-wcwl-form"', $reply['body'] );
		$this->assertStringContainsString( 'data-row-id="' . $product . '"', $reply['body'] );
	}

	public function test_the_delete_link_deletes_the_owners_list_and_goes_to_the_manage_page(): void {
		$other = $this->service->create( Visitor::current(), 'Later', 0 );
		$this->service->add( Visitor::current(), $this->a, (string) $other->id );

		$this->assertSame( 'redirect', $this->follow_delete_link( $other->id, wp_create_nonce( YithListDeletion::NONCE_ACTION ) ) );
		$this->assertNull( $this->repository->find( $other->id ) );
		$this->assertSame( array(), $this->repository->items_of( $other->id ) );
		$this->assertNotNull( $this->repository->find( $this->list->id ) );
	}

	public function test_the_delete_link_is_refused_without_its_nonce_or_to_another_visitor(): void {
		$this->assertSame( '403', $this->follow_delete_link( $this->list->id, wp_create_nonce( 'delete_item' ) ) );
		$this->assertNotNull( $this->repository->find( $this->list->id ) );

		$this->become_guest();
		$this->assertSame( '403', $this->follow_delete_link( $this->list->id, wp_create_nonce( YithListDeletion::NONCE_ACTION ) ) );
		$this->assertNotNull( $this->repository->find( $this->list->id ) );
	}

	public function test_the_session_hands_out_the_delete_links_nonce(): void {
		$this->assertContains( YithListDeletion::NONCE_ACTION, \Vitrine\Session\NonceActions::all() );
	}

	/**
	 * Follows `?yith_wcwl_delete=<nonce>&wishlist_id=<id>`; returns `redirect` or the refusal's status.
	 */
	private function follow_delete_link( int $id, string $nonce ): string {
		$_GET = array(
			'yith_wcwl_delete' => $nonce,
			'wishlist_id'      => (string) $id,
		);
		add_filter(
			'wp_die_handler',
			static fn() => static function ( $message, $title = '', $args = array() ): void {
				throw new AjaxDie( (string) ( is_array( $args ) ? ( $args['response'] ?? 500 ) : 500 ) );
			}
		);
		add_filter(
			'wp_redirect',
			static function (): void {
				throw new AjaxDie( 'redirect' );
			}
		);
		try {
			( new YithListDeletion( $this->service ) )->handle();
		} catch ( AjaxDie $end ) {
			return $end->getMessage();
		} finally {
			$_GET = array();
			remove_all_filters( 'wp_die_handler' );
			remove_all_filters( 'wp_redirect' );
		}
		return 'nothing';
	}

	/**
	 * The root element's classes and fragment options.
	 *
	 * @return array{classes: list<string>, options: string}
	 */
	private function root( string $html ): array {
		$this->assertMatchesRegularExpression( '/^<div class="([^"]*)" data-fragment-ref="\d+" data-fragment-options="([^"]*)"/', $html );
		preg_match( '/^<div class="([^"]*)" data-fragment-ref="\d+" data-fragment-options="([^"]*)"/', $html, $match );
		return array(
			'classes' => explode( ' ', $match[1] ),
			'options' => html_entity_decode( $match[2], ENT_QUOTES ),
		);
	}
}
