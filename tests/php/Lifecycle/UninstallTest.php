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

	use InstallsOwnSite;

	protected function setUp(): void {
		parent::setUp();
		$this->install_own_site();
	}

	protected function tearDown(): void {
		$this->remove_own_site();
		parent::tearDown();
	}

	public function test_without_the_opt_in_only_events_and_temporary_data_go(): void {
		$seeded = $this->site()->run( 'seed' );
		$this->assertCount( 18, $seeded['tables'] );
		$this->assertEqualsCanonicalizing( CronEvents::hooks(), $seeded['crons'] );
		$this->assertContains( '_transient_vitrine_form_errors_1', $seeded['options'] );
		$shop_roles = array(
			'shop_manager'        => true,
			'admin_edit_products' => true,
		);
		$this->assertSame( $shop_roles, $seeded['roles'] );

		$left = $this->site()->run( 'uninstall' );

		$this->assertSame( array(), $left['crons'] );
		$this->assertNotContains( '_transient_vitrine_form_errors_1', $left['options'] );
		$this->assertSame( $seeded['tables'], $left['tables'], 'tables kept' );
		$this->assertContains( 'vitrine_db_version', $left['options'] );
		$this->assertSame( $seeded['posts'], $left['posts'] );
		$this->assertSame( 1, $left['terms'] );
		$this->assertTrue( $left['uploads'] );
		$this->assertSame( $shop_roles, $left['roles'], 'the shop roles kept' );
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
				'roles'   => array(
					'shop_manager'        => false,
					'admin_edit_products' => false,
				),
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
