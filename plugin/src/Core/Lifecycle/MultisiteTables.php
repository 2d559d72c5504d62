<?php
/**
 * Tables of the sites of a network.
 *
 * @package Vitrine
 */

declare( strict_types = 1 );

namespace Vitrine\Core\Lifecycle;

use Vitrine\Core\Database\SchemaInstaller;
use WP_Site;

defined( 'ABSPATH' ) || exit;

/**
 * A site added to a network where Vitrine is network-active gets its tables at once (not on
 * its first request); a site deleted takes its tables with it, through core's own list of the
 * tables to drop.
 */
final class MultisiteTables {

	/**
	 * Hooks into site creation and deletion.
	 */
	public function register(): void {
		// After core's own wp_initialize_site() (priority 10) made the site's tables.
		add_action( 'wp_initialize_site', array( $this, 'create' ), 20 );
		add_filter( 'wpmu_drop_tables', array( $this, 'drop' ), 10, 2 );
	}

	/**
	 * Creates a new site's tables when the plugin is active on every site.
	 *
	 * @param WP_Site $site The new site.
	 */
	public function create( $site ): void {
		if ( ! $site instanceof WP_Site || ! Sites::network_active() ) {
			return;
		}
		switch_to_blog( (int) $site->blog_id );
		try {
			( new SchemaInstaller() )->install();
		} finally {
			restore_current_blog();
		}
	}

	/**
	 * Adds the site's tables to those core drops with the site.
	 *
	 * @param array<int|string, string> $tables  Table names.
	 * @param int                       $site_id Site being deleted.
	 * @return array<int|string, string>
	 */
	public function drop( $tables, $site_id = 0 ): array {
		global $wpdb;
		$tables = (array) $tables;
		$prefix = $wpdb->get_blog_prefix( (int) $site_id );
		foreach ( ( new SchemaInstaller() )->tables() as $table ) {
			$tables[ $table::name() ] = $prefix . $table::name();
		}
		return $tables;
	}
}
