<?php
/**
 * @package Vitrine
 */

declare( strict_types = 1 );

namespace Vitrine\Tests\Core;

use Vitrine\Tests\TestCase;

/**
 * Each test is a request of its own: what one test leaves in WordPress's globals does not
 * change how the next renders, whatever order the run takes.
 */
final class TestIsolationTest extends TestCase {

	public function test_an_admin_screen_a_test_sets_is_gone_when_it_ends(): void {
		require_once ABSPATH . 'wp-admin/includes/class-wp-screen.php';
		require_once ABSPATH . 'wp-admin/includes/screen.php';
		$this->assertFalse( is_admin(), 'a test starts outside wp-admin' );
		set_current_screen( 'toplevel_page_vitrine-newsletter' );
		$this->assertTrue( is_admin() );

		// The end of this test and the start of the next, as PHPUnit runs them.
		$this->tearDown();
		$this->setUp();
		$this->assertFalse( is_admin(), 'the next test renders the front end' );
	}
}
