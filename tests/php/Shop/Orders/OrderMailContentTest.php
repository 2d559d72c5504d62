<?php
/**
 * @package Vitrine
 */

declare( strict_types = 1 );

namespace Vitrine\Tests\Shop\Orders;

use Vitrine\Account\Customer\AccountPage;
use Vitrine\Shop\Cart\CartFactory;
use Vitrine\Shop\Orders\Admin\OrdersAdmin;
use Vitrine\Shop\Orders\CheckoutFormHandler;
use Vitrine\Shop\Orders\Order;
use Vitrine\Shop\Orders\OrderMailQueue;
use Vitrine\Shop\Orders\OrderService;
use Vitrine\Shop\Payments\PaymentSettings;
use Vitrine\Shop\Setup\StoreSettings;
use Vitrine\Tests\Shop\Cart\CartTestCase;
use Vitrine\Tests\Shop\ProductPictureTest;

/**
 * What the order mails say: the setup's logo on top, each line with its product's picture
 * (absolute address, size, the product's name; the placeholder for a product without one),
 * how to pay (the bank details for a bank transfer), the link to the order (the account's
 * order view for a registered customer, the order received page with its key for a guest, the
 * order's screen for the shop), and in the shop's copy the payment method and status.
 */
final class OrderMailContentTest extends CartTestCase {

	/**
	 * The mails as built (the server refuses them; PHPMailer has built them before).
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
		add_action(
			'wp_mail_failed',
			function (): void {
				$this->built[] = clone $GLOBALS['phpmailer'];
			}
		);
	}

	/**
	 * Places an order of a product with a picture and one without; returns it and its mails.
	 *
	 * @param string $method Payment method.
	 * @return array{0: Order, 1: \PHPMailer\PHPMailer\PHPMailer, 2: \PHPMailer\PHPMailer\PHPMailer}
	 */
	private function order( string $method ): array {
		$pictured = $this->create_product( array( '_thumbnail_id' => ProductPictureTest::image() ), array( 'post_title' => 'Cup & saucer' ) );
		$bare     = $this->create_product( array(), array( 'post_title' => 'Bare jug' ) );
		if ( ! get_current_user_id() ) {
			$this->as_guest( str_repeat( 'c', 32 ) );
		}
		CartFactory::current()->add( $pictured, 2 );
		CartFactory::current()->add( $bare );
		$order = ( new OrderService() )->place( CartFactory::current(), OrderServiceTest::billing(), $method, array(), get_current_user_id() );
		$this->assertInstanceOf( Order::class, $order, $order instanceof \WP_Error ? $order->get_error_message() : '' );
		( new OrderMailQueue() )->flush();
		$this->assertCount( 2, $this->built );
		return array( $order, $this->built[0], $this->built[1] );
	}

	public function test_the_customer_mail_has_the_logo_the_pictures_how_to_pay_and_the_guest_link(): void {
		$logo = ProductPictureTest::image();
		StoreSettings::update( array( 'mail_logo' => $logo ) );
		update_option(
			PaymentSettings::BANK_OPTION,
			array(
				array(
					'account_name' => 'Atelier GmbH',
					'iban'         => 'DE89370400440532013000',
				),
			)
		);
		list( $order, $customer ) = $this->order( 'bacs' );
		// phpcs:disable WordPress.NamingConventions.ValidVariableName.UsedPropertyNotSnakeCase -- PHPMailer's names.
		$html = $customer->Body;
		$this->assertMatchesRegularExpression( '#<td style="padding:24px 32px 0"><a href="[^"]+"[^>]*><img [^>]*src="[^"]+/cup\.jpg"#', $html, 'the setup\'s logo' );
		$this->assertMatchesRegularExpression( '#<img width="64" height="64" src="https?://[^"]+/cup-150x150\.jpg"[^>]* alt="Cup &amp; saucer"#', $html );
		$this->assertMatchesRegularExpression( '#<img src="https?://[^"]+/product-placeholder\.png" alt="" width="64" height="64"#', $html, 'the placeholder for the product without a picture' );
		$this->assertStringContainsString( 'Cup &amp; saucer × 2', $html );
		$this->assertStringContainsString( 'DE89370400440532013000', $html );
		$this->assertStringContainsString( 'DE89370400440532013000', $customer->AltBody );
		$link = CheckoutFormHandler::confirmation_url( $order );
		$this->assertStringContainsString( 'key=' . $order->key, $link );
		$this->assertStringContainsString( 'href="' . esc_url( $link ) . '"', $html );
		$this->assertStringContainsString( $link, $customer->AltBody );
		$this->assertStringNotContainsString( 'view-order', $html );
		// phpcs:enable
	}

	public function test_a_registered_customer_is_sent_to_their_account_and_the_shop_sees_method_and_status(): void {
		$user = wp_insert_user(
			array(
				'user_login' => 'mailed-customer',
				'user_email' => 'mailed-customer@example.com',
				'user_pass'  => wp_generate_password(),
				'role'       => 'customer',
			)
		);
		$this->assertIsInt( $user );
		wp_set_current_user( $user );
		list( $order, $customer, $shop ) = $this->order( 'cod' );
		$this->assertGreaterThan( 0, $order->user_id );
		// phpcs:disable WordPress.NamingConventions.ValidVariableName.UsedPropertyNotSnakeCase -- PHPMailer's names.
		$account = AccountPage::url( array( 'view-order' => $order->id ) );
		$this->assertStringContainsString( 'href="' . esc_url( $account ) . '"', $customer->Body );
		$this->assertStringNotContainsString( 'key=' . $order->key, $customer->Body, 'no key in a registered customer\'s mail' );
		$this->assertStringContainsString( 'Cash on delivery', $customer->Body );

		$this->assertMatchesRegularExpression( '#<td[^>]*>Payment method</td><td[^>]*>Cash on delivery</td>#', $shop->Body );
		$this->assertMatchesRegularExpression( '#<td[^>]*>Status</td><td[^>]*>Processing</td>#', $shop->Body );
		$this->assertStringContainsString( "Payment method: Cash on delivery\nStatus: Processing", $shop->AltBody );
		$this->assertStringContainsString( 'alt="Cup &amp; saucer"', $shop->Body );
		$this->assertStringContainsString( esc_url( OrdersAdmin::url( array( 'order' => $order->id ) ) ), $shop->Body );
		// phpcs:enable
	}
}
