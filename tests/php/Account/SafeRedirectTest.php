<?php
/**
 * @package Vitrine
 */

declare( strict_types = 1 );

namespace Vitrine\Tests\Account;

use Vitrine\Account\SafeRedirect;
use Vitrine\Tests\TestCase;

/**
 * `redirect_to` stays on this site.
 */
final class SafeRedirectTest extends TestCase {

	/**
	 * @return array<string, array{string}>
	 */
	public static function foreign(): array {
		return array(
			'protocol-relative'      => array( '//evil.example' ),
			'protocol-relative path' => array( '//evil.example/wp-admin/' ),
			'absolute https'         => array( 'https://evil.example' ),
			'absolute http'          => array( 'http://evil.example/path' ),
			'slash backslash'        => array( '/\\evil.example' ),
			'backslashes'            => array( '\\\\evil.example' ),
			'javascript'             => array( 'javascript:alert(1)' ),
			'data'                   => array( 'data:text/html,hi' ),
			'tab inside'             => array( "/\t/evil.example" ),
			'bare host'              => array( 'evil.example' ),
			'userinfo trick'         => array( 'http://localhost@evil.example/' ),
			'three slashes'          => array( '///evil.example' ),
			'encoded newline'        => array( "/foo\nLocation: https://evil.example" ),
		);
	}

	/**
	 * @dataProvider foreign
	 */
	public function test_refuses_other_hosts_and_tricks( string $location ): void {
		$this->assertSame( '', SafeRedirect::sanitize( $location ) );
	}

	public function test_keeps_addresses_on_this_site(): void {
		$home = home_url( '/blog/' );
		$this->assertSame( $home, SafeRedirect::sanitize( $home ) );
		$this->assertSame( '/shop/?a=1', SafeRedirect::sanitize( '/shop/?a=1' ) );
		$this->assertSame( '', SafeRedirect::sanitize( '' ) );
		$this->assertSame( '', SafeRedirect::sanitize( '   ' ) );
	}
}
