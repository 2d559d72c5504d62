<?php
/**
 * Case studies.
 *
 * @package Vitrine
 */

declare( strict_types = 1 );

namespace Vitrine\Content;

use WP_Post;

defined( 'ABSPATH' ) || exit;

/**
 * Finished projects, each with a gallery. Public, with a page each (`/case-studies/<slug>/`).
 * Own fields: `client`, `gallery` (attachment ids, in order; the featured image is not added).
 */
final class CaseStudies extends ContentType {

	public const POST_TYPE    = 'vitrine_case_study';
	public const META_CLIENT  = '_vitrine_case_client';
	public const META_GALLERY = '_vitrine_case_gallery';

	/**
	 * Most images a gallery shows (the lightbox's gallery limit).
	 */
	public const GALLERY_MAX = 30;

	/**
	 * {@inheritDoc}
	 */
	protected static function labels(): array {
		return array(
			'name'        => __( 'Case studies', 'vitrine' ),
			'singular'    => __( 'Case study', 'vitrine' ),
			'description' => __( 'Finished projects with a gallery of pictures.', 'vitrine' ),
		);
	}

	/**
	 * {@inheritDoc}
	 */
	protected static function post_type_args(): array {
		return array(
			'public'              => true,
			'exclude_from_search' => false,
			'has_archive'         => false,
			'rewrite'             => array(
				'slug'       => 'case-studies',
				'with_front' => false,
			),
			'menu_icon'           => 'dashicons-portfolio',
		);
	}

	/**
	 * {@inheritDoc}
	 */
	public static function fields(): array {
		return array(
			self::META_CLIENT  => array(
				'type'  => 'text',
				'label' => __( 'Client', 'vitrine' ),
			),
			self::META_GALLERY => array(
				'type'  => 'ids',
				'label' => __( 'Gallery', 'vitrine' ),
				'help'  => __( 'Images of the project, in order (up to 30).', 'vitrine' ),
			),
		);
	}

	/**
	 * {@inheritDoc}
	 */
	protected static function own_fields( WP_Post $post ): array {
		return array(
			'client'  => (string) self::meta( $post, self::META_CLIENT ),
			'gallery' => self::gallery( $post->ID ),
		);
	}

	/**
	 * The gallery's attachment ids: images only, at most GALLERY_MAX.
	 *
	 * @param int $post_id Case study id.
	 * @return list<int>
	 */
	public static function gallery( int $post_id ): array {
		$ids = array_values( array_filter( array_map( 'intval', (array) get_post_meta( $post_id, self::META_GALLERY, true ) ), 'wp_attachment_is_image' ) );
		return array_slice( $ids, 0, self::GALLERY_MAX );
	}
}
