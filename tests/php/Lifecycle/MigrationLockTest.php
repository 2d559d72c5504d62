<?php
/**
 * @package Vitrine
 */

declare( strict_types = 1 );

namespace Vitrine\Tests\Lifecycle;

use Vitrine\Core\Database\MigrationLock;
use Vitrine\Core\Database\SchemaInstaller;
use Vitrine\Tests\TestCase;

/**
 * Schema upgrades run in one request at a time.
 */
final class MigrationLockTest extends TestCase {

	private const NAME = 'vitrine_test_lock';

	protected function tearDown(): void {
		( new MigrationLock( self::NAME ) )->release();
		parent::tearDown();
	}

	public function test_one_holder_at_a_time(): void {
		$first  = new MigrationLock( self::NAME );
		$second = new MigrationLock( self::NAME );

		$this->assertTrue( $first->acquire() );
		$this->assertFalse( $second->acquire() );
		$first->release();
		$this->assertTrue( $second->acquire() );
	}

	public function test_a_lock_left_behind_is_taken_over_once_expired(): void {
		global $wpdb;
		$this->assertTrue( ( new MigrationLock( self::NAME ) )->acquire() );
		$wpdb->update( $wpdb->options, array( 'option_value' => (string) ( time() - 1 ) ), array( 'option_name' => self::NAME ) );

		$this->assertTrue( ( new MigrationLock( self::NAME ) )->acquire(), 'expired' );
		$this->assertFalse( ( new MigrationLock( self::NAME ) )->acquire(), 'taken over, so held again' );
	}

	public function test_twenty_simultaneous_requests_after_a_version_bump_migrate_once_without_errors(): void {
		global $wpdb;
		$table = $wpdb->prefix . 'vitrine_rate_limits';
		// A schema change to apply: an index the definition has and the table lost.
		$wpdb->query( $wpdb->prepare( 'ALTER TABLE %i DROP INDEX subject', $table ) );
		update_option( SchemaInstaller::OPTION, 'an older schema' );
		$wpdb->query( 'COMMIT' );

		$barrier = get_temp_dir() . 'vitrine-barrier-' . wp_generate_password( 8, false );
		wp_mkdir_p( $barrier );
		$site     = new SiteProcess( (string) DB_NAME, $barrier, array( 'VITRINE_TEST_BARRIER' => $barrier ) );
		$children = array();
		for ( $i = 0; $i < 20; $i++ ) {
			$children[] = $site->start( array( 'upgrade' ) );
		}
		// Let them all go at once, when every one has reached the upgrade check.
		do {
			usleep( 5000 );
			$ready = count( (array) glob( $barrier . '/ready-*' ) );
		} while ( $ready < 20 );
		touch( $barrier . '/go' );
		$results = array_map( array( $site, 'finish' ), $children );
		array_map( 'wp_delete_file', (array) glob( $barrier . '/*' ) );
		rmdir( $barrier ); // phpcs:ignore WordPress.WP.AlternativeFunctions -- the test's own empty folder.

		$this->assertSame( 1, array_sum( array_column( $results, 'upgrades' ) ), 'one migration' );
		$this->assertSame( array(), array_merge( ...array_column( $results, 'errors' ) ), 'no database error' );
		wp_cache_flush();
		$this->assertSame( ( new SchemaInstaller() )->version(), get_option( SchemaInstaller::OPTION ) );
		$this->assertNotEmpty( $wpdb->get_results( $wpdb->prepare( "SHOW INDEX FROM %i WHERE Key_name = 'subject'", $table ) ) );
		$this->assertFalse( get_option( SchemaInstaller::LOCK ), 'released' );
	}
}
