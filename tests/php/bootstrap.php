<?php
/**
 * PHPUnit bootstrap: a real WordPress (the test instance's core, plugin and theme) on its own
 * database, `vitrine_phpunit`, installed fresh for every run.
 *
 * The WordPress test library (wp-phpunit) is not available from the package sources these
 * machines reach, so {@see \Vitrine\Tests\TestCase} provides the parts of WP_UnitTestCase we
 * need: a transaction per test, hook snapshots, factories, and ajax/REST helpers.
 *
 * Environment (set by bin/test-php.sh): WP_DIR, SITE_URL, DB_SOCKET.
 *
 * @package Vitrine
 */

declare( strict_types = 1 );

$wp_dir = getenv( 'WP_DIR' );
$socket = getenv( 'DB_SOCKET' );
if ( ! $wp_dir || ! $socket || ! is_file( $wp_dir . '/wp-config.php' ) ) {
	fwrite( STDERR, "Run PHPUnit through `npm run test:php` (bin/test-php.sh): it starts the test site first.\n" );
	exit( 1 );
}

// VITRINE_PHPUNIT_DB lets several runs share one MariaDB (names must start with vitrine).
$database = (string) getenv( 'VITRINE_PHPUNIT_DB' );
$database = '' === $database ? 'vitrine_phpunit' : $database;
if ( ! preg_match( '/^vitrine[a-z0-9_]*$/', $database ) ) {
	fwrite( STDERR, "VITRINE_PHPUNIT_DB must start with vitrine and use a-z, 0-9 and _.\n" );
	exit( 1 );
}
putenv( 'VITRINE_DB_NAME=' . $database );
putenv( 'VITRINE_SKIP_SEED=1' );

// A fresh database: drop whatever the last run left, then install WordPress with the plugin.
$db = new mysqli( 'localhost', 'vitrine', 'vitrine', '', 0, $socket );
$db->query( "DROP DATABASE IF EXISTS {$database}" );
$db->query( "CREATE DATABASE {$database} CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci" );
$db->close();

$install = escapeshellarg( PHP_BINARY ) . ' ' . escapeshellarg( dirname( __DIR__, 2 ) . '/bin/stack/install.php' );
exec( $install . ' 2>&1', $output, $code );
if ( 0 !== $code ) {
	fwrite( STDERR, "Installing the PHPUnit site failed:\n" . implode( "\n", $output ) . "\n" );
	exit( 1 );
}

$url                    = vitrine_tests_http_host( (string) getenv( 'SITE_URL' ) );
$_SERVER['HTTP_HOST']   = $url;
$_SERVER['SERVER_NAME'] = 'localhost';
$_SERVER['REQUEST_URI'] = '/';
$_SERVER['REMOTE_ADDR'] = '127.0.0.1';

/*
 * PHPUnit includes this file inside a function and then copies its local variables into
 * $GLOBALS. Core files that set a global without declaring it (`$shortcode_tags = array();`)
 * would set a local that PHPUnit then copies over the real, filled global: declare them
 * global here, as WordPress's own test bootstrap does.
 */
global $wpdb, $current_site, $current_blog, $wp_rewrite, $shortcode_tags, $wp, $phpmailer, $wp_theme_directories; // phpcs:ignore WordPress.NamingConventions.PrefixAllGlobals.NonPrefixedVariableFound
require $wp_dir . '/wp-load.php';

// The test classes live beside this file.
spl_autoload_register(
	static function ( string $class_name ): void {
		if ( str_starts_with( $class_name, 'Vitrine\\Tests\\' ) ) {
			$file = __DIR__ . '/' . str_replace( '\\', '/', substr( $class_name, strlen( 'Vitrine\\Tests\\' ) ) ) . '.php';
			if ( is_readable( $file ) ) {
				require $file;
			}
		}
	}
);

/**
 * Host and port of a URL, as HTTP_HOST carries them.
 *
 * @param string $site_url Site URL.
 */
function vitrine_tests_http_host( string $site_url ): string {
	$parts = parse_url( $site_url );
	return ( $parts['host'] ?? 'localhost' ) . ( isset( $parts['port'] ) ? ':' . $parts['port'] : '' );
}
