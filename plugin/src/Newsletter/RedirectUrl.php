<?php
/**
 * The after-submit redirect address.
 *
 * @package Vitrine
 */

declare( strict_types = 1 );

namespace Vitrine\Newsletter;

defined( 'ABSPATH' ) || exit;

/**
 * Normalizes the redirect URL a form is configured with, by the same rule the widget applies
 * (docs/product-spec.md §4: https:// is prepended when the address has no http/https scheme; shared test
 * vectors in tests/fixtures/newsletter-redirect.json), then keeps only http and https URLs.
 * A site-relative path (`/thanks/`) is made absolute on this site first.
 */
final class RedirectUrl {

	/**
	 * The spec's rule alone: what the widget does too.
	 *
	 * @param string $url Configured address.
	 */
	public static function with_scheme( string $url ): string {
		$url = trim( $url );
		if ( '' === $url || preg_match( '#^https?://#i', $url ) ) {
			return $url;
		}
		if ( str_starts_with( $url, '//' ) ) {
			return 'https:' . $url;
		}
		return 'https://' . $url;
	}

	/**
	 * Returns a safe absolute http(s) URL, or '' when the address cannot be used.
	 *
	 * @param string $url Configured address.
	 */
	public static function normalize( string $url ): string {
		$url = trim( $url );
		if ( '' === $url ) {
			return '';
		}
		if ( str_starts_with( $url, '/' ) && ! str_starts_with( $url, '//' ) ) {
			$url = home_url( $url );
		}
		$url = self::with_scheme( $url );
		if ( false === wp_parse_url( $url ) || '' === (string) wp_parse_url( $url, PHP_URL_HOST ) ) {
			return '';
		}
		return esc_url_raw( $url, array( 'http', 'https' ) );
	}
}
