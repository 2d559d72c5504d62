<?php
/**
 * Runs when the plugin is deleted from the Plugins screen (not when it is deactivated).
 *
 * Without the owner's opt-in (Settings → General → "Remove all Vitrine data when the plugin is
 * deleted", or `define( 'VITRINE_REMOVE_ALL_DATA', true );`) this removes only the scheduled
 * events and temporary data and keeps the rest; see docs/privacy-and-lifecycle.md.
 *
 * @package Vitrine
 */

declare( strict_types = 1 );

defined( 'WP_UNINSTALL_PLUGIN' ) || exit;

require_once __DIR__ . '/src/Autoloader.php';
if ( ! defined( 'Vitrine\PLUGIN_FILE' ) ) {
	// WordPress loads only this file; the classes read the plugin's basename from it.
	define( 'Vitrine\PLUGIN_FILE', __DIR__ . '/vitrine.php' );
	Vitrine\Autoloader::register( 'Vitrine', __DIR__ . '/src' );
}

Vitrine\Core\Lifecycle\Uninstaller::run();
