<?php
/**
 * Loading and saving forms.
 *
 * @package Vitrine
 */

declare( strict_types = 1 );

namespace Vitrine\ContactForms;

defined( 'ABSPATH' ) || exit;

/**
 * Forms are posts of type `vitrine_form`; the definition is JSON in post meta.
 */
final class FormRepository {

	public const POST_TYPE = 'vitrine_form';

	public const META = '_vitrine_form_definition';

	/**
	 * Finds a published form by id or slug.
	 *
	 * @param int|string $form      Post id (or numeric string) or slug.
	 * @param bool       $published Only a published form (false for admin screens, where a
	 *                              form taken offline still has submissions to read and resend).
	 */
	public function find( int|string $form, bool $published = true ): ?ContactForm {
		$post = null;
		if ( is_int( $form ) || ctype_digit( $form ) ) {
			$post = get_post( (int) $form );
		} elseif ( '' !== $form ) {
			$found = get_posts(
				array(
					'post_type'      => self::POST_TYPE,
					'name'           => sanitize_title( $form ),
					'post_status'    => 'publish',
					'posts_per_page' => 1,
					'no_found_rows'  => true,
				)
			);
			$post  = $found[0] ?? null;
		}
		if ( ! $post instanceof \WP_Post || self::POST_TYPE !== $post->post_type || ( $published && 'publish' !== $post->post_status ) ) {
			return null;
		}
		return new ContactForm( (int) $post->ID, $post->post_name, get_the_title( $post ), $this->definition( (int) $post->ID ) );
	}

	/**
	 * A form's stored definition (an empty one when none or unreadable).
	 *
	 * @param int $post_id Post id.
	 * @return array<string, mixed>
	 */
	public function definition( int $post_id ): array {
		$json    = get_post_meta( $post_id, self::META, true );
		$decoded = is_string( $json ) ? json_decode( $json, true ) : null;
		return is_array( $decoded ) ? $decoded : array(
			'fields'   => array(),
			'messages' => array(),
			'mail'     => array(),
		);
	}

	/**
	 * Stores a clean definition.
	 *
	 * @param int                  $post_id    Post id.
	 * @param array<string, mixed> $definition Clean definition.
	 */
	public function save_definition( int $post_id, array $definition ): void {
		update_post_meta( $post_id, self::META, wp_slash( (string) wp_json_encode( $definition, JSON_UNESCAPED_UNICODE | JSON_UNESCAPED_SLASHES ) ) );
	}

	/**
	 * All published forms, for pickers.
	 *
	 * @return list<array{id: int, slug: string, title: string}>
	 */
	public function all(): array {
		$out = array();
		foreach ( get_posts(
			array(
				'post_type'      => self::POST_TYPE,
				'post_status'    => 'publish',
				'posts_per_page' => 100,
				'orderby'        => 'title',
				'order'          => 'ASC',
				'no_found_rows'  => true,
			)
		) as $post ) {
			$out[] = array(
				'id'    => (int) $post->ID,
				'slug'  => $post->post_name,
				'title' => get_the_title( $post ),
			);
		}
		return $out;
	}
}
