<?php
/**
 * Content switcher.
 *
 * @package Vitrine
 */

declare( strict_types = 1 );

namespace Vitrine\Interactive;

defined( 'ABSPATH' ) || exit;

/**
 * Two contents and a switch between them (monthly / yearly prices). Without scripting both
 * contents show one after the other under their headings; the widget shows those same panels
 * one at a time behind a `role="switch"` button between the two labels
 * (src/blocks/switcher/switcher.ts, no React). The props carry only the settings.
 */
final class Switcher {

	/**
	 * Renders a switcher.
	 *
	 * @param list<array{title?: mixed, content?: mixed}> $items The two contents (more are ignored).
	 * @param string                                       $label Accessible name of the switch.
	 */
	public static function render( array $items, string $label = '' ): string {
		$clean = array_slice( Items::clean( $items ), 0, 2 );
		if ( count( $clean ) < 2 ) {
			return '';
		}
		$id    = wp_unique_id( 'vitrine-switcher-' );
		$label = sanitize_text_field( $label );

		$fallback = '';
		foreach ( $clean as $item ) {
			$fallback .= sprintf(
				'<section class="vitrine-switcher__panel"><h3 class="vitrine-switcher__heading">%1$s</h3><div class="vitrine-switcher__content">%2$s</div></section>',
				esc_html( $item['title'] ),
				$item['html']
			);
		}
		return vitrine_render_widget(
			'switcher',
			// The contents are the markup above, which the widget swaps: nothing of them is sent twice.
			array(
				'id'    => $id,
				'label' => '' === $label ? $clean[1]['title'] : $label,
			),
			$fallback
		);
	}
}
