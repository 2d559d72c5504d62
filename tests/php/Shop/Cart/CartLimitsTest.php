<?php
/**
 * @package Vitrine
 */

declare( strict_types = 1 );

namespace Vitrine\Tests\Shop\Cart;

use Vitrine\Core\RateLimiter\GuestRows;
use Vitrine\Shop\Cart\CartErrors;
use Vitrine\Shop\Cart\CartFactory;
use Vitrine\Shop\Cart\CartFormHandler;
use Vitrine\Shop\Cart\CartSession;
use WP_Error;
use WP_REST_Request;

/**
 * One rule for a quantity, whether it comes through the REST routes or the no-JS forms; and
 * the per-address limit on new guest carts (anyone can mint guest cookies).
 */
final class CartLimitsTest extends CartTestCase {

	protected function setUp(): void {
		parent::setUp();
		$_SERVER['REQUEST_METHOD'] = 'POST';
		// Not the loopback address the local stack's test site lifts the guest limits for.
		$_SERVER['REMOTE_ADDR'] = '203.0.113.' . wp_rand( 1, 250 );
		add_filter( 'vitrine_cart_form_redirect', '__return_false' );
	}

	protected function tearDown(): void {
		$_SERVER['REQUEST_METHOD'] = 'GET';
		parent::tearDown();
	}

	/**
	 * The query arguments of a form handler's redirect.
	 *
	 * @param string $url Redirect target.
	 * @return array<string, string>
	 */
	private function outcome( string $url ): array {
		$args = array();
		wp_parse_str( (string) wp_parse_url( $url, PHP_URL_QUERY ), $args );
		return $args;
	}

	public function test_the_product_form_refuses_a_quantity_it_would_have_turned_into_another(): void {
		$this->as_guest( str_repeat( 'a', 32 ) );
		$product = $this->stocked_product( 50 );

		foreach ( array( '-5', 'abc', '2.5', '0', '10000' ) as $quantity ) {
			$_POST = array(
				'add-to-cart' => (string) $product,
				'quantity'    => $quantity,
			);
			$args  = $this->outcome( ( new CartFormHandler() )->add() );
			$this->assertSame( 'vitrine_cart_invalid_quantity', $args['cart_error'] ?? '', $quantity );
			$this->assertSame( 0, CartFactory::current()->count(), $quantity . ' changed nothing' );
		}

		$_POST = array(
			'add-to-cart' => (string) $product,
			'quantity'    => array( '3' ),
		);
		$this->assertSame( 'vitrine_cart_invalid_quantity', $this->outcome( ( new CartFormHandler() )->add() )['cart_error'] ?? '' );

		// No quantity is one; a valid one is taken as it is.
		$_POST = array( 'add-to-cart' => (string) $product );
		( new CartFormHandler() )->add();
		$_POST['quantity'] = '4';
		( new CartFormHandler() )->add();
		$this->assertSame( 5, CartFactory::current()->count() );
	}

	public function test_a_negative_product_id_names_no_product(): void {
		$this->as_guest( str_repeat( 'a', 32 ) );
		$product = $this->stocked_product( 5 );
		$_POST   = array( 'add-to-cart' => '-' . $product );

		$this->assertSame( 'vitrine_cart_unknown_product', $this->outcome( ( new CartFormHandler() )->add() )['cart_error'] ?? '' );
		$this->assertSame( 0, CartFactory::current()->count() );
	}

	public function test_the_cart_page_form_refuses_a_bad_quantity_and_changes_nothing(): void {
		$this->as_guest( str_repeat( 'a', 32 ) );
		$first  = $this->stocked_product( 50 );
		$second = $this->stocked_product( 50 );
		CartFactory::current()->add( $first, 2 );
		CartFactory::current()->add( $second, 2 );

		foreach ( array( '-5', 'abc', '1e3' ) as $quantity ) {
			$_POST = array(
				'_vitrine_cart_nonce' => wp_create_nonce( CartSession::FORM_NONCE ),
				'cart_update'         => '1',
				// The first value is fine: the bad second one must keep it from being applied.
				'cart_quantity'       => array(
					$first  => '7',
					$second => $quantity,
				),
			);
			$args  = $this->outcome( ( new CartFormHandler() )->update() );
			$this->assertSame( 'vitrine_cart_invalid_quantity', $args['cart_error'] ?? '', $quantity );
			$this->assertSame( (string) $second, $args['product'] ?? '' );
			$this->assertSame( 4, CartFactory::current()->count(), $quantity . ' changed nothing' );
		}

		// The notice says what the REST routes say.
		$_GET = array(
			'cart_error' => 'vitrine_cart_invalid_quantity',
			'product'    => (string) $second,
		);
		$this->assertStringContainsString( esc_html( CartErrors::invalid_quantity()->get_error_message() ), do_shortcode( '[vitrine_cart]' ) );

		// Zero still removes a line, as in the REST route.
		$_POST['cart_quantity'] = array( $second => '0' );
		( new CartFormHandler() )->update();
		$this->assertSame( 2, CartFactory::current()->count() );
	}

	public function test_the_rest_routes_refuse_with_the_same_rule_and_message(): void {
		$this->as_guest( str_repeat( 'a', 32 ) );
		$product = $this->stocked_product( 50 );
		foreach ( array( '-5', 'abc', '2.5', 0 ) as $quantity ) {
			$request = new WP_REST_Request( 'POST', '/vitrine/v1/cart/items' );
			$request->set_header( 'X-WP-Nonce', wp_create_nonce( 'wp_rest' ) );
			$request->set_body_params(
				array(
					'product_id' => $product,
					'quantity'   => $quantity,
				)
			);
			$response = rest_get_server()->dispatch( $request );
			$this->assertSame( 400, $response->get_status(), (string) $quantity );
			$data = $response->get_data();
			$this->assertSame( CartErrors::invalid_quantity()->get_error_message(), $data['data']['params']['quantity'] ?? '', (string) $quantity );
		}
		$this->assertSame( 0, CartFactory::current()->count() );
	}

	public function test_new_guest_carts_from_one_address_are_limited_and_members_and_existing_carts_are_not(): void {
		add_filter( 'vitrine_guest_rows_limit', static fn( $limit, $kind ) => GuestRows::CART === $kind ? 3 : $limit, 10, 2 );
		$product = $this->stocked_product( 100 );
		$other   = $this->stocked_product( 100 );

		for ( $i = 1; $i <= 3; $i++ ) {
			$this->as_guest( str_repeat( (string) $i, 32 ) );
			$this->assertNotInstanceOf( WP_Error::class, CartFactory::current()->add( $product ) );
		}
		// The first guest's cart exists: adding to it is no new cart.
		$this->as_guest( str_repeat( '1', 32 ) );
		$this->assertNotInstanceOf( WP_Error::class, CartFactory::current()->add( $other ) );

		// A fourth new guest from the same address is refused, by REST and by the form alike.
		$this->as_guest( str_repeat( '4', 32 ) );
		$refused = CartFactory::current()->add( $product );
		$this->assertInstanceOf( WP_Error::class, $refused );
		$this->assertSame( 'vitrine_cart_rate_limited', $refused->get_error_code() );
		$this->assertSame( 429, $refused->get_error_data()['status'] );

		$request = new WP_REST_Request( 'PUT', '/vitrine/v1/cart/items/' . $product );
		$request->set_header( 'X-WP-Nonce', wp_create_nonce( 'wp_rest' ) );
		$request->set_body_params( array( 'quantity' => 2 ) );
		$response = rest_get_server()->dispatch( $request );
		$this->assertSame( 429, $response->get_status() );
		$this->assertSame( 'vitrine_cart_rate_limited', $response->get_data()['code'] );

		$_POST = array( 'add-to-cart' => (string) $product );
		$this->assertSame( 'vitrine_cart_rate_limited', $this->outcome( ( new CartFormHandler() )->add() )['cart_error'] ?? '' );
		$_GET = array( 'cart_error' => 'vitrine_cart_rate_limited' );
		$this->assertStringContainsString( esc_html( CartErrors::rate_limited()->get_error_message() ), do_shortcode( '[vitrine_cart]' ) );
		$this->assertSame( 0, CartFactory::current()->count() );

		// Another address, and members, are not held back by this address's guests.
		$_SERVER['REMOTE_ADDR'] = '198.51.100.7';
		$this->assertNotInstanceOf( WP_Error::class, CartFactory::current()->add( $product ) );
		$_SERVER['REMOTE_ADDR'] = '203.0.113.251';
		for ( $i = 0; $i < 5; $i++ ) {
			wp_set_current_user( $this->create_user() );
			$this->assertNotInstanceOf( WP_Error::class, CartFactory::current()->add( $product ) );
		}
	}
}
