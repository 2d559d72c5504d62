<?php
/**
 * Widget styles printed inline.
 *
 * @package Vitrine
 */

declare( strict_types = 1 );

namespace Vitrine\Performance;

defined( 'ABSPATH' ) || exit;

/**
 * Widgets enqueue their small stylesheets while the page renders, so WordPress prints them in
 * the footer; as `<link>`s there they still held up the first paint (Lighthouse counted 0.6 s
 * on /widgets/). So each of our styles that a page enqueued is printed inline, within a budget
 * of our own that holds every widget's style at once (130 KB, 22 KB gzipped): a stylesheet
 * left out becomes a request the first paint waits for, and on a phone's connection those
 * queue six at a time (0.6 s more first paint on /widgets/ with a 60 KB budget).
 *
 * WordPress's own budget for inlining (`styles_inline_size_limit`, 20 KB, spent on core's
 * block styles) is left to the theme: raising it for every theme inlined core's navigation and
 * common block styles into every page of a site that shows none of our widgets (22 KB more
 * HTML on a Twenty Twenty-Five post). Only styles this page enqueued are read, so a page
 * without widgets prints none.
 */
final class InlineWidgetStyles {

	/**
	 * Bytes inlined so far in this request (head and footer passes share the budget).
	 *
	 * @var int
	 */
	private int $inlined = 0;

	/**
	 * Inlines the enqueued `vitrine-*` styles, and those they depend on, that have a file
	 * (Core\Assets gives ours a `path`), smallest first, as WordPress's wp_maybe_inline_styles() does with core's. Runs
	 * before it on `wp_head` and `wp_footer`, and again just before the late styles print.
	 */
	public function inline(): void {
		$styles = wp_styles();
		/**
		 * Filters how many bytes of Vitrine's widget styles a page may print inline (beyond
		 * it they are linked).
		 *
		 * @since 0.1.0
		 *
		 * @param int $bytes Default 150000.
		 */
		$budget = (int) apply_filters( 'vitrine_inline_styles_limit', 150000 );
		$files  = array();
		foreach ( self::with_dependencies( $styles ) as $handle ) {
			$style = $styles->registered[ $handle ] ?? null;
			$path  = $style ? $styles->get_data( $handle, 'path' ) : false;
			if ( ! $style || ! $path || ! $style->src || ! str_starts_with( $handle, 'vitrine-' ) ) {
				continue;
			}
			$size = (int) wp_filesize( $path );
			if ( $size > 0 ) {
				$files[ $handle ] = $size;
			}
		}
		asort( $files );
		foreach ( $files as $handle => $size ) {
			if ( $this->inlined + $size > $budget ) {
				break;
			}
			$style = $styles->registered[ $handle ];
			$css   = (string) file_get_contents( (string) $styles->get_data( $handle, 'path' ) ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_get_contents_file_get_contents -- A local file of ours.
			// As WordPress does when it inlines a style: relative URLs keep pointing at the files.
			$css                   = _wp_normalize_relative_css_links( $css, (string) $style->src );
			$style->src            = false;
			$style->extra['after'] = array_merge( array( $css ), (array) ( $style->extra['after'] ?? array() ) );
			$this->inlined        += $size;
		}
	}

	/**
	 * The queue and what it depends on, not printed yet: a widget's style built on a shared
	 * one (the cart's and the checkout's on `vitrine-widget-commerce`, Core\Assets'
	 * STYLE_DEPENDENCIES) gets that one inline too, not as a link of its own.
	 *
	 * @param \WP_Styles $styles The styles.
	 * @return list<string>
	 */
	private static function with_dependencies( \WP_Styles $styles ): array {
		$handles = array_values( array_diff( $styles->queue, $styles->done ) );
		// The list grows as it is read: a dependency's own dependencies are read in turn.
		for ( $i = 0; isset( $handles[ $i ] ); $i++ ) {
			$style = $styles->registered[ $handles[ $i ] ] ?? null;
			foreach ( $style ? $style->deps : array() as $dependency ) {
				if ( ! in_array( $dependency, $handles, true ) && ! in_array( $dependency, $styles->done, true ) ) {
					$handles[] = $dependency;
				}
			}
		}
		return $handles;
	}
}
