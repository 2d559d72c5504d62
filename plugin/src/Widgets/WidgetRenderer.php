<?php
/**
 * Widget mount points.
 *
 * @package Vitrine
 */

declare( strict_types = 1 );

namespace Vitrine\Widgets;

use Vitrine\Core\Assets;
use Vitrine\Core\ChunkScripts;

defined( 'ABSPATH' ) || exit;

/**
 * Prints the one markup contract between PHP and the front-end runtime (docs/architecture.md §4) and
 * enqueues the runtime only on pages that have a widget.
 */
final class WidgetRenderer {

	/**
	 * Widgets that act without being seen (popups, panels opened from links, gates, the
	 * header's launchers): they mount as soon as the page is ready. The others mount when they
	 * come near the viewport, so a long page does not fetch every widget's code up front.
	 */
	private const EAGER = array( 'popup', 'off-canvas', 'age-gate', 'login-popup', 'cart-link', 'inline-popup' );

	/**
	 * Returns a widget's mount point.
	 *
	 * @param string               $name     Widget name: lowercase letters, digits and dashes.
	 * @param array<string, mixed> $props    JSON-serialisable props.
	 * @param string               $fallback Escaped fallback HTML.
	 * @param array{tag?: string, class?: string, style?: bool} $args Wrapper options: `tag`
	 *                                                      `div` (default), `span` or `li` (a
	 *                                                      menu item); `style` false leaves the
	 *                                                      widget's stylesheet to the widget
	 *                                                      (loaded when needed).
	 */
	public static function render( string $name, array $props = array(), string $fallback = '', array $args = array() ): string {
		if ( ! preg_match( '/^[a-z0-9-]+$/', $name ) ) {
			_doing_it_wrong( __METHOD__, esc_html__( 'Widget names use lowercase letters, digits and dashes.', 'vitrine' ), '0.1.0' );
			return '';
		}
		self::enqueue( $name, $args['style'] ?? true );

		$tag     = in_array( $args['tag'] ?? 'div', array( 'span', 'li' ), true ) ? $args['tag'] : 'div';
		$classes = trim( 'vitrine-widget vitrine-' . $name . ' ' . ( $args['class'] ?? '' ) );

		return sprintf(
			'<%1$s class="%2$s" data-vitrine-widget="%3$s" data-vitrine-props="%4$s"%5$s>%6$s</%1$s>',
			$tag,
			esc_attr( $classes ),
			esc_attr( $name ),
			esc_attr( (string) wp_json_encode( (object) $props ) ),
			self::loads_eagerly( $name ) ? ' data-vitrine-load="eager"' : '',
			$fallback
		);
	}

	/**
	 * Enqueues the runtime (once, with the site settings), the core scripts the widget's chunks
	 * need (React only for widgets that use it) and the widget's own style.
	 *
	 * Widgets usually render inside the body, after `wp_head`, so these print in the footer;
	 * modules that know earlier that a widget will appear call this from `wp_enqueue_scripts`.
	 *
	 * @param string $name       Widget name.
	 * @param bool   $with_style Whether to enqueue the widget's stylesheet too.
	 */
	public static function enqueue( string $name, bool $with_style = true ): void {
		if ( ! wp_script_is( Assets::RUNTIME, 'enqueued' ) ) {
			wp_enqueue_script( Assets::RUNTIME );
			wp_add_inline_script(
				Assets::RUNTIME,
				'window.vitrineSettings = ' . wp_json_encode( Settings::get() ) . ';',
				'before'
			);
		}
		// A widget that waits for the viewport fetches its core scripts (React…) when it mounts;
		// listing them here would download them with the page, before its first paint.
		if ( self::loads_eagerly( $name ) ) {
			Assets::add_runtime_dependencies( ChunkScripts::for_widget( $name ) );
		}
		if ( ExternalWidgets::has( $name ) ) {
			ExternalWidgets::enqueue( $name, $with_style );
			return;
		}
		$style = 'vitrine-widget-' . $name;
		if ( $with_style && wp_style_is( $style, 'registered' ) ) {
			wp_enqueue_style( $style );
		}
	}

	/**
	 * Whether a widget mounts as soon as the page is ready rather than near the viewport.
	 *
	 * @param string $name Widget name.
	 */
	public static function loads_eagerly( string $name ): bool {
		/**
		 * Filters whether a widget mounts as soon as the page is ready (true) or when it comes
		 * near the viewport (false). Widgets that must act while out of sight (a popup armed
		 * by a timer, a panel opened by a link elsewhere) need true.
		 *
		 * @since 0.1.0
		 *
		 * @param bool   $eager Whether the widget mounts at once.
		 * @param string $name  Widget name.
		 */
		return (bool) apply_filters( 'vitrine_widget_loads_eagerly', in_array( $name, self::EAGER, true ) || ExternalWidgets::is_eager( $name ), $name );
	}

	/**
	 * A widget's stylesheet URL, for widgets that load it themselves ('' when not built).
	 *
	 * @param string $name Widget name.
	 */
	public static function style_url( string $name ): string {
		$style = wp_styles()->query( 'vitrine-widget-' . $name, 'registered' );
		if ( ! $style instanceof \_WP_Dependency || ! is_string( $style->src ) ) {
			return '';
		}
		$src = $style->src;
		if ( is_rtl() && 'replace' === ( $style->extra['rtl'] ?? '' ) ) {
			$src = str_replace( '.css', '-rtl.css', $src );
		}
		return esc_url_raw( $style->ver ? add_query_arg( 'ver', $style->ver, $src ) : $src );
	}
}
