<?php
/**
 * Per-visitor session endpoint.
 *
 * @package Vitrine
 */

declare( strict_types = 1 );

namespace Vitrine\Session;

use Vitrine\Core\Module;

defined( 'ABSPATH' ) || exit;

/**
 * Registers `GET vitrine/v1/session`, keys guests' nonces to their visitor cookie and keeps
 * core's api-fetch nonce out of guests' pages.
 */
final class SessionModule implements Module {

	/**
	 * {@inheritDoc}
	 */
	public function register(): void {
		( new GuestNonces() )->register();
		add_action(
			'rest_api_init',
			static function (): void {
				( new SessionController( new SessionState() ) )->register_routes();
			}
		);
		( new GuestApiFetchNonce() )->register();
	}
}
