<?php
/**
 * @package Vitrine
 */

declare( strict_types = 1 );

namespace Vitrine\Tests\Shop\Orders;

use Vitrine\Shop\Orders\Admin\OrdersAdmin;
use Vitrine\Core\Mail\MailDelivery;
use Vitrine\Shop\Cart\CartFactory;
use Vitrine\Shop\Orders\Order;
use Vitrine\Shop\Orders\OrderMailer;
use Vitrine\Shop\Orders\OrderRepository;
use Vitrine\Shop\Orders\OrderMailQueue;
use Vitrine\Shop\Orders\OrderService;
use Vitrine\Tests\Shop\Cart\CartTestCase;

/**
 * Order mails are HTML in the site's layout with a plain-text part: multipart/alternative as
 * PHPMailer builds it, the text part only on the mail that has one, what the customer typed
 * escaped in the HTML; a mail that fails is still marked on the order.
 */
final class OrderMailPartsTest extends CartTestCase {

	/**
	 * The PHPMailer objects of the mails sent, as built (the server refuses them, so nothing
	 * leaves: PHPMailer has built the MIME message before it connects).
	 *
	 * @var list<\PHPMailer\PHPMailer\PHPMailer>
	 */
	private array $built = array();

	protected function setUp(): void {
		parent::setUp();
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
		// Core reuses one PHPMailer for every mail: keep a copy of each as it was built.
		add_action(
			'wp_mail_failed',
			function (): void {
				$this->built[] = clone $GLOBALS['phpmailer'];
			}
		);
	}

	/**
	 * The MIME message of the last mail.
	 */
	private function last_message(): string {
		$this->assertNotEmpty( $this->built );
		return end( $this->built )->getSentMIMEMessage();
	}

	public function test_an_html_mail_with_a_text_part_is_multipart_alternative(): void {
		$this->assertNotNull( MailDelivery::send( 'ada@example.com', 'Hello', '<p>Hello <b>Ada</b></p>', array(), array(), 'Hello Ada' ) );
		$message = $this->last_message();
		$this->assertStringContainsString( 'Content-Type: multipart/alternative;', $message );
		$this->assertMatchesRegularExpression( '#Content-Type: text/plain;[^\r\n]*\r\n\r\nHello Ada\r\n.*Content-Type: text/html;[^\r\n]*\r\n\r\n<p>Hello <b>Ada</b></p>#s', $message );

		$this->assertNotNull( MailDelivery::send( 'ada@example.com', 'Plain', 'Just text' ) );
		$message = $this->last_message();
		$this->assertStringNotContainsString( 'multipart/alternative', $message, 'the text part was for that mail only' );
		$this->assertStringContainsString( 'Content-Type: text/plain;', $message );
	}

	public function test_order_mails_are_html_in_the_layout_with_a_text_part_and_still_marked_when_they_fail(): void {
		update_option( 'blogname', 'Atelier & Co' );
		$this->as_guest( str_repeat( '9', 32 ) );
		CartFactory::current()->add( $this->create_product( array(), array( 'post_title' => 'Cup' ) ), 2 );
		$billing = array( 'first_name' => 'Ada <script>' ) + OrderServiceTest::billing();
		$order   = ( new OrderService() )->place( CartFactory::current(), $billing, 'bacs' );
		( new OrderMailQueue() )->flush();
		$this->assertInstanceOf( Order::class, $order, $order instanceof \WP_Error ? $order->get_error_message() . wp_json_encode( $order->get_error_data() ) : '' );

		$this->assertCount( 2, $this->built );
		list( $customer, $shop ) = $this->built;
		// phpcs:disable WordPress.NamingConventions.ValidVariableName.UsedPropertyNotSnakeCase -- PHPMailer's names.
		$this->assertSame( 'multipart/alternative', $customer->ContentType );
		$this->assertStringContainsString( '<!DOCTYPE html>', $customer->Body );
		$this->assertStringContainsString( 'Atelier &amp; Co', $customer->Body );
		$this->assertStringContainsString( 'Hi Ada &lt;script&gt;,', $customer->Body, 'what the customer typed is escaped' );
		$this->assertStringNotContainsString( '<script>', $customer->Body );
		$this->assertStringContainsString( 'border-top:6px solid #b5462a', $customer->Body, 'the accent colour' );
		$this->assertStringContainsString( 'Direct bank transfer', $customer->Body );
		$this->assertStringContainsString( 'order-received=' . $order->id, $customer->Body );
		$this->assertStringContainsString( 'Cup × 2', $customer->AltBody );
		$this->assertStringContainsString( 'Hi Ada <script>,', $customer->AltBody, 'the text part is text' );
		$this->assertStringNotContainsString( '<p', $customer->AltBody );
		$this->assertStringContainsString( 'United Kingdom', $customer->AltBody );
		$this->assertStringContainsString( 'Atelier & Co', $customer->AltBody );
		$this->assertStringContainsString( 'multipart/alternative', $customer->getSentMIMEMessage() );

		$this->assertStringContainsString( 'New order #' . $order->id, $shop->Body );
		// The order's screen under the Shop menu.
		$screen = OrdersAdmin::url( array( 'order' => $order->id ) );
		$this->assertStringContainsString( esc_url( $screen ), $shop->Body );
		$this->assertStringContainsString( $screen, $shop->AltBody );
		// phpcs:enable

		$failed = OrderMailer::failures( ( new OrderRepository() )->meta( $order->id ) );
		$this->assertSame( array( OrderMailer::CUSTOMER, OrderMailer::SHOP ), array_keys( $failed ) );
	}
}
