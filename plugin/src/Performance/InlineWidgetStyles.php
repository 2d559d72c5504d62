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
		 * @param int $bytes Default 60000.
		 */
		return max( (int) $limit, (int) apply_filters( 'vitrine_inline_styles_limit', 60000 ) );
	}
}
