<?php
/**
 * @package Vitrine
 */

declare( strict_types = 1 );

namespace Vitrine\Tests\Account\Customer;

use Vitrine\Account\Customer\AccountDetails;
use Vitrine\Account\Customer\AccountForms;
use Vitrine\Account\Customer\AccountFormHandler;
use Vitrine\Account\Customer\AccountPage;
use Vitrine\Account\Customer\AdminAccessGuard;
use Vitrine\Account\Customer\SavedBilling;
use Vitrine\Account\PasswordStrength;
use Vitrine\Account\RegistrationService;
use Vitrine\Core\Privacy\SavedAddressPrivacy;
use Vitrine\Shop\Orders\Billing;
use Vitrine\Tests\Shop\Orders\OrderServiceTest;
use Vitrine\Tests\TestCase;
use WP_Error;

/**
 * The account page's forms (address, details, lookup) through their handler, the saved
 * address prefilling the checkout, and customers kept out of wp-admin.
 */
final class AccountFormsTest extends TestCase {

	use OrdersFixture;

	protected function tearDown(): void {
		AccountFormHandler::reset();
		parent::tearDown();
	}

	/**
	 * Posts one of the account forms with a valid nonce.
	 *
	 * @param string               $form   Form name.
	 * @param array<string, string> $fields Fields.
	 */
	private function post( string $form, array $fields ): string|WP_Error {
		$_POST = array(
			'vitrine_account_action'        => $form,
			AccountFormHandler::NONCE_FIELD => wp_create_nonce( AccountFormHandler::nonce_action( $form ) ),
		) + $fields;
		return ( new AccountFormHandler() )->process();
	}

	/**
	 * The details form's fields for a user, changed by `$changes`.
	 *
	 * @param int                   $user_id User.
	 * @param array<string, string> $changes Fields to change.
	 * @return array<string, string>
	 */
	private function details( int $user_id, array $changes = array() ): array {
		$user = get_userdata( $user_id );
		return $changes + array(
			'account_first_name'   => 'Ada',
			'account_last_name'    => 'Lovelace',
			'account_display_name' => 'Ada L.',
			'account_email'        => (string) $user->user_email,
			'password_current'     => '',
			'password_new'         => '',
			'password_confirm'     => '',
		);
	}

	public function test_a_post_without_its_nonce_is_refused_and_changes_nothing(): void {
		$user = $this->create_user();
		wp_set_current_user( $user );
		$_POST  = array( 'vitrine_account_action' => 'address' ) + array_combine( array_map( static fn( $k ) => 'billing_' . $k, array_keys( OrderServiceTest::billing() ) ), OrderServiceTest::billing() );
		$result = ( new AccountFormHandler() )->process();

		$this->assertInstanceOf( WP_Error::class, $result );
		$this->assertSame( 403, $result->get_error_data()['status'] );
		$this->assertSame( '', get_user_meta( $user, SavedBilling::META, true ) );
	}

	public function test_the_address_is_validated_saved_and_prefills_the_checkout(): void {
		$user = $this->create_user();
		wp_set_current_user( $user );
		$billing = array();
		foreach ( OrderServiceTest::billing() as $name => $value ) {
			$billing[ 'billing_' . $name ] = $value;
		}

		$refused = $this->post( 'address', array( 'billing_city' => '' ) + $billing );
		$this->assertInstanceOf( WP_Error::class, $refused );
		$this->assertSame( 422, $refused->get_error_data()['status'] );
		$this->assertSame( array( 'city' => 'Town / City is a required field.' ), $refused->get_error_data()['fields'] );
		$this->assertSame( '', get_user_meta( $user, SavedBilling::META, true ) );

		$url = $this->post( 'address', $billing );
		$this->assertSame(
			AccountPage::url(
				array(
					'section' => 'addresses',
					'updated' => 'address',
				)
			),
			$url
		);
		$this->assertSame( OrderServiceTest::billing(), SavedBilling::get( $user ) );

		// The checkout form, not posted yet, starts with it; a posted one keeps what was typed.
		$_POST = array();
		$this->assertSame( OrderServiceTest::billing(), ( new SavedBilling() )->prefill( Billing::from_post( array() ), false ) );
		$this->assertSame( 'grace@example.com', ( new SavedBilling() )->prefill( array( 'email' => 'grace@example.com' ), true )['email'] );
		wp_set_current_user( 0 );
		$this->assertSame( '', ( new SavedBilling() )->prefill( Billing::from_post( array() ), false )['email'] );
	}

	public function test_a_members_order_saves_their_address_for_next_time(): void {
		$user  = $this->create_user();
		$order = ( new \Vitrine\Shop\Orders\OrderRepository() )->find( $this->store_order( $user, 'ada@example.com' ) );
		$this->assertNotNull( $order );

		( new SavedBilling() )->save_from_order( $order );

		$this->assertSame( 'London', SavedBilling::get( $user )['city'] );
		$this->assertSame( 'ada@example.com', SavedBilling::get( $user )['email'] );
	}

	public function test_account_details_are_validated_with_a_message_per_field(): void {
		$user  = $this->create_user();
		$other = $this->create_user();
		wp_set_current_user( $user );
		$taken = (string) get_userdata( $other )->user_email;

		$refusal = $this->post(
			'details',
			$this->details(
				$user,
				array(
					'account_display_name' => '',
					'account_email'        => $taken,
					'password_current'     => 'wrong',
					'password_new'         => 'weak',
					'password_confirm'     => 'different',
				)
			)
		);
		$this->assertInstanceOf( WP_Error::class, $refusal );
		$this->assertSame( 422, $refusal->get_error_data()['status'] );
		$errors = $refusal->get_error_data()['fields'];

		$this->assertSame(
			array(
				'display_name'     => 'Please enter a display name.',
				'email'            => 'This email address is already used by another account.',
				'password_current' => 'Your current password is incorrect.',
				'password_new'     => 'This password is too weak. Use at least 8 characters with lowercase and uppercase letters.',
				'password_confirm' => 'The two new passwords do not match.',
			),
			$errors
		);
		$this->assertSame( 'Please enter a valid email address.', AccountDetails::validate( wp_get_current_user(), AccountDetails::from_post( $this->details( $user, array( 'account_email' => 'nope' ) ) ) )['email'] );
	}

	public function test_a_refused_weak_password_shows_the_shared_summary_in_field_order_and_keeps_what_was_typed(): void {
		$user = $this->create_user();
		wp_set_password( 'Old-password-1', $user );
		wp_set_current_user( $user );
		$_POST = array(
			'vitrine_account_action'        => 'details',
			AccountFormHandler::NONCE_FIELD => wp_create_nonce( AccountFormHandler::nonce_action( 'details' ) ),
		) + $this->details(
			$user,
			array(
				'account_display_name' => 'Ada "L."',
				'account_email'        => 'ada@example',
				'password_current'     => 'Old-password-1',
				'password_new'         => 'weakling',
				'password_confirm'     => 'weakling',
			)
		);
		( new AccountFormHandler() )->handle();
		$html = AccountForms::details( wp_get_current_user() );

		// The checkout's summary, its links in the fields' order.
		$this->assertMatchesRegularExpression( '#<div class="vitrine-error-summary" id="vitrine-account-details-error" role="alert" tabindex="-1" autofocus aria-labelledby="vitrine-account-details-error-title" data-vitrine-error-summary><h3[^>]*>Please check your details</h3><p>Please correct the fields below.</p><ul class="vitrine-error-summary__list"><li><a href="\#account_email">Please enter a valid email address.</a></li><li><a href="\#password_new">This password is too weak.#', $html );
		$this->assertSame( PasswordStrength::too_weak_message(), AccountFormHandler::field_errors( 'details' )['password_new'] );
		// The field points at its hint and its message; what was typed stays, never a password.
		$this->assertMatchesRegularExpression( '#<input type="password" id="password_new" name="password_new" autocomplete="new-password" aria-invalid="true" aria-describedby="password_new-hint password_new-error" value=""#', $html );
		$this->assertStringContainsString( 'value="Ada &quot;L.&quot;"', $html );
		$this->assertStringContainsString( 'value="ada@example"', $html );
		$this->assertStringNotContainsString( 'weakling', $html );
		$this->assertStringNotContainsString( 'Old-password-1', $html );
		// The meter waits, hidden, for its script; zxcvbn is not on the page.
		$this->assertMatchesRegularExpression( '#<div class="vitrine-password-strength" data-vitrine-password-strength data-for="password_new" data-confirm="password_confirm" data-src="[^"]+/wp-includes/js/zxcvbn\.min\.js"#', $html );
		$this->assertStringContainsString( '&quot;short&quot;:&quot;Very weak&quot;', $html );
		$this->assertStringContainsString( 'aria-live="polite"', $html );
		$this->assertFalse( wp_script_is( 'zxcvbn-async', 'enqueued' ) );
		$this->assertFalse( wp_script_is( 'password-strength-meter', 'enqueued' ) );
	}

	public function test_one_password_rule_for_the_account_form_and_both_registrations(): void {
		$user = $this->create_user();
		wp_set_current_user( $user );
		foreach ( array( 'weakling', 'correct horse battery staple', 'Short1A' ) as $weak ) {
			$this->assertFalse( PasswordStrength::is_acceptable( $weak ), $weak );
			$this->assertSame( PasswordStrength::too_weak_message(), RegistrationService::check_password( $weak )?->get_error_message(), $weak );
			$values = AccountDetails::from_post(
				$this->details(
					$user,
					array(
						'password_new'     => $weak,
						'password_confirm' => $weak,
					)
				)
			);
			$this->assertSame( PasswordStrength::too_weak_message(), AccountDetails::validate( wp_get_current_user(), $values )['password_new'] ?? '', $weak );
		}
		foreach ( array( 'Harbour-Light', 'Sommerabend' ) as $fine ) {
			$this->assertNull( RegistrationService::check_password( $fine ), $fine );
			$values = AccountDetails::from_post(
				$this->details(
					$user,
					array(
						'password_new'     => $fine,
						'password_confirm' => $fine,
					)
				)
			);
			$this->assertArrayNotHasKey( 'password_new', AccountDetails::validate( wp_get_current_user(), $values ), $fine );
		}
	}

	public function test_an_invalid_email_is_kept_as_typed_and_called_invalid(): void {
		$user = $this->create_user();
		wp_set_current_user( $user );
		$posted = AccountDetails::from_post( $this->details( $user, array( 'account_email' => ' ada@example ' ) ) );
		$this->assertSame( 'ada@example', $posted['email'], 'not emptied by sanitize_email()' );
		$this->assertSame( 'Please enter a valid email address.', AccountDetails::validate( wp_get_current_user(), $posted )['email'] );
		$this->assertSame( 'ada@example.com', AccountDetails::from_post( $this->details( $user, array( 'account_email' => 'ada@example.com' ) ) )['email'] );
	}

	public function test_details_and_password_are_saved_with_the_current_password(): void {
		$user = $this->create_user();
		wp_set_password( 'Old-password-1', $user );
		wp_set_current_user( $user );

		$url = $this->post(
			'details',
			$this->details(
				$user,
				array(
					'account_email'    => 'ada.new@example.com',
					'password_current' => 'Old-password-1',
					'password_new'     => 'New-Password-2',
					'password_confirm' => 'New-Password-2',
				)
			)
		);

		$this->assertSame(
			AccountPage::url(
				array(
					'section' => 'details',
					'updated' => 'password',
				)
			),
			$url
		);
		$saved = get_userdata( $user );
		$this->assertSame( 'Ada L.', $saved->display_name );
		$this->assertSame( 'Ada', $saved->first_name );
		$this->assertSame( 'ada.new@example.com', $saved->user_email );
		$this->assertTrue( wp_check_password( 'New-Password-2', $saved->user_pass, $user ) );
	}

	public function test_an_email_change_needs_the_current_password(): void {
		$user = $this->create_user();
		wp_set_password( 'Old-password-1', $user );
		wp_set_current_user( $user );
		$email = (string) get_userdata( $user )->user_email;

		$missing = $this->post( 'details', $this->details( $user, array( 'account_email' => 'taken.over@example.com' ) ) );
		$this->assertInstanceOf( WP_Error::class, $missing );
		$this->assertSame( 422, $missing->get_error_data()['status'] );
		$this->assertSame( array( 'password_current' => 'Please enter your current password to change your email address or password.' ), $missing->get_error_data()['fields'] );
		AccountFormHandler::reset();

		$wrong = $this->post(
			'details',
			$this->details(
				$user,
				array(
					'account_email'    => 'taken.over@example.com',
					'password_current' => 'Guess-password-1',
				)
			)
		);
		$this->assertInstanceOf( WP_Error::class, $wrong );
		$this->assertSame( array( 'password_current' => 'Your current password is incorrect.' ), $wrong->get_error_data()['fields'] );
		// What was typed is kept for the form.
		$this->assertSame( 'taken.over@example.com', AccountDetails::from_post( (array) wp_unslash( $_POST ) )['email'] );
		$this->assertSame( $email, get_userdata( $user )->user_email );
		AccountFormHandler::reset();

		$url = $this->post(
			'details',
			$this->details(
				$user,
				array(
					'account_email'    => 'ada.moved@example.com',
					'password_current' => 'Old-password-1',
				)
			)
		);
		$this->assertSame(
			AccountPage::url(
				array(
					'section' => 'details',
					'updated' => 'details',
				)
			),
			$url
		);
		$this->assertSame( 'ada.moved@example.com', get_userdata( $user )->user_email );
	}

	public function test_the_name_alone_changes_without_the_current_password(): void {
		$user = $this->create_user();
		wp_set_current_user( $user );

		$this->assertIsString( $this->post( 'details', $this->details( $user, array( 'account_first_name' => 'Grace' ) ) ) );
		$this->assertSame( 'Grace', get_userdata( $user )->first_name );
	}

	public function test_wrong_current_passwords_count_as_failed_logins_until_even_the_right_one_is_refused(): void {
		add_filter(
			'vitrine_login_rate_limit',
			static fn() => array(
				'ip'         => 10,
				'ip_account' => 3,
				'account'    => 10,
				'window'     => 900,
				'delay'      => 0,
			)
		);
		add_filter( 'send_auth_cookies', '__return_false' );
		$user = $this->create_user();
		wp_set_password( 'Old-password-1', $user );
		wp_set_current_user( $user );
		$login = (string) get_userdata( $user )->user_login;
		$guess = $this->details(
			$user,
			array(
				'account_email'    => 'taken.over@example.com',
				'password_current' => 'Guess-password-1',
			)
		);

		for ( $i = 0; $i < 3; $i++ ) {
			$result = $this->post( 'details', $guess );
			$this->assertInstanceOf( WP_Error::class, $result );
			$this->assertSame( 422, $result->get_error_data()['status'] );
			AccountFormHandler::reset();
		}

		$refused = $this->post( 'details', array( 'password_current' => 'Old-password-1' ) + $guess );
		$this->assertInstanceOf( WP_Error::class, $refused );
		$this->assertSame( 429, $refused->get_error_data()['status'] );
		// Sent as Retry-After (AccountFormHandler::send_refusal_status): the login limit's window.
		$this->assertSame( 900, $refused->get_error_data()['retry_after'] );
		$this->assertSame( 'Too many login attempts. Please wait 15 minutes and try again.', $refused->get_error_data()['fields']['password_current'] );
		$this->assertNotSame( 'taken.over@example.com', get_userdata( $user )->user_email );

		// The same limit as the login form's: that address cannot sign in with the right password either.
		$login_attempt = wp_authenticate( $login, 'Old-password-1' );
		$this->assertInstanceOf( WP_Error::class, $login_attempt );
		$this->assertSame( 'vitrine_login_rate_limited', $login_attempt->get_error_code() );
	}

	public function test_a_guest_lookup_redirects_to_the_order_with_its_key_or_is_refused(): void {
		$id  = $this->store_order( 0, 'ada@example.com', '2026-11-01 10:00:00', str_repeat( 'q', 32 ) );
		$url = $this->post(
			'lookup',
			array(
				'order_number' => (string) $id,
				'order_email'  => 'ada@example.com',
			)
		);
		$this->assertSame(
			AccountPage::url(
				array(
					'view-order' => $id,
					'key'        => str_repeat(
						'q',
						32
					),
				)
			),
			$url
		);

		$refused = $this->post(
			'lookup',
			array(
				'order_number' => (string) $id,
				'order_email'  => 'grace@example.com',
			)
		);
		$this->assertInstanceOf( WP_Error::class, $refused );
		$this->assertSame( 404, $refused->get_error_data()['status'] );
	}

	public function test_customers_are_kept_out_of_wp_admin_and_staff_are_not(): void {
		wp_set_current_user( $this->create_user( 'subscriber' ) );
		$this->assertTrue( AdminAccessGuard::applies() );
		add_filter( 'vitrine_prevent_admin_access', '__return_false' );
		$this->assertFalse( AdminAccessGuard::applies() );
		remove_all_filters( 'vitrine_prevent_admin_access' );

		wp_set_current_user( $this->create_user( 'editor' ) );
		$this->assertFalse( AdminAccessGuard::applies() );
		// A shop manager edits products and orders without `edit_posts`: wp-admin is their work.
		\Vitrine\Shop\ShopRoles::install();
		wp_set_current_user( $this->create_user( \Vitrine\Shop\ShopRoles::ROLE ) );
		$this->assertFalse( current_user_can( 'edit_posts' ) );
		$this->assertFalse( AdminAccessGuard::applies() );
		wp_set_current_user( 0 );
		$this->assertFalse( AdminAccessGuard::applies() );
	}

	public function test_customers_see_no_admin_bar_and_staff_keep_it(): void {
		wp_set_current_user( $this->create_user( 'subscriber' ) );
		$this->assertFalse( is_admin_bar_showing() );
		$this->assertFalse( apply_filters( 'show_admin_bar', true ) );

		wp_set_current_user( $this->create_user( 'editor' ) );
		$this->assertTrue( apply_filters( 'show_admin_bar', true ) );
		$this->assertFalse( apply_filters( 'show_admin_bar', false ), 'a bar turned off elsewhere stays off' );
	}

	public function test_the_saved_address_is_exported_and_erased_by_the_privacy_tools(): void {
		$user = $this->create_user();
		SavedBilling::save( $user, OrderServiceTest::billing() );
		$email   = (string) get_userdata( $user )->user_email;
		$privacy = new SavedAddressPrivacy();

		$export = $privacy->export( $email );
		$this->assertCount( 1, $export['data'] );
		$values = array_column( $export['data'][0]['data'], 'value', 'name' );
		$this->assertSame( 'London', $values['Town / City'] );
		$this->assertSame( array(), $privacy->export( 'nobody@example.test' )['data'] );

		$this->assertTrue( $privacy->erase( $email )['items_removed'] );
		$this->assertSame( '', get_user_meta( $user, SavedBilling::META, true ) );
		$this->assertFalse( $privacy->erase( $email )['items_removed'] );
	}
}
