<?php
/**
 * The account page's forms.
 *
 * @package Vitrine
 */

declare( strict_types = 1 );

namespace Vitrine\Account\Customer;

use Vitrine\Account\PasswordStrengthMeter;
use Vitrine\Account\RegistrationService;
use Vitrine\Core\Forms\ErrorSummary;
use Vitrine\Shop\Orders\Billing;
use Vitrine\Shop\Orders\Countries;

defined( 'ABSPATH' ) || exit;

/**
 * Plain forms that post to the account page with their nonce: they work without JavaScript.
 * A refused post comes back with what was typed (never a password), each error beside its
 * field (`aria-invalid`, `aria-describedby`) and a summary that takes focus.
 */
final class AccountForms {

	/**
	 * The saved billing address.
	 *
	 * @param int $user_id Member.
	 */
	public static function address( int $user_id ): string {
		$errors = AccountFormHandler::field_errors( 'address' );
		// phpcs:ignore WordPress.Security.NonceVerification.Missing -- refilling what was typed; the post was checked.
		$values = $errors ? Billing::from_post( (array) wp_unslash( $_POST ) ) : SavedBilling::get( $user_id );
		$fields = '';
		foreach ( Billing::fields() as $name => $field ) {
			$fields .= self::field( 'billing_' . $name, $field['label'], $field['type'], $values[ $name ] ?? '', $field['required'], $field['autocomplete'], $errors[ $name ] ?? '', $field['max'] );
		}
		return self::form( 'address', __( 'Billing address', 'vitrine' ), $fields, __( 'Save address', 'vitrine' ), $errors );
	}

	/**
	 * Name, display name, email and password.
	 *
	 * @param \WP_User $user Member.
	 */
	public static function details( \WP_User $user ): string {
		$errors = AccountFormHandler::field_errors( 'details' );
		// phpcs:ignore WordPress.Security.NonceVerification.Missing -- refilling what was typed; the post was checked.
		$posted = $errors ? AccountDetails::from_post( (array) wp_unslash( $_POST ) ) : array();
		$value  = static fn( string $key, string $saved ): string => $errors ? ( $posted[ $key ] ?? '' ) : $saved;
		$fields = self::field( 'account_first_name', __( 'First name', 'vitrine' ), 'text', $value( 'first_name', (string) $user->first_name ), false, 'given-name', $errors['first_name'] ?? '', 100 )
			. self::field( 'account_last_name', __( 'Last name', 'vitrine' ), 'text', $value( 'last_name', (string) $user->last_name ), false, 'family-name', $errors['last_name'] ?? '', 100 )
			. self::field( 'account_display_name', __( 'Display name', 'vitrine' ), 'text', $value( 'display_name', (string) $user->display_name ), true, 'nickname', $errors['display_name'] ?? '', 100, __( 'How your name appears on the site, in comments and reviews.', 'vitrine' ) )
			. self::field( 'account_email', __( 'Email address', 'vitrine' ), 'email', $value( 'email', (string) $user->user_email ), true, 'email', $errors['email'] ?? '', 100 )
			. sprintf(
				'<fieldset class="vitrine-my-account__password"><legend>%1$s</legend>%2$s%3$s%4$s</fieldset>',
				esc_html__( 'Change password', 'vitrine' ),
				self::field( 'password_current', __( 'Current password (needed to change your email address or password)', 'vitrine' ), 'password', '', false, 'current-password', $errors['password_current'] ?? '' ),
				self::field( 'password_new', __( 'New password', 'vitrine' ), 'password', '', false, 'new-password', $errors['password_new'] ?? '', 0, __( 'At least 8 characters, with lowercase and uppercase letters.', 'vitrine' ) ) . self::strength_meter( $user ),
				self::field( 'password_confirm', __( 'Confirm new password', 'vitrine' ), 'password', '', false, 'new-password', $errors['password_confirm'] ?? '' )
			);
		return self::form( 'details', __( 'Account details', 'vitrine' ), $fields, __( 'Save changes', 'vitrine' ), $errors );
	}

	/**
	 * The new password's strength meter ({@see PasswordStrengthMeter}).
	 *
	 * @param \WP_User $user Member (their names are guessable words for zxcvbn).
	 */
	private static function strength_meter( \WP_User $user ): string {
		return PasswordStrengthMeter::render( 'password_new', 'password_confirm', array_values( array_filter( array( $user->user_login, $user->user_email, $user->first_name, $user->last_name, $user->display_name ) ) ) );
	}

	/**
	 * The guest order lookup.
	 */
	public static function lookup(): string {
		$error  = AccountFormHandler::field_errors( 'lookup' );
		$failed = null !== AccountFormHandler::error() && self::posted_form() === 'lookup';
		// phpcs:disable WordPress.Security.NonceVerification.Missing -- refilling what was typed; the post was checked.
		$number = $failed && isset( $_POST['order_number'] ) && is_scalar( $_POST['order_number'] ) ? sanitize_text_field( wp_unslash( $_POST['order_number'] ) ) : '';
		$email  = $failed && isset( $_POST['order_email'] ) && is_scalar( $_POST['order_email'] ) ? sanitize_email( wp_unslash( $_POST['order_email'] ) ) : '';
		// phpcs:enable
		$fields = '<p class="vitrine-my-account__intro">' . esc_html__( 'Ordered without an account? Enter the order number from your confirmation email and the email address you used.', 'vitrine' ) . '</p>'
			. self::field( 'order_number', __( 'Order number', 'vitrine' ), 'text', $number, true, 'off', $error['order_number'] ?? '', 20 )
			. self::field( 'order_email', __( 'Billing email', 'vitrine' ), 'email', $email, true, 'email', $error['order_email'] ?? '', 190 );
		return self::form( 'lookup', __( 'Find an order', 'vitrine' ), $fields, __( 'Find order', 'vitrine' ), $error );
	}

	/**
	 * The login form, and a link to register when registration is open.
	 */
	public static function login(): string {
		$form = wp_login_form(
			array(
				'echo'           => false,
				'redirect'       => AccountPage::url(),
				'form_id'        => 'vitrine-account-login',
				'id_username'    => 'vitrine-account-user',
				'id_password'    => 'vitrine-account-pass',
				'id_remember'    => 'vitrine-account-remember',
				'id_submit'      => 'vitrine-account-submit',
				'label_username' => __( 'Username or email address', 'vitrine' ),
				'label_log_in'   => __( 'Log in', 'vitrine' ),
			)
		);
		// Core's submit button carries core's class only; themes style `wp-element-button`.
		$form     = str_replace( 'class="button button-primary"', 'class="button button-primary vitrine-button wp-element-button"', $form );
		$register = RegistrationService::is_open()
			? sprintf( '<p class="vitrine-my-account__register">%1$s <a href="%2$s" data-vitrine-login-open="register">%3$s</a></p>', esc_html__( 'New here?', 'vitrine' ), esc_url( wp_registration_url() ), esc_html__( 'Create an account', 'vitrine' ) )
			: '';
		return sprintf(
			'<section class="vitrine-my-account__panel" aria-labelledby="vitrine-account-login-title"><h2 id="vitrine-account-login-title">%1$s</h2>%2$s<p><a href="%3$s">%4$s</a></p>%5$s</section>',
			esc_html__( 'Log in', 'vitrine' ),
			$form,
			esc_url( wp_lostpassword_url( AccountPage::url() ) ),
			esc_html__( 'Lost your password?', 'vitrine' ),
			$register
		);
	}

	/**
	 * A form posting to the account page, with its nonce and an error summary.
	 *
	 * @param string                $name   Form name.
	 * @param string                $title  Heading.
	 * @param string                $fields Escaped fields.
	 * @param string                $submit Button label.
	 * @param array<string, string> $errors Errors by field.
	 */
	private static function form( string $name, string $title, string $fields, string $submit, array $errors ): string {
		$summary = '';
		$error   = AccountFormHandler::error();
		if ( $error && self::posted_form() === $name ) {
			// The checkout's summary; the handler gave the errors in the fields' order.
			$links = array();
			foreach ( $errors as $key => $message ) {
				$links[ self::input_id( $key, $name ) ] = $message;
			}
			$summary = ErrorSummary::render(
				'vitrine-account-' . $name . '-error',
				$errors ? __( 'Please check your details', 'vitrine' ) : __( 'Your request could not be completed', 'vitrine' ),
				$error->get_error_message(),
				$links,
				3
			);
		}
		return sprintf(
			'<section class="vitrine-my-account__panel" aria-labelledby="vitrine-account-%1$s-title"><h2 id="vitrine-account-%1$s-title">%2$s</h2>%3$s<form class="vitrine-my-account__form" method="post" action="%4$s" novalidate>%5$s<input type="hidden" name="vitrine_account_action" value="%1$s">%6$s<p><button type="submit" class="button vitrine-button wp-element-button">%7$s</button></p></form></section>',
			esc_attr( $name ),
			esc_html( $title ),
			$summary,
			esc_url( AccountPage::url( 'lookup' === $name ? array() : array( 'section' => 'address' === $name ? 'addresses' : 'details' ) ) ),
			wp_nonce_field( AccountFormHandler::nonce_action( $name ), AccountFormHandler::NONCE_FIELD, false, false ),
			$fields,
			esc_html( $submit )
		);
	}

	/**
	 * The input id an error key points at (billing errors are keyed without the prefix).
	 *
	 * @param string $key  Error key.
	 * @param string $form Form name.
	 */
	private static function input_id( string $key, string $form ): string {
		if ( 'address' === $form ) {
			return 'billing_' . $key;
		}
		if ( 'details' === $form && ! str_starts_with( $key, 'password_' ) ) {
			return 'account_' . $key;
		}
		return $key;
	}

	/**
	 * A labelled input with its error.
	 *
	 * @param string $id           Input id and name.
	 * @param string $label        Label.
	 * @param string $type         Input type.
	 * @param string $value        Value.
	 * @param bool   $required     Whether required.
	 * @param string $autocomplete Autocomplete token.
	 * @param string $error        Error message, '' for none.
	 * @param int    $max          Max length, 0 for none.
	 * @param string $hint         Help text, '' for none.
	 */
	private static function field( string $id, string $label, string $type, string $value, bool $required, string $autocomplete, string $error, int $max = 0, string $hint = '' ): string {
		$attrs = sprintf(
			' id="%1$s" name="%1$s" autocomplete="%2$s"%3$s%4$s',
			esc_attr( $id ),
			esc_attr( $autocomplete ),
			$required ? ' required' : '',
			ErrorSummary::field_attributes( $id, $error, '' !== $hint )
		);
		// The country is a select of the checkout's list (Billing::fields() says so).
		$control = 'select' === $type
			? '<select' . $attrs . '>' . Countries::options( $value ) . '</select>'
			: sprintf( '<input type="%1$s"%2$s value="%3$s"%4$s>', esc_attr( $type ), $attrs, esc_attr( $value ), $max > 0 ? ' maxlength="' . (int) $max . '"' : '' );
		return sprintf(
			'<p class="vitrine-my-account__field%1$s"><label for="%2$s">%3$s%4$s</label>%5$s%6$s%7$s</p>',
			'' !== $error ? ' is-invalid' : '',
			esc_attr( $id ),
			esc_html( $label ),
			$required ? ' <span class="required" aria-hidden="true">*</span>' : '',
			$control,
			'' !== $hint ? '<span class="vitrine-my-account__hint" id="' . esc_attr( $id ) . '-hint">' . esc_html( $hint ) . '</span>' : '',
			'' !== $error ? '<span class="vitrine-my-account__error" id="' . esc_attr( $id ) . '-error">' . esc_html( $error ) . '</span>' : ''
		);
	}

	/**
	 * Which form was posted, '' for none.
	 */
	private static function posted_form(): string {
		// phpcs:ignore WordPress.Security.NonceVerification.Missing -- which form was posted; checked by the handler.
		return isset( $_POST['vitrine_account_action'] ) ? sanitize_key( wp_unslash( $_POST['vitrine_account_action'] ) ) : '';
	}
}
