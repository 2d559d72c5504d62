<?php
/**
 * The loop grid's page links.
 *
 * @package Vitrine
 */

declare( strict_types = 1 );

namespace Vitrine\Builder;

defined( 'ABSPATH' ) || exit;

/**
 * Numbered page links for a loop grid: the first and last pages, two either side of the
 * current one, gaps ("…") between them, and Previous / Next. Listing every page printed
 * 5,400 links (800 KB of HTML) on a page with three journal grids once a site had 10,000
 * posts. The links keep the markup the `loop-grid` widget listens to (`a.vitrine-loop-grid__page`).
 */
final class LoopPageLinks {

	/** How many pages either side of the current one get a link. */
	private const AROUND = 2;

	/**
	 * The pages to show, in order; null stands for a gap. A gap never hides a single page:
	 * that page is shown instead, as the "…" would take its room anyway.
	 *
	 * @param int $page  Current page, from 1.
	 * @param int $pages Number of pages.
	 * @return list<int|null>
	 */
	public static function window( int $page, int $pages ): array {
		$page  = max( 1, min( $page, $pages ) );
		$shown = array_unique(
			array_merge(
				array( 1 ),
				range( max( 1, $page - self::AROUND ), min( $pages, $page + self::AROUND ) ),
				array( $pages )
			)
		);
		sort( $shown );
		$window   = array();
		$previous = 0;
		foreach ( $shown as $number ) {
			if ( 2 === $number - $previous ) {
				$window[] = $previous + 1;
			} elseif ( $number - $previous > 2 ) {
				$window[] = null;
			}
			$window[] = $number;
			$previous = $number;
		}
		return $window;
	}

	/**
	 * The navigation, or '' when there is one page.
	 *
	 * @param string $key   Query argument of the page (`e-page-{id}`).
	 * @param int    $page  Current page.
	 * @param int    $pages Number of pages.
	 * @param string $base  Address the links build on (it keeps the filters).
	 */
	public static function render( string $key, int $page, int $pages, string $base ): string {
		if ( $pages < 2 ) {
			return '';
		}
		// A page past the end (an old link after posts were removed) is shown as the last one.
		$page  = max( 1, min( $page, $pages ) );
		$url   = static fn( int $n ): string => 1 === $n ? remove_query_arg( $key, $base ) : add_query_arg( $key, $n, $base );
		$links = '';
		if ( $page > 1 ) {
			$links .= self::step( $url( $page - 1 ), 'prev', __( 'Previous', 'vitrine' ) );
		}
		foreach ( self::window( $page, $pages ) as $number ) {
			if ( null === $number ) {
				$links .= '<span class="vitrine-loop-grid__gap" aria-hidden="true">…</span>';
			} elseif ( $number === $page ) {
				$links .= '<span class="vitrine-loop-grid__page" aria-current="page">' . $number . '</span>';
			} else {
				$links .= '<a class="vitrine-loop-grid__page" href="' . esc_url( $url( $number ) ) . '">' . $number . '</a>';
			}
		}
		if ( $page < $pages ) {
			$links .= self::step( $url( $page + 1 ), 'next', __( 'Next', 'vitrine' ) );
		}
		return '<nav class="vitrine-loop-grid__pagination" aria-label="' . esc_attr__( 'Pages', 'vitrine' ) . '">' . $links . '</nav>';
	}

	/**
	 * A Previous or Next link.
	 *
	 * @param string $url   Address.
	 * @param string $rel   `prev` or `next`.
	 * @param string $label Visible text.
	 */
	private static function step( string $url, string $rel, string $label ): string {
		return sprintf(
			'<a class="vitrine-loop-grid__page vitrine-loop-grid__page--%1$s" href="%2$s" rel="%1$s">%3$s</a>',
			esc_attr( $rel ),
			esc_url( $url ),
			esc_html( $label )
		);
	}
}
