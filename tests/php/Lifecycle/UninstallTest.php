<?php
/**
 * @package Vitrine
 */

declare( strict_types = 1 );

namespace Vitrine\Tests\Lifecycle;

use Vitrine\Core\Lifecycle\CronEvents;
use Vitrine\Core\Lifecycle\Deactivation;
use Vitrine\Tests\TestCase;

/**
 * Deleting the plugin, as WordPress does it: uninstall.php included with the plugin not
 * loaded. It drops tables, so it runs on a site of its own (a database installed for the
 * test, in child processes) and leaves the test run's database alone.
 */
final class UninstallTest extends TestCase {

	private string $database = '';

	private string $uploads = '';

	protected function setUp(): void {
		parent::setUp();
		$this->database = ( getenv( 'VITRINE_DB_NAME' ) ? getenv( 'VITRINE_DB_NAME' ) : 'vitrine_phpunit' ) . '_uninstall';
		$this->uploads  = get_temp_dir() . 'vitrine-uninstall-' . wp_generate_password( 8, false );
		wp_mkdir_p( $this->uploads );
		$this->query_server( "DROP DATABASE IF EXISTS {$this->database}" );
		$this->query_server( "CREATE DATABASE {$this->database} CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci" );
		$install = escapeshellarg( PHP_BINARY ) . ' ' . escapeshellarg( dirname( __DIR__, 3 ) . '/bin/stack/install.php' );
		$env     = 'VITRINE_DB_NAME=' . escapeshellarg( $this->database ) . ' VITRINE_SKIP_SEED=1 ';
		exec( $env . $install . ' 2>&1', $output, $code ); // phpcs:ignore WordPress.PHP.DiscouragedPHPFunctions.system_calls_exec -- installs the test's own site, as the bootstrap does.
		$this->assertSame( 0, $code, implode( "\n", $output ) );
	}

	protected function tearDown(): void {
		$this->query_server( "DROP DATABASE IF EXISTS {$this->database}" );
		require_once ABSPATH . 'wp-admin/includes/class-wp-filesystem-base.php';
		require_once ABSPATH . 'wp-admin/includes/class-wp-filesystem-direct.php';
		( new \WP_Filesystem_Direct( null ) )->delete( $this->uploads, true );
		parent::tearDown();
	}

	/**
	 * Runs a statement on the database server, outside the test's transaction.
	 *
	 * @param string $sql Statement.
	 */
	private function query_server( string $sql ): void {
		// phpcs:ignore WordPress.DB.RestrictedClasses.mysql__mysqli -- $wpdb is bound to the run's database; this one is created beside it.
		$db = new \mysqli( 'localhost', DB_USER, DB_PASSWORD, '', 0, (string) getenv( 'DB_SOCKET' ) );
		$db->query( $sql );
		$db->close();
	}

	private function site(): SiteProcess {
		return new SiteProcess( $this->database, $this->uploads );
	}

	public function test_without_the_opt_in_only_events_and_temporary_data_go(): void {
		$seeded = $this->site()->run( 'seed' );
		$this->assertCount( 13, $seeded['tables'] );
		$this->assertEqualsCanonicalizing( CronEvents::hooks(), $seeded['crons'] );
		$this->assertContains( '_transient_vitrine_form_errors_1', $seeded['options'] );

		$left = $this->site()->run( 'uninstall' );

		$this->assertSame( array(), $left['crons'] );
		$this->assertNotContains( '_transient_vitrine_form_errors_1', $left['options'] );
		$this->assertSame( $seeded['tables'], $left['tables'], 'tables kept' );
		$this->assertContains( 'vitrine_db_version', $left['options'] );
		$this->assertSame( $seeded['posts'], $left['posts'] );
		$this->assertSame( 1, $left['terms'] );
		$this->assertTrue( $left['uploads'] );
	}

	public function test_with_the_opt_in_nothing_of_the_plugin_is_left(): void {
		$seeded = $this->site()->run( 'seed', 'remove-all' );
		$this->assertSame( 4, $seeded['posts'] );
		$this->assertTrue( $seeded['uploads'] );

		$left = $this->site()->run( 'uninstall' );

		$this->assertSame(
			array(
				'tables'  => array(),
				'options' => array(),
				'crons'   => array(),
				'posts'   => 0,
				'terms'   => 0,
				'uploads' => false,
			),
			$left
		);
	}

	public function test_deactivation_unschedules_every_event(): void {
		// The modules scheduled them on `init` when this run's WordPress loaded.
		foreach ( CronEvents::hooks() as $hook ) {
			$this->assertNotFalse( wp_next_scheduled( $hook ), $hook );
		}

		Deactivation::deactivate( false );

		foreach ( CronEvents::hooks() as $hook ) {
			$this->assertFalse( wp_next_scheduled( $hook ), $hook );
		}
	}
}
