<?php
/**
 * Whether a request is a visitor's page.
 *
 * @package Vitrine
 */

declare( strict_types = 1 );

namespace Vitrine\Core\Http;

defined( 'ABSPATH' ) || exit;

/**
 * A visitor's page is most of a site's traffic and needs the least: the editors' block parts,
 * the settings' schemas and labels and the like serve the admin, the REST API and the command
 * line. Code that registers such things asks this first and skips them on a visitor's page.
 */
final class VisitorPage {

	/**
	 * Whether the request is a visitor's page: not the admin (the editors, admin-ajax), not
	 * the REST API (the editors' block renderer and block types, `/wp/v2/settings`), not the
	 * command line (WP-CLI, cron, the tests). Read at boot or on `init`, before WordPress has
	 * parsed the request, so the REST API is told by its address.
	 *
	 * @param string $sapi The PHP interface serving the request.
	 */
	public static function is_current( string $sapi = PHP_SAPI ): bool {
		if ( 'cli' === $sapi || is_admin() || ( defined( 'REST_REQUEST' ) && REST_REQUEST ) ) {
			return false;
		}
		// phpcs:ignore WordPress.Security.NonceVerification.Recommended -- only tells the REST API apart.
		if ( isset( $_GET['rest_route'] ) ) {
			return false;
		}
		$uri  = isset( $_SERVER['REQUEST_URI'] ) ? esc_url_raw( wp_unslash( $_SERVER['REQUEST_URI'] ) ) : '';
		$path = (string) wp_parse_url( $uri, PHP_URL_PATH );
		return ! str_contains( $path, '/' . rest_get_url_prefix() . '/' ) && ! str_ends_with( $path, '/' . rest_get_url_prefix() );
	}
}
