<?php
/**
 * The account page's forms.
 *
 * @package Vitrine
 */

declare( strict_types = 1 );

namespace Vitrine\Account\Customer;

use Vitrine\Account\CurrentPasswordCheck;
use Vitrine\Account\LoginErrors;
use Vitrine\Core\Http\RequestOrigin;
use Vitrine\Core\Http\RetryAfter;
use Vitrine\Shop\Orders\Billing;
use Vitrine\Shop\Orders\Order;
use WP_Error;

defined( 'ABSPATH' ) || exit;

/**
 * Acts on the account page's posts (`vitrine_account_action` = `lookup`, `address` or
 * `details`), each with its own nonce. Success redirects (303, post/redirect/get) to the page
 * with a notice; a refusal leaves its errors for the page, which shows them beside the fields.
 * A rate-limited lookup answers 429, and so does a change of email or password once the
 * current password was guessed wrong as often as the login limits allow.
 */
final class AccountFormHandler {

	public const NONCE_FIELD = '_vitrine_account_nonce';

	/**
	 * The refusal of this request's post: a message and errors by field.
	 *
	 * @var WP_Error|null
	 */
	private static ?WP_Error $error = null;

	/**
	 * Checks the current password before an email or password change.
	 *
	 * @var CurrentPasswordCheck
	 */
	private CurrentPasswordCheck $password_check;

	/**
	 * Sets up the handler.
	 *
	 * @param CustomerOrders            $orders         Orders service.
	 * @param CurrentPasswordCheck|null $password_check The current password's check; the login policy's by default.
	 */
	public function __construct( private CustomerOrders $orders = new CustomerOrders(), ?CurrentPasswordCheck $password_check = null ) {
		$this->password_check = $password_check ?? CurrentPasswordCheck::create();
	}

	/**
	 * Hooks in.
	 */
	public function register(): void {
		add_action( 'wp_loaded', array( $this, 'handle' ), 20 );
	}

	/**
	 * The nonce action of a form.
	 *
	 * @param string $form `lookup`, `address` or `details`.
	 */
	public static function nonce_action( string $form ): string {
		return 'vitrine_account_' . $form;
	}

	/**
	 * Acts on the account forms' posts only.
	 */
	public function handle(): void {
		// phpcs:ignore WordPress.Security.NonceVerification.Missing -- checked in process().
		if ( ! isset( $_POST['vitrine_account_action'] ) || wp_doing_ajax() ) {
			return;
		}
		$result = $this->process();
		if ( is_string( $result ) ) {
			/** This filter is documented in plugin/src/Shop/Cart/CartFormHandler.php */
			if ( apply_filters( 'vitrine_cart_form_redirect', true, $result ) ) {
				wp_safe_redirect( $result, 303 );
				exit;
			}
			return;
		}
		self::$error = $result;
		add_action( 'send_headers', array( self::class, 'send_refusal_status' ) );
	}

	/**
	 * Checks the post and acts on it.
	 *
	 * @return string|WP_Error Where to go on success, or the refusal.
	 */
	public function process(): string|WP_Error {
		$form  = isset( $_POST['vitrine_account_action'] ) ? sanitize_key( wp_unslash( $_POST['vitrine_account_action'] ) ) : '';
		$nonce = isset( $_POST[ self::NONCE_FIELD ] ) ? sanitize_text_field( wp_unslash( $_POST[ self::NONCE_FIELD ] ) ) : '';
		if ( ! in_array( $form, array( 'lookup', 'address', 'details' ), true ) || RequestOrigin::current_is_cross_site()
			|| ! wp_verify_nonce( $nonce, self::nonce_action( $form ) ) ) {
			return self::refusal( 'vitrine_account_invalid_nonce', __( 'Your session has expired. Please reload the page and try again.', 'vitrine' ), 403 );
		}
		$posted = (array) wp_unslash( $_POST );
		if ( 'lookup' === $form ) {
			return $this->lookup( $posted );
		}
		$user = wp_get_current_user();
		if ( ! $user->exists() ) {
			return self::refusal( 'vitrine_account_logged_out', __( 'Please log in to change your account.', 'vitrine' ), 401 );
		}
		if ( 'address' === $form ) {
			$values = Billing::from_post( $posted );
			$errors = Billing::validate( $values );
			if ( $errors ) {
				return self::refusal( 'vitrine_account_invalid', __( 'Please correct the fields below.', 'vitrine' ), 422, $errors );
			}
			SavedBilling::save( $user->ID, $values );
			return AccountPage::url(
				array(
					'section' => 'addresses',
					'updated' => 'address',
				)
			);
		}
		$values = AccountDetails::from_post( $posted );
		$errors = AccountDetails::validate( $user, $values );
		if ( '' !== $values['password_current'] && AccountDetails::needs_current_password( $user, $values ) ) {
			// Checked (and counted as a login attempt) even when other fields are wrong: every guess counts.
			$checked = $this->password_check->verify( $user, $values['password_current'] );
			if ( is_wp_error( $checked ) && LoginErrors::RATE_LIMITED === $checked->get_error_code() ) {
				return self::refusal( $checked->get_error_code(), $checked->get_error_message(), 429, array( 'password_current' => $checked->get_error_message() ) + $errors, RetryAfter::seconds( $checked->get_error_data() ) );
			}
			if ( is_wp_error( $checked ) ) {
				$errors['password_current'] = $checked->get_error_message();
			}
		}
		// In the fields' order, as the error summary lists them.
		$errors = array_filter( array_replace( array_fill_keys( array_keys( $values ), '' ), $errors ) );
		if ( $errors ) {
			return self::refusal( 'vitrine_account_invalid', __( 'Please correct the fields below.', 'vitrine' ), 422, $errors );
		}
		$saved = AccountDetails::save( $user, $values );
		if ( is_wp_error( $saved ) ) {
			return self::refusal( $saved->get_error_code(), $saved->get_error_message(), 500 );
		}
		return AccountPage::url(
			array(
				'section' => 'details',
				'updated' => '' !== $values['password_new'] ? 'password' : 'details',
			)
		);
	}

	/**
	 * A guest's order lookup: on success, the order's own address (with its key, so a reload
	 * shows it again without posting the email).
	 *
	 * @param array<string, mixed> $posted Posted values, unslashed.
	 */
	private function lookup( array $posted ): string|WP_Error {
		$number = is_scalar( $posted['order_number'] ?? null ) ? sanitize_text_field( (string) $posted['order_number'] ) : '';
		$email  = is_scalar( $posted['order_email'] ?? null ) ? (string) $posted['order_email'] : '';
		if ( '' === $number || '' === trim( $email ) ) {
			return self::refusal( 'vitrine_order_lookup_incomplete', __( 'Please enter the order number and the email address used for the order.', 'vitrine' ), 422 );
		}
		$order = $this->orders->lookup( $number, $email );
		if ( ! $order instanceof Order ) {
			return $order;
		}
		return AccountPage::url(
			array(
				'view-order' => $order->id,
				'key'        => $order->key,
			)
		);
	}

	/**
	 * A refusal with its status and field errors.
	 *
	 * @param string                $code    Error code.
	 * @param string                $message Message for the visitor.
	 * @param int                   $status  HTTP status.
	 * @param array<string, string> $fields  Errors by field name.
	 * @param int                   $retry_after Seconds a 429 asks to wait, 0 for none.
	 */
	private static function refusal( string $code, string $message, int $status, array $fields = array(), int $retry_after = 0 ): WP_Error {
		$data = array(
			'status' => $status,
			'fields' => $fields,
		);
		if ( $retry_after > 0 ) {
			$data['retry_after'] = $retry_after;
		}
		return new WP_Error( $code, $message, $data );
	}

	/**
	 * Sends the refusal's status after WordPress sent its own (on `send_headers`).
	 */
	public static function send_refusal_status(): void {
		if ( ! self::$error ) {
			return;
		}
		$data = (array) self::$error->get_error_data();
		status_header( (int) ( $data['status'] ?? 400 ) );
		RetryAfter::send( (int) ( $data['status'] ?? 400 ), $data );
	}

	/**
	 * The refusal of this request's post, if any.
	 */
	public static function error(): ?WP_Error {
		return self::$error;
	}

	/**
	 * The errors of one form's fields (only when that form was posted).
	 *
	 * @param string $form Form name.
	 * @return array<string, string>
	 */
	public static function field_errors( string $form ): array {
		// phpcs:ignore WordPress.Security.NonceVerification.Missing -- which form was posted; checked in process().
		$posted = isset( $_POST['vitrine_account_action'] ) ? sanitize_key( wp_unslash( $_POST['vitrine_account_action'] ) ) : '';
		if ( ! self::$error || $posted !== $form ) {
			return array();
		}
		return array_map( 'strval', (array) ( self::$error->get_error_data()['fields'] ?? array() ) );
	}

	/**
	 * Forgets the refusal (tests).
	 */
	public static function reset(): void {
		self::$error = null;
	}
}
