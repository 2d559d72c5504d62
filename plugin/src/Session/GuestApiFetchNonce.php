<?php
/**
 * Keeps core's api-fetch nonce out of the pages guests get.
 *
 * @package Vitrine
 */

declare( strict_types = 1 );

namespace Vitrine\Session;

defined( 'ABSPATH' ) || exit;

/**
 * WordPress prints a `wp_rest` nonce into every page that loads `wp-api-fetch`, and sends it
 * with every REST call. A guest's page is what a page cache stores and hands to every other
 * guest, so the nonce in it would be stale, or someone else's (docs/architecture.md §5). For guests the page
 * gets an empty one, and a nonce middleware that sends no header while it is empty; the runtime
 * fills it from the session call when needed. Members' pages, which caches never store, keep
 * core's nonce.
 */
final class GuestApiFetchNonce {

	/**
	 * Hooks in after themes and plugins have enqueued their scripts.
	 */
	public function register(): void {
		add_action( 'wp_enqueue_scripts', array( $this, 'strip_for_guests' ), PHP_INT_MAX );
	}

	/**
	 * Rewrites core's inline api-fetch set-up for a guest's page.
	 */
	public function strip_for_guests(): void {
		if ( is_user_logged_in() ) {
			return;
		}
		$scripts = wp_scripts();
		$after   = $scripts->get_data( 'wp-api-fetch', 'after' );
		if ( ! is_array( $after ) ) {
			return;
		}
		$scripts->add_data( 'wp-api-fetch', 'after', array_map( array( self::class, 'without_nonce' ), $after ) );
	}

	/**
	 * One inline script with the nonce emptied and the middleware made silent while it is empty.
	 *
	 * @param mixed $script Inline script.
	 * @return mixed
	 */
	public static function without_nonce( $script ) {
		if ( ! is_string( $script ) || ! str_contains( $script, 'createNonceMiddleware' ) ) {
			return $script;
		}
		$script = (string) preg_replace( '/createNonceMiddleware\(\s*"[^"]*"\s*\)/', 'createNonceMiddleware( "" )', $script );
		return str_replace(
			'wp.apiFetch.use( wp.apiFetch.nonceMiddleware );',
			'wp.apiFetch.use( function ( options, next ) { return wp.apiFetch.nonceMiddleware.nonce ? wp.apiFetch.nonceMiddleware( options, next ) : next( options ); } );',
			$script
		);
	}
}
