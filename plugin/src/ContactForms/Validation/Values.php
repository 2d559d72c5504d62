<?php
/**
 * Normalising submitted values before validation.
 *
 * @package Vitrine
 */

declare( strict_types = 1 );

namespace Vitrine\ContactForms\Validation;

defined( 'ABSPATH' ) || exit;

/**
 * The SWV reading of a field's input: every value trimmed, blank values dropped. Trimming
 * removes the same characters as JavaScript's `String.prototype.trim()`, so the TS validator
 * and this one see the same input.
 */
final class Values {

	/**
	 * A field's values, trimmed, without blanks.
	 *
	 * @param mixed $raw A string, a list of strings, or null.
	 * @return list<string>
	 */
	public static function of( mixed $raw ): array {
		$list = is_array( $raw ) ? $raw : ( null === $raw ? array() : array( $raw ) );
		$out  = array();
		foreach ( $list as $value ) {
			if ( ! is_string( $value ) ) {
				continue;
			}
			$value = self::trim( (string) $value );
			if ( '' !== $value ) {
				$out[] = $value;
			}
		}
		return $out;
	}

	/**
	 * Trims PHP's trim() character set (space, tab, LF, CR, NUL, vertical tab; not Unicode
	 * spaces), as the TS twin does.
	 *
	 * @param string $value Value.
	 */
	public static function trim( string $value ): string {
		return trim( $value, " \t\n\r\0\x0B" );
	}

	/**
	 * A threshold as a number, or null when it does not read as one (the rule then passes).
	 *
	 * @param mixed $value Threshold.
	 */
	public static function number( mixed $value ): ?float {
		if ( is_int( $value ) || is_float( $value ) ) {
			return is_finite( (float) $value ) ? (float) $value : null;
		}
		if ( is_string( $value ) && '' !== trim( $value ) && is_numeric( trim( $value ) ) ) {
			return (float) trim( $value );
		}
		return null;
	}

	/**
	 * Length in UTF-16 code units, as JavaScript's `String.length` counts.
	 *
	 * @param string $value Value.
	 */
	public static function utf16_length( string $value ): int {
		if ( ! preg_match( '//u', $value ) ) {
			return strlen( $value );
		}
		$length = 0;
		foreach ( (array) preg_split( '//u', $value, -1, PREG_SPLIT_NO_EMPTY ) as $char ) {
			$length += strlen( (string) $char ) >= 4 ? 2 : 1;
		}
		return $length;
	}

	/**
	 * A field's files, without entries that carry no name.
	 *
	 * @param mixed $raw List of `{name, size, type}`.
	 * @return list<array{name: string, size: int, type: string}>
	 */
	public static function files( mixed $raw ): array {
		$out = array();
		foreach ( is_array( $raw ) ? $raw : array() as $file ) {
			if ( ! is_array( $file ) || ! is_string( $file['name'] ?? null ) || '' === self::trim( $file['name'] ) ) {
				continue;
			}
			$out[] = array(
				'name' => (string) $file['name'],
				'size' => (int) ( $file['size'] ?? 0 ),
				'type' => (string) ( $file['type'] ?? '' ),
			);
		}
		return $out;
	}
}
