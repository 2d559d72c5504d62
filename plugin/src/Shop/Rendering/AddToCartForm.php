<?php
/**
 * The add-to-cart form.
 *
 * @package Vitrine
 */

declare( strict_types = 1 );

namespace Vitrine\Shop\Rendering;

use Vitrine\Shop\Product;
use Vitrine\Widgets\WidgetRenderer;

defined( 'ABSPATH' ) || exit;

/**
 * The one add-to-cart markup of cards, product pages and quick views. Its contract (the cart
 * module's script and no-JS handler rely on it, as WooCommerce's do):
 *
 * - `<form class="vitrine-add-to-cart" method="post" action="{product page}" data-product_id>`;
 * - a `quantity` field (the quantity stepper; a number input without JavaScript);
 * - `<button type="submit" name="add-to-cart" value="{id}" class="… add_to_cart_button"
 *   data-product_id data-quantity data-product_sku data-product_title data-product_image>`,
 *   whose `data-quantity` the stepper keeps equal to the field.
 *
 * Products that cannot be bought (no price, out of stock) get a link to their page instead.
 */
final class AddToCartForm {

	/**
	 * Renders the form.
	 *
	 * @param Product $product       Product.
	 * @param bool    $with_quantity Show the quantity field (product page, quick view) or send 1 (cards).
	 */
	public static function render( Product $product, bool $with_quantity ): string {
		if ( ! $product->is_purchasable() ) {
			return sprintf(
				'<a class="wp-element-button vitrine-button vitrine-button--ghost vitrine-add-to-cart__more" href="%1$s">%2$s</a>',
				esc_url( $product->permalink ),
				esc_html( $product->is_in_stock() ? __( 'Read more', 'vitrine' ) : __( 'Out of stock', 'vitrine' ) )
			);
		}
		$quantity = $with_quantity ? self::quantity( $product ) : '<input type="hidden" name="quantity" value="1">';
		return sprintf(
			'<form class="vitrine-add-to-cart%1$s" method="post" action="%2$s" data-product_id="%3$d">%4$s<button type="submit" name="add-to-cart" value="%3$d" class="wp-element-button vitrine-button vitrine-add-to-cart__button add_to_cart_button" data-product_id="%3$d" data-quantity="1" data-product_sku="%5$s" data-product_title="%6$s" data-product_image="%7$s" aria-label="%8$s">%9$s</button></form>',
			$with_quantity ? ' vitrine-add-to-cart--with-quantity' : '',
			esc_url( $product->permalink ),
			$product->id,
			$quantity,
			esc_attr( $product->sku ),
			esc_attr( $product->name ),
			esc_url( ProductPicture::thumbnail_url( $product ) ),
			// The name starts with the visible label, so "Add to cart" spoken by voice control works (WCAG 2.5.3).
			/* translators: %s: product name. */
			esc_attr( sprintf( __( 'Add to cart: “%s”', 'vitrine' ), $product->name ) ),
			esc_html__( 'Add to cart', 'vitrine' )
		);
	}

	/**
	 * The quantity stepper of a product: 1 to its purchase limit (the managed stock).
	 *
	 * @param Product $product Product.
	 */
	public static function quantity( Product $product ): string {
		$max = $product->max_purchase_quantity();
		return QuantityInput::render(
			array(
				'name'  => 'quantity',
				'value' => 1,
				'min'   => 1,
				'max'   => $max,
				'step'  => 1,
				/* translators: %s: product name. */
				'label' => sprintf( __( '%s quantity', 'vitrine' ), $product->name ),
			)
		);
	}

	/**
	 * Makes sure the widgets a form may contain have their styles (call before wp_head).
	 */
	public static function enqueue(): void {
		WidgetRenderer::enqueue( 'quantity' );
	}
}
