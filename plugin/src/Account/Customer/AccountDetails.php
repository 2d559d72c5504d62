<?php
/**
 * A member's name, email and password, changed from the account page.
 *
 * @package Vitrine
 */

declare( strict_types = 1 );

namespace Vitrine\Account\Customer;

use Vitrine\Account\PasswordStrength;
use Vitrine\Shop\Orders\Billing;
use WP_Error;
use WP_User;

defined( 'ABSPATH' ) || exit;

/**
 * Checks and saves the account page's "Account details" form. Every field is checked on the
 * server with a translated message by field name; a new email must not belong to someone
 * else; a new password needs the same value twice. A new email or password also needs the
 * current password, which {@see AccountFormHandler} checks as a login attempt.
 */
final class AccountDetails {

	/**
	 * The posted fields, sanitized (passwords untouched: they are never printed nor stored
	 * as typed, and sanitizing would change them).
	 *
	 * @param array<string, mixed> $posted Posted values, unslashed.
	 * @return array<string, string>
	 */
	public static function from_post( array $posted ): array {
		$text   = static fn( string $key ): string => isset( $posted[ $key ] ) && is_scalar( $posted[ $key ] ) ? (string) $posted[ $key ] : '';
		$values = array(
			'first_name'   => sanitize_text_field( $text( 'account_first_name' ) ),
			'last_name'    => sanitize_text_field( $text( 'account_last_name' ) ),
			'display_name' => sanitize_text_field( $text( 'account_display_name' ) ),
			// An invalid address stays as typed, to be shown again and called invalid.
			'email'        => Billing::email( $text( 'account_email' ) ),
		);
		foreach ( array( 'password_current', 'password_new', 'password_confirm' ) as $key ) {
			$values[ $key ] = $text( $key );
		}
		return $values;
	}

	/**
	 * The errors by field name (empty when the values can be saved).
	 *
	 * @param WP_User               $user   The member.
	 * @param array<string, string> $values {@see AccountDetails::from_post()}.
	 * @return array<string, string>
	 */
	public static function validate( WP_User $user, array $values ): array {
		$errors = array();
		foreach ( array( 'first_name', 'last_name', 'display_name' ) as $name ) {
			if ( mb_strlen( $values[ $name ] ?? '' ) > 100 ) {
				$errors[ $name ] = __( 'This name is too long.', 'vitrine' );
			}
		}
		if ( '' === ( $values['display_name'] ?? '' ) ) {
			$errors['display_name'] = __( 'Please enter a display name.', 'vitrine' );
		}
		$email = $values['email'] ?? '';
		if ( '' === $email || ! is_email( $email ) ) {
			$errors['email'] = __( 'Please enter a valid email address.', 'vitrine' );
		} else {
			$owner = email_exists( $email );
			if ( $owner && (int) $owner !== $user->ID ) {
				$errors['email'] = __( 'This email address is already used by another account.', 'vitrine' );
			}
		}
		$new = $values['password_new'] ?? '';
		if ( '' !== $new || '' !== ( $values['password_confirm'] ?? '' ) ) {
			if ( ! PasswordStrength::is_acceptable( $new ) ) {
				// The register form's rule, so every password the site accepts meets it.
				$errors['password_new'] = PasswordStrength::too_weak_message();
			} elseif ( str_contains( $new, '\\' ) ) {
				// WordPress refuses backslashes in passwords (wp-login.php and profile.php too).
				$errors['password_new'] = __( 'Passwords may not contain the character "\\".', 'vitrine' );
			}
			if ( ( $values['password_confirm'] ?? '' ) !== $new ) {
				$errors['password_confirm'] = __( 'The two new passwords do not match.', 'vitrine' );
			}
		}
		if ( self::needs_current_password( $user, $values ) && '' === ( $values['password_current'] ?? '' ) ) {
			$errors['password_current'] = __( 'Please enter your current password to change your email address or password.', 'vitrine' );
		}
		return $errors;
	}

	/**
	 * Whether the values change the email address or the password, which only the one who
	 * knows the current password may do (a session alone could be stolen).
	 *
	 * @param WP_User               $user   The member.
	 * @param array<string, string> $values {@see AccountDetails::from_post()}.
	 */
	public static function needs_current_password( WP_User $user, array $values ): bool {
		return ( $values['email'] ?? '' ) !== $user->user_email
			|| '' !== ( $values['password_new'] ?? '' ) || '' !== ( $values['password_confirm'] ?? '' );
	}

	/**
	 * Saves valid values; a password change keeps the member signed in on this device.
	 *
	 * @param WP_User               $user   The member.
	 * @param array<string, string> $values Values {@see AccountDetails::validate()} accepted.
	 * @return true|WP_Error
	 */
	public static function save( WP_User $user, array $values ): bool|WP_Error {
		$update           = array(
			'ID'           => $user->ID,
			'first_name'   => $values['first_name'],
			'last_name'    => $values['last_name'],
			'display_name' => $values['display_name'],
			'user_email'   => $values['email'],
		);
		$changes_password = '' !== $values['password_new'];
		if ( $changes_password ) {
			$update['user_pass'] = $values['password_new'];
		}
		$result = wp_update_user( $update );
		if ( is_wp_error( $result ) ) {
			return new WP_Error( 'vitrine_account_not_saved', __( 'Your account details could not be saved. Please try again.', 'vitrine' ) );
		}
		if ( $changes_password && ! headers_sent() ) {
			// wp_update_user() ends every session of the user on a password change; this one goes on.
			wp_set_auth_cookie( $user->ID, false, is_ssl() );
		}
		return true;
	}
}
