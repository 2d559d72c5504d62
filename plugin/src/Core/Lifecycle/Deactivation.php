<?php
/**
 * Deactivating the plugin.
 *
 * @package Vitrine
 */

declare( strict_types = 1 );

namespace Vitrine\Core\Lifecycle;

defined( 'ABSPATH' ) || exit;

/**
 * What deactivation undoes: the scheduled events (an inactive plugin's hooks would fire into
 * nothing every day). Data stays: deactivating is not deleting.
 */
final class Deactivation {

	/**
	 * The deactivation hook.
	 *
	 * @param bool $network_wide Whether the plugin is deactivated on every site of a network.
	 */
	public static function deactivate( $network_wide = false ): void {
		if ( $network_wide ) {
			Sites::each( array( CronEvents::class, 'clear' ) );
			return;
		}
		CronEvents::clear();
	}
}
