<?php
/**
 * Plugin Name:       Vitrine Demo (development only)
 * Plugin URI:        https://vitrine.example/
 * Description:       For development and demos only; never packaged or shipped. Seeds the demo site that `npm start` shows (pages, posts, products, media, menus, popups) with `wp vitrine seed`. Seeding renames the site to "Vitrine" and changes its settings: tagline, front page and posts page, posts per page, date and time formats. Needs the Vitrine plugin.
 * Version:           0.1.0
 * Requires at least: 6.8
 * Requires PHP:      8.1
 * Author:            The Vitrine team
 * License:           GPL-2.0-or-later
 * License URI:       https://www.gnu.org/licenses/gpl-2.0.html
 *
 * The local stack (bin/lib.sh, bin/stack/install.php) links this folder into every instance
 * beside the plugin, activates it and seeds through DemoSeeder. It has no `Requires Plugins:
 * vitrine` header because wp-env installs the plugin under its folder's name (`plugin`), where
 * that dependency would never be met; the seeder works against whichever Vitrine is active.
 * Its few messages are WP-CLI output for developers and stay untranslated.
 *
 * @package VitrineDemo
 */

declare( strict_types = 1 );

namespace Vitrine\Demo;

defined( 'ABSPATH' ) || exit;

const PLUGIN_FILE = __FILE__;

// `Vitrine\Demo\Class` lives in src/Class.php, as the plugin maps its own namespace (WordPress
// loads this plugin before Vitrine: folder names sort `vitrine-demo` first).
spl_autoload_register(
	static function ( string $class_name ): void {
		if ( ! str_starts_with( $class_name, __NAMESPACE__ . '\\' ) ) {
			return;
		}
		$file = __DIR__ . '/src/' . str_replace( '\\', '/', substr( $class_name, strlen( __NAMESPACE__ ) + 1 ) ) . '.php';
		if ( is_readable( $file ) ) {
			require $file;
		}
	}
);

if ( defined( 'WP_CLI' ) && WP_CLI ) {
	\WP_CLI::add_command( 'vitrine seed', SeedCommand::class );
}
