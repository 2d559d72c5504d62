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
 * Maps `Vitrine\Feature\Class` to `src/Feature/Class.php`.
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
}
