<?php
/**
 * The per-visitor state.
 *
 * @package Vitrine
 */

declare( strict_types = 1 );

namespace Vitrine\Session;

use Vitrine\Core\Visitor\Visitor;

defined( 'ABSPATH' ) || exit;

/**
 * Assembles what the front end needs to know about the current visitor. Modules add their
 * part (loved posts, wishlists, cart) through the `vitrine_session_data` filter.
 */
final class SessionState {

	/**
	 * Returns the session payload for the current user.
	 *
	 * @return array<string, mixed>
	 */
	public function for_current_visitor(): array {
		$user = wp_get_current_user();

		$nonces = array();
		foreach ( NonceActions::all() as $action ) {
			$nonces[ $action ] = wp_create_nonce( $action );
		}

		$data = array(
			'user'      => array(
				'id'       => $user->ID,
				'loggedIn' => $user->exists(),
				'name'     => $user->exists() ? $user->display_name : '',
				'roles'    => array_values( $user->roles ),
			),
			'nonces'    => $nonces,
			'loved'     => array(),
			'wishlists' => array(),
			'cart'      => array( 'count' => 0 ),
		);

		/**
		 * Filters the session payload for the current visitor.
		 *
		 * @since 0.1.0
		 *
		 * @param array<string, mixed> $data    Session payload.
		 * @param Visitor              $visitor The visitor.
		 */
		return (array) apply_filters( 'vitrine_session_data', $data, Visitor::current() );
	}
}
