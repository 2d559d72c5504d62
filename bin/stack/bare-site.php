<?php
/**
 * The bare site's harness (bin/test-bare.sh, tests/bare/): what a site owner would have done
 * before our packages arrive, without wp-cli.
 *
 *   php bare-site.php install            installs WordPress (admin / password) and nothing else
 *   php bare-site.php language <locale>  sets the site language (en_US for English)
 *
 * Environment: WP_DIR, SITE_URL (set by bin/lib.sh).
 */

declare( strict_types = 1 );

$wp_dir  = (string) getenv( 'WP_DIR' );
$command = $argv[1] ?? '';
if ( '' === $wp_dir || ! in_array( $command, array( 'install', 'language' ), true ) ) {
	fwrite( STDERR, "usage: WP_DIR=… SITE_URL=… php bare-site.php install | language <locale>\n" );
	exit( 1 );
}
$url = parse_url( (string) getenv( 'SITE_URL' ) );

if ( 'install' === $command ) {
	define( 'WP_INSTALLING', true );
}
$_SERVER['HTTP_HOST']   = $url['host'] . ( isset( $url['port'] ) ? ':' . $url['port'] : '' );
$_SERVER['SERVER_NAME'] = $url['host'];
$_SERVER['REQUEST_URI'] = '/';

require $wp_dir . '/wp-load.php';

if ( 'install' === $command ) {
	require_once ABSPATH . 'wp-admin/includes/upgrade.php';
	if ( ! is_blog_installed() ) {
		wp_install( 'Bare site', 'admin', 'admin@vitrine.test', true, '', 'password' );
	}
	echo 'WordPress ' . get_bloginfo( 'version' ) . ' installed at ' . home_url() . "\n";
	exit( 0 );
}

/*
 * Core keeps WPLANG to the languages installed in wp-content/languages, and no core language
 * pack can be fetched offline: the value is set past that check, as if de_DE's pack were there.
 * Only the plugin's and the theme's own translations then apply, which is what is tested.
 */
$locale = (string) ( $argv[2] ?? '' );
if ( ! preg_match( '/^[a-z]{2,3}(_[A-Z]{2})?$/', $locale ) ) {
	fwrite( STDERR, "language: a locale such as de_DE or en_US\n" );
	exit( 1 );
}
$value = 'en_US' === $locale ? '' : $locale;
add_filter( 'pre_update_option_WPLANG', static fn() => $value );
// On a fresh site WPLANG has no row yet: update_option() adds it, and add_option() sanitizes
// the value again (to the languages installed), past the filter above.
add_filter( 'sanitize_option_WPLANG', static fn() => $value );
update_option( 'WPLANG', $value );
echo 'site language: ' . ( get_option( 'WPLANG' ) ? get_option( 'WPLANG' ) : 'en_US' ) . "\n";
