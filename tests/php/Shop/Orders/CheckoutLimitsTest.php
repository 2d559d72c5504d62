<?php
/**
 * @package Vitrine
 */

declare( strict_types = 1 );

namespace Vitrine\Tests\Shop\Orders;

use Vitrine\Shop\Cart\CartFactory;
use Vitrine\Shop\Catalogue\CatalogueFactory;
use Vitrine\Shop\Orders\CheckoutFormHandler;
use Vitrine\Shop\Orders\CheckoutLimits;
use Vitrine\Shop\Orders\Order;
use Vitrine\Shop\Orders\OrderFilters;
use Vitrine\Shop\Orders\OrderMailQueue;
use Vitrine\Shop\Orders\OrderRepository;
use Vitrine\Shop\Orders\OrderService;
use Vitrine\Shop\ProductPostType;
use Vitrine\Tests\Shop\Cart\CartTestCase;
use WP_Error;

/**
 * Checkout's rate limits: 10 orders per client address and 5 per billing email in an hour,
 * counted before any stock is taken; the refusal is 429 on the checkout page.
 */
final class CheckoutLimitsTest extends CartTestCase {

	protected function setUp(): void {
		parent::setUp();
		// Not loopback, which the local stack's mu-plugin lets past the limits.
		$_SERVER['REMOTE_ADDR'] = '203.0.113.50';
		$this->capture_mail();
	}

	protected function tearDown(): void {
		CheckoutFormHandler::reset();
		parent::tearDown();
	}

	/**
	 * Places an order of one unit of a product for a billing email, as a new guest.
	 *
	 * @param int    $product Product id.
	 * @param string $email   Billing email.
	 * @return Order|WP_Error
	 */
	private function order( int $product, string $email ) {
		$this->as_guest( bin2hex( random_bytes( 16 ) ) );
		CatalogueFactory::reset();
		$cart = CartFactory::current();
		$cart->add( $product );
		return ( new OrderService() )->place( $cart, array( 'email' => $email ) + OrderServiceTest::billing(), 'cod' );
	}

	public function test_one_address_places_ten_orders_an_hour_and_the_eleventh_takes_no_stock_and_sends_no_mail(): void {
		$cup = $this->stocked_product( 50 );
		for ( $i = 1; $i <= 10; $i++ ) {
			$this->assertInstanceOf( Order::class, $this->order( $cup, "buyer{$i}@example.com" ), "order {$i}" );
		}
		( new OrderMailQueue() )->flush();
		$mails = count( $this->mails );

		$refused = $this->order( $cup, 'buyer11@example.com' );

		$this->assertInstanceOf( WP_Error::class, $refused );
		$this->assertSame( 'vitrine_checkout_rate_limited', $refused->get_error_code() );
		$this->assertSame( 429, $refused->get_error_data()['status'] );
		$this->assertSame( '40', get_post_meta( $cup, ProductPostType::META_STOCK, true ), 'no stock taken' );
		$this->assertSame( 1, CartFactory::current()->count(), 'the cart is kept' );
		( new OrderMailQueue() )->flush();
		$this->assertCount( $mails, $this->mails, 'no mail' );
		$this->assertSame( 10, ( new OrderRepository() )->count( new OrderFilters() ) );

		// Another address is not held back by this one.
		$_SERVER['REMOTE_ADDR'] = '203.0.113.51';
		$this->assertInstanceOf( Order::class, $this->order( $cup, 'buyer12@example.com' ) );
	}

	public function test_one_inbox_gets_five_orders_an_hour_from_any_number_of_addresses(): void {
		$cup     = $this->stocked_product( 50 );
		$spelled = array( 'victim@example.com', 'Victim@Example.com', ' victim@example.com', 'victim+1@example.com', 'VICTIM+shop@example.com' );
		foreach ( $spelled as $i => $email ) {
			$_SERVER['REMOTE_ADDR'] = '198.51.100.' . ( $i + 1 );
			$this->assertInstanceOf( Order::class, $this->order( $cup, trim( $email ) ), $email );
		}
		$_SERVER['REMOTE_ADDR'] = '198.51.100.99';
		$refused                = $this->order( $cup, 'victim+2@example.com' );
		$this->assertInstanceOf( WP_Error::class, $refused );
		$this->assertSame( 'vitrine_checkout_rate_limited', $refused->get_error_code() );
		( new OrderMailQueue() )->flush();
		$this->assertCount( 10, $this->mails, 'five orders, two mails each; the sixth sent none' );
		$this->assertInstanceOf( Order::class, $this->order( $cup, 'someone.else@example.com' ), 'another inbox' );
	}

	public function test_invalid_posts_are_not_counted_and_the_limits_are_filterable(): void {
		add_filter(
			'vitrine_checkout_rate_limit',
			static fn( array $limits ): array => array(
				'ip'     => 2,
				'email'  => 9,
				'window' => 60,
			) + $limits
		);
		$this->assertSame(
			array(
				'ip'     => 2,
				'email'  => 9,
				'window' => 60,
			),
			CheckoutLimits::limits()
		);
		$cup = $this->stocked_product( 10 );
		for ( $i = 0; $i < 5; $i++ ) {
			$this->assertSame( 'vitrine_checkout_invalid_fields', $this->order( $cup, 'not-an-email' )->get_error_code() );
		}
		$this->assertInstanceOf( Order::class, $this->order( $cup, 'a@example.com' ) );
		$this->assertInstanceOf( Order::class, $this->order( $cup, 'b@example.com' ) );
		$this->assertSame( 'vitrine_checkout_rate_limited', $this->order( $cup, 'c@example.com' )->get_error_code() );
	}

	public function test_the_checkout_page_shows_the_refusal_with_status_429(): void {
		add_filter( 'vitrine_checkout_rate_limit', static fn( array $limits ): array => array( 'ip' => 1 ) + $limits );
		add_filter( 'vitrine_cart_form_redirect', '__return_false' );
		$this->order( $this->create_product(), 'first@example.com' );

		$this->as_guest( str_repeat( 'b', 32 ) );
		CartFactory::current()->add( $this->create_product() );
		$fields = array();
		foreach ( OrderServiceTest::billing() as $name => $value ) {
			$fields[ 'billing_' . $name ] = $value;
		}
		$_POST = $fields + array(
			'vitrine_place_order'     => '1',
			'payment_method'          => 'cod',
			'_vitrine_checkout_nonce' => wp_create_nonce( CheckoutFormHandler::NONCE ),
		);
		( new CheckoutFormHandler() )->handle();
		$this->assertSame( 'vitrine_checkout_rate_limited', CheckoutFormHandler::error()?->get_error_code() );

		$status = 0;
		add_filter(
			'status_header',
			static function ( $header, $code ) use ( &$status ) {
				$status = (int) $code;
				return $header;
			},
			10,
			2
		);
		do_action( 'send_headers', $GLOBALS['wp'] );
		$this->assertSame( 429, $status );
		$this->assertStringContainsString( 'Too many orders have been placed from your network', do_shortcode( '[vitrine_checkout]' ) );
	}

	public function test_inbox(): void {
		$this->assertSame( 'ada@example.com', CheckoutLimits::inbox( ' Ada+Shop@Example.COM ' ) );
		$this->assertSame( 'no-at-sign', CheckoutLimits::inbox( 'no-at-sign' ) );
	}
}
