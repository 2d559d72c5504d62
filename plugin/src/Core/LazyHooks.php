<?php
/**
 * Hooks whose object is built the first time the hook fires.
 *
 * @package Vitrine
 */

declare( strict_types = 1 );

namespace Vitrine\Core;

defined( 'ABSPATH' ) || exit;

/**
 * Most requests fire none of a module's ajax, REST, form-post or admin hooks, yet building
 * their handlers at boot loaded their classes (and their services' classes) on every page.
 * These helpers hook a closure instead, which builds the object when its hook first fires.
 */
final class LazyHooks {

	/**
	 * A factory that builds its object once, on the first call.
	 *
	 * @template T of object
	 * @param callable(): T $factory Builds the object.
	 * @return \Closure(): T
	 */
	public static function once( callable $factory ): \Closure {
		$instance = null;
		return static function () use ( $factory, &$instance ) {
			return $instance ??= $factory();
		};
	}

	/**
	 * A hook callback that calls `$method` on the object the factory builds.
	 *
	 * @param callable(): object $factory Builds the object (wrap it in once() to share it).
	 * @param string             $method  Method to call with the hook's arguments.
	 */
	public static function call( callable $factory, string $method ): \Closure {
		return static function ( ...$args ) use ( $factory, $method ) {
			return $factory()->{$method}( ...$args );
		};
	}

	/**
	 * An admin-ajax action for members and guests alike, handled by the built object's method.
	 *
	 * @param string             $action  The ajax action.
	 * @param callable(): object $factory Builds the handler.
	 * @param string             $method  Handler method.
	 */
	public static function ajax( string $action, callable $factory, string $method = 'handle' ): void {
		$callback = self::call( self::once( $factory ), $method );
		add_action( 'wp_ajax_' . $action, $callback );
		add_action( 'wp_ajax_nopriv_' . $action, $callback );
	}
}
