<?php
/**
 * PHPUnit bootstrap: a real WordPress (the test instance's core, plugin and theme) on its own
 * database, `vitrine_phpunit`. Installing it takes seconds (mostly MariaDB creating tables), so
 * a run keeps the install the last run left when that run ended cleanly and nothing the install
 * depends on changed; VITRINE_PHPUNIT_FRESH=1 installs afresh. The plugin's own tables upgrade
 * themselves on load (SchemaInstaller), so editing plugin code needs no new install.
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
const VITRINE_TESTS_STAMP = '_vitrine_phpunit_install';
putenv( 'VITRINE_SKIP_SEED=1' );

/*
 * The install is kept when the last run stamped it with the same fingerprint: what installed it
 * (this file, install.php) and the core it was installed by. A run takes the stamp away while
 * it runs and puts it back when PHPUnit exits normally, failures or not (every test rolls its
 * writes back); a run that died half-way (a fatal error, Ctrl+C) leaves none, so the next one
 * starts from a fresh database.
 */
$install_script = dirname( __DIR__, 2 ) . '/bin/stack/install.php';
$fingerprint    = md5( (string) file_get_contents( __FILE__ ) . file_get_contents( $install_script ) . file_get_contents( $wp_dir . '/wp-includes/version.php' ) );
$db             = new mysqli( 'localhost', 'vitrine', 'vitrine', '', 0, $socket );
$kept           = '1' !== getenv( 'VITRINE_PHPUNIT_FRESH' ) && vitrine_tests_stamp( $db, $database ) === $fingerprint;
if ( $kept ) {
	$db->query( "DELETE FROM {$database}.wp_options WHERE option_name = '" . VITRINE_TESTS_STAMP . "'" );
} else {
	$db->query( "DROP DATABASE IF EXISTS {$database}" );
	$db->query( "CREATE DATABASE {$database} CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci" );
	exec( escapeshellarg( PHP_BINARY ) . ' ' . escapeshellarg( $install_script ) . ' 2>&1', $output, $code );
	if ( 0 !== $code ) {
		fwrite( STDERR, "Installing the PHPUnit site failed:\n" . implode( "\n", $output ) . "\n" );
		exit( 1 );
	}
}
$db->close();
register_shutdown_function(
	static function () use ( $socket, $database, $fingerprint ): void {
		$error = error_get_last();
		if ( null !== $error && in_array( $error['type'], array( E_ERROR, E_PARSE, E_CORE_ERROR, E_COMPILE_ERROR ), true ) ) {
			return;
		}
		$db = new mysqli( 'localhost', 'vitrine', 'vitrine', $database, 0, $socket );
		$db->query( "INSERT INTO wp_options (option_name, option_value, autoload) VALUES ('" . VITRINE_TESTS_STAMP . "', '{$fingerprint}', 'off')" );
		$db->close();
	}
);

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
if ( $kept ) {
	// Rewrite rules are the one thing the install computed from the plugin's code (its post types).
	flush_rewrite_rules( false );
}

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
 * The fingerprint the last clean run left on the install, or '' when there is none.
 *
 * @param mysqli $db       A connection without a database selected.
 * @param string $database The PHPUnit database.
 */
function vitrine_tests_stamp( mysqli $db, string $database ): string {
	try {
		$result = $db->query( "SELECT option_value FROM {$database}.wp_options WHERE option_name = '" . VITRINE_TESTS_STAMP . "'" );
	} catch ( mysqli_sql_exception $e ) { // No such database or table yet.
		return '';
	}
	$row = $result instanceof mysqli_result ? $result->fetch_row() : null;
	return is_array( $row ) ? (string) $row[0] : '';
}

/**
 * Host and port of a URL, as HTTP_HOST carries them.
 *
 * @param string $site_url Site URL.
 */
function vitrine_tests_http_host( string $site_url ): string {
	$parts = parse_url( $site_url );
	return ( $parts['host'] ?? 'localhost' ) . ( isset( $parts['port'] ) ? ':' . $parts['port'] : '' );
}
