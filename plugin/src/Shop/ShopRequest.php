<?php
/**
 * The shop archive's main query.
 *
 * @package Vitrine
 */

declare( strict_types = 1 );

namespace Vitrine\Shop;

use Vitrine\Shop\Catalogue\CatalogueFactory;
use Vitrine\Shop\Catalogue\ProductPage;
use Vitrine\Shop\Catalogue\ProductQuery;
use WP_Post;
use WP_Query;

defined( 'ABSPATH' ) || exit;

/**
 * Answers the main query of /shop/ and of product category and tag archives from the
 * catalogue (one listing query, however many products there are), so WordPress's own
 * handling (404 past the last page, titles, feeds) and the shop template see the same page.
 *
 * Address parameters (WooCommerce's): `orderby` (a ProductQuery sort), `product_cat` (a
 * category slug, also `/product-category/<slug>/`), `/page/<n>/`, `s` (search words: title,
 * excerpt, SKU), `on_sale=1`, `in_stock=1`, and `after` (the keyset cursor the Next and
 * Previous links carry: the product the page starts after).
 */
final class ShopRequest {

	/**
	 * Products per page of the shop (filter `vitrine_shop_per_page`).
	 */
	public const PER_PAGE = 8;

	/**
	 * The page the main query answered, once it has run.
	 *
	 * @var ProductPage|null
	 */
	private static ?ProductPage $page = null;

	/**
	 * The query the main query answered.
	 *
	 * @var ProductQuery|null
	 */
	private static ?ProductQuery $query = null;

	/**
	 * Whether a query is the front end's main shop listing.
	 *
	 * @param WP_Query $query Query.
	 */
	public static function is_shop_query( WP_Query $query ): bool {
		return $query->is_main_query() && ! is_admin() && ! $query->is_feed()
			&& ( $query->is_post_type_archive( ProductPostType::POST_TYPE ) || $query->is_tax( array( ProductPostType::CATEGORY, ProductPostType::TAG ) ) );
	}

	/**
	 * Skips WordPress's own row count for the shop listing (the catalogue counts) and keeps a
	 * search on the shop in the shop. Hooked on `pre_get_posts`.
	 *
	 * @param WP_Query $query Query.
	 */
	public static function prepare( WP_Query $query ): void {
		if ( self::is_shop_query( $query ) ) {
			$query->set( 'no_found_rows', true );
			// `/shop/?s=…` is the shop filtered by its search words, not the site's search:
			// the shop's template, not the theme's search results (the words stay in `s`).
			$query->is_search = false;
		}
	}

	/**
	 * Fills the shop listing from the catalogue. Hooked on `posts_pre_query`.
	 *
	 * @param WP_Post[]|int[]|null $posts Posts, or null to let WordPress query.
	 * @param WP_Query             $query Query.
	 * @return WP_Post[]|int[]|null
	 */
	public static function answer( ?array $posts, WP_Query $query ): ?array {
		if ( null !== $posts || ! self::is_shop_query( $query ) ) {
			return $posts;
		}
		self::$query = self::query_from( $query );
		self::$page  = CatalogueFactory::catalogue()->query( self::$query );

		$query->found_posts   = self::$page->total;
		$query->max_num_pages = self::$page->pages();
		$found                = array();
		foreach ( self::$page->products as $product ) {
			$post = get_post( $product->id );
			if ( $post instanceof WP_Post ) {
				$found[] = $post;
			}
		}
		return $found;
	}

	/**
	 * The listing's query from the main query's variables and the address.
	 *
	 * @param WP_Query $query Main query.
	 */
	public static function query_from( WP_Query $query ): ProductQuery {
		// Read-only listing parameters, as in any archive; sanitized here.
		// phpcs:disable WordPress.Security.NonceVerification.Recommended
		$orderby  = isset( $_GET['orderby'] ) ? sanitize_key( wp_unslash( $_GET['orderby'] ) ) : '';
		$on_sale  = isset( $_GET['on_sale'] ) && '1' === $_GET['on_sale'];
		$in_stock = isset( $_GET['in_stock'] ) && '1' === $_GET['in_stock'];
		$after    = isset( $_GET['after'] ) ? absint( wp_unslash( $_GET['after'] ) ) : 0;
		// phpcs:enable WordPress.Security.NonceVerification.Recommended
		/**
		 * Filters the number of products per page of the shop.
		 *
		 * @since 0.1.0
		 *
		 * @param int $per_page Products per page.
		 */
		$per_page = (int) apply_filters( 'vitrine_shop_per_page', self::PER_PAGE );
		return new ProductQuery(
			category: sanitize_title( (string) $query->get( ProductPostType::CATEGORY ) ),
			sort: '' !== $orderby ? str_replace( '_', '-', $orderby ) : ProductQuery::SORT_MENU_ORDER,
			page: max( 1, (int) $query->get( 'paged' ) ),
			per_page: $per_page,
			tag: sanitize_title( (string) $query->get( ProductPostType::TAG ) ),
			search: mb_substr( trim( sanitize_text_field( (string) $query->get( 's' ) ) ), 0, 100 ),
			on_sale: $on_sale,
			in_stock: $in_stock,
			after: $after,
		);
	}

	/**
	 * The page the main query answered (null outside the shop).
	 */
	public static function page(): ?ProductPage {
		return self::$page;
	}

	/**
	 * The query the main query answered (null outside the shop).
	 */
	public static function query(): ?ProductQuery {
		return self::$query;
	}

	/**
	 * Forgets the answered page (tests).
	 */
	public static function reset(): void {
		self::$page  = null;
		self::$query = null;
	}
}
