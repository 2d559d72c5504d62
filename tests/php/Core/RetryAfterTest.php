<?php
/**
 * @package Vitrine
 */

declare( strict_types = 1 );

namespace Vitrine\Tests\Core;

use Vitrine\Account\LoginErrors;
use Vitrine\Account\LoginLimits;
use Vitrine\Core\Http\RetryAfter;
use Vitrine\Shop\Cart\CartErrors;
use Vitrine\Tests\TestCase;
use WP_REST_Request;
use WP_REST_Response;

/**
 * Every 429 says when to try again: the refusals carry their limit's window, and REST replies
 * get the header from it (or the fallback) whichever route refused; the REST filter is hooked
 * by the first refusal of a request, never on the others.
 */
final class RetryAfterTest extends TestCase {

	public function test_rate_limit_refusals_carry_their_window(): void {
		$limits = new LoginLimits( 20, 5, 10, 900, 0 );
		$this->assertSame( 900, LoginErrors::rate_limited( $limits )->get_error_data()['retry_after'] );
		$this->assertSame( HOUR_IN_SECONDS, CartErrors::rate_limited()->get_error_data()['retry_after'] );
	}

	public function test_seconds_come_from_the_refusal_or_the_fallback(): void {
		$this->assertSame( 900, RetryAfter::seconds( array( 'retry_after' => 900 ) ) );
		$this->assertSame( RetryAfter::FALLBACK, RetryAfter::seconds( array( 'status' => 429 ) ) );
		$this->assertSame( RetryAfter::FALLBACK, RetryAfter::seconds( array( 'retry_after' => -5 ) ) );
		$this->assertSame( RetryAfter::FALLBACK, RetryAfter::seconds( null ) );
	}

	public function test_a_request_that_refuses_nothing_hooks_nothing(): void {
		$this->assertFalse( has_filter( 'rest_post_dispatch', array( RetryAfter::class, 'rest' ) ) );

		$refusal = RetryAfter::refusal( 'vitrine_like_rate_limited', 'Wait.', 600, array( 'field' => 'email' ) );
		$this->assertSame(
			array(
				'status'      => 429,
				'retry_after' => 600,
				'field'       => 'email',
			),
			$refusal->get_error_data()
		);
		$this->assertSame( 10, has_filter( 'rest_post_dispatch', array( RetryAfter::class, 'rest' ) ) );
	}

	public function test_a_rest_429_gets_the_header_once_a_refusal_was_made_and_other_replies_do_not(): void {
		$request  = new WP_REST_Request( 'GET', '/vitrine/v1/anything' );
		$dispatch = static fn( WP_REST_Response $response ): WP_REST_Response => apply_filters( 'rest_post_dispatch', $response, rest_get_server(), $request );

		$refusal = RetryAfter::refusal( 'vitrine_like_rate_limited', 'Wait.', 600 );
		$named   = $dispatch( rest_convert_error_to_response( $refusal ) );
		$this->assertSame( 429, $named->get_status() );
		$this->assertSame( '600', $named->get_headers()['Retry-After'] );

		$unnamed = $dispatch( new WP_REST_Response( array( 'code' => 'someone_elses_limit' ), 429 ) );
		$this->assertSame( (string) RetryAfter::FALLBACK, $unnamed->get_headers()['Retry-After'] );

		$own = new WP_REST_Response( array(), 429 );
		$own->header( 'retry-after', '42' );
		$this->assertSame( array( 'retry-after' => '42' ), $dispatch( $own )->get_headers() );

		$this->assertArrayNotHasKey( 'Retry-After', $dispatch( new WP_REST_Response( array(), 403 ) )->get_headers() );
	}

	public function test_core_user_route_refused_by_the_login_limits_says_when_to_retry(): void {
		add_filter( 'send_auth_cookies', '__return_false' );
		add_filter(
			'vitrine_login_rate_limit',
			static fn() => array(
				'ip'         => 10,
				'ip_account' => 1,
				'account'    => 10,
				'window'     => 900,
				'delay'      => 0,
			)
		);
		$user = $this->create_user();
		wp_set_current_user( $user );
		$server  = rest_get_server();
		$request = new WP_REST_Request( 'POST', '/wp/v2/users/me' );
		$request->set_body_params(
			array(
				'email'            => 'taken.over@example.com',
				'current_password' => 'Guess-password-1',
			)
		);
		$this->assertSame( 403, rest_do_request( $request )->get_status() );

		$response = apply_filters( 'rest_post_dispatch', rest_do_request( $request ), $server, $request );
		$this->assertSame( 429, $response->get_status() );
		$this->assertSame( '900', $response->get_headers()['Retry-After'] );
	}
}
