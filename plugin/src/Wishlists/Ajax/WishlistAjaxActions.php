<?php
/**
 * The thirteen wishlist admin-ajax actions.
 *
 * @package Vitrine
 */

declare( strict_types = 1 );

namespace Vitrine\Wishlists\Ajax;

use Vitrine\Core\Http\AjaxError;
use Vitrine\Core\Http\NonceField;
use Vitrine\Core\Visitor\Visitor;

defined( 'ABSPATH' ) || exit;

/**
 * The reference's wire actions (names, parameters and replies of YITH WooCommerce Wishlist),
 * each answered by a small handler ({@see WishlistAjaxHandler}) over the same service. Every
 * one checks its nonce (nonce action = action name, field `nonce`); every change also refuses
 * other sites' pages.
 */
final class WishlistAjaxActions {

	/**
	 * Action name => its handler.
	 *
	 * @var array<string, class-string<WishlistAjaxHandler>>
	 */
	public const HANDLERS = array(
		'add_to_wishlist'                 => AddToWishlistAjaxHandler::class,
		'remove_from_wishlist'            => RemoveAjaxHandler::class,
		'remove_from_all_wishlists'       => RemoveAjaxHandler::class,
		'delete_item'                     => RemoveAjaxHandler::class,
		'update_item_quantity'            => QuantityAjaxHandler::class,
		'sort_wishlist_items'             => SortAjaxHandler::class,
		'save_title'                      => ListSettingsAjaxHandler::class,
		'save_privacy'                    => ListSettingsAjaxHandler::class,
		'move_to_another_wishlist'        => MoveAjaxHandler::class,
		'ask_an_estimate'                 => EstimateAjaxHandler::class,
		'load_fragments'                  => FragmentsAjaxHandler::class,
		'load_mobile'                     => FragmentsAjaxHandler::class,
		'reload_wishlist_and_adding_elem' => YithReloadAjaxHandler::class,
	);

	/**
	 * Read-only actions (no cross-site check needed, still a nonce).
	 */
	private const READ_ONLY = array( 'load_fragments', 'load_mobile' );

	/**
	 * The action names.
	 *
	 * @return list<string>
	 */
	public static function actions(): array {
		return array_keys( self::HANDLERS );
	}

	/**
	 * Hooks every action for members and guests; the handler is built on the ajax request
	 * that needs it, not on every page.
	 *
	 * @param \Closure(class-string<WishlistAjaxHandler>): WishlistAjaxHandler $build Builds a handler.
	 */
	public static function register( \Closure $build ): void {
		foreach ( self::HANDLERS as $action => $handler ) {
			$callback = static function () use ( $build, $action, $handler ): void {
				self::begin( $action );
				$build( $handler )->handle( $action, Visitor::current() );
			};
			add_action( 'wp_ajax_' . $action, $callback );
			add_action( 'wp_ajax_nopriv_' . $action, $callback );
		}
	}

	/**
	 * Checks the request's origin (for changes) and its nonce.
	 *
	 * @param string $action Action, also the nonce action.
	 */
	private static function begin( string $action ): void {
		if ( ! in_array( $action, self::READ_ONLY, true ) ) {
			AjaxError::refuse_cross_site();
		}
		if ( ! NonceField::ajax_valid( $action, 'nonce' ) ) {
			AjaxError::send( 'vitrine_invalid_nonce', __( 'Your session has expired. Please reload the page and try again.', 'vitrine' ), 403 );
		}
		nocache_headers();
	}
}
