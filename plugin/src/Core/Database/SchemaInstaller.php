<?php
/**
 * Versioned database schema.
 *
 * @package Vitrine
 */

declare( strict_types = 1 );

namespace Vitrine\Core\Database;

use Vitrine\Core\Module;
use Vitrine\Core\RateLimiter\RateLimitTable;
use Vitrine\Likes\LikeCountsTable;
use Vitrine\Likes\LikesTable;

/**
 * Creates and upgrades the plugin's tables with dbDelta whenever the stored schema version
 * is behind the code's, so updating the plugin without re-activating it still migrates.
 */
final class SchemaInstaller implements Module {

	/**
	 * Bump whenever a table definition changes.
	 */
	public const VERSION = 1;

	public const OPTION = 'vitrine_db_version';

	/**
	 * {@inheritDoc}
	 */
	public function register(): void {
		add_action( 'plugins_loaded', array( $this, 'maybe_upgrade' ) );
	}

	/**
	 * The tables every module owns.
	 *
	 * @return list<class-string<Table>>
	 */
	public function tables(): array {
		$tables = array( RateLimitTable::class, LikesTable::class, LikeCountsTable::class );

		/**
		 * Filters the tables the schema installer creates and upgrades.
		 *
		 * @since 0.1.0
		 *
		 * @param list<class-string<Table>> $tables Table definition classes.
		 */
		return apply_filters( 'vitrine_tables', $tables );
	}

	/**
	 * Runs the installer when the schema version changed.
	 */
	public function maybe_upgrade(): void {
		if ( (int) get_option( self::OPTION, 0 ) < self::VERSION ) {
			$this->install();
		}
	}

	/**
	 * Creates or alters every table, then records the version.
	 */
	public function install(): void {
		global $wpdb;
		require_once ABSPATH . 'wp-admin/includes/upgrade.php';

		$charset = $wpdb->get_charset_collate();
		foreach ( $this->tables() as $table ) {
			$name = $wpdb->prefix . $table::name();
			dbDelta( "CREATE TABLE {$name} (\n" . $table::schema() . "\n) ENGINE=InnoDB {$charset};" );
		}
		update_option( self::OPTION, self::VERSION, true );
	}
}
