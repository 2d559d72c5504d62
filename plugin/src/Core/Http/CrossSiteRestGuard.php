<?php
/**
 * Cross-site refusal for Vitrine's REST write routes.
 *
 * @package Vitrine
 */

declare( strict_types = 1 );

namespace Vitrine\Core\Http;

use Vitrine\Core\Module;
use WP_REST_Request;

defined( 'ABSPATH' ) || exit;

/**
 * Refuses every state-changing request (any method but GET, HEAD and OPTIONS) to a
 * `vitrine/v1` route that another site made the browser send, before the route runs. Routes
 * added later are covered without doing anything.
 */
final class CrossSiteRestGuard implements Module {

	public const NAMESPACE_PREFIX = '/vitrine/v1/';

	/**
	 * {@inheritDoc}
	 */
	public function register(): void {
		add_filter( 'rest_pre_dispatch', array( $this, 'check' ), 10, 3 );
		// Not about origins, but the REST door every public call goes through: see NonceField.
		add_filter( 'rest_authentication_errors', array( NonceField::class, 'rest_refusal' ), 99 );
	}

	/**
	 * `rest_pre_dispatch`: answers a cross-site write with the refusal.
	 *
	 * @param mixed           $result  A response already decided by an earlier filter, or null.
	 * @param mixed           $server  The REST server.
	 * @param WP_REST_Request $request The request.
	 * @return mixed
	 */
	public function check( $result, $server, $request ) {
		if ( null !== $result || ! $request instanceof WP_REST_Request ) {
			return $result;
		}
		if ( ! str_starts_with( $request->get_route(), self::NAMESPACE_PREFIX ) || in_array( $request->get_method(), array( 'GET', 'HEAD', 'OPTIONS' ), true ) ) {
			return $result;
		}
		if ( RequestOrigin::is_cross_site( $request->get_header( 'origin' ), $request->get_header( 'sec_fetch_site' ) ) ) {
			return RequestOrigin::refusal();
		}
		return $result;
	}
}
