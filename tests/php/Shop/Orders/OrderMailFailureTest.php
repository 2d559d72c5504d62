<?php
/**
 * @package Vitrine
 */

declare( strict_types = 1 );

namespace Vitrine\Tests\Shop\Orders;

use Vitrine\Core\Mail\MailDelivery;
use Vitrine\Shop\Cart\CartFactory;
use Vitrine\Shop\Orders\Admin\OrderFormHandler;
use Vitrine\Shop\Orders\Admin\OrdersAdmin;
use Vitrine\Shop\Orders\Admin\OrdersListScreen;
use Vitrine\Shop\Orders\Order;
use Vitrine\Shop\Orders\OrderMailer;
use Vitrine\Shop\Orders\OrderRepository;
use Vitrine\Shop\Orders\OrderMailQueue;
use Vitrine\Shop\Orders\OrderService;
use Vitrine\Tests\Shop\Cart\CartTestCase;
use WP_Error;

/**
 * Order mails the server refuses: the order stands, each failed mail is marked on the order
 * with why, the Orders screen says "Mail failed" and offers Resend (nonce, capability, one send
 * per mark), and a mail sent again loses its mark.
 */
final class OrderMailFailureTest extends CartTestCase {

	/**
	 * Makes every mail fail as an unreachable mail server does: PHPMailer's SMTP connection to a
	 * closed port throws, and core reports it through `wp_mail_failed`.
	 */
	private function break_the_mail_server(): void {
		add_action(
			'phpmailer_init',
			static function ( $phpmailer ): void {
				// phpcs:disable WordPress.NamingConventions.ValidVariableName.UsedPropertyNotSnakeCase -- PHPMailer's names.
				$phpmailer->isSMTP();
				$phpmailer->Host    = '127.0.0.1';
				$phpmailer->Port    = 1;
				$phpmailer->Timeout = 2;
				// phpcs:enable
			},
			99
		);
	}

	/**
	 * Places an order as a guest.
	 */
	private function place(): Order {
		$this->as_guest( str_repeat( 'c', 32 ) );
		CartFactory::current()->add( $this->create_product() );
		$order = ( new OrderService() )->place( CartFactory::current(), OrderServiceTest::billing(), 'cod' );
		$this->assertInstanceOf( Order::class, $order );
		( new OrderMailQueue() )->flush();
		return $order;
	}

	public function test_refused_mails_mark_the_order_with_the_reason_and_resend_clears_the_mark(): void {
		$this->break_the_mail_server();
		$placed = array();
		add_action(
			'vitrine_order_placed',
			static function ( $order ) use ( &$placed ): void {
				$placed[] = $order->id;
			}
		);

		$order = $this->place();

		$this->assertSame( array( $order->id ), $placed, 'the order is placed all the same' );
		$failures = OrderMailer::failures( ( new OrderRepository() )->meta( $order->id ) );
		$this->assertSame( array( OrderMailer::CUSTOMER, OrderMailer::SHOP ), array_keys( $failures ) );
		$this->assertStringContainsString( 'SMTP', $failures[ OrderMailer::CUSTOMER ], 'wp_mail_failed’s message' );

		// The mail server works again; the shop's own mail is resent from the Orders screen.
		remove_all_actions( 'phpmailer_init', 99 );
		$this->capture_mail();
		wp_set_current_user( $this->create_user( 'administrator' ) );
		require_once ABSPATH . 'wp-admin/includes/admin.php'; // The list is a WP_List_Table.
		$admin = new OrdersAdmin();
		$forms = new OrderFormHandler();
		$html  = $admin->detail( $order->id );
		$this->assertStringContainsString( 'Mail failed', $html );
		$this->assertStringContainsString( 'Resend the customer’s mail', $html );
		$this->assertStringContainsString( 'Resend the shop’s mail', $html );
		$this->assertStringContainsString( 'Mail failed', ( new OrdersListScreen() )->list() );

		$nonce = wp_create_nonce( OrderFormHandler::RESEND . '_' . $order->id . '_' . OrderMailer::CUSTOMER );
		$this->assertTrue( $forms->resend( $order->id, OrderMailer::CUSTOMER, $nonce ) );
		$this->assertCount( 1, $this->mails );
		$this->assertSame( 'ada@example.com', $this->mails[0]['to'] );
		$this->assertStringContainsString( '#' . $order->id, $this->mails[0]['subject'] );
		$this->assertSame( array( OrderMailer::SHOP ), array_keys( OrderMailer::failures( ( new OrderRepository() )->meta( $order->id ) ) ) );

		$again = $forms->resend( $order->id, OrderMailer::CUSTOMER, $nonce );
		$this->assertInstanceOf( WP_Error::class, $again );
		$this->assertSame( 'vitrine_not_failed', $again->get_error_code() );
		$this->assertCount( 1, $this->mails, 'a second click sends nothing' );
		$this->assertStringNotContainsString( 'Resend the customer’s mail', $admin->detail( $order->id ) );
	}

	public function test_a_resend_that_fails_again_keeps_the_mark(): void {
		add_filter( 'pre_wp_mail', '__return_false' );
		$order = $this->place();
		$this->assertSame(
			__( 'The mail could not be handed to the mail server.', 'vitrine' ),
			OrderMailer::failures( ( new OrderRepository() )->meta( $order->id ) )[ OrderMailer::SHOP ],
			'a refusal without a reason gets a general one'
		);
		wp_set_current_user( $this->create_user( 'administrator' ) );
		$result = ( new OrderFormHandler() )->resend( $order->id, OrderMailer::SHOP, wp_create_nonce( OrderFormHandler::RESEND . '_' . $order->id . '_' . OrderMailer::SHOP ) );
		$this->assertInstanceOf( WP_Error::class, $result );
		$this->assertSame( 'vitrine_mail_failed', $result->get_error_code() );
		$this->assertArrayHasKey( OrderMailer::SHOP, OrderMailer::failures( ( new OrderRepository() )->meta( $order->id ) ) );
	}

	public function test_resend_wants_the_nonce_and_the_orders_capability(): void {
		add_filter( 'pre_wp_mail', '__return_false' );
		$order = $this->place();
		$nonce = static fn(): string => wp_create_nonce( OrderFormHandler::RESEND . '_' . $order->id . '_' . OrderMailer::CUSTOMER );
		$forms = new OrderFormHandler();

		wp_set_current_user( $this->create_user( 'editor' ) );
		$this->assertSame( 'vitrine_forbidden', $forms->resend( $order->id, OrderMailer::CUSTOMER, $nonce() )->get_error_code() );
		wp_set_current_user( $this->create_user( 'administrator' ) );
		$this->assertSame( 'vitrine_invalid_nonce', $forms->resend( $order->id, OrderMailer::CUSTOMER, 'forged' )->get_error_code() );
		$this->assertSame( 'vitrine_invalid_nonce', $forms->resend( $order->id, OrderMailer::SHOP, $nonce() )->get_error_code(), 'bound to the mail' );
		$this->assertArrayHasKey( OrderMailer::CUSTOMER, OrderMailer::failures( ( new OrderRepository() )->meta( $order->id ) ) );
	}

	public function test_mail_delivery_reports_success_and_the_reason_of_a_failure(): void {
		$this->capture_mail();
		$this->assertNull( MailDelivery::send( 'a@example.com', 'Hello', 'Body' ) );
		add_filter(
			'pre_wp_mail',
			static function () {
				do_action( 'wp_mail_failed', new WP_Error( 'wp_mail_failed', 'SMTP Error: 550 mailbox unavailable' ) );
				return false;
			},
			99
		);
		$this->assertSame( 'SMTP Error: 550 mailbox unavailable', MailDelivery::send( 'a@example.com', 'Hello', 'Body' ) );
		$this->assertFalse( has_action( 'wp_mail_failed' ), 'the listener is gone' );
	}
}
