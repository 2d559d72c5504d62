<?php
/**
 * @package Vitrine
 */

declare( strict_types = 1 );

namespace Vitrine\Tests\Lifecycle;

use Vitrine\Account\LoginErrors;
use Vitrine\Tests\TestCase;

/**
 * A network with Vitrine network-active: a new site gets its tables at once, a deleted site
 * takes them with it, and login limits count across the sites. The test's own site is turned
 * into a network in child processes ({@see InstallsOwnSite}).
 */
final class MultisiteTest extends TestCase {

	use InstallsOwnSite;

	protected function setUp(): void {
		parent::setUp();
		$this->install_own_site();
	}

	protected function tearDown(): void {
		$this->remove_own_site();
		parent::tearDown();
	}

	public function test_sites_get_and_drop_their_tables_and_login_limits_count_network_wide(): void {
		$this->assertSame( array( 'network' => true ), $this->site()->run( 'network-install' ) );

		$report = $this->site()->run( 'network-scenario' );

		$this->assertSame( 18, $report['tables_of_new_site'], 'a new site has its tables before any request' );
		$this->assertSame( LoginErrors::RATE_LIMITED, $report['main_site_answer'], '5 failures at one account on site two use up the address’s allowance on the main site too' );
		$this->assertSame( 0, $report['tables_after_delete'], 'a deleted site’s tables are dropped' );
	}
}
