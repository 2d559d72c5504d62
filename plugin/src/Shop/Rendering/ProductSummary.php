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
 * the product page and of the quick view. Each part is public on its own: the product part
 * blocks (ProductParts) render the same markup one part at a time.
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
		return sprintf(
			'<div class="vitrine-product-summary">%1$s%2$s%3$s%4$s%5$s%6$s%7$s</div>',
			self::eyebrow( $product ),
			self::title( $product, 'h1' === $heading ? 1 : 2, $title_id ),
			self::price( $product ),
			self::excerpt( $product ),
			self::stock( $product ),
			AddToCartForm::render( $product, true ) . ProductActions::render( $product, 'h1' === $heading ? 'page' : 'quick-view' ),
			self::details( $product )
		);
	}

	/**
	 * The first category's name above the title ('' when none).
	 *
	 * @param Product $product Product.
	 */
	public static function eyebrow( Product $product ): string {
		$eyebrow = self::category_name( $product );
		return '' === $eyebrow ? '' : '<p class="vitrine-product-summary__eyebrow">' . esc_html( $eyebrow ) . '</p>';
	}

	/**
	 * The product's name as a heading.
	 *
	 * @param Product $product  Product.
	 * @param int     $level    Heading level, 1 to 6.
	 * @param string  $title_id Id of the heading ('' for none).
	 */
	public static function title( Product $product, int $level = 1, string $title_id = '' ): string {
		$tag = 'h' . min( 6, max( 1, $level ) );
		return sprintf(
			'<%1$s class="vitrine-product-summary__title"%2$s>%3$s</%1$s>',
			$tag,
			'' === $title_id ? '' : ' id="' . esc_attr( $title_id ) . '"',
			esc_html( $product->name )
		);
	}

	/**
	 * The price: the regular price struck through beside the sale price while on sale ('' for
	 * a product without a price).
	 *
	 * @param Product $product Product.
	 */
	public static function price( Product $product ): string {
		$price = Money::price_html( $product );
		return '' === $price ? '' : '<p class="vitrine-product-summary__price">' . $price . '</p>';
	}

	/**
	 * The short description ('' when none).
	 *
	 * @param Product $product Product.
	 */
	public static function excerpt( Product $product ): string {
		return '' === $product->short_description ? '' : '<div class="vitrine-product-summary__description">' . wp_kses_post( wpautop( $product->short_description ) ) . '</div>';
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
	 * SKU and category links ('' when neither).
	 *
	 * @param Product $product Product.
	 */
	public static function details( Product $product ): string {
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
