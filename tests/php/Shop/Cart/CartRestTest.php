<?php
/**
 * @package Vitrine
 */

declare( strict_types = 1 );

namespace Vitrine\Tests\Shop\Cart;

use Vitrine\Core\Visitor\Visitor;
use Vitrine\Shop\Cart\CartFactory;
use WP_REST_Request;
use WP_REST_Response;

/**
 * `vitrine/v1/cart`: the nonce, the argument schemas, the 4xx errors, the payload, and the
 * count in the session call.
 */
final class CartRestTest extends CartTestCase {

	/**
	 * Sends a cart call with the visitor's nonce.
	 *
	 * @param string               $method Method.
	 * @param string               $route  Route under /vitrine/v1.
	 * @param array<string, mixed> $params Body parameters.
	 * @param string|null          $nonce  Nonce; the visitor's own when null.
	 */
	private function call( string $method, string $route, array $params = array(), ?string $nonce = null ): WP_REST_Response {
		$request = new WP_REST_Request( $method, '/vitrine/v1/' . $route );
		$request->set_header( 'X-WP-Nonce', $nonce ?? wp_create_nonce( 'wp_rest' ) );
		$request->set_body_params( $params );
		return rest_get_server()->dispatch( $request );
	}

	public function test_a_guest_adds_updates_and_removes_through_the_routes(): void {
		$this->as_guest( str_repeat( 'a', 32 ) );
		$product = $this->stocked_product( 10, '4.50' );

		$added = $this->call(
			'POST',
			'cart/items',
			array(
				'product_id' => $product,
				'quantity'   => 2,
			)
		);
		$this->assertSame( 201, $added->get_status() );
		$this->assertSame( 2, $added->get_data()['line']['quantity'] );
		$this->assertSame( 2, $added->get_data()['count'] );
		$this->assertSame( '9.00', $added->get_data()['totals']['total'] );
		$this->assertSame( 10, $added->get_data()['items'][0]['max'] );

		$updated = $this->call( 'PUT', 'cart/items/' . $product, array( 'quantity' => 5 ) );
		$this->assertSame( 200, $updated->get_status() );
		$this->assertSame( 5, $updated->get_data()['count'] );

		$read = $this->call( 'GET', 'cart' );
		$this->assertSame( 200, $read->get_status() );
		$this->assertSame( $product, $read->get_data()['items'][0]['product_id'] );
		$this->assertSame( 'no-store, private, max-age=0', $read->get_headers()['Cache-Control'] );

		$this->assertSame( 200, $this->call( 'DELETE', 'cart/items/' . $product )->get_status() );
		$this->assertSame( 404, $this->call( 'DELETE', 'cart/items/' . $product )->get_status() );
		$this->assertSame( 0, CartFactory::current()->count() );
	}

	public function test_every_route_wants_the_visitor_s_nonce(): void {
		$this->as_guest( str_repeat( 'a', 32 ) );
		$product = $this->create_product();
		$theirs  = wp_create_nonce( 'wp_rest' );
		$this->as_guest( str_repeat( 'b', 32 ) );

		foreach ( array( array( 'GET', 'cart' ), array( 'POST', 'cart/items' ), array( 'PUT', 'cart/items/' . $product ), array( 'DELETE', 'cart/items/' . $product ) ) as $call ) {
			foreach ( array( '', $theirs ) as $nonce ) {
				$response = $this->call(
					$call[0],
					$call[1],
					array(
						'product_id' => $product,
						'quantity'   => 1,
					),
					$nonce
				);
				$this->assertSame( 403, $response->get_status(), $call[0] . ' ' . $call[1] );
				$this->assertSame( 'vitrine_cart_invalid_nonce', $response->get_data()['code'] );
			}
		}
		$this->assertSame( 0, CartFactory::current()->count() );
	}

	public function test_errors_are_4xx_with_the_contract_s_codes(): void {
		$this->as_guest( str_repeat( 'a', 32 ) );
		$sold    = $this->stocked_product( 0 );
		$limited = $this->stocked_product( 2 );

		$cases = array(
			array( 404, 'vitrine_cart_unknown_product', array( 'product_id' => 987654 ) ),
			array( 409, 'vitrine_cart_out_of_stock', array( 'product_id' => $sold ) ),
			array(
				409,
				'vitrine_cart_quantity_over_stock',
				array(
					'product_id' => $limited,
					'quantity'   => 3,
				),
			),
			array(
				400,
				'rest_invalid_param',
				array(
					'product_id' => $limited,
					'quantity'   => 0,
				),
			),
			array( 400, 'rest_invalid_param', array( 'product_id' => 'two' ) ),
			array( 400, 'rest_missing_callback_param', array() ),
		);
		foreach ( $cases as list( $status, $code, $params ) ) {
			$response = $this->call( 'POST', 'cart/items', $params );
			$this->assertSame( $status, $response->get_status(), $code );
			$this->assertSame( $code, $response->get_data()['code'] );
		}
		$this->assertSame( 400, $this->call( 'PUT', 'cart/items/' . $limited, array( 'quantity' => -1 ) )->get_status() );
	}

	public function test_the_first_add_gives_a_new_guest_a_visitor_cookie(): void {
		$_COOKIE = array();
		$nonce   = wp_create_nonce( 'wp_rest' ); // A cookie-less guest's nonce (core's, uid 0).
		$request = new WP_REST_Request( 'POST', '/vitrine/v1/cart/items' );
		$request->set_header( 'X-WP-Nonce', $nonce );
		$request->set_body_params( array( 'product_id' => $this->create_product() ) );

		$response = rest_get_server()->dispatch( $request );

		$this->assertSame( 201, $response->get_status() );
		$this->assertNotNull( Visitor::verify( $_COOKIE[ Visitor::COOKIE ] ?? '' ) );
		$this->assertSame( 1, CartFactory::current()->count() );
	}

	public function test_the_session_call_carries_the_cart_count(): void {
		$this->as_guest( str_repeat( 'a', 32 ) );
		CartFactory::current()->add( $this->create_product(), 3 );

		$session = $this->rest( 'GET', '/vitrine/v1/session' )->get_data();

		$this->assertSame( array( 'count' => 3 ), $session['cart'] );
		$this->assertArrayHasKey( 'vitrine_cart', $session['nonces'] );

		$this->as_guest( str_repeat( 'b', 32 ) );
		$this->assertSame( array( 'count' => 0 ), $this->rest( 'GET', '/vitrine/v1/session' )->get_data()['cart'] );
	}
}
