<?php
/**
 * @package Vitrine
 */

declare( strict_types = 1 );

namespace Vitrine\Tests\Session;

use Vitrine\Session\GuestApiFetchNonce;
use Vitrine\Tests\TestCase;

/**
 * Core's api-fetch nonce never lands in a guest's (cacheable) page.
 */
final class GuestApiFetchNonceTest extends TestCase {

	/**
	 * The script registry the suite runs with (the plugin's scripts registered on `init`),
	 * put back after each test so later tests find them.
	 *
	 * @var \WP_Scripts|null
	 */
	private $scripts;

	protected function setUp(): void {
		parent::setUp();
		$this->scripts = $GLOBALS['wp_scripts'] ?? null;
	}

	protected function tearDown(): void {
		$GLOBALS['wp_scripts'] = $this->scripts; // phpcs:ignore WordPress.WP.GlobalVariablesOverride.Prohibited -- restoring.
		parent::tearDown();
	}

	/**
	 * Core's inline api-fetch set-up as a page for the current user would print it.
	 */
	private function inline_api_fetch(): string {
		// A fresh script registry, as each request has: core makes the nonce when it is built.
		$GLOBALS['wp_scripts'] = null; // phpcs:ignore WordPress.WP.GlobalVariablesOverride.Prohibited
		wp_enqueue_script( 'wp-api-fetch' );
		do_action( 'wp_enqueue_scripts' );
		return implode( "\n", (array) wp_scripts()->get_data( 'wp-api-fetch', 'after' ) );
	}

	public function test_a_guest_page_carries_no_rest_nonce_and_sends_none_while_it_is_empty(): void {
		wp_set_current_user( 0 );
		$script = $this->inline_api_fetch();

		$this->assertStringNotContainsString( wp_create_nonce( 'wp_rest' ), $script );
		$this->assertStringContainsString( 'wp.apiFetch.nonceMiddleware = wp.apiFetch.createNonceMiddleware( "" );', $script );
		$this->assertStringContainsString( 'return wp.apiFetch.nonceMiddleware.nonce ? wp.apiFetch.nonceMiddleware( options, next ) : next( options );', $script );
		$this->assertStringNotContainsString( 'wp.apiFetch.use( wp.apiFetch.nonceMiddleware );', $script );
		// The rest of core's set-up stays.
		$this->assertStringContainsString( 'createRootURLMiddleware', $script );
		$this->assertStringContainsString( 'wp.apiFetch.nonceEndpoint', $script );
	}

	public function test_a_member_page_keeps_cores_nonce(): void {
		wp_set_current_user( $this->create_user( 'subscriber' ) );
		$script = $this->inline_api_fetch();

		$this->assertStringContainsString( wp_create_nonce( 'wp_rest' ), $script );
		$this->assertStringContainsString( 'wp.apiFetch.use( wp.apiFetch.nonceMiddleware );', $script );
	}

	public function test_leaves_other_inline_scripts_alone(): void {
		$this->assertSame( 'wp.apiFetch.use( x );', GuestApiFetchNonce::without_nonce( 'wp.apiFetch.use( x );' ) );
	}
}
