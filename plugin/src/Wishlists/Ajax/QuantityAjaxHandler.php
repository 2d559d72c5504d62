<?php
/**
 * The `update_item_quantity` action.
 *
 * @package Vitrine
 */

declare( strict_types = 1 );

namespace Vitrine\Wishlists\Ajax;

use Vitrine\Core\Visitor\Visitor;

defined( 'ABSPATH' ) || exit;

/**
 * `update_item_quantity`.
 */
final class QuantityAjaxHandler extends WishlistAjaxHandler {

	/**
	 * `update_item_quantity`: answers an empty body.
	 *
	 * @param Visitor $visitor Who asks.
	 */
	protected function update_item_quantity( Visitor $visitor ): void {
		$quantity = AjaxRequest::text( 'quantity' );
		$this->fail_on_error(
			$this->service->set_quantity(
				$visitor,
				AjaxRequest::text( 'wishlist_token' ),
				AjaxRequest::int( 'product_id' ),
				ctype_digit( $quantity ) ? (int) $quantity : 0
			)
		);
		$this->empty_reply();
	}
}
