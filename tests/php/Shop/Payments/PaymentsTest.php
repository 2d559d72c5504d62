<?php
/**
 * @package Vitrine
 */

declare( strict_types = 1 );

namespace Vitrine\Tests\Shop\Payments;

use Vitrine\Shop\Cart\CartFactory;
use Vitrine\Shop\Orders\Order;
use Vitrine\Shop\Orders\OrderMailQueue;
use Vitrine\Shop\Orders\OrderLifecycle;
use Vitrine\Shop\Orders\OrderNotes;
use Vitrine\Shop\Orders\OrderReceivedView;
use Vitrine\Shop\Orders\OrderRepository;
use Vitrine\Shop\Orders\OrderService;
use Vitrine\Shop\Orders\PaymentGateways;
use Vitrine\Shop\Payments\NotificationProcessor;
use Vitrine\Shop\Payments\PaymentGateway;
use Vitrine\Shop\Payments\PaymentSettings;
use Vitrine\Shop\ProductPostType;
use Vitrine\Shop\Shipping\ShippingSettings;
use Vitrine\Shop\Tax\TaxSettings;
use Vitrine\Tests\Shop\Cart\CartTestCase;
use Vitrine\Tests\Shop\Orders\OrderServiceTest;
use WP_REST_Request;
use WP_REST_Response;

/**
 * The online gateway API (pending order, signed notification moving it to paid exactly once,
 * replays and forgeries refused, cancel, return route, refunds through the gateway), the
 * offline methods and their settings (bank details on the page and in the mail), and what an
 * order stores of its shipping and tax.
 */
final class PaymentsTest extends CartTestCase {

	private TestPayGateway $gateway;

	protected function setUp(): void {
		parent::setUp();
		$this->gateway = new TestPayGateway();
		add_filter(
			'vitrine_online_payment_gateways',
			function ( $gateways ) {
				$gateways   = (array) $gateways;
				$gateways[] = $this->gateway;
				return $gateways;
			}
		);
	}

	/**
	 * Places an order of one €24.00 product (stock 5) with a payment method.
	 *
	 * @param string $method Payment method.
	 * @param string $country Billing country.
	 */
	private function order( string $method, string $country = 'GB' ): Order {
		$this->as_guest( str_repeat( 'b', 32 ) );
		$product = $this->stocked_product( 5, '24.00' );
		CartFactory::current()->add( $product, 1 );
		$order = ( new OrderService() )->place( CartFactory::current(), array( 'country' => $country ) + OrderServiceTest::billing(), $method );
		$this->assertInstanceOf( Order::class, $order );
		return $order;
	}

	/**
	 * Posts a notification to the gateway's route.
	 *
	 * @param array<string, mixed> $event     The event.
	 * @param string|null          $signature Its signature (null: the right one).
	 */
	private function notify( array $event, ?string $signature = null ): WP_REST_Response {
		$body    = (string) wp_json_encode( $event );
		$request = new WP_REST_Request( 'POST', '/vitrine/v1/payments/test_pay/notify' );
		$request->set_body( $body );
		$request->set_header( 'content-type', 'application/json' );
		$request->set_header( 'x-test-signature', $signature ?? PaymentGateway::sign( $body, TestPayGateway::SECRET ) );
		return rest_get_server()->dispatch( $request );
	}

	/**
	 * A paid event for an order.
	 *
	 * @param Order  $order The order.
	 * @param string $id    Event id.
	 * @return array<string, mixed>
	 */
	private static function paid( Order $order, string $id = 'evt_1' ): array {
		return array(
			'id'       => $id,
			'order'    => $order->id,
			'type'     => 'paid',
			'amount'   => $order->total,
			'currency' => $order->currency,
		);
	}

	private function status( Order $order ): string {
		return ( new OrderRepository() )->find( $order->id )->status ?? '';
	}

	public function test_an_online_order_waits_pending_and_a_signed_notification_pays_it_exactly_once(): void {
		$order = $this->order( 'test_pay' );
		$this->assertSame( 'pending', $order->status );
		$this->assertSame( 'pending', PaymentGateways::all()['test_pay']['status'] ?? '' );

		$first = $this->notify( self::paid( $order ) );
		$this->assertSame( 200, $first->get_status() );
		$this->assertSame( array( 'result' => NotificationProcessor::PROCESSED ), $first->get_data() );
		$this->assertSame( 'processing', $this->status( $order ) );
		$this->assertSame( 'tx-1', ( new OrderRepository() )->meta( $order->id )[ NotificationProcessor::TRANSACTION_META ] ?? '' );
		$notes = ( new OrderNotes() )->of( $order->id );

		// The provider retries the same event: nothing changes, and it is told so.
		$replay = $this->notify( self::paid( $order ) );
		$this->assertSame( 200, $replay->get_status() );
		$this->assertSame( array( 'result' => NotificationProcessor::DUPLICATE ), $replay->get_data() );
		$this->assertSame( 'processing', $this->status( $order ) );
		$this->assertCount( count( $notes ), ( new OrderNotes() )->of( $order->id ) );
	}

	public function test_forged_and_mismatched_notifications_are_refused(): void {
		$order = $this->order( 'test_pay' );

		$forged = $this->notify( self::paid( $order ), str_repeat( '0', 64 ) );
		$this->assertSame( 401, $forged->get_status() );
		$unsigned = $this->notify( self::paid( $order ), '' );
		$this->assertSame( 401, $unsigned->get_status() );

		$cheaper           = self::paid( $order );
		$cheaper['amount'] = '0.01';
		$this->assertSame( 409, $this->notify( $cheaper )->get_status() );
		$this->assertSame( 'pending', $this->status( $order ) );

		$elsewhere = $this->order( 'bacs' );
		$this->assertSame( 404, $this->notify( self::paid( $elsewhere, 'evt_x' ) )->get_status(), 'an order of another method' );
	}

	public function test_a_cancelled_payment_cancels_the_pending_order_and_puts_the_stock_back(): void {
		$order   = $this->order( 'test_pay' );
		$product = $order->items[0]['product_id'];
		$this->assertSame( '4', get_post_meta( $product, ProductPostType::META_STOCK, true ) );

		$reply = $this->notify(
			array(
				'id'    => 'evt_cancel',
				'order' => $order->id,
				'type'  => 'cancelled',
			)
		);

		$this->assertSame( array( 'result' => NotificationProcessor::PROCESSED ), $reply->get_data() );
		$this->assertSame( 'cancelled', $this->status( $order ) );
		$this->assertSame( '5', get_post_meta( $product, ProductPostType::META_STOCK, true ) );
		$this->assertStringContainsString( 'Your payment was cancelled', OrderReceivedView::render( ( new OrderRepository() )->find( $order->id ) ) );
	}

	public function test_the_return_route_only_leads_to_the_orders_page(): void {
		$order   = $this->order( 'test_pay' );
		$request = new WP_REST_Request( 'GET', '/vitrine/v1/payments/test_pay/return' );
		$request->set_query_params(
			array(
				'order' => $order->id,
				'key'   => $order->key,
			)
		);
		$reply = rest_get_server()->dispatch( $request );
		$this->assertSame( 303, $reply->get_status() );
		$this->assertStringContainsString( 'order-received=' . $order->id, $reply->get_headers()['Location'] ?? '' );
		$this->assertSame( 'pending', $this->status( $order ), 'coming back pays nothing' );

		$request->set_query_params(
			array(
				'order' => $order->id,
				'key'   => str_repeat( 'f', 32 ),
			)
		);
		$this->assertSame( 404, rest_get_server()->dispatch( $request )->get_status() );
	}

	public function test_refunds_go_through_the_gateway_once_and_a_refusal_undoes_the_move(): void {
		$order = $this->order( 'test_pay' );
		$this->notify( self::paid( $order ) );

		$this->gateway->refuse_refunds = true;
		$refused                       = ( new OrderLifecycle() )->refund( $order->id, '', 'Broken' );
		$this->assertInstanceOf( \WP_Error::class, $refused );
		$this->assertSame( 'processing', $this->status( $order ) );

		$this->gateway->refuse_refunds = false;
		$this->assertTrue( ( new OrderLifecycle() )->refund( $order->id, '', 'Broken' ) );
		$this->assertSame( 'refunded', $this->status( $order ) );
		$this->assertSame( array( $order->id . ':24.00', $order->id . ':24.00' ), $this->gateway->refunds );
	}

	public function test_bank_details_are_on_the_page_and_in_the_mail_and_methods_follow_the_settings(): void {
		update_option(
			PaymentSettings::BANK_OPTION,
			array(
				array(
					'account_name' => 'Atelier Vitrine',
					'iban'         => 'DE89 3704 0044 0532 0130 00',
					'bank_name'    => 'Commerzbank',
					'bic'          => 'COBADEFFXXX',
				),
				array(
					'account_name' => 'Atelier Vitrine (CH)',
					'iban'         => 'CH93 0076 2011 6238 5295 7',
				),
			)
		);
		$this->capture_mail();
		$order = $this->order( 'bacs' );

		$page = OrderReceivedView::render( $order );
		$this->assertStringContainsString( 'DE89 3704 0044 0532 0130 00', $page );
		$this->assertStringContainsString( 'CH93 0076 2011 6238 5295 7', $page );
		$this->assertStringContainsString( 'Order ' . $order->id, $page );
		// The mails go after the response (OrderMailQueue): send them as that would.
		( new OrderMailQueue() )->flush();
		$this->assertStringContainsString( 'DE89 3704 0044 0532 0130 00', $this->mails[0]['message'] );

		$this->assertSame( array( 'bacs', 'cod', 'example_pay', 'test_pay' ), array_keys( PaymentGateways::all() ) );
		update_option(
			PaymentSettings::METHODS_OPTION,
			array(
				'cheque' => true,
				'cod'    => false,
				'bacs'   => true,
			)
		);
		$this->assertSame( array( 'bacs', 'cheque' ), array_slice( array_keys( PaymentGateways::all() ), 0, 2 ) );
		// The 0.1 filter still adds and removes methods.
		add_filter(
			'vitrine_payment_gateways',
			static function ( $gateways ) {
				unset( $gateways['test_pay'] );
				$gateways['invoice'] = array( 'title' => 'Invoice' );
				return $gateways;
			}
		);
		$this->assertSame( array( 'bacs', 'cheque', 'example_pay', 'invoice' ), array_keys( PaymentGateways::all() ) );
	}

	public function test_an_order_keeps_its_shipping_and_tax_when_the_rates_change(): void {
		update_option(
			ShippingSettings::OPTION,
			array(
				array(
					'name'      => 'DACH',
					'countries' => array( 'DE' ),
					'flat_rate' => '4.90',
					'free_over' => '100',
					'pickup'    => true,
				),
			)
		);
		update_option(
			TaxSettings::OPTION,
			array(
				'prices_include_tax' => true,
				'rates'              => array(
					array(
						'country'  => 'DE',
						'standard' => '19',
						'reduced'  => '7',
					),
				),
			)
		);
		$order = $this->order( 'bacs', 'DE' );

		// €24.00 + €4.90 flat rate, 19 % inside €28.90 = €4.61.
		$this->assertSame( '28.90', $order->total );
		$this->assertSame( '24.00', $order->subtotal );
		$this->assertSame( '4.90', $order->shipping_total );
		$this->assertSame( '4.61', $order->tax_total );
		$this->assertSame( 'flat_rate', $order->breakdown['shipping']['id'] ?? '' );
		$page = OrderReceivedView::render( $order );
		$this->assertStringContainsString( 'incl. 19 % VAT', $page );

		update_option( TaxSettings::OPTION, array( 'rates' => array() ) );
		update_option( ShippingSettings::OPTION, array() );
		$again = ( new OrderRepository() )->find( $order->id );
		$this->assertSame( '28.90', $again->total ?? '' );
		$this->assertStringContainsString( 'incl. 19 % VAT', OrderReceivedView::render( $again ) );
	}
}
