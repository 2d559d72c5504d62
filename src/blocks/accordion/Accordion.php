<?php
/**
 * Toggle / accordion.
 *
 * @package Vitrine
 */

declare( strict_types = 1 );

namespace Vitrine\Interactive;

defined( 'ABSPATH' ) || exit;

/**
 * Sections that open and close under their heading. The server prints each one as a native
 * `<details>` element, so without scripting they still open and close (and search engines read
 * every panel); the widget turns those same elements into heading buttons with `aria-expanded`
 * and a height animation (src/blocks/accordion/accordion.ts), optionally closing the others when
 * one opens. The props carry only the settings.
 */
final class Accordion {

	/**
	 * Renders an accordion.
	 *
	 * @param list<array{title?: mixed, content?: mixed}> $items    Sections: a title and HTML content (filtered by wp_kses_post).
	 * @param array{multiple?: mixed, open?: mixed}       $settings `multiple`: several may be open at once; `open`: the 1-based section open at first (0: none).
	 */
	public static function render( array $items, array $settings = array() ): string {
		$clean = Items::clean( $items );
		if ( ! $clean ) {
			return '';
		}
		$id       = wp_unique_id( 'vitrine-accordion-' );
		$multiple = ! empty( $settings['multiple'] );
		$open     = absint( $settings['open'] ?? 0 );

		$fallback = '';
		foreach ( $clean as $index => $item ) {
			$fallback .= sprintf(
				'<details class="vitrine-accordion__item"%1$s><summary class="vitrine-accordion__title">%2$s</summary><div class="vitrine-accordion__content">%3$s</div></details>',
				$index + 1 === $open ? ' open' : '',
				esc_html( $item['title'] ),
				$item['html']
			);
		}
		return vitrine_render_widget(
			'accordion',
			// The sections are the markup above, which the widget turns into the accordion:
			// nothing of them is sent twice.
			array(
				'id'       => $id,
				'multiple' => $multiple,
				'open'     => $open,
			),
			$fallback
		);
	}
}
