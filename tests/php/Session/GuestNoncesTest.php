<?php
/**
 * @package Vitrine
 */

declare( strict_types = 1 );

namespace Vitrine\Tests\Session;

use Vitrine\Core\Visitor\Visitor;
use Vitrine\Tests\TestCase;

/**
 * Guests' nonces belong to one visitor (the signed visitor cookie), not to every guest.
 */
final class GuestNoncesTest extends TestCase {

	/**
	 * Makes the request carry a guest's signed visitor cookie.
	 *
	 * @param string $id Guest id (32 hex characters).
	 */
	private function as_guest( string $id ): void {
		$_COOKIE = array( Visitor::COOKIE => $id . '.' . hash_hmac( 'sha256', $id, wp_salt( 'auth' ) ) );
	}

	/**
	 * The session's nonces for the current request.
	 *
	 * @return array<string, string>
	 */
	private function session_nonces(): array {
		$response = $this->rest( 'GET', '/vitrine/v1/session' );
		$this->assertSame( 200, $response->get_status() );
		return $response->get_data()['nonces'];
	}

	public function test_two_guests_get_different_nonces_for_every_action(): void {
		$this->as_guest( str_repeat( 'a', 32 ) );
		$first = $this->session_nonces();
		$this->as_guest( str_repeat( 'b', 32 ) );
		$second = $this->session_nonces();

		foreach ( $first as $action => $nonce ) {
			$this->assertNotSame( $nonce, $second[ $action ], $action );
		}
	}

	public function test_one_guest_s_nonce_is_refused_for_another(): void {
		$post = $this->create_post();
		$this->as_guest( str_repeat( 'a', 32 ) );
		$theirs = $this->session_nonces();
		$this->assertSame( 1, wp_verify_nonce( $theirs['jws-love'], 'jws-love' ) );

		$this->as_guest( str_repeat( 'b', 32 ) );
		$this->assertFalse( wp_verify_nonce( $theirs['jws_login_ajax'], 'jws_login_ajax' ) );
		$reply = $this->ajax(
			'jws-love',
			array(
				'loves_id' => (string) $post,
				'nonce'    => $theirs['jws-love'],
			)
		);
		$this->assertSame( 403, $reply['status'] );
		$this->assertStringContainsString( 'vitrine_invalid_nonce', $reply['body'] );

		$_COOKIE = array(); // Nor for a guest without a cookie (a cross-site post carries none).
		$this->assertFalse( wp_verify_nonce( $theirs['ce4wp_form_submission'], 'ce4wp_form_submission' ) );
	}

	public function test_the_session_gives_a_first_time_guest_a_cookie_its_nonces_match(): void {
		$nonces = $this->session_nonces();

		$cookie = $_COOKIE[ Visitor::COOKIE ] ?? '';
		$this->assertNotNull( Visitor::verify( $cookie ), 'a signed visitor cookie was set' );
		// The next request carries that cookie: the nonces it was handed are valid there.
		$_COOKIE = array( Visitor::COOKIE => $cookie );
		$this->assertSame( 1, wp_verify_nonce( $nonces['jws_login_ajax'], 'jws_login_ajax' ) );
		$this->assertSame( 1, wp_verify_nonce( $nonces['jws-love'], 'jws-love' ) );

		$_COOKIE = array();
		$this->assertNotSame( $nonces['jws_login_ajax'], $this->session_nonces()['jws_login_ajax'], 'the next new guest gets others' );
	}

	public function test_other_plugins_guest_nonces_are_left_alone(): void {
		$this->as_guest( str_repeat( 'a', 32 ) );
		$nonce = wp_create_nonce( 'another_plugin_action' );
		$this->as_guest( str_repeat( 'b', 32 ) );

		$this->assertSame( 1, wp_verify_nonce( $nonce, 'another_plugin_action' ) );
	}

	public function test_members_keep_their_own_nonces(): void {
		$this->as_guest( str_repeat( 'a', 32 ) );
		wp_set_current_user( $this->create_user() );
		$nonce   = wp_create_nonce( 'jws-love' );
		$_COOKIE = array();

		$this->assertSame( 1, wp_verify_nonce( $nonce, 'jws-love' ) );
	}
}
