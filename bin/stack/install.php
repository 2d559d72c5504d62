<?php
/**
 * Installs WordPress for one local instance without wp-cli, activates the Vitrine plugin, the
 * development-only demo plugin (dev/vitrine-demo, linked in by bin/lib.sh) and the theme, and
 * seeds the demo content. Safe to run again: each step checks first.
 *
 * Environment: WP_DIR, SITE_URL (set by bin/lib.sh); VITRINE_DB_NAME to target another database;
 * VITRINE_SKIP_SEED=1 to install without demo content (the demo plugin is active all the same,
 * so its classes are there for the tests that build on them).
 */

declare( strict_types = 1 );

$wp_dir = (string) getenv( 'WP_DIR' );
if ( '' === $wp_dir ) {
	fwrite( STDERR, "WP_DIR is not set\n" );
	exit( 1 );
}
$url = parse_url( (string) getenv( 'SITE_URL' ) );

$seed_phase = '1' === getenv( 'VITRINE_SEED_PHASE' );
if ( ! $seed_phase ) {
	// Installing: WordPress must not try to load plugins or redirect to the installer.
	define( 'WP_INSTALLING', true );
}
$_SERVER['HTTP_HOST']   = $url['host'] . ( isset( $url['port'] ) ? ':' . $url['port'] : '' );
$_SERVER['SERVER_NAME'] = $url['host'];
$_SERVER['REQUEST_URI'] = '/';

require $wp_dir . '/wp-load.php';
require_once ABSPATH . 'wp-admin/includes/upgrade.php';
require_once ABSPATH . 'wp-admin/includes/plugin.php';

if ( $seed_phase ) {
	if ( ! getenv( 'VITRINE_SKIP_SEED' ) ) {
		$report = ( new \Vitrine\Demo\DemoSeeder() )->seed();
		echo $report ? "seeded: {$report}\n" : "demo content already present\n";
	}
	flush_rewrite_rules( true );
	exit( 0 );
}

if ( ! is_blog_installed() ) {
	$result = wp_install( 'Vitrine', 'admin', 'admin@vitrine.test', true, '', 'password' );
	echo "installed WordPress for {$result['url']}\n";
	update_option( 'blogdescription', 'Ideas, stories and goods, well made.' );
	update_option( 'timezone_string', 'Europe/Berlin' );
	update_option( 'users_can_register', 1 );
}

if ( '/%postname%/' !== get_option( 'permalink_structure' ) ) {
	update_option( 'permalink_structure', '/%postname%/' );
}

if ( 'vitrine' !== get_option( 'stylesheet' ) ) {
	switch_theme( 'vitrine' );
}

// The plugin first: the demo is made of its post types and blocks, and the example add-on
// (examples/vitrine-example-addon) extends it.
foreach ( array( 'vitrine/vitrine.php', 'vitrine-demo/vitrine-demo.php', 'vitrine-example-addon/vitrine-example-addon.php' ) as $plugin ) {
	if ( ! is_plugin_active( $plugin ) ) {
		$error = activate_plugin( $plugin );
		if ( is_wp_error( $error ) ) {
			fwrite( STDERR, "Could not activate {$plugin}: " . $error->get_error_message() . "\n" );
			exit( 1 );
		}
	}
}

// While WordPress installs, update_option() leaves the object cache alone: with a persistent
// one (the nodes instance's Redis) the next process would read the options as they were before,
// without the plugins just activated. Empty it, as after any install.
wp_cache_flush();
// Seed in a fresh process, where WordPress loads the plugin and runs its hooks in order.
putenv( 'VITRINE_SEED_PHASE=1' );
passthru( escapeshellarg( PHP_BINARY ) . ' ' . escapeshellarg( __FILE__ ), $code );
exit( $code );
