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
use Vitrine\Shop\ShopRoles;

defined( 'ABSPATH' ) || exit;

/**
 * Creates and upgrades the plugin's tables with dbDelta whenever the table definitions
 * change, so updating the plugin without re-activating it still migrates. The stored version
 * is a fingerprint of every definition, so a module adding or altering a table needs no
 * version bump elsewhere. The shop's roles and capabilities ({@see ShopRoles}) are installed
 * with the tables, per site.
 */
final class SchemaInstaller implements Module {

	public const OPTION = 'vitrine_db_version';

	/**
	 * The option row that serialises upgrades ({@see MigrationLock}).
	 */
	public const LOCK = 'vitrine_db_upgrade_lock';

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

		$tables[] = \Vitrine\Newsletter\ListsTable::class;
		$tables[] = \Vitrine\Newsletter\SubscribersTable::class;
		$tables[] = \Vitrine\Newsletter\ConsentsTable::class;
		$tables[] = \Vitrine\ContactForms\Submission\SubmissionsTable::class;
		$tables[] = \Vitrine\Shop\Cart\CartTable::class;
		$tables[] = \Vitrine\Shop\Orders\OrdersTable::class;
		$tables[] = \Vitrine\Shop\Orders\OrderItemsTable::class;
		$tables[] = \Vitrine\Shop\Orders\OrderMetaTable::class;
		$tables[] = \Vitrine\Shop\Payments\PaymentEventsTable::class;
		$tables[] = \Vitrine\Shop\Orders\OrderCountsTable::class;
		$tables[] = \Vitrine\Wishlists\WishlistsTable::class;
		$tables[] = \Vitrine\Wishlists\WishlistItemsTable::class;
		$tables[] = \Vitrine\Wishlists\WishlistProductCountsTable::class;
		$tables[] = \Vitrine\Wishlists\WishlistTotalsTable::class;
		$tables[] = \Vitrine\Shop\Catalogue\ProductLookupTable::class;

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
	 * Runs the installer when the schema version changed, in one request only: after a plugin
	 * update every request sees the old version at once, and parallel dbDelta runs collide
	 * (two ALTERs adding the same column or key, two CREATEs of one table). The others go on
	 * with the schema as it is, as they did before the update.
	 */
	public function maybe_upgrade(): void {
		$version = $this->version();
		if ( get_option( self::OPTION ) === $version ) {
			return;
		}
		$lock = new MigrationLock( self::LOCK );
		if ( ! $lock->acquire() ) {
			return;
		}
		try {
			// Read past the caches: the request that held the lock before may have just finished.
			if ( $this->stored_version() !== $version ) {
				$this->install();
			}
		} finally {
			$lock->release();
		}
	}

	/**
	 * The stored schema version as the database has it now.
	 */
	private function stored_version(): string {
		global $wpdb;
		return (string) $wpdb->get_var( $wpdb->prepare( 'SELECT option_value FROM %i WHERE option_name = %s', $wpdb->options, self::OPTION ) );
	}

	/**
	 * The schema version: a fingerprint of every table's name and definition.
	 */
	public function version(): string {
		$definitions = '';
		foreach ( $this->tables() as $table ) {
			$definitions .= $table::name() . "\n" . $table::schema() . "\n";
		}
		// The shop's roles are installed with the tables: a change to them upgrades every site once.
		return md5( $definitions . 'roles:' . ShopRoles::VERSION );
	}

	/**
	 * Creates or alters every table, then records the version.
	 */
	public function install(): void {
		global $wpdb;
		require_once ABSPATH . 'wp-admin/includes/upgrade.php';

		$charset = $wpdb->get_charset_collate();
		$names   = array();
		foreach ( $this->tables() as $table ) {
			$names[ $wpdb->prefix . $table::name() ] = $table;
		}
		if ( is_multisite() ) {
			// The network's rate limits (accounts are shared), even when the main site does not run Vitrine.
			$names[ $wpdb->base_prefix . RateLimitTable::name() ] = RateLimitTable::class;
		}
		foreach ( $names as $name => $table ) {
			dbDelta( "CREATE TABLE {$name} (\n" . $table::schema() . "\n) ENGINE=InnoDB {$charset};" );
		}
		ShopRoles::install();
		$version = $this->version();
		update_option( self::OPTION, $version, true );

		/**
		 * Fires after the plugin's tables were created or upgraded on the current site.
		 *
		 * @since 0.2.0
		 *
		 * @param string $version The schema version now stored.
		 */
		do_action( 'vitrine_schema_upgraded', $version );
	}
}
