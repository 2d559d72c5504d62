<?php
/**
 * The `sort_wishlist_items` action.
 *
 * @package Vitrine
 */

declare( strict_types = 1 );

namespace Vitrine\Wishlists\Ajax;

use Vitrine\Core\Visitor\Visitor;

defined( 'ABSPATH' ) || exit;

/**
 * `sort_wishlist_items`.
 */
final class SortAjaxHandler extends WishlistAjaxHandler {

	/**
	 * `sort_wishlist_items`: the rows in their new order on page `page`. YITH's script posts
	 * its rows' ids, which are product ids, as an array (`positions[]=…`); Vitrine's widget
	 * posts item ids as one comma-separated field.
	 *
	 * @param Visitor $visitor Who asks.
	 */
	protected function sort_wishlist_items( Visitor $visitor ): void {
		$token     = strtoupper( AjaxRequest::text( 'wishlist_token' ) );
		$positions = AjaxRequest::ids( 'positions' );
		// phpcs:ignore WordPress.Security.NonceVerification.Missing -- verified in begin(); only the field's shape is read.
		if ( isset( $_POST['positions'] ) && is_array( $_POST['positions'] ) ) {
			$positions = $this->item_ids_of_products( $token, $positions );
		}
		$this->fail_on_error(
			$this->service->sort(
				$visitor,
				$token,
				$positions,
				max( 1, AjaxRequest::int( 'page' ) ),
				AjaxRequest::int( 'per_page' )
			)
		);
		$this->empty_reply();
	}

	/**
	 * The item ids of products in a list, in the products' order (unknown products left out).
	 *
	 * @param string    $token    List token.
	 * @param list<int> $products Product ids.
	 * @return list<int>
	 */
	private function item_ids_of_products( string $token, array $products ): array {
		$repository = $this->service->repository();
		$list       = $repository->find_by_token( $token );
		$ids        = array();
		foreach ( null === $list ? array() : $products as $product ) {
			$item = $repository->item_of_product( $list->id, $product );
			if ( null !== $item ) {
				$ids[] = $item->id;
			}
		}
		return $ids;
	}
}
