<?php
/**
 * A lock shared by every request and web node.
 *
 * @package Vitrine
 */

declare( strict_types = 1 );

namespace Vitrine\Core\Database;

defined( 'ABSPATH' ) || exit;

/**
 * A mutex kept as a row of the options table, the way core's WP_Upgrader::create_lock() does:
 * `INSERT IGNORE` on the unique option name lets exactly one request create the row, on every
 * web node sharing the database, with no object cache in the way. The row holds its expiry,
 * so a request that died holding it (a fatal error, a killed worker) blocks upgrades for at
 * most that long; the request that finds it expired takes it over with a compare-and-swap, so
 * two late-comers cannot both win.
 */
final class MigrationLock {

	/**
	 * Sets up a lock.
	 *
	 * @param string $name    Option name of the lock.
	 * @param int    $timeout Seconds after which a lock left behind may be taken over.
	 */
	public function __construct( private string $name, private int $timeout = 300 ) {}

	/**
	 * Takes the lock; false when another request holds it.
	 */
	public function acquire(): bool {
		global $wpdb;
		$expires = (string) ( time() + $this->timeout );
		$created = $wpdb->query(
			$wpdb->prepare(
				"INSERT IGNORE INTO %i (option_name, option_value, autoload) VALUES (%s, %s, 'off')",
				$wpdb->options,
				$this->name,
				$expires
			)
		);
		if ( $created ) {
			return true;
		}

		$held_until = $wpdb->get_var( $wpdb->prepare( 'SELECT option_value FROM %i WHERE option_name = %s', $wpdb->options, $this->name ) );
		if ( null === $held_until || (int) $held_until > time() ) {
			return false;
		}
		// Expired: take it over only if nobody else did since we read it.
		return 1 === (int) $wpdb->query(
			$wpdb->prepare(
				'UPDATE %i SET option_value = %s WHERE option_name = %s AND option_value = %s',
				$wpdb->options,
				$expires,
				$this->name,
				(string) $held_until
			)
		);
	}

	/**
	 * Releases the lock.
	 */
	public function release(): void {
		global $wpdb;
		$wpdb->delete( $wpdb->options, array( 'option_name' => $this->name ), array( '%s' ) );
		wp_cache_delete( $this->name, 'options' );
	}
}
