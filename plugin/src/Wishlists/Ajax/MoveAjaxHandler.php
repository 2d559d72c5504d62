<?php
/**
 * The `move_to_another_wishlist` action.
 *
 * @package Vitrine
 */

declare( strict_types = 1 );

namespace Vitrine\Wishlists\Ajax;

use Vitrine\Core\Visitor\Visitor;

defined( 'ABSPATH' ) || exit;

/**
 * `move_to_another_wishlist`.
 */
final class MoveAjaxHandler extends WishlistAjaxHandler {

	/**
	 * `move_to_another_wishlist`: `destination_wishlist_token` `new` creates the destination.
	 * YITH's script sends the product id as `item_id` (its rows' `data-row-id`); Vitrine's
	 * widget sends its row id as `row_id`.
	 *
	 * @param Visitor $visitor Who asks.
	 */
	protected function move_to_another_wishlist( Visitor $visitor ): void {
		$from_token = strtoupper( AjaxRequest::text( 'wishlist_token' ) );
		$to         = $this->service->move(
			$visitor,
			$from_token,
			AjaxRequest::text( 'destination_wishlist_token' ),
			$this->moved_item_id( $from_token ),
			AjaxRequest::text( 'wishlist_name' ),
			$this->privacy_field( 'wishlist_visibility' )
		);
		$this->fail_on_error( $to );
		wp_send_json(
			array(
				'result'         => true,
				/* translators: %s: wishlist name. */
				'message'        => sprintf( __( 'Item moved to “%s”.', 'vitrine' ), $to->display_name() ),
				'fragments'      => $this->fragments_for( $visitor ),
				'user_wishlists' => $this->user_wishlists( $visitor, 0 ),
			)
		);
	}

	/**
	 * The row id of the item a move names: `row_id` (Vitrine's widget), else the item of the
	 * product `item_id` in the source list (YITH), else `item_id` as a row id.
	 *
	 * @param string $from_token Source list token.
	 */
	private function moved_item_id( string $from_token ): int {
		$row_id = AjaxRequest::int( 'row_id' );
		if ( $row_id > 0 ) {
			return $row_id;
		}
		$item_id    = AjaxRequest::int( 'item_id' );
		$repository = $this->service->repository();
		$from       = $repository->find_by_token( $from_token );
		$item       = null === $from ? null : $repository->item_of_product( $from->id, $item_id );
		return null === $item ? $item_id : $item->id;
	}
}
