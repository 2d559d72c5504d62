<?php
/**
 * @package Vitrine
 */

declare( strict_types = 1 );

namespace Vitrine\Tests\Session;

use Vitrine\Likes\LikeRepository;
use Vitrine\Session\NonceActions;
use Vitrine\Tests\TestCase;

/**
 * GET vitrine/v1/session: everything per visitor, never cached, same-origin only.
 */
final class SessionControllerTest extends TestCase {

	public function test_a_guest_gets_the_contract_shape_uncached(): void {
		$response = $this->rest( 'GET', '/vitrine/v1/session' );
		$data     = $response->get_data();

		$this->assertSame( 200, $response->get_status() );
		$this->assertSame( array( 'user', 'nonces', 'loved', 'wishlists', 'cart' ), array_keys( $data ) );
		$this->assertSame(
			array(
				'id'       => 0,
				'loggedIn' => false,
				'name'     => '',
				'roles'    => array(),
			),
			$data['user']
		);
		$this->assertSame( array(), $data['loved'] );
		$this->assertSame( array( 'count' => 0 ), $data['cart'] );
		$this->assertStringContainsString( 'no-store', $response->get_headers()['Cache-Control'] );
	}

	public function test_hands_out_valid_nonces_for_every_contract_action(): void {
		$user = $this->create_user( 'editor' );
		wp_set_current_user( $user );
		$nonces = $this->rest( 'GET', '/vitrine/v1/session' )->get_data()['nonces'];

		foreach ( array( 'wp_rest', 'jws-love', 'ce4wp_form_submission', 'jws_login_ajax', 'ajax_register_nonce', 'add_to_wishlist' ) as $action ) {
			$this->assertArrayHasKey( $action, $nonces );
			$this->assertSame( 1, wp_verify_nonce( $nonces[ $action ], $action ), $action );
		}
		$this->assertSame( NonceActions::all(), array_keys( $nonces ) );
	}

	public function test_describes_a_member(): void {
		$user = $this->create_user( 'editor' );
		wp_set_current_user( $user );
		$data = $this->rest( 'GET', '/vitrine/v1/session' )->get_data();

		$this->assertSame( $user, $data['user']['id'] );
		$this->assertTrue( $data['user']['loggedIn'] );
		$this->assertSame( array( 'editor' ), $data['user']['roles'] );
		$this->assertSame( get_userdata( $user )->display_name, $data['user']['name'] );
	}

	public function test_lists_the_posts_the_member_loves(): void {
		$user  = $this->create_user();
		$post  = $this->create_post();
		$other = $this->create_post();
		( new LikeRepository() )->add( $post, 'u:' . $user );
		( new LikeRepository() )->add( $other, 'u:' . ( $user + 1000 ) );
		wp_set_current_user( $user );

		$this->assertSame( array( $post ), $this->rest( 'GET', '/vitrine/v1/session' )->get_data()['loved'] );
	}

	public function test_a_guest_with_a_forged_cookie_sees_nothing(): void {
		$post = $this->create_post();
		( new LikeRepository() )->add( $post, 'g:' . str_repeat( 'a', 32 ) );
		$_COOKIE['vitrine_visitor'] = str_repeat( 'a', 32 ) . '.' . str_repeat( '0', 64 );

		$this->assertSame( array(), $this->rest( 'GET', '/vitrine/v1/session' )->get_data()['loved'] );
	}

	/**
	 * @return array<string, array{array<string, string>}>
	 */
	public static function foreign_callers(): array {
		return array(
			'another origin'           => array( array( 'Origin' => 'https://evil.example' ) ),
			'a look-alike origin'      => array( array( 'Origin' => 'http://localhost:8889.evil.example' ) ),
			'cross-site fetch'         => array( array( 'Sec-Fetch-Site' => 'cross-site' ) ),
			'a script tag on any site' => array( array( 'Sec-Fetch-Dest' => 'script' ) ),
		);
	}

	/**
	 * @dataProvider foreign_callers
	 *
	 * @param array<string, string> $headers Request headers.
	 */
	public function test_refuses_other_sites( array $headers ): void {
		wp_set_current_user( $this->create_user() );
		$response = $this->rest( 'GET', '/vitrine/v1/session', $headers );

		$this->assertSame( 403, $response->get_status() );
		$this->assertSame( 'vitrine_session_cross_origin', $response->get_data()['code'] );
	}

	public function test_refuses_jsonp(): void {
		$_GET['_jsonp'] = 'steal';
		$this->assertSame( 403, $this->rest( 'GET', '/vitrine/v1/session' )->get_status() );
	}

	public function test_answers_its_own_pages(): void {
		$response = $this->rest(
			'GET',
			'/vitrine/v1/session',
			array(
				'Origin'         => home_url(),
				'Sec-Fetch-Site' => 'same-origin',
				'Sec-Fetch-Dest' => 'empty',
			)
		);
		$this->assertSame( 200, $response->get_status() );
	}
}
