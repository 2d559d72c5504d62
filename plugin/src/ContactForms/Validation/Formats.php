<?php
/**
 * Format checks: email, url, tel, number, date, time.
 *
 * @package Vitrine
 */

declare( strict_types = 1 );

namespace Vitrine\ContactForms\Validation;

defined( 'ABSPATH' ) || exit;

/**
 * Pure predicates for one trimmed, non-blank value. The TS twin is src/lib/swv; both are held to
 * tests/fixtures/swv-vectors.json.
 */
final class Formats {

	/**
	 * URL schemes accepted (compared case-insensitively).
	 */
	public const PROTOCOLS = array( 'http', 'https', 'ftp', 'ftps', 'mailto', 'news', 'irc', 'gopher', 'nntp', 'feed', 'telnet', 'mms', 'rtsp', 'sms', 'svn', 'tel', 'fax', 'xmpp', 'webcal', 'urn' );

	/**
	 * Schemes whose URLs must name a host (`scheme://host…`).
	 */
	public const HOST_SCHEMES = array( 'http', 'https', 'ftp', 'ftps' );

	/**
	 * Email: at least 6 characters, one `@` not first, a plain local part and a domain of two or
	 * more labels of letters, digits and inner dashes.
	 *
	 * @param string $value Value.
	 */
	public static function email( string $value ): bool {
		if ( strlen( $value ) < 6 || 1 !== substr_count( $value, '@' ) || str_starts_with( $value, '@' ) ) {
			return false;
		}
		list( $local, $domain ) = explode( '@', $value, 2 );
		if ( ! preg_match( '/^[a-zA-Z0-9!#$%&\'*+\/=?^_`{|}~.-]+$/', $local ) ) {
			return false;
		}
		if ( str_contains( $domain, '..' ) || trim( $domain, " \t\n\r\0\x0B." ) !== $domain ) {
			return false;
		}
		$labels = explode( '.', $domain );
		if ( count( $labels ) < 2 ) {
			return false;
		}
		foreach ( $labels as $label ) {
			if ( ! preg_match( '/^[a-z0-9](?:[a-z0-9-]*[a-z0-9])?$/i', $label ) ) {
				return false;
			}
		}
		return true;
	}

	/**
	 * URL: an allowed scheme (any case), no white space or control characters, something after
	 * the colon, and for http(s)/ftp(s) a `//` followed by a non-empty host.
	 *
	 * @param string $value Value.
	 */
	public static function url( string $value ): bool {
		if ( preg_match( '/[\x00-\x20\x7F]/', $value ) || ! preg_match( '/^([a-z][a-z0-9+.-]*):(.+)$/is', $value, $m ) ) {
			return false;
		}
		if ( ! in_array( strtolower( $m[1] ), self::PROTOCOLS, true ) ) {
			return false;
		}
		if ( ! in_array( strtolower( $m[1] ), self::HOST_SCHEMES, true ) ) {
			return true;
		}
		$rest = $m[2];
		if ( ! str_starts_with( $rest, '//' ) ) {
			return false;
		}
		$authority = (string) preg_replace( '/[\/?#].*$/s', '', substr( $rest, 2 ) );
		$host      = (string) preg_replace( '/^.*@/s', '', $authority );
		$host      = (string) preg_replace( '/:[0-9]*$/', '', $host );
		return '' !== $host;
	}

	/**
	 * Telephone number, as the product spec has it (docs/product-spec.md §8: 5 to 15 digits
	 * after stripping separators, with an optional `+` or `00` prefix): cut from the first `#`
	 * or `*`, drop `( ) / .`, spaces and dashes, turn a leading `00` into `+`, then an optional
	 * leading `+` and 5 to 15 digits (the `+` is not counted).
	 *
	 * @param string $value Value.
	 */
	public static function tel( string $value ): bool {
		$number = (string) preg_replace( '/[#*].*$/s', '', $value );
		$number = (string) preg_replace( '/[()\/. \t\n\r\f\v-]+/', '', $number );
		$number = (string) preg_replace( '/^(\+|00)/', '+', $number );
		return (bool) preg_match( '/^[+]?[0-9]{5,15}$/', $number );
	}

	/**
	 * Number: an optional minus, digits, an optional fraction and exponent.
	 *
	 * @param string $value Value.
	 */
	public static function number( string $value ): bool {
		return (bool) preg_match( '/^-?[0-9]+([eE][+-]?[0-9]+)?$/', $value )
			|| (bool) preg_match( '/^-?([0-9]+)?\.[0-9]+([eE][+-]?[0-9]+)?$/', $value );
	}

	/**
	 * Date: `YYYY-MM-DD` that exists in the calendar.
	 *
	 * @param string $value Value.
	 */
	public static function date( string $value ): bool {
		return (bool) preg_match( '/^([0-9]{4})-([0-9]{2})-([0-9]{2})$/', $value, $m )
			&& checkdate( (int) $m[2], (int) $m[3], (int) $m[1] );
	}

	/**
	 * Time: `HH:MM` or `HH:MM:SS` within a day.
	 *
	 * @param string $value Value.
	 */
	public static function time( string $value ): bool {
		return (bool) preg_match( '/^([01][0-9]|2[0-3]):[0-5][0-9](:[0-5][0-9])?$/', $value );
	}

	/**
	 * ISO day of the week (1 = Monday … 7 = Sunday) of a valid date.
	 *
	 * @param string $value A date that passed {@see self::date()}.
	 */
	public static function day_of_week( string $value ): int {
		list( $y, $m, $d ) = array_map( 'intval', explode( '-', $value ) );
		return (int) gmdate( 'N', (int) gmmktime( 0, 0, 0, $m, $d, $y ) );
	}

	/**
	 * Whether a file matches an accept list of extensions (`pdf`, `.pdf`) or MIME types
	 * (`application/pdf`, `image/*`).
	 *
	 * @param array{name: string, type: string} $file   File.
	 * @param list<string>                      $accept Accepted types.
	 */
	public static function file_type( array $file, array $accept ): bool {
		$name = strtolower( $file['name'] );
		$type = strtolower( $file['type'] );
		foreach ( $accept as $pattern ) {
			$pattern = strtolower( trim( (string) $pattern ) );
			if ( '' === $pattern ) {
				continue;
			}
			if ( str_contains( $pattern, '/' ) ) {
				if ( str_ends_with( $pattern, '/*' ) ? str_starts_with( $type, substr( $pattern, 0, -1 ) ) : $type === $pattern ) {
					return true;
				}
				continue;
			}
			if ( str_ends_with( $name, '.' . ltrim( $pattern, '.' ) ) ) {
				return true;
			}
		}
		return false;
	}
}
