<?php
/**
 * WordPress's sample content.
 *
 * @package VitrineDemo
 */

declare( strict_types = 1 );

namespace Vitrine\Demo;

defined( 'ABSPATH' ) || exit;

/**
 * Removes WordPress's "Hello world!" post and "Sample Page", which would look out of place
 * beside the demo content, but only while nobody has edited them since installation.
 */
final class DefaultContentCleaner {

	/**
	 * Deletes the untouched sample items.
	 *
	 * @return int How many were deleted.
	 */
	public function clean(): int {
		$deleted = 0;
		foreach ( array(
			'post' => 'hello-world',
			'page' => 'sample-page',
		) as $type => $slug ) {
			$posts = get_posts(
				array(
					'post_type'        => $type,
					'name'             => $slug,
					'post_status'      => 'any',
					'posts_per_page'   => 1,
					'no_found_rows'    => true,
					'suppress_filters' => true,
				)
			);
			$post  = $posts[0] ?? null;
			if ( $post && $post->post_modified_gmt === $post->post_date_gmt && ! get_post_meta( $post->ID, ContentStore::MARKER, true ) ) {
				if ( wp_delete_post( $post->ID, true ) ) {
					++$deleted;
				}
			}
		}
		return $deleted;
	}
}
