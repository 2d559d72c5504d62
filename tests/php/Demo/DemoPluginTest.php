<?php
/**
 * @package Vitrine
 */

declare( strict_types = 1 );

namespace Vitrine\Tests\Demo;

use RecursiveDirectoryIterator;
use RecursiveIteratorIterator;
use ReflectionClass;
use Vitrine\Demo\DemoSeeder;
use Vitrine\Tests\TestCase;

/**
 * The demo seeder is a development-only plugin of its own (dev/vitrine-demo): what a site owner
 * installs, the plugin folder, holds none of it, and the test site runs the moved classes.
 */
final class DemoPluginTest extends TestCase {

	public function test_the_plugin_folder_holds_no_demo_code_or_asset(): void {
		$plugin    = dirname( __DIR__, 3 ) . '/plugin';
		$offending = array();
		$files     = new RecursiveIteratorIterator( new RecursiveDirectoryIterator( $plugin, RecursiveDirectoryIterator::SKIP_DOTS ) );
		foreach ( $files as $file ) {
			$path = substr( $file->getPathname(), strlen( $plugin ) + 1 );
			if ( str_starts_with( $path, 'build/' ) ) {
				continue; // The bundles: built from src/, git-ignored.
			}
			if ( preg_match( '#(^|/)(Demo|demo)/#', $path ) ) {
				$offending[] = $path;
			} elseif ( preg_match( '/\.(php|pot|po|txt)$/', $path ) && preg_match( '/Vitrine\\\\+Demo\b|src\/Demo\//', (string) file_get_contents( $file->getPathname() ) ) ) {
				$offending[] = $path;
			}
		}
		$this->assertSame( array(), $offending );
	}

	public function test_the_test_site_runs_the_demo_plugin_beside_vitrine(): void {
		$active = (array) get_option( 'active_plugins' );
		$this->assertContains( 'vitrine/vitrine.php', $active );
		$this->assertContains( 'vitrine-demo/vitrine-demo.php', $active );

		$seeder = (string) ( new ReflectionClass( DemoSeeder::class ) )->getFileName();
		$this->assertSame( realpath( dirname( __DIR__, 3 ) . '/dev/vitrine-demo/src/DemoSeeder.php' ), realpath( $seeder ) );
	}

	public function test_the_demo_plugin_header_warns_that_seeding_renames_the_site(): void {
		require_once ABSPATH . 'wp-admin/includes/plugin.php';
		$header = get_plugin_data( WP_PLUGIN_DIR . '/vitrine-demo/vitrine-demo.php', false, false );

		$this->assertSame( 'Vitrine Demo (development only)', $header['Name'] );
		$this->assertStringContainsString( 'never packaged', $header['Description'] );
		$this->assertStringContainsString( 'renames the site', $header['Description'] );
	}
}
