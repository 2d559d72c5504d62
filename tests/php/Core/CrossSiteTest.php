<?php
/**
 * @package Vitrine
 */

declare( strict_types = 1 );

namespace Vitrine\Tests\Core;

use Vitrine\Core\Http\RequestOrigin;
use Vitrine\Tests\TestCase;
use WP_REST_Request;

/**
 * State-changing calls that another site makes a visitor's browser send are refused, even
 * with a valid nonce: likes, newsletter sign-ups, logins, registrations and REST writes.
 */
final class CrossSiteTest extends TestCase {

	/**
	 * Each admin-ajax action with a request that would otherwise pass its nonce check.
	 *
	 * @return array<string, array{string}>
	 */
	public static function actions(): array {
		return array(
			'like'       => array( 'jws-love' ),
			'newsletter' => array( 'ce4wp_form_submission' ),
			'login'      => array( 'jws_login_ajax' ),
			'register'   => array( 'jws_register_ajax' ),
		);
	}

	/**
	 * The ajax fields of an action, with valid nonces.
	 *
	 * @param string $action Action.
	 * @return array<string, string>
	 */
	private function fields( string $action ): array {
		update_option( 'users_can_register', 1 );
		switch ( $action ) {
			case 'jws-love':
				return array(
					'loves_id' => (string) $this->create_post(),
					'nonce'    => wp_create_nonce( 'jws-love' ),
				);
			case 'ce4wp_form_submission':
				return array(
					'email'      => 'reader@example.test',
					'first_name' => 'Ada',
					'consent'    => '1',
					'nonce'      => wp_create_nonce( 'ce4wp_form_submission' ),
				);
			case 'jws_login_ajax':
				return array(
					'data' => http_build_query(
						array(
							'log'      => 'admin',
							'pwd'      => 'password',
							'security' => wp_create_nonce( 'jws_login_ajax' ),
						)
					),
				);
			default:
				return array(
					'data'              => http_build_query(
						array(
							'user_login'      => 'newcomer',
							'user_email'      => 'newcomer@example.test',
							'password'        => 'Correct-Horse-42',
							'repeat_password' => 'Correct-Horse-42',
						)
					),
					'register_security' => wp_create_nonce( 'ajax_register_nonce' ),
				);
		}
	}

	/**
	 * @return array<string, array{string, array<string, string>}>
	 */
	public static function foreign_requests(): array {
		$cases = array();
		foreach ( self::actions() as $name => $action ) {
			$cases[ "{$name}, foreign Origin" ]            = array( $action[0], array( 'HTTP_ORIGIN' => 'https://evil.example' ) );
			$cases[ "{$name}, look-alike Origin" ]         = array( $action[0], array( 'HTTP_ORIGIN' => 'http://localhost.evil.example' ) );
			$cases[ "{$name}, opaque Origin" ]             = array( $action[0], array( 'HTTP_ORIGIN' => 'null' ) );
			$cases[ "{$name}, Sec-Fetch-Site cross-site" ] = array( $action[0], array( 'HTTP_SEC_FETCH_SITE' => 'cross-site' ) );
		}
		return $cases;
	}

	/**
	 * @dataProvider foreign_requests
	 *
	 * @param string                $action  Action.
	 * @param array<string, string> $headers Server variables of the request's headers.
	 */
	public function test_each_action_refuses_a_cross_site_request( string $action, array $headers ): void {
		add_filter( 'send_auth_cookies', '__return_false' );
		$fields = $this->fields( $action );
		foreach ( $headers as $key => $value ) {
			$_SERVER[ $key ] = $value;
		}

		$reply = $this->ajax( $action, $fields );

		$this->assertSame( 403, $reply['status'], $reply['body'] );
		$json = json_decode( $reply['body'], true );
		$this->assertIsArray( $json );
		if ( 'jws_login_ajax' === $action ) {
			$this->assertSame( '-1', $json['code'] );
			$this->assertStringContainsString( 'another website', $json['message'] );
			$this->assertFalse( is_user_logged_in() );
		} else {
			$this->assertFalse( $json['success'] );
			$this->assertSame( RequestOrigin::CROSS_SITE, $json['data']['code'] );
		}
	}

	/**
	 * @dataProvider actions
	 *
	 * @param string $action Action.
	 */
	public function test_each_action_still_answers_its_own_pages( string $action ): void {
		add_filter( 'send_auth_cookies', '__return_false' );
		$_SERVER['HTTP_ORIGIN']         = home_url();
		$_SERVER['HTTP_SEC_FETCH_SITE'] = 'same-origin';

		$reply = $this->ajax( $action, $this->fields( $action ) );

		$this->assertSame( 200, $reply['status'], $reply['body'] );
	}

	public function test_rest_writes_from_another_site_are_refused_before_the_route_runs(): void {
		foreach ( array( array( 'Origin' => 'https://evil.example' ), array( 'Sec-Fetch-Site' => 'cross-site' ) ) as $headers ) {
			$response = $this->rest( 'POST', '/vitrine/v1/contact-forms/1/feedback', $headers );
			$this->assertSame( 403, $response->get_status() );
			$this->assertSame( RequestOrigin::CROSS_SITE, $response->get_data()['code'] );
		}
	}

	public function test_rest_reads_and_same_site_writes_are_not_touched(): void {
		$read = $this->rest( 'GET', '/vitrine/v1/contact-forms/999999/refill', array( 'Origin' => 'https://evil.example' ) );
		$this->assertNotSame( RequestOrigin::CROSS_SITE, $read->get_data()['code'] ?? '' );

		$request = new WP_REST_Request( 'POST', '/vitrine/v1/contact-forms/999999/feedback' );
		$request->set_header( 'Origin', home_url() );
		$write = rest_get_server()->dispatch( $request );
		$this->assertNotSame( 403, $write->get_status() );
	}

	public function test_a_site_can_allow_another_origin(): void {
		add_filter( 'vitrine_allowed_origins', static fn( array $origins ) => array_merge( $origins, array( 'https://shop.example' ) ) );

		$this->assertFalse( RequestOrigin::is_cross_site( 'https://shop.example', 'same-site' ) );
		$this->assertTrue( RequestOrigin::is_cross_site( 'https://evil.example', null ) );
		$this->assertFalse( RequestOrigin::is_cross_site( null, null ), 'no header: not a browser saying cross-site' );
	}
}
