<?php
/**
 * Loop-filter values in the address.
 *
 * @package Vitrine
 */

declare( strict_types = 1 );

namespace Vitrine\Builder;

defined( 'ABSPATH' ) || exit;

/**
 * The grammar of `e-filter-{widgetId}-{taxonomy}` values, the same as src/lib/loop-filter.ts
 * (vectors in tests/fixtures/loop-filter.json): terms joined by `+` (AND) or `~` (OR), never
 * both, then `!term` for each excluded term (NOT). Taxonomy names may contain `-`.
 */
final class LoopFilter {

	/**
	 * A value as `{terms, logicalJoin, exclude}`, or null when invalid.
	 *
	 * @param string $value Raw value (a bare `+` that became a space counts as `+`).
	 * @return array{terms: list<string>, logicalJoin: string, exclude: list<string>}|null
	 */
	public static function parse( string $value ): ?array {
		$value   = str_replace( ' ', '+', $value );
		$parts   = explode( '!', $value );
		$head    = (string) array_shift( $parts );
		$has_and = str_contains( $head, '+' );
		$has_or  = str_contains( $head, '~' );
		if ( $has_and && $has_or ) {
			return null;
		}
		$terms = '' === $head ? array() : explode( $has_and ? '+' : '~', $head );
		$all   = array_merge( $terms, $parts );
		if ( ! $all ) {
			return null;
		}
		foreach ( $all as $term ) {
			if ( ! preg_match( '/^[a-z0-9_-]+$/', $term ) ) {
				return null;
			}
		}
		return array(
			'terms'       => $terms,
			'logicalJoin' => $has_and ? 'AND' : 'OR',
			'exclude'     => $parts,
		);
	}

	/**
	 * The filters of one grid in a query (e.g. `$_GET`), for taxonomies of the post type.
	 *
	 * @param array<mixed> $query     Query parameters, unslashed.
	 * @param string       $widget_id Grid id.
	 * @param string       $post_type Post type listed.
	 * @return array<string, array{terms: list<string>, logicalJoin: string, exclude: list<string>}>
	 */
	public static function from_query( array $query, string $widget_id, string $post_type ): array {
		$prefix  = 'e-filter-' . $widget_id . '-';
		$filters = array();
		foreach ( $query as $key => $value ) {
			$key = (string) $key;
			if ( ! str_starts_with( $key, $prefix ) || ! is_string( $value ) ) {
				continue;
			}
			$taxonomy = substr( $key, strlen( $prefix ) );
			$filter   = self::parse( $value );
			if ( $filter && is_object_in_taxonomy( $post_type, $taxonomy ) ) {
				$filters[ $taxonomy ] = $filter;
			}
		}
		return $filters;
	}

	/**
	 * Filters sent by the browser as `widget_filters.taxonomy` (refresh-loop), validated.
	 *
	 * @param mixed  $raw       `{ "category": { "terms": […], "logicalJoin": "OR", "exclude": […] } }`.
	 * @param string $post_type Post type listed.
	 * @return array<string, array{terms: list<string>, logicalJoin: string, exclude: list<string>}>
	 */
	public static function from_request( $raw, string $post_type ): array {
		$filters = array();
		foreach ( is_array( $raw ) ? $raw : array() as $taxonomy => $filter ) {
			$taxonomy = (string) $taxonomy;
			if ( ! is_array( $filter ) || ! is_object_in_taxonomy( $post_type, $taxonomy ) ) {
				continue;
			}
			$join = $filter['logicalJoin'] ?? 'OR';
			// A join other than AND/OR disables the filter (docs/product-spec.md §5).
			if ( 'AND' !== $join && 'OR' !== $join ) {
				continue;
			}
			$terms   = self::terms_of( $filter['terms'] ?? array() );
			$exclude = self::terms_of( $filter['exclude'] ?? array() );
			if ( $terms || $exclude ) {
				$filters[ $taxonomy ] = array(
					'terms'       => $terms,
					'logicalJoin' => $join,
					'exclude'     => $exclude,
				);
			}
		}
		return $filters;
	}

	/**
	 * The term slugs of a browser-sent list; anything that is not a slug (an array, an
	 * object, a number) is dropped, never turned into a string.
	 *
	 * @param mixed $raw A list of slugs, or one slug.
	 * @return list<string>
	 */
	private static function terms_of( $raw ): array {
		$terms = array();
		foreach ( is_array( $raw ) ? $raw : array( $raw ) as $term ) {
			if ( is_string( $term ) && self::is_term( $term ) ) {
				$terms[] = $term;
			}
		}
		return $terms;
	}

	/**
	 * Whether a string is a term slug.
	 *
	 * @param string $term Candidate.
	 */
	public static function is_term( string $term ): bool {
		return (bool) preg_match( '/^[a-z0-9_-]+$/', $term );
	}

	/**
	 * The WP_Query `tax_query` for filters.
	 *
	 * @param array<string, array{terms: list<string>, logicalJoin: string, exclude: list<string>}> $filters Filters.
	 * @return array<int|string, mixed>
	 */
	public static function tax_query( array $filters ): array {
		$query = array( 'relation' => 'AND' );
		foreach ( $filters as $taxonomy => $filter ) {
			if ( $filter['terms'] ) {
				$query[] = array(
					'taxonomy' => $taxonomy,
					'field'    => 'slug',
					'terms'    => $filter['terms'],
					'operator' => 'AND' === $filter['logicalJoin'] ? 'AND' : 'IN',
				);
			}
			if ( $filter['exclude'] ) {
				$query[] = array(
					'taxonomy' => $taxonomy,
					'field'    => 'slug',
					'terms'    => $filter['exclude'],
					'operator' => 'NOT IN',
				);
			}
		}
		return $query;
	}
}
