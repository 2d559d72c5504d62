<?php
/**
 * The product page.
 *
 * @package Vitrine
 */

declare( strict_types = 1 );

namespace Vitrine\Shop\Rendering;

use Vitrine\Shop\Catalogue\CatalogueFactory;
use Vitrine\Shop\Catalogue\ProductQuery;
use Vitrine\Shop\Product;
use Vitrine\Shop\ProductPostType;

defined( 'ABSPATH' ) || exit;

/**
 * Gallery (layout 2: thumbnails beside the picture on desktop), summary, description and
 * related products (same category, one listing query).
 */
final class SingleProduct {

	/**
	 * Whether a product page body is being built: its description goes through `the_content`,
	 * which must then leave it alone (else the page would render itself inside itself).
	 *
	 * @var bool
	 */
	private static bool $rendering = false;

	/**
	 * The gallery's large pictures' `sizes` on a product page (the 1.15fr column from 1024 px).
	 */
	public const GALLERY_SIZES = '(min-width: 1024px) 560px, 100vw';

	/**
	 * Renders a product page body ('' for anything that is not a published product).
	 *
	 * @param int         $id      Product id.
	 * @param string|null $content The description, already filtered (null: filter the post's content here).
	 */
	public static function render( int $id, ?string $content = null ): string {
		$product = CatalogueFactory::catalogue()->get( $id );
		if ( ! $product ) {
			return '';
		}
		return sprintf(
			'<div class="vitrine-product" data-product_id="%1$d"><div class="vitrine-product__top"><div class="vitrine-product__gallery">%2$s</div>%3$s</div>%4$s%5$s</div>',
			$product->id,
			ProductGallery::render( $product, 2, self::GALLERY_SIZES, true ),
			ProductSummary::render( $product ),
			self::description( $product, $content ),
			self::related_section( $product )
		);
	}

	/**
	 * The description section under its heading ('' when the product has none).
	 *
	 * @param Product     $product Product.
	 * @param string|null $content The description, already filtered (null: filter the post's content here).
	 */
	public static function description( Product $product, ?string $content = null ): string {
		if ( null === $content ) {
			$post            = get_post( $product->id );
			self::$rendering = true;
			try {
				$content = $post ? (string) apply_filters( 'the_content', $post->post_content ) : ''; // phpcs:ignore WordPress.NamingConventions.PrefixAllGlobals.NonPrefixedHooknameFound -- core filter.
			} finally {
				self::$rendering = false;
			}
		}
		$content = trim( $content );
		return '' === $content ? '' : '<section class="vitrine-product__description"><h2 class="vitrine-product__heading">' . esc_html__( 'Description', 'vitrine' ) . '</h2><div class="vitrine-product__content">' . $content . '</div></section>';
	}

	/**
	 * The related products under their heading ('' when there are none).
	 *
	 * @param Product $product Product.
	 */
	public static function related_section( Product $product ): string {
		$related = self::related( $product );
		return '' === $related ? '' : '<section class="vitrine-product__related"><h2 class="vitrine-product__heading">' . esc_html__( 'You may also like', 'vitrine' ) . '</h2>' . $related . '</section>';
	}

	/**
	 * Whether a product's description is being filtered: product blocks in it render nothing
	 * (a product page inside its own description).
	 */
	public static function is_rendering(): bool {
		return self::$rendering;
	}

	/**
	 * The `vitrine/single-product` block: the page body of the product in the block's context
	 * ('' outside a product, as in a template being edited).
	 *
	 * @param int $id Product id from the block's context.
	 */
	public static function render_block( int $id ): string {
		if ( self::$rendering || $id <= 0 || ProductPostType::POST_TYPE !== get_post_type( $id ) ) {
			return '';
		}
		return self::render( $id );
	}

	/**
	 * Under themes that do not print product pages themselves (no `vitrine-shop` theme
	 * support), the product's content becomes the whole product page body, so a theme switch
	 * keeps the gallery, the price and add to cart. Hooked on `the_content`, late.
	 *
	 * @param string $content Filtered content of the post.
	 */
	public static function filter_content( string $content ): string {
		if ( self::$rendering || current_theme_supports( 'vitrine-shop' ) || ! is_singular( ProductPostType::POST_TYPE ) || ! in_the_loop() || ! is_main_query() ) {
			return $content;
		}
		return self::render( (int) get_the_ID(), $content );
	}

	/**
	 * Up to 4 other products of the same categories.
	 *
	 * @param Product $product Product.
	 */
	public static function related( Product $product ): string {
		if ( ! $product->category_ids ) {
			return '';
		}
		$page = CatalogueFactory::catalogue()->query(
			new ProductQuery(
				per_page: 4,
				category_ids: $product->category_ids,
				exclude: array( $product->id )
			)
		);
		return ProductGrid::render( $page->products, 'related', 4 );
	}
}
