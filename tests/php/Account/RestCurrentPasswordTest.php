<?php
/**
 * @package Vitrine
 */

declare( strict_types = 1 );

namespace Vitrine\Tests\Account;

use Vitrine\Tests\TestCase;
use WP_REST_Request;
use WP_REST_Response;

/**
 * Core's REST user route asks a user changing their own email or password for the current
 * password, counted by the login limits; administrators editing others are not affected.
 */
final class RestCurrentPasswordTest extends TestCase {

	private const PASSWORD = 'Old-password-1';

	protected function setUp(): void {
		parent::setUp();
		add_filter( 'send_auth_cookies', '__return_false' );
		add_filter(
			'vitrine_login_rate_limit',
			static fn() => array(
				'ip'         => 10,
				'ip_account' => 3,
				'account'    => 10,
				'window'     => 900,
				'delay'      => 0,
			)
		);
		rest_get_server();
	}

	/**
	 * Sends an update of a user through the REST server.
	 *
	 * @param string               $route  `me` or a user id.
	 * @param array<string, mixed> $params Body parameters.
	 */
	private function update( string $route, array $params ): WP_REST_Response {
		$request = new WP_REST_Request( 'POST', '/wp/v2/users/' . $route );
		$request->set_body_params( $params );
		return rest_do_request( $request );
	}

	/**
	 * A subscriber with a known password, signed in.
	 */
	private function member(): int {
		$user = $this->create_user();
		wp_set_password( self::PASSWORD, $user );
		wp_set_current_user( $user );
		return $user;
	}

	public function test_an_own_email_or_password_change_without_the_current_password_is_refused(): void {
		$user  = $this->member();
		$email = (string) get_userdata( $user )->user_email;

		foreach ( array( array( 'email' => 'taken.over@example.com' ), array( 'password' => 'Taken-Over-42' ) ) as $params ) {
			foreach ( array( 'me', (string) $user ) as $route ) {
				$response = $this->update( $route, $params );
				$this->assertSame( 400, $response->get_status(), $route );
				$this->assertSame( 'vitrine_current_password_required', $response->get_data()['code'] );
			}
		}
		$saved = get_userdata( $user );
		$this->assertSame( $email, $saved->user_email );
		$this->assertTrue( wp_check_password( self::PASSWORD, $saved->user_pass, $user ) );
	}

	public function test_a_wrong_current_password_is_refused_and_counted_by_the_login_limits(): void {
		$user  = $this->member();
		$email = (string) get_userdata( $user )->user_email;

		for ( $i = 0; $i < 3; $i++ ) {
			$response = $this->update(
				'me',
				array(
					'email'            => 'taken.over@example.com',
					'current_password' => 'Guess-password-' . $i,
				)
			);
			$this->assertSame( 403, $response->get_status() );
			$this->assertSame( 'vitrine_current_password_incorrect', $response->get_data()['code'] );
		}
		$response = $this->update(
			'me',
			array(
				'email'            => 'taken.over@example.com',
				'current_password' => self::PASSWORD,
			)
		);
		$this->assertSame( 429, $response->get_status() );
		$this->assertSame( 'vitrine_login_rate_limited', $response->get_data()['code'] );
		$this->assertSame( $email, get_userdata( $user )->user_email );
	}

	public function test_the_right_current_password_lets_the_change_through(): void {
		$user = $this->member();

		$response = $this->update(
			'me',
			array(
				'email'            => 'ada.moved@example.com',
				'password'         => 'New-Password-2',
				'current_password' => self::PASSWORD,
			)
		);

		$this->assertSame( 200, $response->get_status() );
		$saved = get_userdata( $user );
		$this->assertSame( 'ada.moved@example.com', $saved->user_email );
		$this->assertTrue( wp_check_password( 'New-Password-2', $saved->user_pass, $user ) );
	}

	public function test_other_fields_and_an_administrator_editing_another_user_need_no_current_password(): void {
		$user = $this->member();
		$this->assertSame( 200, $this->update( 'me', array( 'first_name' => 'Grace' ) )->get_status() );
		$this->assertSame( 'Grace', get_userdata( $user )->first_name );

		wp_set_current_user( $this->create_user( 'administrator' ) );
		$response = $this->update(
			(string) $user,
			array(
				'email'    => 'support.fixed@example.com',
				'password' => 'Reset-By-Admin-3',
			)
		);

		$this->assertSame( 200, $response->get_status() );
		$saved = get_userdata( $user );
		$this->assertSame( 'support.fixed@example.com', $saved->user_email );
		$this->assertTrue( wp_check_password( 'Reset-By-Admin-3', $saved->user_pass, $user ) );
	}
}
