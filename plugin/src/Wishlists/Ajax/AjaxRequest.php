<?php
/**
 * Reading a wishlist action's fields.
 *
 * @package Vitrine
 */

declare( strict_types = 1 );

namespace Vitrine\Wishlists\Ajax;

defined( 'ABSPATH' ) || exit;

/**
 * Unslashed, sanitized POST fields. Only read after {@see WishlistAjaxActions::begin()} verified
 * the nonce, hence the NonceVerification ignores.
 */
final class AjaxRequest {

	/**
	 * A text field, '' when missing.
	 *
	 * @param string $key Field name.
	 */
	public static function text( string $key ): string {
		// phpcs:ignore WordPress.Security.NonceVerification.Missing
		return isset( $_POST[ $key ] ) && is_scalar( $_POST[ $key ] ) ? sanitize_text_field( wp_unslash( (string) $_POST[ $key ] ) ) : '';
	}

	/**
	 * A multi-line text field, '' when missing.
	 *
	 * @param string $key Field name.
	 */
	public static function textarea( string $key ): string {
		// phpcs:ignore WordPress.Security.NonceVerification.Missing
		return isset( $_POST[ $key ] ) && is_scalar( $_POST[ $key ] ) ? sanitize_textarea_field( wp_unslash( (string) $_POST[ $key ] ) ) : '';
	}

	/**
	 * A non-negative whole number, 0 when missing or malformed.
	 *
	 * @param string $key Field name.
	 */
	public static function int( string $key ): int {
		$value = self::text( $key );
		return ctype_digit( $value ) ? (int) $value : 0;
	}

	/**
	 * A list of positive ids (`positions[]=3&positions[]=1` or `positions=3,1`).
	 *
	 * @param string $key Field name.
	 * @return list<int>
	 */
	public static function ids( string $key ): array {
		$raw    = isset( $_POST[ $key ] ) ? wp_unslash( $_POST[ $key ] ) : array(); // phpcs:ignore WordPress.Security.NonceVerification.Missing, WordPress.Security.ValidatedSanitizedInput.InputNotSanitized -- nonce checked by the caller; each value is cast below.
		$values = is_array( $raw ) ? $raw : explode( ',', (string) $raw );
		$ids    = array();
		foreach ( $values as $value ) {
			if ( is_scalar( $value ) && ctype_digit( (string) $value ) && (int) $value > 0 ) {
				$ids[] = (int) $value;
			}
		}
		return $ids;
	}

	/**
	 * The requested fragments: `fragments[name]=options`, or a JSON object, or a list of names.
	 *
	 * @return array<string, array<string, mixed>> Options by fragment name.
	 */
	public static function fragments(): array {
		$raw = isset( $_POST['fragments'] ) ? wp_unslash( $_POST['fragments'] ) : array(); // phpcs:ignore WordPress.Security.NonceVerification.Missing, WordPress.Security.ValidatedSanitizedInput.InputNotSanitized -- nonce checked by the caller; names and options are sanitized below.
		if ( is_string( $raw ) ) {
			$decoded = json_decode( $raw, true );
			$raw     = is_array( $decoded ) ? $decoded : array();
		}
		$fragments = array();
		foreach ( (array) $raw as $name => $options ) {
			if ( is_int( $name ) && is_string( $options ) ) {
				$name    = $options;
				$options = array();
			}
			$name = sanitize_key( (string) $name );
			if ( '' !== $name ) {
				$fragments[ $name ] = is_array( $options ) ? self::scalar_options( $options ) : array();
			}
		}
		return $fragments;
	}

	/**
	 * A fragment's options as sanitized strings: options are flat (`token`, `page`,
	 * `per_page`), so a nested value is dropped rather than turned into "Array".
	 *
	 * @param array<mixed> $options Raw options.
	 * @return array<string, string>
	 */
	private static function scalar_options( array $options ): array {
		$clean = array();
		foreach ( $options as $key => $value ) {
			if ( is_scalar( $value ) ) {
				$clean[ sanitize_key( (string) $key ) ] = sanitize_text_field( (string) $value );
			}
		}
		return $clean;
	}
}
