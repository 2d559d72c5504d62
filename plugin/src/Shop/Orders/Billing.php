<?php
/**
 * The billing details of an order.
 *
 * @package Vitrine
 */

declare( strict_types = 1 );

namespace Vitrine\Shop\Orders;

defined( 'ABSPATH' ) || exit;

/**
 * The checkout's billing fields: their labels, the rules the form states (required, type,
 * length) and the same rules applied on the server, which is what counts.
 */
final class Billing {

	/**
	 * The fields: name => [label, input type, max length, required, autocomplete].
	 *
	 * @return array<string, array{label: string, type: string, max: int, required: bool, autocomplete: string}>
	 */
	public static function fields(): array {
		$field = static fn( string $label, string $type, int $max, bool $required, string $autocomplete ): array => compact( 'label', 'type', 'max', 'required', 'autocomplete' );
		return array(
			'first_name' => $field( __( 'First name', 'vitrine' ), 'text', 100, true, 'given-name' ),
			'last_name'  => $field( __( 'Last name', 'vitrine' ), 'text', 100, true, 'family-name' ),
			'email'      => $field( __( 'Email address', 'vitrine' ), 'email', 190, true, 'email' ),
			'phone'      => $field( __( 'Phone', 'vitrine' ), 'tel', 40, false, 'tel' ),
			'address'    => $field( __( 'Street address', 'vitrine' ), 'text', 255, true, 'address-line1' ),
			'city'       => $field( __( 'Town / City', 'vitrine' ), 'text', 100, true, 'address-level2' ),
			'postcode'   => $field( __( 'Postcode / ZIP', 'vitrine' ), 'text', 20, true, 'postal-code' ),
			// A select of the countries where intl names them (see Countries), else a code typed in.
			'country'    => Countries::available() ? $field( __( 'Country / Region', 'vitrine' ), 'select', 2, true, 'country' ) : $field( __( 'Country (two-letter code)', 'vitrine' ), 'text', 2, true, 'country' ),
		);
	}

	/**
	 * Sanitizes posted values (`billing_<field>`), unslashed.
	 *
	 * @param array<string, mixed> $posted Posted values.
	 * @return array<string, string>
	 */
	public static function from_post( array $posted ): array {
		$values = array();
		foreach ( array_keys( self::fields() ) as $name ) {
			$raw             = isset( $posted[ 'billing_' . $name ] ) && is_scalar( $posted[ 'billing_' . $name ] ) ? (string) $posted[ 'billing_' . $name ] : '';
			$values[ $name ] = 'email' === $name ? self::email( $raw ) : sanitize_text_field( $raw );
		}
		$values['country'] = strtoupper( $values['country'] );
		return $values;
	}

	/**
	 * The email as sanitize_email() makes it when that is a valid address; otherwise what was
	 * typed (as text), so that the form shows it again with "Please enter a valid email
	 * address" instead of emptying the field and calling it required (the account's details
	 * form keeps it the same way).
	 *
	 * @param string $raw Posted value.
	 */
	public static function email( string $raw ): string {
		$typed = sanitize_text_field( $raw );
		return is_email( $typed ) ? sanitize_email( $typed ) : $typed;
	}

	/**
	 * The errors of each field, by field name (empty when valid).
	 *
	 * @param array<string, string> $values Sanitized values.
	 * @return array<string, string>
	 */
	public static function validate( array $values ): array {
		$errors = array();
		foreach ( self::fields() as $name => $field ) {
			$value = $values[ $name ] ?? '';
			if ( '' === $value ) {
				if ( $field['required'] ) {
					/* translators: %s: field label. */
					$errors[ $name ] = sprintf( __( '%s is a required field.', 'vitrine' ), $field['label'] );
				}
				continue;
			}
			if ( mb_strlen( $value ) > $field['max'] ) {
				/* translators: %s: field label. */
				$errors[ $name ] = sprintf( __( '%s is too long.', 'vitrine' ), $field['label'] );
			} elseif ( 'email' === $name && ! is_email( $value ) ) {
				$errors[ $name ] = __( 'Please enter a valid email address.', 'vitrine' );
			} elseif ( 'country' === $name && Countries::available() && ! isset( Countries::all()[ $value ] ) ) {
				$errors[ $name ] = __( 'Please choose a country from the list.', 'vitrine' );
			} elseif ( 'country' === $name && ! preg_match( '/^[A-Z]{2}$/', $value ) ) {
				$errors[ $name ] = __( 'Please enter the two-letter country code, e.g. FR.', 'vitrine' );
			} elseif ( 'phone' === $name && ! preg_match( '/^[0-9 +().\-]{5,40}$/', $value ) ) {
				$errors[ $name ] = __( 'Please enter a valid phone number.', 'vitrine' );
			}
		}
		return $errors;
	}
}
