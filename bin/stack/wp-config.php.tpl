<?php
/**
 * Local stack configuration, written by bin/lib.sh. Do not edit: it is regenerated.
 */

// The PHPUnit bootstrap points the same instance at its own database.
define( 'DB_NAME', getenv( 'VITRINE_DB_NAME' ) ?: '{{DB_NAME}}' );
define( 'DB_USER', 'vitrine' );
define( 'DB_PASSWORD', 'vitrine' );
define( 'DB_HOST', 'localhost:{{DB_SOCKET}}' );
define( 'DB_CHARSET', 'utf8mb4' );
define( 'DB_COLLATE', '' );

require __DIR__ . '/../salts.php';

$table_prefix = 'wp_';

define( 'WP_HOME', '{{SITE_URL}}' );
define( 'WP_SITEURL', '{{SITE_URL}}' );
define( 'WP_ENVIRONMENT_TYPE', '{{WP_ENVIRONMENT_TYPE}}' );
define( 'WP_DEBUG', true );
define( 'WP_DEBUG_LOG', '{{LOG_DIR}}/debug.log' );
define( 'WP_DEBUG_DISPLAY', false );
define( 'SCRIPT_DEBUG', false );
define( 'DISABLE_WP_CRON', true );
define( 'AUTOMATIC_UPDATER_DISABLED', true );
define( 'WP_AUTO_UPDATE_CORE', false );
define( 'FS_METHOD', 'direct' );
define( 'VITRINE_SMTP_PORT', {{SMTP_PORT}} );

if ( ! defined( 'ABSPATH' ) ) {
	define( 'ABSPATH', __DIR__ . '/' );
}

require_once ABSPATH . 'wp-settings.php';
