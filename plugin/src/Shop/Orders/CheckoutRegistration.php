<?php
/**
 * "Create an account" at checkout.
 *
 * @package Vitrine
 */

declare( strict_types = 1 );

namespace Vitrine\Shop\Orders;

use Vitrine\Account\PasswordStrengthMeter;
use Vitrine\Account\RegistrationService;
use Vitrine\Core\Http\RetryAfter;
use Vitrine\Core\RateLimiter\RateLimiter;
use WP_Error;

defined( 'ABSPATH' ) || exit;

/**
 * A guest who ticks "Create an account?" and types a password gets an account on the billing
 * email, is signed in before the order is placed (so the order is theirs, in their account,
 * with their address saved) and lands signed in on the order received page. The checkout's
 * nonce guards the post; the account is made by {@see RegistrationService::register_customer()}
 * under the registration's per-IP limit; an email that already has an account is refused, never
 * signed in (its owner logs in with their password). Nothing is created while the form has an
 * error, so a refused form leaves no stray account.
 */
final class CheckoutRegistration {

	/**
	 * The password input's name (and id).
	 */
	public const PASSWORD = 'account_password';

	/**
	 * The checkbox's name (and id), WooCommerce's.
	 */
	public const CHECKBOX = 'createaccount';

	/**
	 * Whether the checkout offers an account to the current visitor: a guest, on a shop that
	 * lets customers register at checkout.
	 */
	public static function offered(): bool {
		/**
		 * Filters whether guests may create an account at checkout (as WooCommerce's "Allow
		 * customers to create an account during checkout", on by default and independent of
		 * the site's own "Anyone can register").
		 *
		 * @since 0.3.0
		 *
		 * @param bool $offered Whether the checkout shows "Create an account?". Default true.
		 */
		return ! is_user_logged_in() && (bool) apply_filters( 'vitrine_checkout_registration', true );
	}

	/**
	 * Whether the post asks for an account.
	 *
	 * @param array<string, mixed> $posted The posted form, unslashed.
	 */
	public static function requested( array $posted ): bool {
		return self::offered() && ! empty( $posted[ self::CHECKBOX ] );
	}

	/**
	 * Checks the whole form and, when nothing is wrong, creates the account and signs its
	 * owner in.
	 *
	 * @param array<string, string> $billing Sanitized billing fields.
	 * @param array<string, mixed>  $posted  The posted form, unslashed.
	 * @return int|WP_Error The new customer's id, or the checkout's refusal (field errors in
	 *                      `fields`, in the form's order).
	 */
	public static function create( array $billing, array $posted ): int|WP_Error {
		$password = isset( $posted[ self::PASSWORD ] ) && is_scalar( $posted[ self::PASSWORD ] ) ? (string) $posted[ self::PASSWORD ] : '';
		$fields   = Billing::validate( $billing );
		$weak     = RegistrationService::check_password( $password );
		if ( $weak ) {
			$fields[ self::PASSWORD ] = $weak->get_error_message();
		}
		if ( $fields ) {
			return self::refusal( __( 'Please check the highlighted fields.', 'vitrine' ), $fields, 400 );
		}
		$user_id = ( new RegistrationService( RateLimiter::network() ) )->register_customer( $billing['email'] ?? '', $password );
		if ( $user_id instanceof WP_Error ) {
			$data  = (array) $user_id->get_error_data();
			$field = 'password' === ( $data['field'] ?? '' ) ? self::PASSWORD : ( isset( $data['field'] ) ? 'email' : '' );
			return self::refusal( $user_id->get_error_message(), '' !== $field ? array( $field => $user_id->get_error_message() ) : array(), (int) ( $data['status'] ?? 400 ) );
		}
		// Signed in at once, as after the register popup: the order received page and the
		// account are theirs on the next request.
		wp_set_current_user( $user_id );
		wp_set_auth_cookie( $user_id, false, is_ssl() );
		return $user_id;
	}

	/**
	 * A refusal in the checkout's form.
	 *
	 * @param string                $message Translated message.
	 * @param array<string, string> $fields  Errors by field.
	 * @param int                   $status  HTTP status.
	 */
	private static function refusal( string $message, array $fields, int $status ): WP_Error {
		$data = $fields ? array( 'fields' => CheckoutView::in_page_order( $fields ) ) : array();
		if ( 429 === $status ) {
			// The registration limit's window.
			return RetryAfter::refusal( 'vitrine_checkout_account', $message, HOUR_IN_SECONDS, $data );
		}
		return new WP_Error( 'vitrine_checkout_account', $message, array( 'status' => $status ) + $data );
	}

	/**
	 * The checkbox and the password, after the contact fields. The password shows while the
	 * box is ticked (CSS `:has()`, no script needed), with the shared strength meter (a `div`
	 * holds them, as a `p` cannot hold the meter); a refused post keeps the tick, never the
	 * password.
	 *
	 * @param string $error The password's error, '' for none.
	 */
	public static function fields( string $error ): string {
		if ( ! self::offered() ) {
			return '';
		}
		// phpcs:ignore WordPress.Security.NonceVerification.Missing -- keeps the tick after a refusal; the post was checked.
		$ticked = ! empty( $_POST[ self::CHECKBOX ] );
		return sprintf(
			'<div class="vitrine-checkout__account"><p class="vitrine-checkout__field vitrine-checkout__field--create-account"><label class="vitrine-checkout__check" for="%1$s"><input type="checkbox" id="%1$s" name="%1$s" value="1"%2$s> %3$s</label></p><div class="vitrine-checkout__field vitrine-checkout__account-password%4$s"><label for="%5$s">%6$s <span class="vitrine-checkout__required" aria-hidden="true">*</span></label><input type="password" id="%5$s" name="%5$s" autocomplete="new-password" maxlength="200" aria-describedby="%5$s-hint%7$s"%8$s><span class="vitrine-checkout__hint" id="%5$s-hint">%9$s</span>%10$s%11$s</div></div>',
			esc_attr( self::CHECKBOX ),
			checked( $ticked, true, false ),
			esc_html__( 'Create an account?', 'vitrine' ),
			'' !== $error ? ' is-invalid' : '',
			esc_attr( self::PASSWORD ),
			esc_html__( 'Create account password', 'vitrine' ),
			'' !== $error ? ' ' . esc_attr( self::PASSWORD ) . '-error' : '',
			'' !== $error ? ' aria-invalid="true"' : '',
			esc_html__( 'You are signed in at once and find this order in your account.', 'vitrine' ),
			'' !== $error ? '<span class="vitrine-checkout__error" id="' . esc_attr( self::PASSWORD ) . '-error">' . esc_html( $error ) . '</span>' : '',
			// The account page's meter; what the guest typed as their name and email is guessable.
			PasswordStrengthMeter::render( self::PASSWORD, '', array(), array( 'billing_first_name', 'billing_last_name', 'billing_email' ) )
		);
	}
}
