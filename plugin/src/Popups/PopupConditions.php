<?php
/**
 * Which pages a popup may appear on.
 *
 * @package Vitrine
 */

declare( strict_types = 1 );

namespace Vitrine\Popups;

defined( 'ABSPATH' ) || exit;

/**
 * Display conditions depend only on the page, never on the visitor, so they are decided on
 * the server and the page stays cacheable: every visitor of a URL gets the same popups in
 * the HTML, and the per-visitor timing rules run in the browser.
 */
final class PopupConditions {

	/**
	 * Whether the current request's page matches the conditions.
	 *
	 * @param array{include: string, ids: list<int>, exclude: list<int>} $conditions Sanitised conditions.
	 */
	public static function match_current( array $conditions ): bool {
		$object_id = is_singular() ? (int) get_queried_object_id() : 0;
		if ( $object_id && in_array( $object_id, $conditions['exclude'], true ) ) {
			return false;
		}
		switch ( $conditions['include'] ) {
			case 'all':
				return true;
			case 'front':
				return is_front_page();
			case 'posts':
				return is_singular( 'post' );
			case 'pages':
				return is_page();
			case 'ids':
				return $object_id > 0 && in_array( $object_id, $conditions['ids'], true );
			default:
				return false;
		}
	}
}
