<?php
/**
 * PSR-4 autoloader, so the plugin runs without Composer on the site.
 *
 * @package Vitrine
 */

declare( strict_types = 1 );

namespace Vitrine;

defined( 'ABSPATH' ) || exit;

/**
 * Maps `Vitrine\Feature\Class` to `src/Feature/Class.php`, and the classes a block folder
 * holds (`src/blocks/<name>/<Class>.php`, built into `build/blocks/<name>/`) through the class
 * map the build writes.
 */
final class Autoloader {

	/**
	 * Registers the autoloader for one namespace prefix.
	 *
	 * @param string $prefix    Namespace prefix without trailing backslash.
	 * @param string $base_dir  Directory holding that namespace.
	 */
	public static function register( string $prefix, string $base_dir ): void {
		spl_autoload_register(
			static function ( string $class_name ) use ( $prefix, $base_dir ): void {
				if ( ! str_starts_with( $class_name, $prefix . '\\' ) ) {
					return;
				}
				$relative = substr( $class_name, strlen( $prefix ) + 1 );
				$file     = $base_dir . '/' . str_replace( '\\', '/', $relative ) . '.php';
				if ( is_readable( $file ) ) {
					require $file;
				}
			}
		);
	}

	/**
	 * Registers the classes of a class map: a PHP file returning class name => file relative
	 * to its own folder. A missing map (nothing built yet) registers nothing.
	 *
	 * @param string $map_file The class map's path.
	 */
	public static function register_map( string $map_file ): void {
		if ( ! is_readable( $map_file ) ) {
			return;
		}
		$map  = (array) require $map_file;
		$base = dirname( $map_file );
		spl_autoload_register(
			static function ( string $class_name ) use ( $map, $base ): void {
				if ( isset( $map[ $class_name ] ) ) {
					require $base . '/' . $map[ $class_name ];
				}
			}
		);
	}
}
