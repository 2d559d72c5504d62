<?php
/**
 * Running a task on every site.
 *
 * @package Vitrine
 */

declare( strict_types = 1 );

namespace Vitrine\Core\Lifecycle;

defined( 'ABSPATH' ) || exit;

/**
 * Runs a task on the current site, or on each site of the network.
 */
final class Sites {

	/**
	 * Runs a task on every site of the network (multisite) or on the site.
	 *
	 * @param callable(): void $task Task, run with the site switched to.
	 */
	public static function each( callable $task ): void {
		if ( ! is_multisite() ) {
			$task();
			return;
		}
		$ids = get_sites(
			array(
				'fields' => 'ids',
				'number' => 0,
			)
		);
		foreach ( $ids as $id ) {
			switch_to_blog( (int) $id );
			try {
				$task();
			} finally {
				restore_current_blog();
			}
		}
	}

	/**
	 * Whether Vitrine is active on every site of the network.
	 */
	public static function network_active(): bool {
		if ( ! is_multisite() ) {
			return false;
		}
		$active = (array) get_site_option( 'active_sitewide_plugins', array() );
		return isset( $active[ plugin_basename( \Vitrine\PLUGIN_FILE ) ] );
	}
}
