<?php
/**
 * Finding and creating demo posts.
 *
 * @package VitrineDemo
 */

declare( strict_types = 1 );

namespace Vitrine\Demo;

use RuntimeException;

defined( 'ABSPATH' ) || exit;

/**
 * Looks demo items up and creates them. Every item the seeder creates carries the post meta
 * `_vitrine_demo` (e.g. `post:caring-for-wooden-things`), so it is found again even after a
 * person renamed, unpublished or trashed it, and is then left alone.
 */
final class ContentStore {

	/**
	 * Marker meta key, shared by posts, attachments, terms, menus and users.
	 */
	public const MARKER = '_vitrine_demo';

	/**
	 * MD5 of the content as seeded, so later seeding can tell whether a person edited it.
	 */
	public const CHECKSUM = '_vitrine_demo_checksum';

	/**
	 * Returns the id of an existing item: by marker first, then by slug; 0 when missing.
	 *
	 * @param string $post_type Post type.
	 * @param string $slug      Slug (post name).
	 */
	public function find( string $post_type, string $slug ): int {
		$statuses = array_values( get_post_stati() );
		$ids      = get_posts(
			array(
				'post_type'        => $post_type,
				'post_status'      => $statuses,
				'meta_key'         => self::MARKER, // phpcs:ignore WordPress.DB.SlowDBQuery.slow_db_query_meta_key -- seeding only.
				'meta_value'       => self::key( $post_type, $slug ), // phpcs:ignore WordPress.DB.SlowDBQuery.slow_db_query_meta_value -- seeding only.
				'fields'           => 'ids',
				'posts_per_page'   => 1,
				'no_found_rows'    => true,
				'suppress_filters' => true,
			)
		);
		if ( ! $ids && 'attachment' !== $post_type ) {
			$ids = get_posts(
				array(
					'post_type'        => $post_type,
					'post_status'      => array_diff( $statuses, array( 'trash', 'auto-draft' ) ),
					'name'             => $slug,
					'fields'           => 'ids',
					'posts_per_page'   => 1,
					'no_found_rows'    => true,
					'suppress_filters' => true,
				)
			);
		}
		return $ids ? (int) $ids[0] : 0;
	}

	/**
	 * Creates an item and marks it.
	 *
	 * @param array<string, mixed> $postarr Arguments for wp_insert_post(); needs post_type and post_name.
	 * @return int The new post id.
	 * @throws RuntimeException When WordPress refuses the post.
	 */
	public function create( array $postarr ): int {
		$id = wp_insert_post( wp_slash( $postarr ), true );
		if ( is_wp_error( $id ) ) {
			throw new RuntimeException( esc_html( "Could not create {$postarr['post_type']} {$postarr['post_name']}: " . $id->get_error_message() ) );
		}
		add_post_meta( $id, self::MARKER, self::key( (string) $postarr['post_type'], (string) $postarr['post_name'] ), true );
		add_post_meta( $id, self::CHECKSUM, md5( (string) ( $postarr['post_content'] ?? '' ) ), true );
		return (int) $id;
	}

	/**
	 * The marker value of an item.
	 *
	 * @param string $post_type Post type.
	 * @param string $slug      Slug.
	 */
	public static function key( string $post_type, string $slug ): string {
		return "{$post_type}:{$slug}";
	}
}
