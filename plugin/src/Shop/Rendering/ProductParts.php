<?php
/**
 * The product part blocks.
 *
 * @package Vitrine
 */

declare( strict_types = 1 );

namespace Vitrine\Shop\Rendering;

use Vitrine\Shop\Catalogue\CatalogueFactory;
use Vitrine\Shop\Product;
use Vitrine\Shop\ProductPostType;
use Vitrine\Widgets\WidgetRenderer;
use WP_Block;

defined( 'ABSPATH' ) || exit;

/**
 * One part of a product page per block (src/blocks/product-*), the way WooCommerce's product
 * blocks work: each reads the product from its block context (`postId`, which the single
 * product template, a Query Loop or the editor's preview give it), so a site builder
 * rearranges the page in the Site Editor. Each part is the markup the whole-page renderer
 * prints (ProductSummary, ProductGallery, AddToCartForm, SingleProduct), never a copy.
 *
 * Outside a product (a page, a post, a template without a product) a part renders nothing.
 */
final class ProductParts {

	/**
	 * The parts, by block name without `vitrine/`.
	 */
	public const PARTS = array( 'product-title', 'product-price', 'product-gallery', 'product-add-to-cart', 'product-stock', 'product-excerpt', 'product-meta', 'product-description', 'related-products' );

	/**
	 * Renders a part block for the product in its context ('' outside a product).
	 *
	 * @param string               $part       One of PARTS.
	 * @param array<string, mixed> $attributes The block's attributes.
	 * @param WP_Block|null        $block      The block, whose context names the product.
	 */
	public static function render_block( string $part, array $attributes, ?WP_Block $block ): string {
		$product = self::product( $block );
		if ( ! $product ) {
			return '';
		}
		// The shop's styles (a style-only widget): a part placed outside the shop's pages, in a
		// page's Query Loop of products, has them too. Shop pages load them in the head.
		WidgetRenderer::enqueue( 'products' );
		return self::render( $part, $product, $attributes );
	}

	/**
	 * Renders one part of a product.
	 *
	 * @param string               $part       One of PARTS.
	 * @param Product              $product    Product.
	 * @param array<string, mixed> $attributes The block's attributes.
	 */
	public static function render( string $part, Product $product, array $attributes = array() ): string {
		switch ( $part ) {
			case 'product-title':
				return ProductSummary::title( $product, (int) ( $attributes['level'] ?? 1 ) );
			case 'product-price':
				return ProductSummary::price( $product );
			case 'product-gallery':
				$layout = (int) ( $attributes['layout'] ?? 2 );
				return ProductGallery::render( $product, 1 === $layout ? 1 : 2, SingleProduct::GALLERY_SIZES, true );
			case 'product-add-to-cart':
				return AddToCartForm::render( $product, true );
			case 'product-stock':
				return ProductSummary::stock( $product );
			case 'product-excerpt':
				return ProductSummary::excerpt( $product );
			case 'product-meta':
				return ( empty( $attributes['showCategory'] ) ? '' : ProductSummary::eyebrow( $product ) ) . ( empty( $attributes['showDetails'] ) ? '' : ProductSummary::details( $product ) );
			case 'product-description':
				return SingleProduct::description( $product );
			case 'related-products':
				return SingleProduct::related_section( $product );
		}
		return '';
	}

	/**
	 * The published product the block's context names; null anywhere else, and inside a
	 * product's own description (a product page inside itself).
	 *
	 * @param WP_Block|null $block The block.
	 */
	public static function product( ?WP_Block $block ): ?Product {
		$id = (int) ( $block->context['postId'] ?? 0 );
		if ( $id <= 0 || SingleProduct::is_rendering() || ProductPostType::POST_TYPE !== get_post_type( $id ) ) {
			return null;
		}
		return CatalogueFactory::catalogue()->get( $id );
	}
}
