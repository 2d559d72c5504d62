<?php
/**
 * The taxonomy filter bound to a loop grid.
 *
 * @package Vitrine
 */

declare( strict_types = 1 );

namespace Vitrine\Builder;

use Vitrine\Widgets\WidgetRenderer;
use WP_Term;

defined( 'ABSPATH' ) || exit;

/**
 * The terms of one taxonomy as filter buttons for loop grid `target`. Each term cycles
 * through off, included and excluded (NOT); included terms are joined by the filter's AND or
 * OR. Without JavaScript each term is a link that includes or removes it.
 */
final class TaxonomyFilter {

	/**
	 * Renders the filter.
	 *
	 * @param array<string, mixed> $settings target, taxonomy, join.
	 */
	public static function render( array $settings ): string {
		$target   = strtolower( (string) ( $settings['target'] ?? '' ) );
		$taxonomy = (string) ( $settings['taxonomy'] ?? 'category' );
		$join     = (string) ( $settings['join'] ?? 'OR' );
		// A join other than AND/OR disables the filter (docs/product-spec.md §5); so does an unknown grid or taxonomy.
		if ( ! preg_match( '/^[a-z0-9]{1,20}$/', $target ) || ! taxonomy_exists( $taxonomy ) || ! in_array( $join, array( 'AND', 'OR' ), true ) ) {
			return '';
		}
		$terms = get_terms(
			array(
				'taxonomy'   => $taxonomy,
				'hide_empty' => true,
				'number'     => 30,
			)
		);
		if ( ! is_array( $terms ) || ! $terms ) {
			return '';
		}
		$key = 'e-filter-' . $target . '-' . $taxonomy;
		// phpcs:ignore WordPress.Security.NonceVerification.Recommended -- a shareable listing link; `e-filter-…[]=…` (an array) is no filter.
		$current = isset( $_GET[ $key ] ) && is_string( $_GET[ $key ] ) ? LoopFilter::parse( sanitize_text_field( wp_unslash( $_GET[ $key ] ) ) ) : null;
		$list    = array();
		$links   = '';
		foreach ( $terms as $term ) {
			if ( ! $term instanceof WP_Term ) {
				continue;
			}
			$list[] = array(
				'slug' => $term->slug,
				'name' => $term->name,
			);
			$on     = $current && in_array( $term->slug, $current['terms'], true );
			$links .= sprintf(
				'<a class="vitrine-loop-filter__term%1$s" href="%2$s"%3$s>%4$s</a>',
				$on ? ' is-in' : '',
				esc_url( self::toggle_url( $key, $current, $term->slug, $join, $target ) ),
				$on ? ' aria-current="true"' : '',
				esc_html( $term->name )
			);
		}
		$props = array(
			'target'   => $target,
			'taxonomy' => $taxonomy,
			'join'     => $join,
			'label'    => (string) ( get_taxonomy( $taxonomy )->labels->name ?? $taxonomy ),
			'terms'    => $list,
		);
		return WidgetRenderer::render( 'loop-filter', $props, '<div class="vitrine-loop-filter__terms">' . $links . '</div>' );
	}

	/**
	 * The no-JS link of a term: the address with the term included, or removed if it was.
	 *
	 * @param string                                                                 $key     Query key.
	 * @param array{terms: list<string>, logicalJoin: string, exclude: list<string>}|null $current Current filter.
	 * @param string                                                                 $slug    Term.
	 * @param string                                                                 $join    AND or OR.
	 * @param string                                                                 $target  Grid id.
	 */
	private static function toggle_url( string $key, ?array $current, string $slug, string $join, string $target ): string {
		$terms   = $current['terms'] ?? array();
		$exclude = array_values( array_diff( $current['exclude'] ?? array(), array( $slug ) ) );
		$terms   = in_array( $slug, $terms, true ) ? array_values( array_diff( $terms, array( $slug ) ) ) : array_merge( $terms, array( $slug ) );
		$value   = implode( 'AND' === $join ? '+' : '~', $terms ) . implode( '', array_map( static fn( $t ) => '!' . $t, $exclude ) );
		$url     = remove_query_arg( array( $key, 'e-page-' . $target ) );
		return '' === $value ? $url : add_query_arg( $key, rawurlencode( $value ), $url );
	}
}
