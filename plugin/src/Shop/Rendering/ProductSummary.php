<?php
/**
 * The product summary.
 *
 * @package Vitrine
 */

declare( strict_types = 1 );

namespace Vitrine\Shop\Rendering;

use Vitrine\Shop\Money;
use Vitrine\Shop\Product;
use Vitrine\Shop\ProductPostType as Type;

defined( 'ABSPATH' ) || exit;

/**
 * Name, price, stock, short description, add to cart and details: the right-hand column of
 * the product page and of the quick view.
 */
final class ProductSummary {

	/**
	 * Renders the summary.
	 *
	 * @param Product $product Product.
	 * @param string  $heading `h1` (product page) or `h2` (quick view).
	 * @param string  $title_id Id of the heading (the quick view dialog is labelled by it).
	 */
	public static function render( Product $product, string $heading = 'h1', string $title_id = '' ): string {
		$heading = 'h1' === $heading ? 'h1' : 'h2';
		$eyebrow = self::category_name( $product );
		return sprintf(
			'<div class="vitrine-product-summary">%1$s<%2$s class="vitrine-product-summary__title"%3$s>%4$s</%2$s><p class="vitrine-product-summary__price">%5$s</p>%6$s%7$s%8$s%9$s</div>',
			'' === $eyebrow ? '' : '<p class="vitrine-product-summary__eyebrow">' . esc_html( $eyebrow ) . '</p>',
			$heading,
			'' === $title_id ? '' : ' id="' . esc_attr( $title_id ) . '"',
			esc_html( $product->name ),
			Money::price_html( $product ),
			'' === $product->short_description ? '' : '<div class="vitrine-product-summary__description">' . wp_kses_post( wpautop( $product->short_description ) ) . '</div>',
			self::stock( $product ),
			AddToCartForm::render( $product, true ) . ProductActions::render( $product, 'h1' === $heading ? 'page' : 'quick-view' ),
			self::details( $product )
		);
	}

	/**
	 * The stock line: "In stock", "Only 5 left in stock", "Out of stock", "Available on backorder".
	 *
	 * @param Product $product Product.
	 */
	public static function stock( Product $product ): string {
		if ( ! $product->is_in_stock() ) {
			return '<p class="vitrine-stock vitrine-stock--out">' . esc_html__( 'Out of stock', 'vitrine' ) . '</p>';
		}
		if ( Product::ON_BACKORDER === $product->stock_status ) {
			return '<p class="vitrine-stock">' . esc_html__( 'Available on backorder', 'vitrine' ) . '</p>';
		}
		if ( null !== $product->stock_quantity && $product->stock_quantity <= 10 ) {
			/* translators: %d: units left. */
			return '<p class="vitrine-stock vitrine-stock--low">' . esc_html( sprintf( _n( 'Only %d left in stock', 'Only %d left in stock', $product->stock_quantity, 'vitrine' ), $product->stock_quantity ) ) . '</p>';
		}
		return '<p class="vitrine-stock vitrine-stock--in">' . esc_html__( 'In stock', 'vitrine' ) . '</p>';
	}

	/**
	 * SKU and category links.
	 *
	 * @param Product $product Product.
	 */
	private static function details( Product $product ): string {
		$rows = '';
		if ( '' !== $product->sku ) {
			$rows .= '<div><dt>' . esc_html__( 'SKU', 'vitrine' ) . '</dt><dd>' . esc_html( $product->sku ) . '</dd></div>';
		}
		$categories = get_the_term_list( $product->id, Type::CATEGORY, '', ', ' );
		if ( is_string( $categories ) && '' !== $categories ) {
			$rows .= '<div><dt>' . esc_html__( 'Category', 'vitrine' ) . '</dt><dd>' . wp_kses_post( $categories ) . '</dd></div>';
		}
		return '' === $rows ? '' : '<dl class="vitrine-product-summary__details">' . $rows . '</dl>';
	}

	/**
	 * The first category's name ('' when none).
	 *
	 * @param Product $product Product.
	 */
	private static function category_name( Product $product ): string {
		$term = $product->category_ids ? get_term( $product->category_ids[0], Type::CATEGORY ) : null;
		return $term instanceof \WP_Term ? $term->name : '';
	}
}
