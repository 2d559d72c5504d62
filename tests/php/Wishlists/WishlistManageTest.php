<?php
/**
 * @package Vitrine
 */

declare( strict_types = 1 );

namespace Vitrine\Tests\Wishlists;

use Vitrine\Core\Visitor\Visitor;
use Vitrine\Wishlists\ManageFormHandler;
use Vitrine\Wishlists\ManageView;
use Vitrine\Wishlists\Privacy;
use Vitrine\Wishlists\WishlistTableMarkup;
use Vitrine\Wishlists\WishlistView;
use WP_Error;

/**
 * The manage screen's forms (create, rename, privacy, delete): nonce, ownership, bad input
 * refused with a translated 4xx and nothing stored lost; and the screen's and table's markup.
 */
final class WishlistManageTest extends WishlistTestCase {

	protected function tearDown(): void {
		$_POST = array();
		$_GET  = array();
		ManageFormHandler::reset();
		unset( $_SERVER['HTTP_ORIGIN'], $_SERVER['HTTP_SEC_FETCH_SITE'] );
		parent::tearDown();
	}

	/**
	 * Posts one of the manage forms with a valid nonce (or the given one).
	 *
	 * @param string                $operation Operation.
	 * @param array<string, string> $fields    Fields.
	 * @param string|null           $nonce     Nonce.
	 */
	private function post( string $operation, array $fields = array(), ?string $nonce = null ): string|WP_Error {
		$_POST = $fields + array(
			ManageFormHandler::FIELD       => $operation,
			ManageFormHandler::NONCE_FIELD => $nonce ?? wp_create_nonce( ManageFormHandler::nonce_action( $operation ) ),
		);
		return ( new ManageFormHandler( $this->service ) )->process( Visitor::current() );
	}

	private function assert_refused( string|WP_Error $result, string $code, int $status ): void {
		$this->assertInstanceOf( WP_Error::class, $result );
		$this->assertSame( $code, $result->get_error_code() );
		$this->assertSame( $status, $result->get_error_data()['status'] );
		$this->assertNotSame( '', $result->get_error_message() );
	}

	public function test_a_guest_creates_renames_shares_and_deletes_a_list(): void {
		$owner = $this->become_guest();

		$url = $this->post(
			'create',
			array(
				'wishlist_name' => '  Garden <b>tools</b> ',
				'privacy'       => '1',
			)
		);
		$this->assertIsString( $url );
		$this->assertStringContainsString( 'wishlist=manage', $url );
		$this->assertStringContainsString( ManageFormHandler::NOTICE_ARG . '=created', $url );
		$lists = $this->repository->for_owner( $owner );
		$this->assertCount( 1, $lists );
		$this->assertSame( 'Garden tools', $lists[0]->name );
		$this->assertSame( Privacy::SHARED, $lists[0]->privacy );
		$id = (string) $lists[0]->id;

		$this->assertIsString(
			$this->post(
				'rename',
				array(
					'wishlist_id' => $id,
					'title'       => 'Shed',
				)
			)
		);
		$this->assertIsString(
			$this->post(
				'privacy',
				array(
					'wishlist_id' => $id,
					'privacy'     => '2',
				)
			)
		);
		$list = $this->repository->find( (int) $id );
		$this->assertSame( 'Shed', $list?->name );
		$this->assertSame( Privacy::PRIVATE, $list?->privacy );

		$url = $this->post( 'delete', array( 'wishlist_id' => $id ) );
		$this->assertIsString( $url );
		$this->assertStringContainsString( ManageFormHandler::NOTICE_ARG . '=deleted', $url );
		$this->assertNull( $this->repository->find( (int) $id ) );
	}

	public function test_deleting_the_default_list_makes_the_next_one_the_default(): void {
		$owner   = $this->become_guest();
		$default = $this->list_with( array( $this->create_product() ) );
		$this->assertIsString( $this->post( 'create', array( 'wishlist_name' => 'Gifts' ) ) );

		$this->assertIsString( $this->post( 'delete', array( 'wishlist_id' => (string) $default->id ) ) );

		$this->assertSame( array(), $this->repository->items_of( $default->id ), 'its items went with it' );
		$this->assertSame( 'Gifts', $this->repository->default_for( $owner )?->name );
	}

	public function test_a_missing_or_wrong_nonce_changes_nothing(): void {
		$this->become_guest();
		$list = $this->list_with( array( $this->create_product() ) );

		$this->assert_refused(
			$this->post(
				'rename',
				array(
					'wishlist_id' => (string) $list->id,
					'title'       => 'X',
				),
				''
			),
			'vitrine_invalid_nonce',
			403
		);
		$this->assert_refused( $this->post( 'delete', array( 'wishlist_id' => (string) $list->id ), wp_create_nonce( ManageFormHandler::nonce_action( 'rename' ) ) ), 'vitrine_invalid_nonce', 403 );
		$this->assert_refused( $this->post( 'explode', array( 'wishlist_id' => (string) $list->id ), wp_create_nonce( ManageFormHandler::nonce_action( 'explode' ) ) ), 'vitrine_invalid_nonce', 403 );
		$_POST = array(
			ManageFormHandler::FIELD       => array( 'delete' ),
			ManageFormHandler::NONCE_FIELD => array( 'x' ),
		);
		$this->assert_refused( ( new ManageFormHandler( $this->service ) )->process( Visitor::current() ), 'vitrine_invalid_nonce', 403 );

		$this->assertNotNull( $this->repository->find( $list->id ) );
		$this->assertSame( '', $this->repository->find( $list->id )?->name );
	}

	public function test_a_cross_site_post_is_refused(): void {
		$this->become_guest();
		$list                           = $this->list_with( array( $this->create_product() ) );
		$_SERVER['HTTP_ORIGIN']         = 'https://evil.example';
		$_SERVER['HTTP_SEC_FETCH_SITE'] = 'cross-site';

		$this->assert_refused( $this->post( 'delete', array( 'wishlist_id' => (string) $list->id ) ), 'vitrine_invalid_nonce', 403 );
		$this->assertNotNull( $this->repository->find( $list->id ) );
	}

	public function test_nobody_changes_someone_elses_list(): void {
		$this->become_guest();
		$public  = $this->list_with( array( $this->create_product() ) );
		$private = $this->service->create( Visitor::current(), 'Secret', Privacy::PRIVATE );
		$this->assertNotInstanceOf( WP_Error::class, $private );

		$this->become_guest();
		$this->assert_refused(
			$this->post(
				'rename',
				array(
					'wishlist_id' => (string) $public->id,
					'title'       => 'Mine now',
				)
			),
			'vitrine_wishlist_forbidden',
			403
		);
		$this->assert_refused(
			$this->post(
				'privacy',
				array(
					'wishlist_id' => (string) $public->id,
					'privacy'     => '2',
				)
			),
			'vitrine_wishlist_forbidden',
			403
		);
		$this->assert_refused( $this->post( 'delete', array( 'wishlist_id' => (string) $public->id ) ), 'vitrine_wishlist_forbidden', 403 );
		// A private list answers like a missing one.
		$this->assert_refused( $this->post( 'delete', array( 'wishlist_id' => (string) $private->id ) ), 'vitrine_wishlist_not_found', 404 );

		$this->assertSame( '', $this->repository->find( $public->id )?->name );
		$this->assertSame( Privacy::PUBLIC, $this->repository->find( $public->id )?->privacy );
		$this->assertCount( 1, $this->repository->items_of( $public->id ) );
		$this->assertNotNull( $this->repository->find( $private->id ) );
	}

	public function test_bad_input_is_refused_and_keeps_what_was_stored(): void {
		$this->become_guest();
		$list = $this->list_with( array( $this->create_product() ) );
		$this->assertIsString(
			$this->post(
				'rename',
				array(
					'wishlist_id' => (string) $list->id,
					'title'       => 'Kitchen',
				)
			)
		);

		$this->assert_refused(
			$this->post(
				'rename',
				array(
					'wishlist_id' => (string) $list->id,
					'title'       => '  <i></i> ',
				)
			),
			'vitrine_wishlist_name_required',
			400
		);
		$this->assert_refused(
			$this->post(
				'privacy',
				array(
					'wishlist_id' => (string) $list->id,
					'privacy'     => '7',
				)
			),
			'vitrine_wishlist_bad_privacy',
			400
		);
		$this->assert_refused( $this->post( 'create', array( 'wishlist_name' => '' ) ), 'vitrine_wishlist_name_required', 400 );
		$this->assert_refused( $this->post( 'delete', array( 'wishlist_id' => 'abc' ) ), 'vitrine_wishlist_not_found', 404 );

		$stored = $this->repository->find( $list->id );
		$this->assertSame( 'Kitchen', $stored?->name );
		$this->assertSame( Privacy::PUBLIC, $stored?->privacy );
		$this->assertCount( 1, $this->repository->for_owner( $list->owner ) );
	}

	public function test_a_refusal_is_translated(): void {
		$this->become_guest();
		$list   = $this->list_with( array( $this->create_product() ) );
		$filter = static fn( $translation, $text ) => 'A wishlist needs a name.' === $text ? 'Eine Wunschliste braucht einen Namen.' : $translation;
		add_filter( 'gettext_vitrine', $filter, 10, 2 );

		$result = $this->post(
			'rename',
			array(
				'wishlist_id' => (string) $list->id,
				'title'       => '',
			)
		);

		remove_filter( 'gettext_vitrine', $filter );
		$this->assertInstanceOf( WP_Error::class, $result );
		$this->assertSame( 'Eine Wunschliste braucht einen Namen.', $result->get_error_message() );
	}

	public function test_the_screen_has_a_form_per_action_with_nonces_and_the_refusal_as_a_notice(): void {
		$this->become_guest();
		$list = $this->list_with( array( $this->create_product() ) );
		$this->assertIsString(
			$this->post(
				'rename',
				array(
					'wishlist_id' => (string) $list->id,
					'title'       => 'Kitchen',
				)
			)
		);
		$_GET = array( 'wishlist' => 'manage' );

		$html = do_shortcode( '[vitrine_wishlist]' );

		$this->assertStringNotContainsString( 'data-vitrine-widget="wishlist"', $html, 'the manage screen is plain HTML' );
		$this->assertStringContainsString( 'href="' . esc_url( add_query_arg( 'wishlist', $list->token, home_url( '/wishlist/' ) ) ) . '">Kitchen</a>', $html );
		foreach ( array( 'create', 'rename', 'privacy' ) as $operation ) {
			$this->assertStringContainsString( 'name="' . ManageFormHandler::FIELD . '" value="' . $operation . '"', $html );
			$this->assertStringContainsString( 'value="' . wp_create_nonce( ManageFormHandler::nonce_action( $operation ) ) . '"', $html );
		}
		$this->assertStringContainsString( ManageFormHandler::DELETE_ARG . '=' . $list->token, $html, 'Delete asks first' );
		$this->assertStringContainsString( 'class="button wp-element-button vitrine-button', $html );
		$this->assertSame( 1, substr_count( $html, 'id="vitrine-wishlist-new-name"' ) );
		$this->assertStringNotContainsString( 'id="' . ManageFormHandler::NONCE_FIELD . '"', $html, 'no id repeated per form' );

		// The confirmation screen: one form, the delete nonce.
		$_GET    = array(
			'wishlist'                    => 'manage',
			ManageFormHandler::DELETE_ARG => strtolower( $list->token ),
		);
		$confirm = ManageView::render( $this->service, Visitor::current() );
		$this->assertStringContainsString( 'Delete “Kitchen”?', $confirm );
		$this->assertStringContainsString( 'value="' . wp_create_nonce( ManageFormHandler::nonce_action( 'delete' ) ) . '"', $confirm );
		$this->assertStringNotContainsString( 'value="rename"', $confirm );

		// A refused post: the shared notice, focused, and what was typed.
		$_GET  = array( 'wishlist' => 'manage' );
		$_POST = array();
		add_filter( 'vitrine_cart_form_redirect', '__return_false' );
		$_POST = array(
			ManageFormHandler::FIELD       => 'create',
			ManageFormHandler::NONCE_FIELD => wp_create_nonce( ManageFormHandler::nonce_action( 'create' ) ),
			'wishlist_name'                => '   ',
			'privacy'                      => '2',
		);
		( new ManageFormHandler( $this->service ) )->handle();
		$html = ManageView::render( $this->service, Visitor::current() );
		$this->assertStringContainsString( '<div class="vitrine-notice vitrine-notice--error" role="alert" tabindex="-1" autofocus><p>Please give the new wishlist a name.</p></div>', $html );
		$this->assertStringContainsString( 'name="wishlist_name" required maxlength="190" value="" aria-invalid="true"', $html );
		$this->assertStringContainsString( '<option value="2" selected=\'selected\'>', $html );
	}

	public function test_another_visitor_cannot_open_the_confirmation_of_a_list(): void {
		$this->become_guest();
		$list = $this->list_with( array( $this->create_product() ) );
		$this->become_guest();
		$_GET = array(
			'wishlist'                    => 'manage',
			ManageFormHandler::DELETE_ARG => $list->token,
		);

		$html = ManageView::render( $this->service, Visitor::current() );

		$this->assertStringNotContainsString( 'Delete “', $html );
		$this->assertStringContainsString( 'You have no wishlists yet.', $html );
	}

	public function test_the_table_has_the_date_added_and_the_sale_price(): void {
		$this->become_guest();
		$product = $this->create_product(
			array(
				\Vitrine\Shop\ProductPostType::META_REGULAR_PRICE => '40',
				\Vitrine\Shop\ProductPostType::META_SALE_PRICE => '32',
			),
			array( 'post_title' => 'Linen apron' )
		);
		$list    = $this->list_with( array( $product ) );
		$view    = ( new WishlistView( $this->repository ) )->build( Visitor::current(), $list );

		$html = WishlistTableMarkup::render( $view );

		$this->assertSame( WishlistView::date_label( $view['items'][0]['addedAt'] ), $view['items'][0]['addedLabel'] );
		$this->assertNotSame( '', $view['items'][0]['addedLabel'] );
		$this->assertStringContainsString( '<td class="vitrine-wishlist-table__added" data-label="Added">' . esc_html( $view['items'][0]['addedLabel'] ) . '</td>', $html );
		$this->assertStringContainsString( '<del aria-hidden="true" class="vitrine-price__regular">', $html );
		$this->assertStringContainsString( '<th scope="col">Added</th>', $html );
		$this->assertSame(
			array(
				array(
					'id'      => $list->id,
					'token'   => $list->token,
					'name'    => 'My wishlist',
					'url'     => add_query_arg( 'wishlist', $list->token, home_url( '/wishlist/' ) ),
					'current' => true,
				),
			),
			$view['allLists']
		);
	}
}
