<?php
/**
 * The nonce actions the session hands out.
 *
 * @package Vitrine
 */

declare( strict_types = 1 );

namespace Vitrine\Session;

defined( 'ABSPATH' ) || exit;

/**
 * The nonce action names of the wire contract (docs/architecture.md §6), so existing clients keep working.
 */
final class NonceActions {

	/**
	 * Returns every nonce action the session endpoint signs.
	 *
	 * @return list<string>
	 */
	public static function all(): array {
		$actions = array(
			'wp_rest',
			'ce4wp_form_submission',
			'jws-love',
			'jws_login_ajax',
			'ajax_register_nonce',
			'add_to_wishlist',
			'remove_from_wishlist',
			'remove_from_all_wishlists',
			'delete_item',
			'update_item_quantity',
			'sort_wishlist_items',
			'save_title',
			'save_privacy',
			'move_to_another_wishlist',
			'ask_an_estimate',
			'load_fragments',
			'load_mobile',
			'reload_wishlist_and_adding_elem',
			'yith_wcwl_delete_action',
		);

		/**
		 * Filters the nonce actions returned by the session endpoint.
		 *
		 * @since 0.1.0
		 *
		 * @param list<string> $actions Nonce action names.
		 */
		return array_values( array_unique( (array) apply_filters( 'vitrine_session_nonce_actions', $actions ) ) );
	}
}
