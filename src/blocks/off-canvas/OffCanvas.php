<?php
/**
 * The off-canvas panel.
 *
 * @package Vitrine
 */

declare( strict_types = 1 );

namespace Vitrine\Builder;

use Vitrine\Widgets\WidgetRenderer;

defined( 'ABSPATH' ) || exit;

/**
 * A button that slides a panel in from the left or the right (over the page or pushing it),
 * also opened by `#vitrine-action:off-canvas/open/{id}` links. Without JavaScript the button
 * is a link to the panel, which CSS shows with `:target`. The content is printed once, in that
 * panel: the props carry the settings only, and the widget moves the panel's content into its
 * dialog (src/blocks/off-canvas/launcher.ts).
 */
final class OffCanvas {

	/**
	 * Renders the panel.
	 *
	 * @param array<string, mixed> $settings id, side, mode, label, title, closeButton, closeOverlay, closeEscape.
	 * @param string               $content  Inner HTML (blocks or shortcode content), already rendered.
	 */
	public static function render( array $settings, string $content ): string {
		$id = sanitize_title( (string) ( $settings['id'] ?? '' ) );
		if ( '' === $id || ! preg_match( '/^[a-z0-9][a-z0-9-]*$/', $id ) ) {
			$id = 'panel-' . substr( md5( $content ), 0, 8 );
		}
		$side     = 'left' === ( $settings['side'] ?? '' ) ? 'left' : 'right';
		$label    = sanitize_text_field( (string) ( $settings['label'] ?? '' ) );
		$title    = sanitize_text_field( (string) ( $settings['title'] ?? '' ) );
		$props    = array(
			'id'    => $id,
			'side'  => $side,
			'mode'  => 'push' === ( $settings['mode'] ?? '' ) ? 'push' : 'overlay',
			'label' => '' === $label ? __( 'Open the panel', 'vitrine' ) : $label,
			'title' => '' === $title ? __( 'Panel', 'vitrine' ) : $title,
			'close' => array(
				'button'  => self::flag( $settings['closeButton'] ?? true ),
				'overlay' => self::flag( $settings['closeOverlay'] ?? true ),
				'escape'  => self::flag( $settings['closeEscape'] ?? true ),
			),
		);
		$fallback = sprintf(
			'<a class="vitrine-off-canvas__toggle wp-element-button button" href="#vitrine-off-canvas-%1$s">%2$s</a><div id="vitrine-off-canvas-%1$s" class="vitrine-off-canvas__fallback is-%3$s"><a class="vitrine-off-canvas__close" href="#">%4$s</a><h2 class="vitrine-off-canvas__title">%5$s</h2><div class="vitrine-off-canvas__content">%6$s</div></div>',
			esc_attr( $id ),
			esc_html( $props['label'] ),
			esc_attr( $side ),
			esc_html__( 'Close', 'vitrine' ),
			esc_html( $props['title'] ),
			wp_kses_post( $content )
		);
		return WidgetRenderer::render( 'off-canvas', $props, $fallback );
	}

	/**
	 * A boolean from a block attribute (bool) or a shortcode attribute ("yes", "no", "0"…).
	 *
	 * @param mixed $value Value.
	 */
	private static function flag( $value ): bool {
		return is_bool( $value ) ? $value : ! in_array( strtolower( (string) $value ), array( '', '0', 'no', 'false', 'off' ), true );
	}
}
