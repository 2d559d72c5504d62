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
 * Reads the connecting address only. Forwarded-for headers are set by the client and would
 * let anyone dodge a rate limit, so a site behind a trusted proxy opts in through the filter.
 */
final class ClientIp {

	/**
	 * Returns the client IP, or `0.0.0.0` when it cannot be read.
	 */
	public static function get(): string {
		$remote = isset( $_SERVER['REMOTE_ADDR'] ) ? sanitize_text_field( wp_unslash( $_SERVER['REMOTE_ADDR'] ) ) : '';
		$ip     = filter_var( $remote, FILTER_VALIDATE_IP ) ? $remote : '0.0.0.0';

		/**
		 * Filters the client IP Vitrine uses for rate limits and consent records.
		 *
		 * Behind a reverse proxy you trust, return the address it forwards.
		 *
		 * @since 0.1.0
		 *
		 * @param string $ip The connecting address.
		 */
		return (string) apply_filters( 'vitrine_client_ip', $ip );
	}
}
