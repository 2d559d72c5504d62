<?php
/**
 * Tabs.
 *
 * @package Vitrine
 */

declare( strict_types = 1 );

namespace Vitrine\Presentation;

use Vitrine\Widgets\WidgetRenderer;

defined( 'ABSPATH' ) || exit;

/**
 * Tabs with a sliding underline. The server prints the tab list and every panel with its
 * heading: without scripting (`@media (scripting: none)`, or a widget that failed) all
 * panels show one after another; with it, only the selected one. The widget makes those same
 * tabs work (src/blocks/tabs/tabs.ts, no React); the props carry only the settings.
 */
final class Tabs {

	/**
	 * Renders tabs.
	 *
	 * @param list<array{title?: mixed, content?: mixed}> $tabs  Tabs: a title and HTML content (filtered by wp_kses_post).
	 * @param string                                       $label Accessible name of the tab list.
	 */
	public static function render( array $tabs, string $label = '' ): string {
		$clean = array();
		foreach ( $tabs as $tab ) {
			$title = sanitize_text_field( (string) ( $tab['title'] ?? '' ) );
			if ( '' !== $title ) {
				$clean[] = array(
					'title' => $title,
					'html'  => wp_kses_post( wpautop( (string) ( $tab['content'] ?? '' ) ) ),
				);
			}
		}
		if ( ! $clean ) {
			return '';
		}
		$id    = wp_unique_id( 'vitrine-tabs-' );
		$label = '' === $label ? __( 'Tabs', 'vitrine' ) : sanitize_text_field( $label );

		$buttons = '';
		$panels  = '';
		foreach ( $clean as $index => $tab ) {
			$selected = 0 === $index;
			$buttons .= sprintf(
				'<button type="button" class="vitrine-tabs__tab" role="tab" id="%1$s-tab-%2$d" aria-controls="%1$s-panel-%2$d" aria-selected="%3$s" tabindex="%4$d">%5$s</button>',
				esc_attr( $id ),
				$index,
				$selected ? 'true' : 'false',
				$selected ? 0 : -1,
				esc_html( $tab['title'] )
			);
			$panels  .= sprintf(
				'<section class="vitrine-tabs__panel%1$s" role="tabpanel" id="%2$s-panel-%3$d" aria-labelledby="%2$s-tab-%3$d" tabindex="0"><h3 class="vitrine-tabs__heading">%4$s</h3><div class="vitrine-tabs__content">%5$s</div></section>',
				$selected ? ' is-selected' : '',
				esc_attr( $id ),
				$index,
				esc_html( $tab['title'] ),
				$tab['html']
			);
		}
		$fallback = '<div class="vitrine-tabs__list" role="tablist" aria-label="' . esc_attr( $label ) . '">' . $buttons . '<span class="vitrine-tabs__underline" aria-hidden="true"></span></div>' . $panels;
		return WidgetRenderer::render(
			'tabs',
			// The tabs and panels are the markup above, which the widget uses: nothing of them is sent twice.
			array( 'id' => $id ),
			$fallback
		);
	}
}
