<?php
/**
 * Deleting a list through YITH's GET link.
 *
 * @package Vitrine
 */

declare( strict_types = 1 );

namespace Vitrine\Wishlists\Compat;

use Vitrine\Core\Visitor\Visitor;
use Vitrine\Wishlists\WishlistService;
use Vitrine\Wishlists\WishlistUrls;

defined( 'ABSPATH' ) || exit;

/**
 * YITH's "Delete wishlist" is a link, `?wishlist_id=<id>&yith_wcwl_delete=<nonce>` on the
 * manage page, the nonce made for the action `yith_wcwl_delete_action` (the session hands it
 * out like the other actions' nonces). A valid link from the list's owner deletes the list and
 * its items and goes on to the manage page without the parameters (so a reload deletes
 * nothing); anything else is refused with 403/404 and changes nothing.
 */
final class YithListDeletion {

	public const NONCE_ACTION = 'yith_wcwl_delete_action';

	public const NONCE_FIELD = 'yith_wcwl_delete';

	/**
	 * Hooks the link's handler.
	 *
	 * @param \Closure(): WishlistService $service Builds (once) the rules.
	 */
	public static function register( \Closure $service ): void {
		add_action(
			'template_redirect',
			static function () use ( $service ): void {
				if ( isset( $_GET[ self::NONCE_FIELD ] ) ) { // phpcs:ignore WordPress.Security.NonceVerification.Recommended -- only its presence; handle() verifies it.
					( new self( $service() ) )->handle();
				}
			}
		);
	}

	/**
	 * Sets up the handler.
	 *
	 * @param WishlistService $service Rules.
	 */
	public function __construct( private WishlistService $service ) {}

	/**
	 * Deletes the list the link names, then redirects; or refuses.
	 */
	public function handle(): void {
		$nonce = isset( $_GET[ self::NONCE_FIELD ] ) && is_string( $_GET[ self::NONCE_FIELD ] ) ? sanitize_text_field( wp_unslash( $_GET[ self::NONCE_FIELD ] ) ) : '';
		if ( ! wp_verify_nonce( $nonce, self::NONCE_ACTION ) ) {
			$this->refuse( __( 'This link has expired. Please reload the page and try again.', 'vitrine' ), 403 );
		}
		$id   = isset( $_GET['wishlist_id'] ) && is_string( $_GET['wishlist_id'] ) ? absint( $_GET['wishlist_id'] ) : 0;
		$list = $this->service->delete_list( Visitor::current(), $id );
		if ( is_wp_error( $list ) ) {
			$data = $list->get_error_data();
			$this->refuse( $list->get_error_message(), is_array( $data ) && isset( $data['status'] ) ? (int) $data['status'] : 400 );
		}
		nocache_headers();
		wp_safe_redirect( WishlistUrls::manage(), 303 );
		exit;
	}

	/**
	 * Ends the request with a refusal page.
	 *
	 * @param string $message Why.
	 * @param int    $status  HTTP status.
	 * @return never
	 */
	private function refuse( string $message, int $status ): void {
		nocache_headers();
		wp_die(
			esc_html( $message ),
			esc_html__( 'The wishlist was not deleted', 'vitrine' ),
			array(
				'response'  => absint( $status ),
				'link_url'  => esc_url( WishlistUrls::manage() ),
				'link_text' => esc_html__( 'Back to your wishlists', 'vitrine' ),
			)
		);
	}
}
