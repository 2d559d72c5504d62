<?php
/**
 * The serialized forms the popup posts.
 *
 * @package Vitrine
 */

declare( strict_types = 1 );

namespace Vitrine\Account;

defined( 'ABSPATH' ) || exit;

/**
 * The reference clients send a whole form serialized into one POST field (`data`); this
 * unslashes and parses it, and reads single values from it as strings (arrays are refused).
 */
final class FormData {

	/**
	 * Parses the serialized form in a POST field. Nonces are checked by the caller.
	 *
	 * @param string $field POST field holding the serialized form.
	 * @return array<string, mixed>
	 */
	public static function from_request( string $field ): array {
		// The nonce is inside the form (or beside it): callers verify it. Values are sanitized on read.
		// phpcs:ignore WordPress.Security.NonceVerification.Missing, WordPress.Security.ValidatedSanitizedInput.InputNotSanitized
		$raw    = isset( $_POST[ $field ] ) && is_string( $_POST[ $field ] ) ? wp_unslash( $_POST[ $field ] ) : '';
		$fields = array();
		wp_parse_str( (string) $raw, $fields );
		return $fields;
	}

	/**
	 * A single-line text value.
	 *
	 * @param array<string, mixed> $fields Parsed form.
	 * @param string               $name   Field name.
	 */
	public static function text( array $fields, string $name ): string {
		return sanitize_text_field( self::raw( $fields, $name ) );
	}

	/**
	 * A value as typed (passwords, redirect targets validated elsewhere).
	 *
	 * @param array<string, mixed> $fields Parsed form.
	 * @param string               $name   Field name.
	 */
	public static function raw( array $fields, string $name ): string {
		$value = $fields[ $name ] ?? '';
		return is_string( $value ) ? $value : '';
	}
}
