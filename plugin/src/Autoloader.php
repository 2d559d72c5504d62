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
	 * Registers the autoloader for one namespace prefix, before other autoloaders: WordPress
	 * registers its own for the Requests library first, which would be asked about each of ours.
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
				// Through PHP's realpath cache, which outlives the request in a PHP-FPM worker:
				// is_readable() or file_exists() ask the file system each time (about 3 µs a
				// class, and a visitor's page loads some 180 of ours).
				$file = stream_resolve_include_path( $base_dir . '/' . str_replace( '\\', '/', $relative ) . '.php' );
				if ( false !== $file ) {
					require $file;
				}
			},
			true,
			true
		);
	}

	/**
	 * Registers the classes of a class map: a PHP file returning class name => file relative
	 * to its own folder. A missing map (nothing built yet) registers nothing.
	 *
	 * Asked before other autoloaders, like register()'s.
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
			},
			true,
			true
		);
	}
}
