<?php
/**
 * The loop grid.
 *
 * @package Vitrine
 */

declare( strict_types = 1 );

namespace Vitrine\Builder;

use Vitrine\Sliders\SliderMarkup;
use Vitrine\Sliders\SliderSettings;
use Vitrine\Widgets\WidgetRenderer;
use WP_Post;
use WP_Query;

defined( 'ABSPATH' ) || exit;

/**
 * A grid of posts, case studies or products, filtered by the `e-filter-{id}-{taxonomy}`
 * parameters of the address and paged by `e-page-{id}`. The HTML depends only on the address,
 * so a shared filtered link shows filtered results without JavaScript and pages stay
 * cacheable; the `loop-grid` widget inside only refreshes the results in place, appends the
 * next page ("load more", "infinite") and rebuilds a carousel's slides.
 *
 * Layouts: `grid`, or `carousel` (the shared slider). Pagination: `numbers`, `load_more`,
 * `infinite` or `none`; load more and infinite scroll print the numbered links too, as the
 * no-JS fallback, and a carousel pages by numbers (its slides are one page).
 */
final class LoopGrid {

	public const POST_TYPES = array( 'post', 'vitrine_case_study', 'product' );

	public const LAYOUTS = array( 'grid', 'carousel' );

	public const PAGINATIONS = array( 'numbers', 'load_more', 'infinite', 'none' );

	/**
	 * Normalised settings.
	 *
	 * @param array<string, mixed> $settings widgetId, postType, perPage, columns, pagination, layout.
	 * @return array{widgetId: string, postType: string, perPage: int, columns: int, pagination: string, layout: string}
	 */
	public static function settings( array $settings ): array {
		$type       = (string) ( $settings['postType'] ?? 'post' );
		$id         = strtolower( (string) ( $settings['widgetId'] ?? '' ) );
		$layout     = in_array( $settings['layout'] ?? '', self::LAYOUTS, true ) ? (string) $settings['layout'] : 'grid';
		$pagination = in_array( $settings['pagination'] ?? '', self::PAGINATIONS, true ) ? (string) $settings['pagination'] : 'numbers';
		if ( 'carousel' === $layout && 'none' !== $pagination ) {
			// A carousel's slides are one page: appending pages to a slider helps nobody.
			$pagination = 'numbers';
		}
		return array(
			'widgetId'   => preg_match( '/^[a-z0-9]{1,20}$/', $id ) ? $id : 'loop',
			'postType'   => in_array( $type, self::POST_TYPES, true ) && post_type_exists( $type ) ? $type : 'post',
			'perPage'    => max( 1, min( 24, (int) ( $settings['perPage'] ?? 6 ) ) ),
			'columns'    => max( 1, min( 4, (int) ( $settings['columns'] ?? 3 ) ) ),
			'pagination' => $pagination,
			'layout'     => $layout,
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
			'widgetId'   => $settings['widgetId'],
			'postId'     => (int) get_the_ID(),
			'pagination' => $settings['pagination'],
		);
		// The mount point follows the results: it holds the "load more" button under them.
		return sprintf(
			'<div class="vitrine-loop-grid vitrine-loop-grid--columns-%1$d vitrine-loop-grid--%5$s vitrine-loop-grid--paged-%6$s" data-vitrine-loop="%2$s"><div class="vitrine-loop-grid__results">%3$s</div>%4$s</div>',
			$settings['columns'],
			esc_attr( $settings['widgetId'] ),
			self::results( $settings, $filters, $page, $base ),
			WidgetRenderer::render( 'loop-grid', $props, '', array( 'class' => 'vitrine-loop-grid__live' ) ),
			esc_attr( $settings['layout'] ),
			esc_attr( $settings['pagination'] )
		);
	}

	/**
	 * The results and their pagination (what refresh-loop answers with). A grid's list carries
	 * its page, number of pages and number of matches (`data-page`, `data-pages`,
	 * `data-total`), which "load more" reads.
	 *
	 * @param array{widgetId: string, postType: string, perPage: int, columns: int, pagination: string, layout?: string} $settings Settings.
	 * @param array<string, array{terms: list<string>, logicalJoin: string, exclude: list<string>}>                 $filters  Filters.
	 * @param int                                                                                                   $page     Page, from 1.
	 * @param string                                                                                                $base     Address the page links build on.
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
		$posts = array_values( array_filter( array_map( 'get_post', $query->posts ), static fn( $post ) => $post instanceof WP_Post ) );
		$pages = (int) $query->max_num_pages;
		if ( 'carousel' === ( $settings['layout'] ?? 'grid' ) ) {
			$slides = array_map( static fn( WP_Post $post ) => '<div class="vitrine-loop-grid__item" data-id="' . (int) $post->ID . '">' . self::card( $post ) . '</div>', $posts );
			$slider = SliderMarkup::render(
				'loop',
				$slides,
				SliderSettings::from(
					array(
						'perView'  => $settings['columns'],
						'autoplay' => false,
					)
				),
				array( 'label' => __( 'Results', 'vitrine' ) )
			);
			return $slider . self::pagination( $settings, $page, $pages, $base );
		}
		$items = '';
		foreach ( $posts as $post ) {
			$items .= sprintf( '<li class="vitrine-loop-grid__item" data-id="%1$d">%2$s</li>', (int) $post->ID, self::card( $post ) );
		}
		return sprintf(
			'<ul class="vitrine-loop-grid__items" data-page="%1$d" data-pages="%2$d" data-total="%3$d">%4$s</ul>',
			$page,
			$pages,
			(int) $query->found_posts,
			$items
		) . self::pagination( $settings, $page, $pages, $base );
	}

	/**
	 * One result's card: its link (image and title) and excerpt.
	 *
	 * @param WP_Post $post Post.
	 */
	public static function card( WP_Post $post ): string {
		$thumb = get_the_post_thumbnail(
			$post,
			'medium_large',
			array(
				'class'   => 'vitrine-loop-grid__image',
				'loading' => 'lazy',
			)
		);
		return sprintf(
			'<a class="vitrine-loop-grid__link" href="%1$s">%2$s<span class="vitrine-loop-grid__title">%3$s</span></a><p class="vitrine-loop-grid__excerpt">%4$s</p>',
			esc_url( (string) get_permalink( $post ) ),
			$thumb,
			esc_html( get_the_title( $post ) ),
			esc_html( wp_trim_words( (string) get_the_excerpt( $post ), 18 ) )
		);
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
		return 'none' === $settings['pagination'] ? '' : LoopPageLinks::render( 'e-page-' . $settings['widgetId'], $page, $pages, $base );
	}

	/**
	 * This request's address.
	 */
	private static function current_url(): string {
		$uri = isset( $_SERVER['REQUEST_URI'] ) ? esc_url_raw( wp_unslash( (string) $_SERVER['REQUEST_URI'] ) ) : '/';
		return home_url( $uri );
	}
}
