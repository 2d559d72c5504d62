<?php
/**
 * REST: GET vitrine/v1/session.
 *
 * @package Vitrine
 */

declare( strict_types = 1 );

namespace Vitrine\Session;

use Vitrine\Core\Http\RequestOrigin;
use Vitrine\Core\Http\RestController;
use Vitrine\Core\Visitor\Visitor;
use WP_Error;
use WP_REST_Request;
use WP_REST_Response;
use WP_REST_Server;

defined( 'ABSPATH' ) || exit;

/**
 * The one uncached call a page makes for everything per visitor (docs/architecture.md §5).
 *
 * Cached pages carry no nonce, so this route is called without one. WordPress then treats a
 * cookie request as logged out; the route instead reads the login cookie itself. That makes
 * it the one place where a cookie alone yields nonces, so it only answers same-origin fetches:
 * a foreign Origin, a cross-site fetch, a `<script>`/frame load or JSONP would hand another
 * site this visitor's nonces.
 */
final class SessionController extends RestController {

	/**
	 * Sets up the controller.
	 *
	 * @param SessionState $state Builds the payload.
	 */
	public function __construct( private SessionState $state ) {
		$this->use_base( 'session' );
	}

	/**
	 * {@inheritDoc}
	 */
	public function register_routes(): void {
		$this->route( '', WP_REST_Server::READABLE, 'get_item', 'get_item_permissions_check' );
	}

	/**
	 * Everyone has a session, but only same-origin callers may read it.
	 *
	 * @param WP_REST_Request $request Request.
	 * @return true|WP_Error
	 */
	public function get_item_permissions_check( $request ) {
		// phpcs:ignore WordPress.Security.NonceVerification.Recommended -- reading, to refuse JSONP.
		if ( isset( $_GET['_jsonp'] ) || ! $this->is_same_origin( $request ) ) {
			return new WP_Error(
				'vitrine_session_cross_origin',
				__( 'The session can only be read by this site’s own pages.', 'vitrine' ),
				array( 'status' => 403 )
			);
		}
		return true;
	}

	/**
	 * Returns the session.
	 *
	 * @param WP_REST_Request $request Request.
	 */
	public function get_item( $request ): WP_REST_Response {
		if ( ! is_user_logged_in() ) {
			$user_id = wp_validate_auth_cookie( '', 'logged_in' );
			if ( $user_id ) {
				wp_set_current_user( $user_id );
			}
		}

		// A first-time guest gets the visitor cookie now: the nonces below are keyed to it
		// (GuestNonces), and the next request will carry it.
		Visitor::current()->ensure_key();

		$response = rest_ensure_response( $this->state->for_current_visitor() );
		$response->header( 'Cache-Control', 'no-store, private, max-age=0' );
		$response->header( 'Vary', 'Cookie' );
		return $response;
	}

	/**
	 * Checks the browser's fetch metadata and Origin against this site.
	 *
	 * @param WP_REST_Request $request Request.
	 */
	private function is_same_origin( WP_REST_Request $request ): bool {
		$site = $request->get_header( 'sec_fetch_site' );
		if ( null !== $site && ! in_array( $site, array( 'same-origin', 'none' ), true ) ) {
			return false;
		}
		$dest = $request->get_header( 'sec_fetch_dest' );
		if ( null !== $dest && 'empty' !== $dest ) {
			return false;
		}
		return ! RequestOrigin::is_foreign_origin( $request->get_header( 'origin' ) );
	}

	/**
	 * {@inheritDoc}
	 *
	 * @return array<string, array<string, mixed>>
	 */
	protected function properties(): array {
		return array(
			'user'      => array(
				'description' => __( 'The current user.', 'vitrine' ),
				'type'        => 'object',
				'properties'  => array(
					'id'       => array( 'type' => 'integer' ),
					'loggedIn' => array( 'type' => 'boolean' ),
					'name'     => array( 'type' => 'string' ),
					'roles'    => array(
						'type'  => 'array',
						'items' => array( 'type' => 'string' ),
					),
				),
			),
			'nonces'    => array(
				'description'          => __( 'Fresh nonces keyed by nonce action.', 'vitrine' ),
				'type'                 => 'object',
				'additionalProperties' => array( 'type' => 'string' ),
			),
			'loved'     => array(
				'description' => __( 'Ids of the posts this visitor loves.', 'vitrine' ),
				'type'        => 'array',
				'items'       => array( 'type' => 'integer' ),
			),
			'wishlists' => array(
				'description' => __( 'The visitor’s wishlists.', 'vitrine' ),
				'type'        => 'array',
			),
			'cart'      => array(
				'description' => __( 'The visitor’s cart summary.', 'vitrine' ),
				'type'        => 'object',
				'properties'  => array( 'count' => array( 'type' => 'integer' ) ),
			),
		);
	}
}
