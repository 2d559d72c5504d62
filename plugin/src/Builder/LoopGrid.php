<?php
/**
 * The loop grid.
 *
 * @package Vitrine
 */

declare( strict_types = 1 );

namespace Vitrine\Builder;

use Vitrine\Widgets\WidgetRenderer;
use WP_Query;

/**
 * A grid of posts, case studies or products, filtered by the `e-filter-{id}-{taxonomy}`
 * parameters of the address and paged by `e-page-{id}`. The HTML depends only on the address,
 * so a shared filtered link shows filtered results without JavaScript and pages stay
 * cacheable; the `loop-grid` widget inside only refreshes the results in place.
 */
final class LoopGrid {

	public const POST_TYPES = array( 'post', 'vitrine_case_study', 'product' );

	/**
	 * Normalised settings.
	 *
	 * @param array<string, mixed> $settings widgetId, postType, perPage, columns, pagination.
	 * @return array{widgetId: string, postType: string, perPage: int, columns: int, pagination: string}
	 */
	public static function settings( array $settings ): array {
		$type = (string) ( $settings['postType'] ?? 'post' );
		$id   = strtolower( (string) ( $settings['widgetId'] ?? '' ) );
		return array(
			'widgetId'   => preg_match( '/^[a-z0-9]{1,20}$/', $id ) ? $id : 'loop',
			'postType'   => in_array( $type, self::POST_TYPES, true ) && post_type_exists( $type ) ? $type : 'post',
			'perPage'    => max( 1, min( 24, (int) ( $settings['perPage'] ?? 6 ) ) ),
			'columns'    => max( 1, min( 4, (int) ( $settings['columns'] ?? 3 ) ) ),
			'pagination' => in_array( $settings['pagination'] ?? '', array( 'numbers', 'none' ), true ) ? (string) $settings['pagination'] : 'numbers',
		);
	}

	/**
	 * The whole widget for the current request (filters and page from `$_GET`).
	 *
	 * @param array<string, mixed> $settings Block or shortcode settings.
	 */
	public static function render( array $settings ): string {
		$settings = self::settings( $settings );
		// Read-only listing parameters of a public page: no nonce (links must be shareable).
		$query   = wp_unslash( $_GET ); // phpcs:ignore WordPress.Security.NonceVerification.Recommended
		$filters = LoopFilter::from_query( is_array( $query ) ? $query : array(), $settings['widgetId'], $settings['postType'] );
		$page    = max( 1, absint( $query[ 'e-page-' . $settings['widgetId'] ] ?? 1 ) );
		$base    = self::current_url();
		$props   = array(
			'widgetId' => $settings['widgetId'],
			'postId'   => (int) get_the_ID(),
		);
		return sprintf(
			'<div class="vitrine-loop-grid vitrine-loop-grid--columns-%1$d" data-vitrine-loop="%2$s">%3$s<div class="vitrine-loop-grid__results">%4$s</div></div>',
			$settings['columns'],
			esc_attr( $settings['widgetId'] ),
			WidgetRenderer::render( 'loop-grid', $props, '', array( 'tag' => 'span' ) ),
			self::results( $settings, $filters, $page, $base )
		);
	}

	/**
	 * The results and their pagination (what refresh-loop answers with).
	 *
	 * @param array{widgetId: string, postType: string, perPage: int, columns: int, pagination: string}             $settings Settings.
	 * @param array<string, array{terms: list<string>, logicalJoin: string, exclude: list<string>}> $filters  Filters.
	 * @param int                                                                                   $page     Page, from 1.
	 * @param string                                                                                $base     Address the page links build on.
	 */
	public static function results( array $settings, array $filters, int $page, string $base ): string {
		$args = array(
			'post_type'           => $settings['postType'],
			'post_status'         => 'publish',
			'posts_per_page'      => $settings['perPage'],
			'paged'               => $page,
			'ignore_sticky_posts' => true,
		);
		if ( $filters ) {
			$args['tax_query'] = LoopFilter::tax_query( $filters ); // phpcs:ignore WordPress.DB.SlowDBQuery.slow_db_query_tax_query -- the widget's purpose.
		}
		$query = new WP_Query( $args );
		if ( ! $query->have_posts() ) {
			return '<p class="vitrine-loop-grid__empty">' . esc_html__( 'Nothing matches these filters.', 'vitrine' ) . '</p>';
		}
		$items = '';
		foreach ( $query->posts as $post ) {
			$post   = get_post( $post );
			$thumb  = get_the_post_thumbnail(
				$post,
				'medium_large',
				array(
					'class'   => 'vitrine-loop-grid__image',
					'loading' => 'lazy',
				)
			);
			$items .= sprintf(
				'<li class="vitrine-loop-grid__item" data-id="%1$d"><a class="vitrine-loop-grid__link" href="%2$s">%3$s<span class="vitrine-loop-grid__title">%4$s</span></a><p class="vitrine-loop-grid__excerpt">%5$s</p></li>',
				(int) $post?->ID,
				esc_url( (string) get_permalink( $post ) ),
				$thumb,
				esc_html( get_the_title( $post ) ),
				esc_html( wp_trim_words( (string) get_the_excerpt( $post ), 18 ) )
			);
		}
		return '<ul class="vitrine-loop-grid__items">' . $items . '</ul>' . self::pagination( $settings, $page, (int) $query->max_num_pages, $base );
	}

	/**
	 * Page links that keep the filters (they are in the base address).
	 *
	 * @param array{widgetId: string, pagination: string} $settings Settings.
	 * @param int                                         $page     Current page.
	 * @param int                                         $pages    Number of pages.
	 * @param string                                      $base     Base address.
	 */
	private static function pagination( array $settings, int $page, int $pages, string $base ): string {
		if ( 'none' === $settings['pagination'] || $pages < 2 ) {
			return '';
		}
		$key   = 'e-page-' . $settings['widgetId'];
		$links = '';
		for ( $n = 1; $n <= $pages; $n++ ) {
			$url    = 1 === $n ? remove_query_arg( $key, $base ) : add_query_arg( $key, $n, $base );
			$links .= $n === $page
				? '<span class="vitrine-loop-grid__page" aria-current="page">' . $n . '</span>'
				: '<a class="vitrine-loop-grid__page" href="' . esc_url( $url ) . '">' . $n . '</a>';
		}
		return '<nav class="vitrine-loop-grid__pagination" aria-label="' . esc_attr__( 'Pages', 'vitrine' ) . '">' . $links . '</nav>';
	}

	/**
	 * This request's address.
	 */
	private static function current_url(): string {
		$uri = isset( $_SERVER['REQUEST_URI'] ) ? esc_url_raw( wp_unslash( (string) $_SERVER['REQUEST_URI'] ) ) : '/';
		return home_url( $uri );
	}
}
