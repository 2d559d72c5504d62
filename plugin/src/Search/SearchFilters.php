<?php
/**
 * Search filters.
 *
 * @package Vitrine
 */

declare( strict_types = 1 );

namespace Vitrine\Search;

defined( 'ABSPATH' ) || exit;

/**
 * The filters a search form sends (`post_type`, `category`): which values are allowed, how
 * they are read from the request, and how the main search query honours them.
 */
final class SearchFilters {

	/**
	 * Public content types a search may be limited to, slug => label (types excluded from
	 * search, like attachments, are left out).
	 *
	 * @return array<string, string>
	 */
	public static function public_types(): array {
		$types = array();
		foreach ( get_post_types( array( 'public' => true ), 'objects' ) as $slug => $type ) {
			if ( $type->exclude_from_search || 'attachment' === $slug ) {
				continue;
			}
			$types[ (string) $slug ] = (string) $type->labels->singular_name;
		}
		return $types;
	}

	/**
	 * The allowed types among those an admin chose ('' or an empty list: all public types).
	 *
	 * @param mixed $chosen A list of slugs or a comma-separated string.
	 * @return array<string, string> slug => label.
	 */
	public static function allowed_types( $chosen ): array {
		$public = self::public_types();
		$chosen = is_array( $chosen ) ? $chosen : explode( ',', (string) $chosen );
		$chosen = array_filter( array_map( static fn( $slug ) => sanitize_key( (string) $slug ), $chosen ) );
		if ( ! $chosen ) {
			return $public;
		}
		return array_intersect_key( $public, array_flip( $chosen ) );
	}

	/**
	 * The filters of a request, sanitised: a public type or '' and an existing category slug
	 * or ''.
	 *
	 * @param array<string, mixed> $query Raw query arguments (e.g. `wp_unslash( $_GET )`).
	 * @return array{post_type: string, category: string}
	 */
	public static function from_request( array $query ): array {
		$type = sanitize_key( is_string( $query['post_type'] ?? null ) ? $query['post_type'] : '' );
		if ( ! isset( self::public_types()[ $type ] ) ) {
			$type = '';
		}
		$slug = sanitize_title( is_string( $query['category'] ?? null ) ? $query['category'] : '' );
		if ( '' !== $slug && ! get_term_by( 'slug', $slug, 'category' ) ) {
			$slug = '';
		}
		return array(
			'post_type' => $type,
			'category'  => $slug,
		);
	}

	/**
	 * Limits the main search query to the requested type and category.
	 *
	 * Hooked to `pre_get_posts`. Core already reads `post_type`, but only for publicly queryable
	 * types (not pages) and without checking it is public; the category has no query var.
	 *
	 * @param \WP_Query $query The query being prepared.
	 */
	public static function apply( \WP_Query $query ): void {
		if ( is_admin() || ! $query->is_main_query() || ! $query->is_search() ) {
			return;
		}
		// A search inside an archive of one type (the shop's `/shop/?s=linen`) stays in that
		// type: the address chose it, and the archive's template lists only that type.
		if ( $query->is_post_type_archive() ) {
			return;
		}
		// phpcs:ignore WordPress.Security.NonceVerification.Recommended -- A public, read-only search.
		$filters = self::from_request( wp_unslash( $_GET ) );
		$query->set( 'post_type', '' === $filters['post_type'] ? 'any' : $filters['post_type'] );
		if ( '' !== $filters['category'] ) {
			$query->set( 'category_name', $filters['category'] );
		}
	}
}
