<?php
/**
 * @package Vitrine
 */

declare( strict_types = 1 );

namespace Vitrine\Tests\Shop\Orders;

use Vitrine\Account\PasswordStrengthMeter;
use Vitrine\Shop\Cart\CartFactory;
use Vitrine\Shop\Orders\CheckoutFormHandler;
use Vitrine\Shop\Orders\Order;
use Vitrine\Shop\Orders\OrderRepository;
use Vitrine\Tests\Shop\Cart\CartTestCase;

/**
 * "Create an account?" at checkout: the guest gets an account on the billing email, is signed
 * in, and the order is theirs; an email that has an account is refused (never signed in), a
 * refused form creates nothing, the registration's limit counts, and the forged post is refused.
 */
final class CheckoutRegistrationTest extends CartTestCase {

	private const PASSWORD = 'Kiln-fired 1987';

	protected function setUp(): void {
		parent::setUp();
		add_filter( 'send_auth_cookies', '__return_false' );
		add_filter( 'vitrine_cart_form_redirect', '__return_false' );
		add_filter( 'pre_wp_mail', '__return_true' );
		$_SERVER['REMOTE_ADDR'] = '198.51.100.' . wp_rand( 2, 250 );
	}

	protected function tearDown(): void {
		CheckoutFormHandler::reset();
		$_POST = array();
		parent::tearDown();
	}

	/**
	 * Posts the checkout as a guest with "Create an account?" ticked.
	 *
	 * @param array<string, string> $changes  Billing values by field name.
	 * @param string                $password The account password.
	 * @param string                $nonce    The nonce ('' for a valid one).
	 */
	private function post( array $changes = array(), string $password = self::PASSWORD, string $nonce = '' ): string {
		$this->as_guest( str_repeat( 'a', 32 ) );
		CartFactory::current()->add( $this->create_product() );
		$_POST = array(
			'vitrine_place_order'     => '1',
			'payment_method'          => 'bacs',
			'createaccount'           => '1',
			'account_password'        => $password,
			'_vitrine_checkout_nonce' => '' === $nonce ? wp_create_nonce( CheckoutFormHandler::NONCE ) : $nonce,
		);
		foreach ( $changes + OrderServiceTest::billing() as $name => $value ) {
			$_POST[ 'billing_' . $name ] = $value;
		}
		( new CheckoutFormHandler() )->handle();
		return do_shortcode( '[vitrine_checkout]' );
	}

	/**
	 * The newest order of the test, if any.
	 */
	private function last_order(): ?Order {
		global $wpdb;
		$id = (int) $wpdb->get_var( "SELECT MAX(id) FROM {$wpdb->prefix}vitrine_orders" ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery
		return $id ? ( new OrderRepository() )->find( $id ) : null;
	}

	public function test_a_guest_offered_an_account_and_a_customer_not(): void {
		$this->as_guest( str_repeat( 'b', 32 ) );
		CartFactory::current()->add( $this->create_product() );
		$html = do_shortcode( '[vitrine_checkout]' );
		$this->assertMatchesRegularExpression( '#<fieldset class="vitrine-checkout__section vitrine-checkout__contact">.*billing_phone.*<input type="checkbox" id="createaccount" name="createaccount" value="1"> Create an account\?</label>.*<input type="password" id="account_password" name="account_password" autocomplete="new-password"#s', $html );
		// The account page's strength meter after the password, hidden until the checkout's script
		// runs; the guest's typed name and email count as guessable; zxcvbn is not on the page.
		$this->assertMatchesRegularExpression( '#<input type="password" id="account_password"[^>]*><span class="vitrine-checkout__hint" id="account_password-hint">[^<]*</span><div class="vitrine-password-strength" data-vitrine-password-strength data-for="account_password" data-src="[^"]+/wp-includes/js/zxcvbn\.min\.js"[^>]* data-words-from="billing_first_name billing_last_name billing_email"[^>]* hidden>.*<p class="vitrine-password-strength__text" id="account_password-strength" aria-live="polite"></p></div></div>#s', $html );
		$this->assertTrue( wp_style_is( PasswordStrengthMeter::STYLE, 'enqueued' ) );
		$this->assertFalse( wp_script_is( 'zxcvbn-async', 'enqueued' ) );

		add_filter( 'vitrine_checkout_registration', '__return_false' );
		$this->assertStringNotContainsString( 'createaccount', do_shortcode( '[vitrine_checkout]' ) );
		remove_filter( 'vitrine_checkout_registration', '__return_false' );

		wp_set_current_user( $this->create_user() );
		CartFactory::current()->add( $this->create_product() );
		$this->assertStringNotContainsString( 'createaccount', do_shortcode( '[vitrine_checkout]' ) );
	}

	public function test_the_guest_gets_an_account_is_signed_in_and_owns_the_order(): void {
		$this->post( array( 'email' => 'grace@example.com' ) );

		$this->assertNull( CheckoutFormHandler::error() );
		$user = get_user_by( 'email', 'grace@example.com' );
		$this->assertInstanceOf( \WP_User::class, $user );
		$this->assertSame( $user->ID, get_current_user_id(), 'signed in' );
		$this->assertTrue( wp_check_password( self::PASSWORD, $user->user_pass, $user->ID ) );
		$this->assertSame( 'grace', $user->user_login );
		$this->assertFalse( user_can( $user, 'edit_posts' ), 'a customer, no admin bar' );
		$order = $this->last_order();
		$this->assertSame( $user->ID, $order?->user_id );
		$this->assertSame( 'grace@example.com', $order?->billing['email'] );
	}

	public function test_an_email_with_an_account_is_refused_and_not_signed_in(): void {
		$owner = $this->create_user();
		wp_update_user(
			array(
				'ID'         => $owner,
				'user_email' => 'ada@example.com',
			)
		);
		$html = $this->post();

		$this->assertSame( 'vitrine_checkout_account', CheckoutFormHandler::error()?->get_error_code() );
		$this->assertSame( 0, get_current_user_id() );
		$this->assertNull( $this->last_order(), 'no order' );
		$this->assertStringContainsString( '<li><a href="#billing_email">An account with this email address already exists. Log in, or reset your password.</a></li>', $html );
		$this->assertStringContainsString( 'value="ada@example.com"', $html, 'the email stays' );
		$this->assertStringNotContainsString( self::PASSWORD, $html, 'never the password' );
		$this->assertStringContainsString( '<input type="checkbox" id="createaccount" name="createaccount" value="1" checked=\'checked\'>', $html );
		$this->assertEmpty( get_user_meta( $owner, 'session_tokens', true ), 'no session for the account' );
	}

	public function test_a_refused_form_creates_no_account_and_lists_errors_in_field_order(): void {
		$html = $this->post( array( 'first_name' => '' ), 'short' );

		$this->assertFalse( get_user_by( 'email', 'ada@example.com' ) );
		$this->assertSame( 0, get_current_user_id() );
		$this->assertMatchesRegularExpression( '#<ul class="vitrine-error-summary__list"><li><a href="\#account_password">This password is too weak\.[^<]*</a></li><li><a href="\#billing_first_name">First name is a required field\.</a></li></ul>#', $html );
		$this->assertStringContainsString( 'aria-describedby="account_password-hint account_password-error" aria-invalid="true"', $html );

		CheckoutFormHandler::reset();
		$this->post( array(), '' );
		$this->assertSame( array( 'account_password' => 'Please choose a password.' ), CheckoutFormHandler::error()?->get_error_data()['fields'] );
	}

	public function test_the_registration_limit_counts_checkout_accounts(): void {
		$limit = static fn() => 1;
		add_filter( 'vitrine_register_rate_limit', $limit );
		$this->post( array( 'email' => 'first@example.com' ) );
		$this->assertNull( CheckoutFormHandler::error() );

		CheckoutFormHandler::reset();
		$this->post( array( 'email' => 'second@example.com' ) );
		$this->assertSame( 429, CheckoutFormHandler::error()?->get_error_data()['status'] );
		$this->assertFalse( get_user_by( 'email', 'second@example.com' ) );
	}

	public function test_a_forged_post_creates_nothing(): void {
		$this->post( array( 'email' => 'forged@example.com' ), self::PASSWORD, 'forged' );
		$this->assertSame( 'vitrine_checkout_invalid_nonce', CheckoutFormHandler::error()?->get_error_code() );
		$this->assertFalse( get_user_by( 'email', 'forged@example.com' ) );
	}
}
