<?php
/**
 * Deferring the core scripts our bundles need.
 *
 * @package Vitrine
 */

declare( strict_types = 1 );

namespace Vitrine\Performance;

use Vitrine\Core\Assets;

defined( 'ABSPATH' ) || exit;

/**
 * Our bundles are registered with `strategy => defer` in the footer (Assets), but WordPress
 * registers React, ReactDOM, wp-element and friends as blocking scripts, so they held up the
 * first paint of every page with a widget (≈50 KB of React before the browser could draw).
 * This gives those dependencies the same strategy and moves them to the footer.
 *
 * WordPress keeps the order and the guarantees: a script is only deferred when every script
 * that depends on it can be deferred too, and never when it has an inline script `after` it.
 * So wp-i18n, whose inline `setLocaleData()` must run before the translations printed in
 * front of our bundles, stays blocking (with wp-hooks under it); it is small and now sits at
 * the end of the body.
 */
final class ScriptStrategies {

	/**
	 * Gives every core dependency of our bundles the `defer` strategy and the footer.
	 */
	public function defer_dependencies(): void {
		/**
		 * Filters whether the core scripts Vitrine's bundles depend on are deferred.
		 *
		 * @since 0.1.0
		 *
		 * @param bool $defer Whether to defer them. Default true.
		 */
		if ( ! apply_filters( 'vitrine_defer_core_scripts', true ) ) {
			return;
		}
		$scripts = wp_scripts();
		// Every core script any widget may add to the runtime later on the page (the asset
		// file lists them all), so that those arrive deferred too.
		$possible = Assets::asset( 'runtime' )['dependencies'] ?? array();
		$handles  = array_unique( array_merge( $possible, $this->dependencies( array_merge( array( Assets::RUNTIME, Assets::THEME ), $possible ) ) ) );
		foreach ( $handles as $handle ) {
			if ( '' === (string) $scripts->get_data( $handle, 'strategy' ) ) {
				$scripts->add_data( $handle, 'strategy', 'defer' );
				$scripts->add_data( $handle, 'group', 1 );
			}
		}
	}

	/**
	 * Every registered script the given handles depend on, directly or not.
	 *
	 * @param list<string> $handles Script handles.
	 * @return list<string>
	 */
	public function dependencies( array $handles ): array {
		$scripts = wp_scripts();
		$found   = array();
		$pending = $handles;
		while ( $pending ) {
			$handle = (string) array_shift( $pending );
			$script = $scripts->query( $handle, 'registered' );
			if ( ! $script instanceof \_WP_Dependency ) {
				continue;
			}
			foreach ( $script->deps as $dependency ) {
				if ( ! isset( $found[ $dependency ] ) ) {
					$found[ $dependency ] = true;
					$pending[]            = $dependency;
				}
			}
		}
		return array_keys( $found );
	}
}
