<?php
/**
 * Constants WordPress defines at runtime, for PHPStan.
 *
 * @package Vitrine
 */

define( 'ABSPATH', '/tmp/wordpress/' );
define( 'WPINC', 'wp-includes' );
define( 'COOKIEPATH', '/' );
define( 'COOKIE_DOMAIN', '' );
define( 'MINUTE_IN_SECONDS', 60 );
define( 'HOUR_IN_SECONDS', 3600 );
define( 'DAY_IN_SECONDS', 86400 );
define( 'YEAR_IN_SECONDS', 31536000 );
define( 'ARRAY_A', 'ARRAY_A' );
define( 'WP_PLUGIN_DIR', '/tmp/wordpress/wp-content/plugins' );
define( 'OBJECT', 'OBJECT' );
