<?php
/**
 * Other features' buttons beside "Add to cart".
 *
 * @package Vitrine
 */

declare( strict_types = 1 );

namespace Vitrine\Shop\Rendering;

use Vitrine\Shop\Product;

defined( 'ABSPATH' ) || exit;

/**
 * The place on product cards, product pages and quick views where other modules (wishlists)
 * add their buttons, through the `vitrine_product_actions` filter.
 */
final class ProductActions {

	/**
	 * Returns the extra buttons' HTML.
	 *
	 * @param Product $product Product.
	 * @param string  $context `card`, `page` or `quick-view`.
	 */
	public static function render( Product $product, string $context ): string {
		/**
		 * Filters the HTML printed after a product's add-to-cart form.
		 *
		 * @since 0.1.0
		 *
		 * @param string  $html    Escaped HTML ('' by default).
		 * @param Product $product The product.
		 * @param string  $context `card`, `page` or `quick-view`.
		 */
		return (string) apply_filters( 'vitrine_product_actions', '', $product, $context );
	}
}
