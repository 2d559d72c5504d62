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
 * Creates and upgrades the plugin's tables with dbDelta whenever the table definitions
 * change, so updating the plugin without re-activating it still migrates. The stored version
 * is a fingerprint of every definition, so a module adding or altering a table needs no
 * version bump elsewhere.
 */
final class SchemaInstaller implements Module {

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

		$tables[] = \Vitrine\Newsletter\ListsTable::class;
		$tables[] = \Vitrine\Newsletter\SubscribersTable::class;
		$tables[] = \Vitrine\Newsletter\ConsentsTable::class;
		$tables[] = \Vitrine\ContactForms\Submission\SubmissionsTable::class;
		$tables[] = \Vitrine\Shop\Cart\CartTable::class;
		$tables[] = \Vitrine\Shop\Orders\OrdersTable::class;
		$tables[] = \Vitrine\Shop\Orders\OrderItemsTable::class;
		$tables[] = \Vitrine\Shop\Orders\OrderMetaTable::class;
		$tables[] = \Vitrine\Wishlists\WishlistsTable::class;
		$tables[] = \Vitrine\Wishlists\WishlistItemsTable::class;

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
		if ( get_option( self::OPTION ) !== $this->version() ) {
			$this->install();
		}
	}

	/**
	 * The schema version: a fingerprint of every table's name and definition.
	 */
	public function version(): string {
		$definitions = '';
		foreach ( $this->tables() as $table ) {
			$definitions .= $table::name() . "\n" . $table::schema() . "\n";
		}
		return md5( $definitions );
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
		update_option( self::OPTION, $this->version(), true );
	}
}
