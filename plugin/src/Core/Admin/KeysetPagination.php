<?php
/**
 * The pagination of an admin list paged by keyset.
 *
 * @package Vitrine
 */

declare( strict_types = 1 );

namespace Vitrine\Core\Admin;

use Vitrine\Core\Database\KeysetPage;

defined( 'ABSPATH' ) || exit;

/**
 * WordPress's list-table pagination (`tablenav-pages`: the number of rows, then «, ‹, › and »
 * buttons, a disabled one greyed) for a list paged by keyset ({@see KeysetPage}) instead of
 * page numbers: « the first page, ‹ the page above the first row shown (`before`), › the page
 * below the last (`after`), » the last page (`last`). There is no "page n of m" box: a keyset
 * page has no number, and counting the rows above it would cost what the keyset saves.
 */
final class KeysetPagination {

	/**
	 * The cursor of the current request: `after`, `before` (row keys) and `last`.
	 *
	 * @return array{after: int, before: int, last: bool}
	 */
	public static function cursor_from_request(): array {
		// phpcs:disable WordPress.Security.NonceVerification.Recommended -- reading which page to show.
		return array(
			'after'  => isset( $_GET['after'] ) ? absint( wp_unslash( $_GET['after'] ) ) : 0,
			'before' => isset( $_GET['before'] ) ? absint( wp_unslash( $_GET['before'] ) ) : 0,
			'last'   => isset( $_GET['last'] ) && '1' === sanitize_key( wp_unslash( $_GET['last'] ) ),
		);
		// phpcs:enable
	}

	/**
	 * The page of a cursor.
	 *
	 * @param array{after: int, before: int, last?: bool} $cursor   From {@see cursor_from_request()}.
	 * @param int                                         $per_page Rows a page.
	 */
	public static function page( array $cursor, int $per_page ): KeysetPage {
		return new KeysetPage( $per_page, $cursor['after'], $cursor['before'], $cursor['last'] ?? false );
	}

	/**
	 * The pagination's markup.
	 *
	 * @param callable(array<string, int|string>): string $url    The list's address with query arguments.
	 * @param array<string, int|string>                   $keep   The filters every link keeps.
	 * @param array{newer: bool, older: bool}             $around Whether pages lie before and after this one.
	 * @param int|null                                    $first  The first row's key on this page (null: no rows).
	 * @param int|null                                    $last   The last row's key on this page.
	 * @param string                                      $count  The number of rows, as text ("21 orders").
	 * @param string                                      $label  The navigation's accessible name.
	 * @param array{first: string, prev: string, next: string, last: string} $labels The buttons' accessible names.
	 */
	public static function html( callable $url, array $keep, array $around, ?int $first, ?int $last, string $count, string $label, array $labels ): string {
		$link = static function ( string $class, string $name, string $symbol, ?string $href ): string {
			if ( null === $href ) {
				return sprintf( '<span class="tablenav-pages-navspan button disabled" aria-hidden="true">%s</span> ', esc_html( $symbol ) );
			}
			return sprintf( '<a class="%1$s button" href="%2$s"><span class="screen-reader-text">%3$s</span><span aria-hidden="true">%4$s</span></a> ', esc_attr( $class ), esc_url( $href ), esc_html( $name ), esc_html( $symbol ) );
		};
		return sprintf(
			'<div class="tablenav-pages"><span class="displaying-num">%1$s</span> <nav class="pagination-links" aria-label="%2$s">%3$s%4$s%5$s%6$s</nav></div>',
			esc_html( $count ),
			esc_attr( $label ),
			$link( 'first-page', $labels['first'], '«', $around['newer'] ? $url( $keep ) : null ),
			$link( 'prev-page', $labels['prev'], '‹', $around['newer'] && null !== $first ? $url( $keep + array( 'before' => $first ) ) : null ),
			$link( 'next-page', $labels['next'], '›', $around['older'] && null !== $last ? $url( $keep + array( 'after' => $last ) ) : null ),
			$link( 'last-page', $labels['last'], '»', $around['older'] ? $url( $keep + array( 'last' => 1 ) ) : null )
		);
	}
}
