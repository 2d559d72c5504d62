<?php
/**
 * Redirect targets limited to this site.
 *
 * @package Vitrine
 */

declare( strict_types = 1 );

namespace Vitrine\Account;

defined( 'ABSPATH' ) || exit;

/**
 * Turns a visitor-supplied `redirect_to` into an address on this site, or '' (no redirect).
 *
 * `wp_validate_redirect()` does the host check against `home_url()` (plus the
 * `allowed_redirect_hosts` filter). Before it, anything a browser could read as another host is
 * refused outright: protocol-relative `//host`, backslashes (`/\host` is `//host` to browsers),
 * control characters and whitespace inside the address, and schemes other than http(s).
 */
final class SafeRedirect {

	/**
	 * Returns the address when it stays on this site, otherwise ''.
	 *
	 * @param string $location Raw, unslashed redirect target.
	 */
	public static function sanitize( string $location ): string {
		$location = trim( $location );
		if ( '' === $location ) {
			return '';
		}
		if ( str_contains( $location, '\\' ) || preg_match( '/[\x00-\x20\x7f]/', $location ) ) {
			return '';
		}
		if ( str_starts_with( $location, '//' ) ) {
			return '';
		}
		$scheme = wp_parse_url( $location, PHP_URL_SCHEME );
		if ( null !== $scheme && false !== $scheme && ! in_array( strtolower( (string) $scheme ), array( 'http', 'https' ), true ) ) {
			return '';
		}
		if ( null === $scheme && ! str_starts_with( $location, '/' ) ) {
			// A bare "evil.example/x" or "?x": only absolute paths are accepted without a scheme.
			return '';
		}
		return (string) wp_validate_redirect( $location, '' );
	}
}
