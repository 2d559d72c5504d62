<?php
/**
 * @package Vitrine
 */

declare( strict_types = 1 );

namespace Vitrine\Tests\Account;

use Vitrine\Account\LoginStateCookie;
use Vitrine\Tests\TestCase;

/**
 * The script-readable hint that lets the popup skip the session call for guests.
 */
final class LoginStateCookieTest extends TestCase {

	/**
	 * Cookies written, as [name, value, options].
	 *
	 * @var list<array{string, string, array<string, mixed>}>
	 */
	private array $written = array();

	protected function setUp(): void {
		parent::setUp();
		$this->written = array();
		remove_all_actions( 'set_logged_in_cookie' );
		remove_all_actions( 'clear_auth_cookie' );
		( new LoginStateCookie(
			function ( string $name, string $value, array $options ): void {
				$this->written[] = array( $name, $value, $options );
			}
		) )->register();
	}

	public function test_a_login_sets_the_hint_with_the_login_cookie_lifetime_and_nothing_about_the_account(): void {
		$expire = time() + 14 * DAY_IN_SECONDS + 12 * HOUR_IN_SECONDS;
		// What wp_set_auth_cookie( $id, true ) fires (core's own cookies cannot be sent in tests).
		do_action( 'set_logged_in_cookie', 'user|token|hmac', $expire, $expire, $this->create_user(), 'logged_in', 'token' );

		$this->assertCount( 1, $this->written );
		list( $name, $value, $options ) = $this->written[0];
		$this->assertSame( LoginStateCookie::NAME, $name );
		$this->assertSame( '1', $value );
		$this->assertFalse( $options['httponly'], 'scripts must read it' );
		$this->assertSame( $expire, $options['expires'], 'remembered like the login' );
		$this->assertSame( 'Lax', $options['samesite'] );
	}

	public function test_a_session_login_sets_a_session_hint(): void {
		do_action( 'set_logged_in_cookie', 'user|token|hmac', 0, time() + 2 * DAY_IN_SECONDS, $this->create_user(), 'logged_in', 'token' );
		$this->assertSame( 0, $this->written[0][2]['expires'] ?? null );
	}

	public function test_logging_out_clears_the_hint(): void {
		do_action( 'clear_auth_cookie' );

		$this->assertCount( 1, $this->written );
		$this->assertSame( '', $this->written[0][1] );
		$this->assertLessThan( time(), $this->written[0][2]['expires'] );
	}

	public function test_nothing_is_written_when_auth_cookies_are_not_sent(): void {
		add_filter( 'send_auth_cookies', '__return_false' );
		do_action( 'set_logged_in_cookie', 'user|token|hmac', 0, time() + DAY_IN_SECONDS, $this->create_user(), 'logged_in', 'token' );
		do_action( 'clear_auth_cookie' );
		$this->assertSame( array(), $this->written );
	}
}
