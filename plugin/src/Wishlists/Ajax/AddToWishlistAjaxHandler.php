<?php
/**
 * The `add_to_wishlist` action.
 *
 * @package Vitrine
 */

declare( strict_types = 1 );

namespace Vitrine\Wishlists\Ajax;

use Vitrine\Core\Http\AjaxError;
use Vitrine\Core\Visitor\Visitor;
use Vitrine\Wishlists\WishlistUrls;

defined( 'ABSPATH' ) || exit;

/**
 * `add_to_wishlist`.
 */
final class AddToWishlistAjaxHandler extends WishlistAjaxHandler {

	/**
	 * `add_to_wishlist`: adds a product to the default list, a list of the visitor's, or a new one.
	 *
	 * @param Visitor $visitor Who asks.
	 */
	protected function add_to_wishlist( Visitor $visitor ): void {
		$product_id = AjaxRequest::int( 'add_to_wishlist' );
		if ( $product_id < 1 ) {
			AjaxError::send( 'vitrine_wishlist_missing_product', __( 'Which product? The product id is missing.', 'vitrine' ), 400, 'add_to_wishlist' );
		}
		$added = $this->service->add(
			$visitor,
			$product_id,
			AjaxRequest::text( 'wishlist_id' ),
			AjaxRequest::text( 'wishlist_name' ),
			$this->privacy_field( 'wishlist_visibility' ),
			max( 1, AjaxRequest::int( 'quantity' ) ),
			AjaxRequest::text( 'product_type' )
		);
		$this->fail_on_error( $added );
		$item = $this->service->repository()->item_of_product( $added['wishlist']->id, $product_id );
		wp_send_json(
			array(
				'prod_id'        => $product_id,
				'result'         => $added['result'],
				'message'        => 'true' === $added['result'] ? __( 'Product added!', 'vitrine' ) : __( 'The product is already in your wishlist!', 'vitrine' ),
				'fragments'      => $this->fragments_for( $visitor ),
				'user_wishlists' => $this->user_wishlists( $visitor, $product_id ),
				'wishlist_url'   => WishlistUrls::of( $added['wishlist'] ),
				'wishlist_id'    => $added['wishlist']->id,
				'product_type'   => null === $item ? '' : $item->product_type,
			)
		);
	}
}
