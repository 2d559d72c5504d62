<?php
/**
 * The catalogue kept in posts and post meta.
 *
 * @package Vitrine
 */

declare( strict_types = 1 );

namespace Vitrine\Shop\Catalogue;

use Vitrine\Shop\Product;
use Vitrine\Shop\ProductPostType as Type;
use WP_Post;
use WP_Query;

defined( 'ABSPATH' ) || exit;

/**
 * Reads `vitrine_product` posts and their WooCommerce-named meta. Listings read the posts in
 * one query and prime the meta, term and featured-image caches in one query each, so a page
 * costs the same number of queries whatever the size of the catalogue.
 */
final class PostMetaCatalogue implements Catalogue {

	/**
	 * {@inheritDoc}
	 */
	public function get( int $id ): ?Product {
		$post = $id > 0 ? get_post( $id ) : null;
		return $post instanceof WP_Post && self::is_public_product( $post ) ? self::product( $post ) : null;
	}

	/**
	 * {@inheritDoc}
	 */
	public function get_many( array $ids ): array {
		$ids = array_values( array_unique( array_filter( array_map( 'intval', $ids ), static fn( int $id ) => $id > 0 ) ) );
		if ( ! $ids ) {
			return array();
		}
		// Posts, meta and terms of every id not yet cached, in one query each.
		_prime_post_caches( $ids, true, true );
		$products = array();
		foreach ( $ids as $id ) {
			$post = get_post( $id );
			if ( $post instanceof WP_Post && self::is_public_product( $post ) ) {
				$products[ $id ] = self::product( $post );
			}
		}
		return $products;
	}

	/**
	 * {@inheritDoc}
	 */
	public function query( ProductQuery $query ): ProductPage {
		$args = array(
			'post_type'           => Type::POST_TYPE,
			'post_status'         => 'publish',
			'has_password'        => false,
			'posts_per_page'      => $query->per_page(),
			'paged'               => $query->page(),
			'ignore_sticky_posts' => true,
			'post__not_in'        => array_map( 'intval', $query->exclude ),
			'tax_query'           => self::tax_query( $query ), // phpcs:ignore WordPress.DB.SlowDBQuery.slow_db_query_tax_query -- category filter.
			// Core's search (title, excerpt, content): the stand-in until the lookup table is filled.
			's'                   => $query->search,
		) + self::order( $query->sort() );
		if ( $query->in_stock ) {
			$args['meta_query'] = array( // phpcs:ignore WordPress.DB.SlowDBQuery.slow_db_query_meta_query -- stand-in until the lookup table is filled.
				'relation' => 'AND',
				'stock'    => array(
					'relation' => 'OR',
					array(
						'key'     => Type::META_STOCK_STATUS,
						'value'   => Product::OUT_OF_STOCK,
						'compare' => '!=',
					),
					array(
						'key'     => Type::META_STOCK_STATUS,
						'compare' => 'NOT EXISTS',
					),
				),
				$args['meta_query'] ?? array(),
			);
		}
		$found = new WP_Query( $args );
		update_post_thumbnail_cache( $found );
		$posts = array_filter( $found->posts, static fn( $post ) => $post instanceof WP_Post );
		return new ProductPage(
			array_values( array_map( array( self::class, 'product' ), $posts ) ),
			(int) $found->found_posts,
			$query->page(),
			$query->per_page()
		);
	}

	/**
	 * WP_Query arguments of a sort. Price sorts join the `_price` meta in a clause that also
	 * keeps products without a price (they sort as 0). Popularity needs the lookup table's
	 * sales counts: here it is the default order.
	 *
	 * @param string $sort A ProductQuery::SORT_ constant.
	 * @return array<string, mixed>
	 */
	private static function order( string $sort ): array {
		switch ( $sort ) {
			case ProductQuery::SORT_PRICE:
			case ProductQuery::SORT_PRICE_DESC:
				$direction = ProductQuery::SORT_PRICE === $sort ? 'ASC' : 'DESC';
				return array(
					'meta_query' => array( // phpcs:ignore WordPress.DB.SlowDBQuery.slow_db_query_meta_query -- price sort.
						'relation' => 'OR',
						'price'    => array(
							'key'     => Type::META_PRICE,
							'compare' => 'EXISTS',
							'type'    => 'DECIMAL(10,2)',
						),
						array(
							'key'     => Type::META_PRICE,
							'compare' => 'NOT EXISTS',
						),
					),
					'orderby'    => array(
						'price' => $direction,
						'ID'    => $direction,
					),
				);
			case ProductQuery::SORT_DATE:
				return array(
					'orderby' => array(
						'date' => 'DESC',
						'ID'   => 'DESC',
					),
				);
			case ProductQuery::SORT_TITLE:
				return array(
					'orderby' => array(
						'title' => 'ASC',
						'ID'    => 'ASC',
					),
				);
			default:
				return array(
					'orderby' => array(
						'menu_order' => 'ASC',
						'title'      => 'ASC',
						'ID'         => 'ASC',
					),
				);
		}
	}

	/**
	 * Taxonomy filters of a query.
	 *
	 * @param ProductQuery $query Query.
	 * @return array<int|string, mixed>
	 */
	private static function tax_query( ProductQuery $query ): array {
		$clauses = array();
		if ( '' !== $query->category ) {
			$clauses[] = array(
				'taxonomy' => Type::CATEGORY,
				'field'    => 'slug',
				'terms'    => $query->category,
			);
		}
		if ( $query->category_ids ) {
			$clauses[] = array(
				'taxonomy' => Type::CATEGORY,
				'field'    => 'term_id',
				'terms'    => array_map( 'intval', $query->category_ids ),
			);
		}
		if ( '' !== $query->tag ) {
			$clauses[] = array(
				'taxonomy' => Type::TAG,
				'field'    => 'slug',
				'terms'    => $query->tag,
			);
		}
		return $clauses;
	}

	/**
	 * Whether a post is a product a visitor may see.
	 *
	 * @param WP_Post $post Post.
	 */
	private static function is_public_product( WP_Post $post ): bool {
		return Type::POST_TYPE === $post->post_type && 'publish' === $post->post_status && '' === $post->post_password;
	}

	/**
	 * Reads a product from its post and (cached) meta and terms.
	 *
	 * @param WP_Post $post Product post.
	 */
	private static function product( WP_Post $post ): Product {
		$meta    = static fn( string $key ): string => (string) get_post_meta( $post->ID, $key, true );
		$managed = 'yes' === $meta( Type::META_MANAGE_STOCK ) && '' !== $meta( Type::META_STOCK );
		$status  = $meta( Type::META_STOCK_STATUS );
		$terms   = get_the_terms( $post, Type::CATEGORY );
		return new Product(
			$post->ID,
			get_the_title( $post ),
			$post->post_name,
			(string) get_permalink( $post ),
			$meta( Type::META_PRICE ),
			$meta( Type::META_REGULAR_PRICE ),
			$meta( Type::META_SALE_PRICE ),
			$meta( Type::META_SKU ),
			$managed ? (int) $meta( Type::META_STOCK ) : null,
			'' !== $status ? $status : Product::IN_STOCK,
			(int) get_post_thumbnail_id( $post ),
			array_values( array_filter( array_map( 'intval', explode( ',', $meta( Type::META_GALLERY ) ) ) ) ),
			$post->post_excerpt,
			is_array( $terms ) ? array_values( array_map( static fn( $term ) => (int) $term->term_id, $terms ) ) : array()
		);
	}
}
