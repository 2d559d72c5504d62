<?php
/**
 * Which site a request comes from.
 *
 * @package Vitrine
 */

declare( strict_types = 1 );

namespace Vitrine\Core\Http;

use WP_Error;

defined( 'ABSPATH' ) || exit;

/**
 * Tells requests sent by this site's pages from requests another site makes a visitor's
 * browser send (CSRF). Browsers say so themselves: `Sec-Fetch-Site: cross-site`, and an
 * `Origin` header on every POST and every cross-origin fetch. A request without either
 * (a non-browser client, an older browser's same-origin GET) is not cross-site: the
 * nonce still stands guard there.
 *
 * Every state-changing call of ours refuses cross-site requests with {@see RequestOrigin::refusal()}:
 * admin-ajax handlers first thing ({@see AjaxError::refuse_cross_site()}; the login action in
 * its own reply shape), REST write routes through {@see CrossSiteRestGuard}, wp-login.php's
 * form through the login policy.
 */
final class RequestOrigin {

	public const CROSS_SITE = 'vitrine_cross_site';

	/**
	 * Whether headers say the request was sent by another site.
	 *
	 * @param string|null $origin     The `Origin` header, null when absent.
	 * @param string|null $fetch_site The `Sec-Fetch-Site` header, null when absent.
	 */
	public static function is_cross_site( ?string $origin, ?string $fetch_site ): bool {
		if ( null !== $fetch_site && 'cross-site' === strtolower( trim( $fetch_site ) ) ) {
			return true;
		}
		return self::is_foreign_origin( $origin );
	}

	/**
	 * Whether an `Origin` header names another site (an absent header does not; `null`, the
	 * origin of sandboxed frames and opaque redirects, does).
	 *
	 * @param string|null $origin The `Origin` header, null when absent.
	 */
	public static function is_foreign_origin( ?string $origin ): bool {
		if ( null === $origin ) {
			return false;
		}
		return ! in_array( strtolower( rtrim( trim( $origin ), '/' ) ), self::site_origins(), true );
	}

	/**
	 * Whether the current request (its server variables) was sent by another site.
	 */
	public static function current_is_cross_site(): bool {
		return self::is_cross_site( self::server_header( 'HTTP_ORIGIN' ), self::server_header( 'HTTP_SEC_FETCH_SITE' ) );
	}

	/**
	 * The refusal of a cross-site state change when the current request is one, else null.
	 */
	public static function cross_site_refusal(): ?WP_Error {
		return self::current_is_cross_site() ? self::refusal() : null;
	}

	/**
	 * The refusal of a cross-site state change.
	 */
	public static function refusal(): WP_Error {
		return new WP_Error(
			self::CROSS_SITE,
			__( 'This request came from another website, so it was refused. Please use this site’s own pages.', 'vitrine' ),
			array( 'status' => 403 )
		);
	}

	/**
	 * The origins (`scheme://host[:port]`, lower case) of this site's pages.
	 *
	 * @return list<string>
	 */
	public static function site_origins(): array {
		$origins = array();
		foreach ( array( home_url(), site_url() ) as $url ) {
			$parts = wp_parse_url( $url );
			if ( isset( $parts['scheme'], $parts['host'] ) ) {
				$origins[] = strtolower( $parts['scheme'] . '://' . $parts['host'] . ( isset( $parts['port'] ) ? ':' . $parts['port'] : '' ) );
			}
		}

		/**
		 * Filters the origins whose pages may make state-changing calls to Vitrine (and read the
		 * session). Add a headless front end's origin here.
		 *
		 * @since 0.1.0
		 *
		 * @param list<string> $origins Origins as `scheme://host[:port]`, lower case.
		 */
		$origins = (array) apply_filters( 'vitrine_allowed_origins', array_values( array_unique( $origins ) ) );
		return array_values( array_map( static fn( $origin ): string => strtolower( rtrim( (string) $origin, '/' ) ), $origins ) );
	}

	/**
	 * A request header from the server variables, null when absent.
	 *
	 * @param string $key Server variable name, e.g. `HTTP_ORIGIN`.
	 */
	private static function server_header( string $key ): ?string {
		if ( ! isset( $_SERVER[ $key ] ) || ! is_string( $_SERVER[ $key ] ) ) {
			return null;
		}
		return sanitize_text_field( wp_unslash( $_SERVER[ $key ] ) );
	}
}
