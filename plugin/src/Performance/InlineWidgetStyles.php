<?php
/**
 * Widget styles printed inline.
 *
 * @package Vitrine
 */

declare( strict_types = 1 );

namespace Vitrine\Performance;

/**
 * Widgets enqueue their small stylesheets while the page renders, so WordPress prints them in
 * the footer; as `<link>`s there they still held up the first paint (Lighthouse counted 0.6 s
 * on /widgets/). WordPress inlines styles that have a `path` (Assets gives ours one), but only
 * up to 20 KB per page, less than a page with several widgets needs.
 *
 * The budget holds every widget's style at once (130 KB, 22 KB gzipped): a stylesheet left
 * out becomes a request the first paint waits for, and on a phone's connection those queue
 * six at a time (Lighthouse counted 0.6 s more first paint on /widgets/ with a 60 KB budget).
 */
final class InlineWidgetStyles {

	/**
	 * Raises the inline budget.
	 *
	 * @param int $limit Bytes WordPress inlines per pass.
	 */
	public function limit( $limit ): int {
		/**
		 * Filters how many bytes of styles WordPress may print inline per pass (head, footer).
		 *
		 * @since 0.1.0
		 *
		 * @param int $bytes Default 150000.
		 */
		return max( (int) $limit, (int) apply_filters( 'vitrine_inline_styles_limit', 150000 ) );
	}
}
