<?php
/**
 * The quick view's content.
 *
 * @package Vitrine
 */

declare( strict_types = 1 );

namespace Vitrine\Shop\Rendering;

use Vitrine\Shop\Product;

defined( 'ABSPATH' ) || exit;

/**
 * What `jws_ajax_load_product` answers: gallery, name, price, short description, quantity and
 * add to cart, and a link to the full page. Widgets inside (gallery, quantity) are mount points
 * that the quick view mounts with `window.vitrine.mount()`.
 */
final class QuickView {

	/**
	 * Renders the content.
	 *
	 * @param Product $product Product.
	 */
	public static function render( Product $product ): string {
		$title_id = 'vitrine-quick-view-title-' . $product->id;
		return sprintf(
			'<div class="vitrine-quick-view-product" data-product_id="%1$d" data-title-id="%2$s"><div class="vitrine-quick-view-product__gallery">%3$s</div><div class="vitrine-quick-view-product__summary">%4$s<a class="vitrine-quick-view-product__more" href="%5$s">%6$s</a></div></div>',
			$product->id,
			esc_attr( $title_id ),
			ProductGallery::render( $product, 1, '(min-width: 768px) 420px, 90vw' ),
			ProductSummary::render( $product, 'h2', $title_id ),
			esc_url( $product->permalink ),
			esc_html__( 'View full details', 'vitrine' )
		);
	}
}
