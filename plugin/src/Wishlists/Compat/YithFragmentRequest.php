<?php
/**
 * Reading the `fragments` field as YITH's script sends it.
 *
 * @package Vitrine
 */

declare( strict_types = 1 );

namespace Vitrine\Wishlists\Compat;

defined( 'ABSPATH' ) || exit;

/**
 * YITH's `jquery.yith-wcwl.js` names each fragment by the class list of its element on the
 * page, joined with the glue `.` (`yith-wcwl-add-to-wishlist.add-to-wishlist-12.wishlist-fragment.on-first-load`),
 * and sends the element's `data-fragment-options` as the value (`fragments[<key>][item]=…`).
 * The reply must use the same keys, so they are kept as sent (each class sanitized, never
 * lower-cased or run together the way `sanitize_key()` would). Vitrine's own widgets send a
 * JSON object or bare names (`count`, `wishlist`); those are read here too.
 */
final class YithFragmentRequest {

	/**
	 * The most fragments one request renders (a shop page's buttons and the widgets, with room
	 * to spare); the rest are left out rather than rendered at any cost.
	 */
	public const MAX_FRAGMENTS = 100;

	/**
	 * The requested fragments: key => options (flat, scalar values as strings).
	 *
	 * Only read after the handler verified the nonce, hence the NonceVerification ignore.
	 *
	 * @return array<string, array<string, string>>
	 */
	public static function read(): array {
		$raw = isset( $_POST['fragments'] ) ? wp_unslash( $_POST['fragments'] ) : array(); // phpcs:ignore WordPress.Security.NonceVerification.Missing, WordPress.Security.ValidatedSanitizedInput.InputNotSanitized -- nonce checked by the caller; keys and options are sanitized below.
		if ( is_string( $raw ) ) {
			$decoded = json_decode( $raw, true );
			$raw     = is_array( $decoded ) ? $decoded : array();
		}
		$fragments = array();
		foreach ( (array) $raw as $key => $options ) {
			if ( is_int( $key ) && is_string( $options ) ) {
				$key     = $options;
				$options = array();
			}
			$key = self::key( (string) $key );
			if ( '' !== $key && count( $fragments ) < self::MAX_FRAGMENTS ) {
				$fragments[ $key ] = is_array( $options ) ? self::options( $options ) : array();
			}
		}
		return $fragments;
	}

	/**
	 * The classes of a key, in order.
	 *
	 * @param string $key A fragment key.
	 * @return list<string>
	 */
	public static function classes( string $key ): array {
		return array_values( array_filter( explode( '.', $key ), static fn( string $name ) => '' !== $name ) );
	}

	/**
	 * A key with every class sanitized as an HTML class.
	 *
	 * @param string $key Raw key.
	 */
	private static function key( string $key ): string {
		$classes = array();
		foreach ( explode( '.', $key ) as $name ) {
			$name = sanitize_html_class( $name );
			if ( '' !== $name ) {
				$classes[] = $name;
			}
		}
		return implode( '.', $classes );
	}

	/**
	 * A fragment's options as sanitized strings; nested values (YITH drops those from its
	 * options too) are left out rather than turned into "Array".
	 *
	 * @param array<mixed> $options Raw options.
	 * @return array<string, string>
	 */
	private static function options( array $options ): array {
		$clean = array();
		foreach ( $options as $name => $value ) {
			if ( is_bool( $value ) ) {
				$value = $value ? 'true' : 'false';
			}
			if ( is_scalar( $value ) ) {
				$clean[ sanitize_key( (string) $name ) ] = sanitize_text_field( (string) $value );
			}
		}
		return $clean;
	}
}
