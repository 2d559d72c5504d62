<?php
/**
 * @package Vitrine
 */

declare( strict_types = 1 );

namespace Vitrine\Tests\Shop;

use Vitrine\Shop\Orders\Admin\OrdersAdmin;
use Vitrine\Shop\ProductPostType;
use Vitrine\Shop\ShopRoles;
use Vitrine\Tests\TestCase;
use WP_REST_Request;

/**
 * Products are the shop's: authors, contributors and editors cannot create or price them;
 * administrators and shop managers can, and shop managers see the orders.
 */
final class ProductCapabilitiesTest extends TestCase {

	use ProductFactory;

	/**
	 * `POST /wp/v2/products` as the current user.
	 *
	 * @param array<string, mixed> $body Request body.
	 * @param string               $path Route.
	 */
	private function post( array $body, string $path = '/wp/v2/products' ): \WP_REST_Response {
		$request = new WP_REST_Request( 'POST', $path );
		$request->set_header( 'Content-Type', 'application/json' );
		$request->set_body( (string) wp_json_encode( $body ) );
		return rest_get_server()->dispatch( $request );
	}

	/**
	 * A product at a giveaway price.
	 *
	 * @return array<string, mixed>
	 */
	private static function cheap(): array {
		return array(
			'title'  => 'Cheap',
			'status' => 'publish',
			'meta'   => array( ProductPostType::META_REGULAR_PRICE => '0.01' ),
		);
	}

	public function test_authors_contributors_and_editors_cannot_create_products(): void {
		foreach ( array( 'author', 'contributor', 'editor' ) as $role ) {
			wp_set_current_user( $this->create_user( $role ) );
			$this->assertSame( 403, $this->post( self::cheap() )->get_status(), $role );
			$this->assertSame( 403, $this->post( array( 'status' => 'draft' ) + self::cheap() )->get_status(), $role . ' draft' );
		}
		wp_set_current_user( 0 );
		$this->assertSame( 401, $this->post( self::cheap() )->get_status(), 'a visitor' );
	}

	public function test_an_author_cannot_price_an_existing_product(): void {
		$product = $this->create_product();
		wp_set_current_user( $this->create_user( 'author' ) );
		$reply = $this->post( array( 'meta' => array( ProductPostType::META_REGULAR_PRICE => '0.01' ) ), '/wp/v2/products/' . $product );
		$this->assertContains( $reply->get_status(), array( 401, 403 ) );
		$this->assertSame( '10.00', get_post_meta( $product, ProductPostType::META_REGULAR_PRICE, true ) );
	}

	public function test_shop_managers_and_administrators_create_and_price_products(): void {
		foreach ( array( ShopRoles::ROLE, 'administrator' ) as $role ) {
			wp_set_current_user( $this->create_user( $role ) );
			$reply = $this->post( self::cheap() );
			$this->assertSame( 201, $reply->get_status(), $role );
			$id = (int) $reply->get_data()['id'];
			$this->assertSame( '0.01', get_post_meta( $id, ProductPostType::META_REGULAR_PRICE, true ) );
			wp_delete_post( $id, true );
		}
	}

	public function test_the_orders_screen_is_for_administrators_and_shop_managers(): void {
		$this->assertSame( ShopRoles::ORDERS_CAP, OrdersAdmin::capability() );
		$can = array();
		foreach ( array( 'administrator', ShopRoles::ROLE, 'editor', 'author' ) as $role ) {
			wp_set_current_user( $this->create_user( $role ) );
			$can[ $role ] = current_user_can( OrdersAdmin::capability() );
		}
		$this->assertSame(
			array(
				'administrator' => true,
				ShopRoles::ROLE => true,
				'editor'        => false,
				'author'        => false,
			),
			$can
		);
	}

	public function test_uninstall_takes_the_role_and_caps_away_and_install_brings_them_back(): void {
		ShopRoles::uninstall();
		$this->assertNull( get_role( ShopRoles::ROLE ) );
		$this->assertFalse( get_role( 'administrator' )->has_cap( 'edit_products' ) );
		$this->assertTrue( get_role( 'administrator' )->has_cap( 'manage_options' ), 'core caps stay' );

		ShopRoles::install();
		ShopRoles::install();
		$this->assertTrue( get_role( ShopRoles::ROLE )->has_cap( 'publish_products' ) );
		$this->assertTrue( get_role( ShopRoles::ROLE )->has_cap( ShopRoles::ORDERS_CAP ) );
		$this->assertFalse( get_role( ShopRoles::ROLE )->has_cap( 'edit_posts' ) );
		$this->assertTrue( get_role( 'administrator' )->has_cap( 'edit_others_products' ) );
	}

	public function test_a_shop_manager_role_someone_else_made_is_kept_at_uninstall(): void {
		get_role( ShopRoles::ROLE )->add_cap( 'view_woocommerce_reports' );
		ShopRoles::uninstall();
		$this->assertNotNull( get_role( ShopRoles::ROLE ) );
		$this->assertFalse( get_role( ShopRoles::ROLE )->has_cap( 'edit_products' ) );
		get_role( ShopRoles::ROLE )->remove_cap( 'view_woocommerce_reports' );
		ShopRoles::install();
	}
}
