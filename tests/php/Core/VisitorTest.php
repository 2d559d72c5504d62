<?php
/**
 * @package Vitrine
 */

declare( strict_types = 1 );

namespace Vitrine\Tests\Core;

use Vitrine\Core\Visitor\Visitor;
use Vitrine\Tests\TestCase;

/**
 * Member ids and signed guest cookies.
 */
final class VisitorTest extends TestCase {

	public function test_a_member_is_keyed_by_user_id(): void {
		$user = $this->create_user();
		wp_set_current_user( $user );

		$this->assertSame( 'u:' . $user, Visitor::current()->key() );
		$this->assertTrue( Visitor::current()->is_member() );
	}

	public function test_a_new_guest_gets_a_key_only_when_needed(): void {
		$visitor = Visitor::current();

		$this->assertSame( '', $visitor->key() );
		$this->assertMatchesRegularExpression( '/^g:[a-f0-9]{32}$/', $visitor->ensure_key() );
	}

	public function test_a_new_guest_is_the_same_visitor_for_the_rest_of_the_request(): void {
		$key = Visitor::current()->ensure_key();

		$this->assertSame( $key, Visitor::current()->key(), 'nonces made later in this request are for this guest' );
		$this->assertSame( $key, Visitor::current()->ensure_key(), 'and no second id is made' );
	}

	public function test_a_signed_cookie_round_trips(): void {
		$id                         = str_repeat( 'b', 32 );
		$signature                  = hash_hmac( 'sha256', $id, wp_salt( 'auth' ) );
		$_COOKIE[ Visitor::COOKIE ] = $id . '.' . $signature;

		$this->assertSame( 'g:' . $id, Visitor::current()->key() );
	}

	/**
	 * @return array<string, array{string}>
	 */
	public static function forged(): array {
		$id = str_repeat( 'c', 32 );
		return array(
			'no signature'    => array( $id ),
			'wrong signature' => array( $id . '.' . str_repeat( 'f', 64 ) ),
			'not hex'         => array( str_repeat( 'z', 32 ) . '.abc' ),
			'empty'           => array( '' ),
		);
	}

	/**
	 * @dataProvider forged
	 */
	public function test_ignores_forged_cookies( string $cookie ): void {
		$this->assertNull( Visitor::verify( $cookie ) );
	}
}
