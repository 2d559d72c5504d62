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
 */
final class RelatedPostsQuery {

	/**
	 * The related posts.
	 *
	 * @param WP_Post $post  The post shown.
	 * @param int     $count How many at most.
	 * @return list<WP_Post>
	 */
	public static function for_post( WP_Post $post, int $count ): array {
		$categories = wp_get_post_categories( $post->ID, array( 'fields' => 'ids' ) );
		$tags       = wp_get_post_tags( $post->ID, array( 'fields' => 'ids' ) );
		$tax_query  = array( 'relation' => 'OR' );
		if ( is_array( $categories ) && $categories ) {
			$tax_query[] = array(
				'taxonomy' => 'category',
				'terms'    => array_map( 'intval', $categories ),
			);
		}
		if ( is_array( $tags ) && $tags ) {
			$tax_query[] = array(
				'taxonomy' => 'post_tag',
				'terms'    => array_map( 'intval', $tags ),
			);
		}
		if ( count( $tax_query ) < 2 || $count < 1 ) {
			return array();
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
		 *
		 * @param array<string, mixed> $args WP_Query arguments.
		 * @param WP_Post              $post The post shown.
		 */
		$args = (array) apply_filters( 'vitrine_related_posts_query_args', $args, $post );

		return array_values( array_filter( ( new WP_Query( $args ) )->posts, static fn ( $item ) => $item instanceof WP_Post ) );
	}
}
