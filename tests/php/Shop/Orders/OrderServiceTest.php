<?php
/**
 * @package Vitrine
 */

declare( strict_types = 1 );

namespace Vitrine\Tests\Shop\Orders;

use Vitrine\Shop\Cart\CartFactory;
use Vitrine\Shop\Catalogue\CatalogueFactory;
use Vitrine\Shop\Orders\Billing;
use Vitrine\Shop\Orders\CheckoutFormHandler;
use Vitrine\Shop\Orders\Order;
use Vitrine\Shop\Orders\OrderFilters;
use Vitrine\Shop\Orders\OrderMailer;
use Vitrine\Shop\Orders\OrderMailQueue;
use Vitrine\Shop\Orders\OrderRepository;
use Vitrine\Shop\Orders\OrderSearch;
use Vitrine\Shop\Orders\OrderService;
use Vitrine\Shop\Orders\StockLedger;
use Vitrine\Shop\ProductPostType;
use Vitrine\Tests\Shop\Cart\CartTestCase;
use WP_Error;

/**
 * Placing orders: what is stored, the stock taken (all or nothing), the cart emptied, the two
 * mails; refusals for bad billing details, payment methods and short stock; the checkout form.
 */
final class OrderServiceTest extends CartTestCase {

	/**
	 * Valid billing fields.
	 *
	 * @return array<string, string>
	 */
	public static function billing(): array {
		return array(
			'first_name' => 'Ada',
			'last_name'  => 'Lovelace',
			'email'      => 'ada@example.com',
			'phone'      => '+44 20 7946 0000',
			'address'    => '12 St James’s Square',
			'city'       => 'London',
			'postcode'   => 'SW1Y 4JH',
			'country'    => 'GB',
		);
	}

	protected function tearDown(): void {
		CheckoutFormHandler::reset();
		parent::tearDown();
	}

	public function test_placing_an_order_stores_it_takes_the_stock_empties_the_cart_and_mails_both(): void {
		$this->capture_mail();
		$this->as_guest( str_repeat( 'a', 32 ) );
		$cup   = $this->stocked_product( 5, '12.50' );
		$linen = $this->create_product( array( ProductPostType::META_REGULAR_PRICE => '30.00' ) );
		$cart  = CartFactory::current();
		$cart->add( $cup, 2 );
		$cart->add( $linen, 1 );

		$order = ( new OrderService() )->place( $cart, self::billing(), 'bacs', array( '_wc_order_attribution_source_type' => 'utm' ) );

		$this->assertInstanceOf( Order::class, $order );
		$stored = ( new OrderRepository() )->find( $order->id );
		$this->assertNotNull( $stored );
		$this->assertSame( 'on-hold', $stored->status );
		$this->assertSame( '55.00', $stored->total );
		$this->assertSame( '55.00', $stored->subtotal );
		$this->assertSame( 'Ada Lovelace', $stored->customer_name() );
		$this->assertSame( array( 2, 1 ), array_column( $stored->items, 'quantity' ) );
		$this->assertSame( array( '12.50', '30.00' ), array_column( $stored->items, 'unit_price' ) );
		$this->assertSame( '3', get_post_meta( $cup, ProductPostType::META_STOCK, true ) );
		$this->assertSame( 0, CartFactory::current()->count() );

		// The mails wait for the response to be sent: none yet, both marked waiting.
		$this->assertSame( array(), $this->mails );
		$this->assertSame( array( OrderMailer::CUSTOMER, OrderMailer::SHOP ), OrderMailQueue::pending( ( new OrderRepository() )->meta( $order->id ) ) );
		$this->assertSame( 2, ( new OrderMailQueue() )->flush() );
		$this->assertSame( array( '_wc_order_attribution_source_type' => 'utm' ), ( new OrderRepository() )->meta( $order->id ), 'the marks go as the mails do' );
		$this->assertSame( 0, ( new OrderMailQueue() )->deliver( $order->id ), 'nothing is sent twice' );

		$this->assertCount( 2, $this->mails );
		$this->assertSame( 'ada@example.com', $this->mails[0]['to'] );
		$this->assertStringContainsString( '#' . $order->id, $this->mails[0]['subject'] );
		$this->assertStringContainsString( 'Direct bank transfer', $this->mails[0]['message'] );
		$this->assertSame( get_option( 'admin_email' ), $this->mails[1]['to'] );
		$this->assertStringContainsString( 'New order #' . $order->id, $this->mails[1]['subject'] );
	}

	public function test_cash_on_delivery_orders_are_processing_and_gateways_are_filterable(): void {
		$this->as_guest( str_repeat( 'a', 32 ) );
		CartFactory::current()->add( $this->create_product() );
		add_filter(
			'vitrine_payment_gateways',
			static function ( array $gateways ): array {
				$gateways['cheque'] = array(
					'title'  => 'Cheque',
					'status' => 'pending',
				);
				return $gateways;
			}
		);
		$order = ( new OrderService() )->place( CartFactory::current(), self::billing(), 'cheque' );
		$this->assertInstanceOf( Order::class, $order );
		$this->assertSame( 'pending', $order->status );

		CartFactory::current()->add( $this->create_product() );
		$cod = ( new OrderService() )->place( CartFactory::current(), self::billing(), 'cod' );
		$this->assertInstanceOf( Order::class, $cod );
		$this->assertSame( 'processing', $cod->status );
	}

	public function test_refusals_leave_the_cart_and_the_stock_alone(): void {
		$this->as_guest( str_repeat( 'a', 32 ) );
		$cup  = $this->stocked_product( 3 );
		$cart = CartFactory::current();
		$this->assert_error( 'vitrine_checkout_empty_cart', 400, ( new OrderService() )->place( $cart, self::billing(), 'bacs' ) );
		$cart->add( $cup, 2 );

		$bad = ( new OrderService() )->place( $cart, array( 'email' => 'not-an-email' ) + self::billing(), 'bacs' );
		$this->assert_error( 'vitrine_checkout_invalid_fields', 400, $bad );
		$this->assertArrayHasKey( 'email', $bad->get_error_data()['fields'] );
		$this->assert_error( 'vitrine_checkout_invalid_payment_method', 400, ( new OrderService() )->place( $cart, self::billing(), 'bitcoin' ) );

		// Someone else bought 2 of the 3 meanwhile.
		update_post_meta( $cup, ProductPostType::META_STOCK, '1' );
		CatalogueFactory::reset();
		$short = ( new OrderService() )->place( $cart, self::billing(), 'bacs' );
		$this->assert_error( 'vitrine_checkout_out_of_stock', 409, $short );
		$this->assertSame( '1', get_post_meta( $cup, ProductPostType::META_STOCK, true ) );
		$this->assertSame( 2, $cart->count() );
		$this->assertSame( 0, ( new OrderRepository() )->count( new OrderFilters( 'ada@example.com', OrderSearch::EMAIL ) ) );
	}

	public function test_the_stock_ledger_takes_all_lines_or_none_and_marks_sold_out(): void {
		$plenty = $this->stocked_product( 10 );
		$few    = $this->stocked_product( 1 );
		$free   = $this->create_product();
		$ledger = new StockLedger();

		$this->assertSame(
			$few,
			$ledger->take(
				array(
					$plenty => 4,
					$free   => 100,
					$few    => 2,
				)
			)
		);
		$this->assertSame( '10', get_post_meta( $plenty, ProductPostType::META_STOCK, true ), 'put back' );

		$this->assertNull(
			$ledger->take(
				array(
					$plenty => 4,
					$few    => 1,
				)
			)
		);
		$this->assertSame( '6', get_post_meta( $plenty, ProductPostType::META_STOCK, true ) );
		$this->assertSame( '0', get_post_meta( $few, ProductPostType::META_STOCK, true ) );
		$this->assertSame( 'outofstock', get_post_meta( $few, ProductPostType::META_STOCK_STATUS, true ) );
	}

	public function test_the_last_unit_taken_marks_sold_out_even_when_the_cache_holds_an_older_stock(): void {
		$few = $this->stocked_product( 1 );
		// Another web node's checkout put the stock it read before this one back into the
		// shared object cache: reads through the cache see one left.
		$stale = static fn ( $value, $object_id, $key ) => $object_id === $few && ProductPostType::META_STOCK === $key ? array( '1' ) : $value;
		add_filter( 'get_post_metadata', $stale, 10, 3 );
		try {
			$this->assertNull( ( new StockLedger() )->take( array( $few => 1 ) ) );
		} finally {
			remove_filter( 'get_post_metadata', $stale, 10 );
		}
		$this->assertSame( '0', get_post_meta( $few, ProductPostType::META_STOCK, true ) );
		$this->assertSame( 'outofstock', get_post_meta( $few, ProductPostType::META_STOCK_STATUS, true ) );
	}

	public function test_the_checkout_form_wants_the_visitor_s_nonce_and_keeps_the_error_for_the_page(): void {
		$this->as_guest( str_repeat( 'a', 32 ) );
		add_filter( 'vitrine_cart_form_redirect', '__return_false' );
		CartFactory::current()->add( $this->create_product() );
		$fields = array();
		foreach ( self::billing() as $name => $value ) {
			$fields[ 'billing_' . $name ] = $value;
		}
		$_POST = $fields + array(
			'vitrine_place_order'     => '1',
			'payment_method'          => 'cod',
			'_vitrine_checkout_nonce' => 'forged',
		);
		( new CheckoutFormHandler() )->handle();
		$this->assertSame( 'vitrine_checkout_invalid_nonce', CheckoutFormHandler::error()?->get_error_code() );

		$_POST['_vitrine_checkout_nonce'] = wp_create_nonce( CheckoutFormHandler::NONCE );
		$_POST['billing_first_name']      = '';
		( new CheckoutFormHandler() )->handle();
		$this->assertSame( 'vitrine_checkout_invalid_fields', CheckoutFormHandler::error()?->get_error_code() );
		$html = do_shortcode( '[vitrine_checkout]' );
		$this->assertStringContainsString( 'First name is a required field.', $html );
		$this->assertStringContainsString( 'value="ada@example.com"', $html, 'what was typed stays' );
		$this->assertStringContainsString( 'aria-invalid="true"', $html );

		CheckoutFormHandler::reset();
		$_POST['billing_first_name'] = 'Ada';
		$order                       = ( new CheckoutFormHandler() )->place();
		$this->assertInstanceOf( Order::class, $order );
		$_GET = array(
			'order-received' => (string) $order->id,
			'key'            => $order->key,
		);
		$this->assertStringContainsString( 'Thank you. Your order has been received.', do_shortcode( '[vitrine_checkout]' ) );
		$_GET['key'] = str_repeat( '0', 32 );
		$this->assertStringContainsString( 'This order could not be found.', do_shortcode( '[vitrine_checkout]' ) );
	}

	public function test_billing_validation(): void {
		$this->assertSame( array(), Billing::validate( self::billing() ) );
		$errors = Billing::validate(
			array(
				'country' => 'FRA',
				'phone'   => 'call me',
			) + self::billing()
		);
		$this->assertSame( array( 'phone', 'country' ), array_keys( $errors ) );
		$this->assertSame( 'GB', Billing::from_post( array( 'billing_country' => 'gb' ) )['country'] );
	}

	/**
	 * Asserts a WP_Error with a code and status.
	 *
	 * @param string $code   Code.
	 * @param int    $status HTTP status.
	 * @param mixed  $actual Result.
	 */
	private function assert_error( string $code, int $status, $actual ): void {
		$this->assertInstanceOf( WP_Error::class, $actual );
		$this->assertSame( $code, $actual->get_error_code() );
		$this->assertSame( $status, $actual->get_error_data()['status'] );
	}
}
