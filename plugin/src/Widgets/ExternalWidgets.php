<?php
/**
 * Widgets other plugins add: the PHP half of the public widget API (the front-end half is
 * `window.vitrine.registerWidget()`, plugin/types/vitrine.d.ts; the guide is docs/extending.md).
 *
 * @package Vitrine
 */

declare( strict_types = 1 );

namespace Vitrine\Widgets;

use Vitrine\Core\Assets;

defined( 'ABSPATH' ) || exit;

/**
 * Remembers which script registers each add-on widget, and enqueues it (after the runtime) on
 * the pages that render the widget, so an add-on's code loads where it is used and nowhere else.
 */
final class ExternalWidgets {

	/**
	 * Registered widgets by name.
	 *
	 * @var array<string, array{script: string, style: string, eager: bool}>
	 */
	private static array $widgets = array();

	/**
	 * Registers a widget another plugin provides.
	 *
	 * @param string                                          $name Widget name (lowercase letters, digits, dashes).
	 * @param array{script?: string, style?: string, eager?: bool} $args Its script handle (required), style handle, eagerness.
	 */
	public static function register( string $name, array $args ): bool {
		$script = (string) ( $args['script'] ?? '' );
		if ( ! preg_match( '/^[a-z0-9-]+$/', $name ) || '' === $script ) {
			_doing_it_wrong( 'vitrine_register_widget', esc_html__( 'A widget needs a name of lowercase letters, digits and dashes, and the handle of the script that registers it.', 'vitrine' ), '0.2.0' );
			return false;
		}
		if ( isset( self::$widgets[ $name ] ) ) {
			_doing_it_wrong( 'vitrine_register_widget', esc_html( sprintf( /* translators: %s: widget name. */ __( 'The widget "%s" is already registered.', 'vitrine' ), $name ) ), '0.2.0' );
			return false;
		}
		self::$widgets[ $name ] = array(
			'script' => $script,
			'style'  => (string) ( $args['style'] ?? '' ),
			'eager'  => (bool) ( $args['eager'] ?? false ),
		);
		return true;
	}

	/**
	 * Whether a name belongs to a registered add-on widget.
	 *
	 * @param string $name Widget name.
	 */
	public static function has( string $name ): bool {
		return isset( self::$widgets[ $name ] );
	}

	/**
	 * Whether an add-on widget asked to mount as soon as the page is ready.
	 *
	 * @param string $name Widget name.
	 */
	public static function is_eager( string $name ): bool {
		return self::$widgets[ $name ]['eager'] ?? false;
	}

	/**
	 * Enqueues an add-on widget's script, after the runtime whose API it calls, and its style.
	 *
	 * @param string $name       Widget name.
	 * @param bool   $with_style Whether to enqueue its stylesheet too.
	 */
	public static function enqueue( string $name, bool $with_style ): void {
		$widget = self::$widgets[ $name ] ?? null;
		if ( null === $widget ) {
			return;
		}
		$script = wp_scripts()->query( $widget['script'], 'registered' );
		if ( ! $script instanceof \_WP_Dependency ) {
			_doing_it_wrong( 'vitrine_register_widget', esc_html( sprintf( /* translators: %s: script handle. */ __( 'The script "%s" is not registered.', 'vitrine' ), $widget['script'] ) ), '0.2.0' );
			return;
		}
		if ( ! in_array( Assets::RUNTIME, $script->deps, true ) ) {
			$script->deps[] = Assets::RUNTIME;
		}
		wp_enqueue_script( $widget['script'] );
		if ( $with_style && '' !== $widget['style'] ) {
			wp_enqueue_style( $widget['style'] );
		}
	}

	/**
	 * Forgets every registration (tests).
	 */
	public static function reset(): void {
		self::$widgets = array();
	}
}
