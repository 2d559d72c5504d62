<?php
/**
 * Which posts are related to a post.
 *
 * @package Vitrine
 */

declare( strict_types = 1 );

namespace Vitrine\Sliders;

use WP_Post;
use WP_Query;

defined( 'ABSPATH' ) || exit;

/**
 * Published posts that share a category or a tag with a post, newest first, never the post
 * itself. Only public posts: no private, draft or password-protected ones.
 *
 * Cheap on a post's page: the post's terms come from the term cache its main query filled, the
 * query names their term_taxonomy ids (no term lookups), and the ids found are kept in the
 * post's own meta, which its main query has loaded already, stamped with
 * RelatedPostsCache::stamp() and keyed by the query's arguments; any change to a post or its
 * terms moves the stamp. A repeat view makes no query for the ids: it loads the related posts,
 * their meta and terms, and their pictures, in batches.
 */
final class RelatedPostsQuery {

	/** The post meta holding a post's related post ids. */
	public const META_KEY = '_vitrine_related_posts';

	/**
	 * The related posts.
	 *
	 * @param WP_Post $post  The post shown.
	 * @param int     $count How many at most.
	 * @return list<WP_Post>
	 */
	public static function for_post( WP_Post $post, int $count ): array {
		$args = self::args( $post, $count );
		if ( null === $args ) {
			return array();
		}
		$ids = self::ids( $post, $args );
		if ( ! $ids ) {
			return array();
		}
		// One batch for the posts with their meta and terms (the cards show a category), one for their pictures.
		_prime_post_caches( $ids, true, true );
		$thumbnails = array_filter( array_map( static fn ( int $id ): int => (int) get_post_meta( $id, '_thumbnail_id', true ), $ids ) );
		if ( $thumbnails ) {
			_prime_post_caches( array_values( $thumbnails ), false, true );
		}
		return array_values( array_filter( array_map( 'get_post', $ids ), static fn ( $item ) => $item instanceof WP_Post && 'publish' === $item->post_status ) );
	}

	/**
	 * The query's arguments, filtered; null when the post has no terms to share.
	 *
	 * @param WP_Post $post  The post shown.
	 * @param int     $count How many at most.
	 * @return array<string, mixed>|null
	 */
	private static function args( WP_Post $post, int $count ): ?array {
		$tax_query = array( 'relation' => 'OR' );
		foreach ( array( 'category', 'post_tag' ) as $taxonomy ) {
			// The term cache: the post's main query loaded it.
			$terms = get_the_terms( $post, $taxonomy );
			if ( is_array( $terms ) && $terms ) {
				$tax_query[] = array(
					'taxonomy'         => $taxonomy,
					'field'            => 'term_taxonomy_id',
					'terms'            => array_map( static fn ( $term ): int => (int) $term->term_taxonomy_id, $terms ),
					'include_children' => false,
				);
			}
		}
		if ( count( $tax_query ) < 2 || $count < 1 ) {
			return null;
		}

		$args = array(
			'post_type'           => $post->post_type,
			'post_status'         => 'publish',
			'has_password'        => false,
			'post__not_in'        => array( $post->ID ),
			'posts_per_page'      => $count,
			'ignore_sticky_posts' => true,
			'no_found_rows'       => true,
			'tax_query'           => $tax_query, // phpcs:ignore WordPress.DB.SlowDBQuery.slow_db_query_tax_query -- the point of the query.
		);

		/**
		 * Filters the query that finds a post's related posts.
		 *
		 * @since 0.1.0
		 * @since 0.3.0 The tax query names term_taxonomy ids; the ids found are kept until a post changes.
		 *
		 * @param array<string, mixed> $args WP_Query arguments.
		 * @param WP_Post              $post The post shown.
		 */
		return (array) apply_filters( 'vitrine_related_posts_query_args', $args, $post );
	}

	/**
	 * The related posts' ids: from the post's meta while its stamp and arguments hold, else
	 * from one query, then kept.
	 *
	 * @param WP_Post              $post The post shown.
	 * @param array<string, mixed> $args The query's arguments.
	 * @return list<int>
	 */
	private static function ids( WP_Post $post, array $args ): array {
		// Read before the query: a change while it runs leaves an older stamp, found stale next time.
		$stamp  = RelatedPostsCache::stamp();
		$key    = md5( (string) wp_json_encode( $args ) );
		$cached = get_post_meta( $post->ID, self::META_KEY, true );
		if ( is_array( $cached ) && ( $cached['stamp'] ?? null ) === $stamp && ( $cached['key'] ?? null ) === $key && is_array( $cached['ids'] ?? null ) ) {
			return array_values( array_map( 'intval', $cached['ids'] ) );
		}
		$query = new WP_Query(
			array(
				'fields'                 => 'ids',
				'update_post_meta_cache' => false,
				'update_post_term_cache' => false,
			) + $args
		);
		$ids   = array_values( array_map( 'intval', $query->posts ) );
		update_post_meta(
			$post->ID,
			self::META_KEY,
			array(
				'stamp' => $stamp,
				'key'   => $key,
				'ids'   => $ids,
			)
		);
		return $ids;
	}
}
