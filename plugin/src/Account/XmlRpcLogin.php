<?php
/**
 * XML-RPC sign-in, off by default.
 *
 * @package Vitrine
 */

declare( strict_types = 1 );

namespace Vitrine\Account;

defined( 'ABSPATH' ) || exit;

/**
 * XML-RPC is a second login door that few sites use (the mobile apps and most clients have
 * moved to the REST API with application passwords), and one request can carry many calls.
 * Its methods that need a login are turned off unless a site asks for them; pingbacks,
 * which need none, are untouched. When on, its logins follow the same limits as every door.
 */
final class XmlRpcLogin {

	/**
	 * Hooks core's switch.
	 */
	public function register(): void {
		add_filter( 'xmlrpc_enabled', array( $this, 'is_enabled' ), 99 );
	}

	/**
	 * `xmlrpc_enabled`: whether XML-RPC methods that need a login are available.
	 *
	 * @param bool $enabled What core and earlier filters decided.
	 */
	public function is_enabled( $enabled ): bool {
		/**
		 * Filters whether XML-RPC methods that need a login (and so XML-RPC sign-in) are on.
		 *
		 * @since 0.1.0
		 *
		 * @param bool $enabled Default false.
		 */
		return (bool) $enabled && (bool) apply_filters( 'vitrine_xmlrpc_enabled', false );
	}
}
