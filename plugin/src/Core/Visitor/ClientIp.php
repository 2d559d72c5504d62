<?php
/**
 * The client's IP address.
 *
 * @package Vitrine
 */

declare( strict_types = 1 );

namespace Vitrine\Core\Visitor;

defined( 'ABSPATH' ) || exit;

/**
 * The connecting address, or, when the connection comes from a reverse proxy the owner listed
 * ({@see TrustedProxySetting}), the visitor's address that proxy forwards
 * ({@see TrustedProxies::resolve()}). Forwarded-for headers are written by the client, so with
 * no proxy listed they are never read: nobody can dodge a rate limit by sending one.
 */
final class ClientIp {

	/**
	 * Returns the client IP, or `0.0.0.0` when it cannot be read.
	 */
	public static function get(): string {
		// Read raw and validated, not sanitized: an address has nothing to strip, and a value
		// that is not an address (or not even a string) is refused whole.
		// phpcs:ignore WordPress.Security.ValidatedSanitizedInput.InputNotSanitized, WordPress.Security.ValidatedSanitizedInput.MissingUnslash
		$remote = isset( $_SERVER['REMOTE_ADDR'] ) && is_string( $_SERVER['REMOTE_ADDR'] ) ? trim( $_SERVER['REMOTE_ADDR'] ) : '';
		$remote = filter_var( $remote, FILTER_VALIDATE_IP ) ? $remote : '0.0.0.0';
		$ip     = $remote;
		if ( '0.0.0.0' !== $remote ) {
			$proxies = TrustedProxies::configured();
			$header  = TrustedProxies::HEADER_FORWARDED === TrustedProxySetting::header() ? 'HTTP_FORWARDED' : 'HTTP_X_FORWARDED_FOR';
			// phpcs:ignore WordPress.Security.ValidatedSanitizedInput.InputNotSanitized, WordPress.Security.ValidatedSanitizedInput.MissingUnslash -- validated hop by hop.
			$ip = $proxies->resolve( $remote, $_SERVER[ $header ] ?? null );
		}

		/**
		 * Filters the client IP Vitrine uses for rate limits and consent records.
		 *
		 * Behind a reverse proxy, list it in Settings → General (or `VITRINE_TRUSTED_PROXIES`)
		 * rather than filtering; this filter is for addresses those cannot work out.
		 *
		 * @since 0.1.0
		 *
		 * @param string $ip     The visitor's address: the connecting one, or the one a trusted proxy forwarded.
		 * @param string $remote The connecting address (REMOTE_ADDR, `0.0.0.0` when unreadable).
		 */
		return (string) apply_filters( 'vitrine_client_ip', $ip, $remote );
	}
}
