<?php
/**
 * The removing actions.
 *
 * @package Vitrine
 */

declare( strict_types = 1 );

namespace Vitrine\Wishlists\Ajax;

use Vitrine\Core\Visitor\Visitor;
use Vitrine\Wishlists\Wishlist;
use WP_Error;

defined( 'ABSPATH' ) || exit;

/**
 * `remove_from_wishlist`, `remove_from_all_wishlists` and `delete_item`.
 */
final class RemoveAjaxHandler extends WishlistAjaxHandler {

	/**
	 * `remove_from_wishlist`: removes a product (the reference's "row id") from one of the
	 * visitor's lists, by `wishlist_id` or `wishlist_token`, or from the default list.
	 *
	 * @param Visitor $visitor Who asks.
	 */
	protected function remove_from_wishlist( Visitor $visitor ): void {
		$product_id = AjaxRequest::int( 'remove_from_wishlist' );
		$list       = $this->list_from_request( $visitor );
		$this->fail_on_error( $list );
		$this->fail_on_error( $this->service->remove_product( $visitor, $product_id, $list->id ) );
		wp_send_json( array( 'fragments' => $this->fragments_for( $visitor ) ) );
	}

	/**
	 * `remove_from_all_wishlists`: removes a product from all the visitor's lists (or one).
	 *
	 * @param Visitor $visitor Who asks.
	 */
	protected function remove_from_all_wishlists( Visitor $visitor ): void {
		$wishlist_id = AjaxRequest::int( 'wishlist_id' );
		$this->fail_on_error( $this->service->remove_product( $visitor, AjaxRequest::int( 'prod_id' ), $wishlist_id > 0 ? $wishlist_id : null ) );
		wp_send_json(
			array(
				'result'    => true,
				'fragments' => $this->fragments_for( $visitor ),
			)
		);
	}

	/**
	 * `delete_item`: removes an item by its id.
	 *
	 * @param Visitor $visitor Who asks.
	 */
	protected function delete_item( Visitor $visitor ): void {
		$this->fail_on_error( $this->service->delete_item( $visitor, AjaxRequest::int( 'item_id' ) ) );
		wp_send_json(
			array(
				'result'    => true,
				'message'   => __( 'Product removed from your wishlist.', 'vitrine' ),
				'fragments' => $this->fragments_for( $visitor ),
			)
		);
	}

	/**
	 * The list named by `wishlist_id` or `wishlist_token`, else the visitor's default list;
	 * the visitor must own it.
	 *
	 * @param Visitor $visitor Who asks.
	 * @return Wishlist|WP_Error
	 */
	private function list_from_request( Visitor $visitor ) {
		$repository = $this->service->repository();
		$id         = AjaxRequest::int( 'wishlist_id' );
		$token      = strtoupper( AjaxRequest::text( 'wishlist_token' ) );
		if ( $id > 0 ) {
			$list = $repository->find( $id );
		} elseif ( '' !== $token ) {
			$list = $repository->find_by_token( $token );
		} else {
			$list = '' === $visitor->key() ? null : $repository->default_for( $visitor->key() );
		}
		return $this->service->owned( $visitor, $list );
	}
}
