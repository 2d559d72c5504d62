<?php
/**
 * Testimonials.
 *
 * @package Vitrine
 */

declare( strict_types = 1 );

namespace Vitrine\Content;

use WP_Post;

defined( 'ABSPATH' ) || exit;

/**
 * What clients say. The title is the author's name, the content the quote, the featured
 * image their photo. No public page. Own fields: `quote` (plain text of the content),
 * `author` (the title), `role`, `rating` (1–5 stars, 0 for none).
 */
final class Testimonials extends ContentType {

	public const POST_TYPE   = 'vitrine_testimonial';
	public const META_ROLE   = '_vitrine_testimonial_role';
	public const META_RATING = '_vitrine_testimonial_rating';

	/**
	 * {@inheritDoc}
	 */
	protected static function labels(): array {
		return array(
			'name'        => __( 'Testimonials', 'vitrine' ),
			'singular'    => __( 'Testimonial', 'vitrine' ),
			'description' => __( 'Quotes from clients: the title is the person\'s name, the text the quote.', 'vitrine' ),
		);
	}

	/**
	 * {@inheritDoc}
	 */
	protected static function post_type_args(): array {
		return array( 'menu_icon' => 'dashicons-format-quote' );
	}

	/**
	 * {@inheritDoc}
	 */
	public static function fields(): array {
		return array(
			self::META_ROLE   => array(
				'type'  => 'text',
				'label' => __( 'Role and company', 'vitrine' ),
			),
			self::META_RATING => array(
				'type'  => 'int',
				'label' => __( 'Rating (stars)', 'vitrine' ),
				'help'  => __( 'From 1 to 5; 0 shows no stars.', 'vitrine' ),
				'min'   => 0,
				'max'   => 5,
			),
		);
	}

	/**
	 * {@inheritDoc}
	 */
	protected static function own_fields( WP_Post $post ): array {
		return array(
			'quote'  => trim( wp_strip_all_tags( strip_shortcodes( $post->post_content ) ) ),
			'author' => get_the_title( $post ),
			'role'   => (string) self::meta( $post, self::META_ROLE ),
			'rating' => (int) self::meta( $post, self::META_RATING ),
		);
	}
}
