<?php
/**
 * @package Vitrine
 */

declare( strict_types = 1 );

namespace Vitrine\Tests\Shop\Orders;

use Vitrine\Shop\Cart\CartFactory;
use Vitrine\Shop\Orders\Billing;
use Vitrine\Shop\Orders\CheckoutFormHandler;
use Vitrine\Shop\Orders\CheckoutView;
use Vitrine\Shop\Orders\Order;
use Vitrine\Shop\Orders\OrderReceivedView;
use Vitrine\Shop\Orders\OrderService;
use Vitrine\Tests\Shop\Cart\CartTestCase;

/**
 * The checkout's answer to a refused post: an invalid email stays in its field and is called
 * invalid (not emptied and called required), each error sits under its field (aria-invalid,
 * aria-describedby), and a summary at the top takes the focus and links to the fields.
 */
final class CheckoutErrorsTest extends CartTestCase {

	protected function tearDown(): void {
		CheckoutFormHandler::reset();
		$_POST = array();
		$_GET  = array();
		parent::tearDown();
	}

	/**
	 * Posts the checkout form with some fields changed.
	 *
	 * @param array<string, string> $changes Billing values by field name.
	 */
	private function post( array $changes ): string {
		$this->as_guest( str_repeat( 'e', 32 ) );
		add_filter( 'vitrine_cart_form_redirect', '__return_false' );
		CartFactory::current()->add( $this->create_product() );
		$_POST = array(
			'vitrine_place_order'     => '1',
			'payment_method'          => 'cod',
			'_vitrine_checkout_nonce' => wp_create_nonce( CheckoutFormHandler::NONCE ),
		);
		foreach ( $changes + OrderServiceTest::billing() as $name => $value ) {
			$_POST[ 'billing_' . $name ] = $value;
		}
		( new CheckoutFormHandler() )->handle();
		return do_shortcode( '[vitrine_checkout]' );
	}

	public function test_an_invalid_email_is_kept_and_called_invalid(): void {
		$this->assertSame( 'ada@example', Billing::from_post( array( 'billing_email' => 'ada@example' ) )['email'] );
		$this->assertSame( 'ada@example.com', Billing::from_post( array( 'billing_email' => ' ada@example.com ' ) )['email'] );

		$html = $this->post( array( 'email' => 'ada@example' ) );

		$this->assertSame( 'vitrine_checkout_invalid_fields', CheckoutFormHandler::error()?->get_error_code() );
		$this->assertMatchesRegularExpression( '#<input type="email" id="billing_email" name="billing_email" autocomplete="email" required aria-invalid="true" aria-describedby="billing_email-error" value="ada@example"#', $html );
		$this->assertStringContainsString( '<span class="vitrine-checkout__error" id="billing_email-error">Please enter a valid email address.</span>', $html );
		$this->assertStringNotContainsString( 'Email address is a required field.', $html );
		$this->assertStringNotContainsString( 'aria-invalid="true" aria-describedby="billing_first_name-error"', $html, 'only the faulty field is marked' );
	}

	public function test_the_summary_takes_the_focus_and_links_to_each_field(): void {
		$html = $this->post(
			array(
				'email'      => 'not an email',
				'first_name' => '',
			)
		);
		$this->assertMatchesRegularExpression( '#<div class="vitrine-error-summary" id="vitrine-checkout-errors" role="alert" tabindex="-1" autofocus aria-labelledby="vitrine-checkout-errors-title" data-vitrine-error-summary><h2[^>]*>Please check your details</h2>#', $html );
		$this->assertStringContainsString( '<li><a href="#billing_first_name">First name is a required field.</a></li>', $html );
		$this->assertStringContainsString( '<li><a href="#billing_email">Please enter a valid email address.</a></li>', $html );
		$this->assertStringContainsString( 'value="not an email"', $html );
	}

	public function test_the_summary_lists_the_errors_in_the_order_the_fields_stand_on_the_page(): void {
		// The checks find first name before email; the page asks for the email first.
		$html  = $this->post(
			array(
				'first_name' => '',
				'postcode'   => '',
				'email'      => 'not an email',
			)
		);
		$email = strpos( $html, '<li><a href="#billing_email">' );
		$first = strpos( $html, '<li><a href="#billing_first_name">' );
		$post  = strpos( $html, '<li><a href="#billing_postcode">' );
		$this->assertNotFalse( $email );
		$this->assertNotFalse( $first );
		$this->assertNotFalse( $post );
		$this->assertLessThan( $first, $email );
		$this->assertLessThan( $post, $first );
		// The fields themselves in the same order.
		$this->assertLessThan( strpos( $html, 'id="billing_first_name"' ), strpos( $html, 'id="billing_email"' ) );
		$this->assertSame(
			array( 'email', 'phone', 'first_name', 'country', 'extra' ),
			array_keys(
				CheckoutView::in_page_order(
					array(
						'extra'      => 'x',
						'country'    => 'x',
						'first_name' => 'x',
						'phone'      => 'x',
						'email'      => 'x',
					)
				)
			)
		);
	}

	public function test_a_refusal_without_fields_is_said_in_the_summary(): void {
		$this->as_guest( str_repeat( 'e', 32 ) );
		add_filter( 'vitrine_cart_form_redirect', '__return_false' );
		CartFactory::current()->add( $this->create_product() );
		$_POST = array(
			'vitrine_place_order'     => '1',
			'_vitrine_checkout_nonce' => 'forged',
		);
		( new CheckoutFormHandler() )->handle();
		$html = do_shortcode( '[vitrine_checkout]' );
		$this->assertStringContainsString( 'Your order could not be placed</h2><p>Your session has expired.', $html );
		$this->assertStringNotContainsString( 'aria-invalid', $html );
	}

	public function test_the_form_groups_its_fields_and_shows_payment_methods_as_cards(): void {
		$this->as_guest( str_repeat( 'e', 32 ) );
		CartFactory::current()->add( $this->create_product() );
		$html = do_shortcode( '[vitrine_checkout]' );
		$this->assertMatchesRegularExpression( '#<fieldset class="vitrine-checkout__section vitrine-checkout__contact"><legend[^>]*>Contact</legend>.*billing_email.*billing_phone.*</fieldset><fieldset class="vitrine-checkout__section vitrine-checkout__billing"><legend[^>]*>Billing address</legend>.*billing_first_name#s', $html );
		$this->assertStringContainsString( '<label class="vitrine-checkout__gateway" for="payment_method_bacs"><input type="radio" id="payment_method_bacs" name="payment_method" value="bacs" checked=\'checked\' required aria-labelledby="payment_method_bacs-title" aria-describedby="payment_method_bacs-description"><span class="vitrine-checkout__gateway-title" id="payment_method_bacs-title">Direct bank transfer</span>', $html );
		$this->assertMatchesRegularExpression( '#<button type="submit" class="wp-element-button button vitrine-commerce__primary vitrine-checkout__place" data-busy-label="Placing order…">Place order</button>#', $html );
		$this->assertStringContainsString( '<input type="hidden" name="vitrine_place_order" value="1">', $html, 'the post is recognised when the script disables the button' );
		$this->assertStringContainsString( 'autocomplete="address-line1"', $html );
	}

	public function test_the_order_received_page_has_the_order_the_address_and_next_steps(): void {
		$this->as_guest( str_repeat( 'f', 32 ) );
		CartFactory::current()->add( $this->create_product( array(), array( 'post_title' => 'Linen <b>cloth</b>' ) ) );
		$order = ( new OrderService() )->place( CartFactory::current(), OrderServiceTest::billing(), 'bacs' );
		$this->assertInstanceOf( Order::class, $order );
		$_GET = array(
			'order-received' => (string) $order->id,
			'key'            => $order->key,
		);
		$html = do_shortcode( '[vitrine_checkout]' );
		$this->assertStringContainsString( '<dt>Order number</dt><dd>#' . $order->id . '</dd>', $html );
		$this->assertStringContainsString( '<dt>Date</dt><dd>' . esc_html( OrderReceivedView::date( $order ) ) . '</dd>', $html );
		$this->assertNotSame( '', OrderReceivedView::date( $order ) );
		$this->assertStringContainsString( '<dt>Payment method</dt><dd>Direct bank transfer</dd>', $html );
		$this->assertStringContainsString( 'Please use your order number as the payment reference.', $html );
		$this->assertStringContainsString( '<address>Ada Lovelace<br>12 St James’s Square<br>SW1Y 4JH London<br>United Kingdom<br>ada@example.com<br>+44 20 7946 0000</address>', $html );
		$this->assertStringContainsString( 'A confirmation has been sent to <strong>ada@example.com</strong>.', $html );
		$this->assertStringContainsString( 'as soon as your payment has arrived', $html );
		$this->assertStringContainsString( 'Linen &lt;b&gt;cloth&lt;/b&gt;', $html );
		$this->assertStringNotContainsString( 'Your account</a>', $html, 'no account page, no link' );
		add_filter( 'vitrine_account_url', static fn() => home_url( '/account/' ) );
		$this->assertStringContainsString( '/account/">Your account</a>', do_shortcode( '[vitrine_checkout]' ) );
	}
}
