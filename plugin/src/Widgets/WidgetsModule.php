<?php
/**
 * Widget mounting.
 *
 * @package Vitrine
 */

declare( strict_types = 1 );

namespace Vitrine\Widgets;

use Vitrine\Core\Module;

/**
 * Wires the generic `[vitrine_widget]` shortcode; widgets themselves live in their own modules.
 */
final class WidgetsModule implements Module {

	/**
	 * {@inheritDoc}
	 */
	public function register(): void {
		add_action( 'init', array( $this, 'register_shortcode' ) );
	}

	/**
	 * Registers `[vitrine_widget name="…"]` for widgets that need no server data.
	 */
	public function register_shortcode(): void {
		add_shortcode(
			'vitrine_widget',
			static function ( $atts ): string {
				$atts = shortcode_atts( array( 'name' => '' ), (array) $atts, 'vitrine_widget' );
				return WidgetRenderer::render( sanitize_key( $atts['name'] ) );
			}
		);
	}
}
