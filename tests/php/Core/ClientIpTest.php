<?php
/**
 * @package Vitrine
 */

declare( strict_types = 1 );

namespace Vitrine\Tests\Core;

use Vitrine\Core\Visitor\ClientIp;
use Vitrine\Core\Visitor\TrustedProxies;
use Vitrine\Core\Visitor\TrustedProxySetting;
use Vitrine\Tests\TestCase;

/**
 * The visitor's address: the connection's, or behind a trusted proxy the one it forwards, and
 * never one a visitor wrote into a header itself.
 */
final class ClientIpTest extends TestCase {

	protected function setUp(): void {
		parent::setUp();
		unset( $_SERVER['HTTP_X_FORWARDED_FOR'], $_SERVER['HTTP_FORWARDED'] );
	}

	protected function tearDown(): void {
		unset( $_SERVER['HTTP_X_FORWARDED_FOR'], $_SERVER['HTTP_FORWARDED'] );
		$_SERVER['REMOTE_ADDR'] = '127.0.0.1';
		parent::tearDown();
	}

	/**
	 * A request from `$remote` with an X-Forwarded-For header.
	 *
	 * @param mixed $remote    REMOTE_ADDR.
	 * @param mixed $forwarded The header, or null for none.
	 */
	private static function request( $remote, $forwarded = null ): string {
		$_SERVER['REMOTE_ADDR'] = $remote;
		if ( null !== $forwarded ) {
			$_SERVER['HTTP_X_FORWARDED_FOR'] = $forwarded;
		}
		return ClientIp::get();
	}

	public function test_without_a_trusted_proxy_the_header_is_ignored(): void {
		$this->assertSame( '10.0.0.2', self::request( '10.0.0.2', '198.51.100.7' ), 'a visitor cannot pick another allowance' );
	}

	public function test_a_header_from_a_connection_that_is_not_a_trusted_proxy_is_ignored(): void {
		update_option( TrustedProxySetting::OPTION, array( '10.0.0.0/8' ) );

		$this->assertSame( '203.0.113.5', self::request( '203.0.113.5', '198.51.100.7' ) );
	}

	public function test_behind_a_trusted_proxy_the_forwarded_address_is_the_visitor(): void {
		update_option( TrustedProxySetting::OPTION, array( '10.0.0.0/8' ) );

		$this->assertSame( '198.51.100.7', self::request( '10.1.2.3', '198.51.100.7' ) );
	}

	public function test_a_forged_left_part_of_the_chain_is_never_reached(): void {
		update_option( TrustedProxySetting::OPTION, array( '10.0.0.0/8' ) );

		// The visitor sent "6.6.6.6, 10.9.9.9"; the proxy appended the address it saw.
		$this->assertSame( '198.51.100.7', self::request( '10.1.2.3', '6.6.6.6, 10.9.9.9, 198.51.100.7' ) );
	}

	public function test_several_trusted_hops_are_skipped_from_the_right(): void {
		update_option( TrustedProxySetting::OPTION, array( '10.0.0.0/8', '192.0.2.10' ) );

		// A CDN edge (192.0.2.10) in front of the load balancer (10.1.2.3).
		$this->assertSame( '198.51.100.7', self::request( '10.1.2.3', '6.6.6.6, 198.51.100.7, 192.0.2.10' ) );
		$this->assertSame( '192.0.2.10', self::request( '10.1.2.3', '192.0.2.10' ), 'all hops trusted: the farthest one' );
	}

	/**
	 * @return array<string, array{mixed}>
	 */
	public static function garbage(): array {
		return array(
			'a word'             => array( 'unknown' ),
			'empty'              => array( '' ),
			'commas only'        => array( ', ,' ),
			'an array'           => array( array( '198.51.100.7' ) ),
			'a number'           => array( 42 ),
			'script'             => array( '<script>alert(1)</script>' ),
			'an address range'   => array( '198.51.100.0/24' ),
			'trailing garbage'   => array( '198.51.100.7, nonsense' ),
			'out of range octet' => array( '198.51.100.256' ),
		);
	}

	/**
	 * @dataProvider garbage
	 *
	 * @param mixed $header A header that names no usable address at its right end.
	 */
	public function test_a_garbage_header_falls_back_to_the_connection_without_a_warning( $header ): void {
		update_option( TrustedProxySetting::OPTION, array( '10.0.0.0/8' ) );

		$this->assertSame( '10.1.2.3', self::request( '10.1.2.3', $header ) );
	}

	public function test_an_unreadable_connection_address_is_the_unknown_address(): void {
		update_option( TrustedProxySetting::OPTION, array( '10.0.0.0/8' ) );

		$this->assertSame( '0.0.0.0', self::request( array( '10.1.2.3' ), '198.51.100.7' ), 'an array in $_SERVER' );
		$this->assertSame( '0.0.0.0', self::request( 'proxy', '198.51.100.7' ) );
	}

	public function test_ipv6_proxies_visitors_and_ports(): void {
		update_option( TrustedProxySetting::OPTION, array( '2001:db8:a::/48' ) );

		$this->assertSame( '2001:db8:1::7', self::request( '2001:db8:a:1::2', '2001:db8:1::7' ) );
		$this->assertSame( '2001:db8:1::7', self::request( '2001:db8:a:1::2', '[2001:DB8:1:0::7]:4711' ), 'brackets, port and case' );
		$this->assertSame( '198.51.100.7', self::request( '2001:db8:a:1::2', '198.51.100.7:51234' ), 'an IPv4 visitor with a port' );
		$this->assertSame( '2001:db8:b::1', self::request( '2001:db8:b::1', '198.51.100.7' ), 'outside the /48' );
	}

	public function test_an_ipv4_mapped_connection_matches_an_ipv4_range(): void {
		update_option( TrustedProxySetting::OPTION, array( '127.0.0.1' ) );

		$this->assertSame( '198.51.100.7', self::request( '::ffff:127.0.0.1', '198.51.100.7' ) );
	}

	public function test_the_forwarded_header_when_chosen(): void {
		update_option( TrustedProxySetting::OPTION, array( '10.0.0.0/8' ) );
		update_option( TrustedProxySetting::HEADER_OPTION, TrustedProxies::HEADER_FORWARDED );
		$_SERVER['HTTP_FORWARDED'] = 'for=6.6.6.6, for="[2001:db8:cafe::17]:4711";proto=https, for=10.9.9.9;by=10.0.0.1';

		$this->assertSame( '2001:db8:cafe::17', self::request( '10.1.2.3', '198.51.100.7' ), 'X-Forwarded-For is not read then' );

		$_SERVER['HTTP_FORWARDED'] = 'for=198.51.100.7, proto=https';
		$this->assertSame( '10.1.2.3', self::request( '10.1.2.3' ), 'an element without for= is an untrusted hop with no address' );

		$_SERVER['HTTP_FORWARDED'] = 'for=_hidden';
		$this->assertSame( '10.1.2.3', self::request( '10.1.2.3' ), 'an obfuscated identifier' );
	}

	public function test_the_constants_in_wp_config_win_over_the_option(): void {
		// A constant cannot be taken back, so a child PHP process defines them, as wp-config.php would.
		$script = '<?php
			define( "VITRINE_TRUSTED_PROXIES", "10.0.0.0/8, bogus" );
			define( "VITRINE_FORWARDED_HEADER", "forwarded" );
			$_SERVER["HTTP_HOST"] = "localhost";
			$_SERVER["REQUEST_URI"] = "/";
			$_SERVER["REMOTE_ADDR"] = "10.1.2.3";
			$_SERVER["HTTP_X_FORWARDED_FOR"] = "6.6.6.6";
			$_SERVER["HTTP_FORWARDED"] = "for=198.51.100.7";
			require getenv( "WP_DIR" ) . "/wp-load.php";
			add_filter( "pre_option_vitrine_trusted_proxies", static fn() => array( "192.0.2.0/24" ) );
			echo wp_json_encode( array( \\Vitrine\\Core\\Visitor\\ClientIp::get(), \\Vitrine\\Core\\Visitor\\TrustedProxySetting::ranges() ) );';
		$file   = get_temp_dir() . 'vitrine-client-ip-' . wp_generate_password( 12, false ) . '.php';
		file_put_contents( $file, $script ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_system_operations_file_put_contents -- a test's own script.
		// phpcs:ignore WordPress.PHP.DiscouragedPHPFunctions.system_calls_shell_exec -- the test's own PHP process.
		$output = (string) shell_exec( escapeshellarg( PHP_BINARY ) . ' ' . escapeshellarg( $file ) . ' 2>&1' );
		wp_delete_file( $file );

		$this->assertSame( '["198.51.100.7",["10.0.0.0\\/8"]]', $output, 'the constants decide; a bad entry in them is dropped' );
	}

	/**
	 * @return array<string, array{string, string, bool}>
	 */
	public static function cidr_edges(): array {
		return array(
			'first of /24'         => array( '192.0.2.0', '192.0.2.0/24', true ),
			'last of /24'          => array( '192.0.2.255', '192.0.2.0/24', true ),
			'next after /24'       => array( '192.0.3.0', '192.0.2.0/24', false ),
			'before /24'           => array( '192.0.1.255', '192.0.2.0/24', false ),
			'/25 upper half'       => array( '192.0.2.128', '192.0.2.0/25', false ),
			'/25 lower half'       => array( '192.0.2.127', '192.0.2.0/25', true ),
			'/31 pair'             => array( '192.0.2.5', '192.0.2.4/31', true ),
			'/32 itself'           => array( '192.0.2.4', '192.0.2.4/32', true ),
			'/32 neighbour'        => array( '192.0.2.5', '192.0.2.4/32', false ),
			'base not aligned'     => array( '10.255.0.1', '10.1.2.3/8', true ),
			'/1'                   => array( '127.0.0.1', '0.0.0.0/1', true ),
			'v6 /64 last'          => array( '2001:db8::ffff:ffff:ffff:ffff', '2001:db8::/64', true ),
			'v6 /64 next'          => array( '2001:db8:0:1::', '2001:db8::/64', false ),
			'v6 /127'              => array( '2001:db8::1', '2001:db8::/127', true ),
			'v6 /127 out'          => array( '2001:db8::2', '2001:db8::/127', false ),
			'v4 never in v6 range' => array( '192.0.2.1', '::/1', false ),
			'v6 never in v4 range' => array( '2001:db8::1', '0.0.0.0/1', false ),
			'bad prefix'           => array( '192.0.2.1', '192.0.2.0/33', false ),
		);
	}

	/**
	 * @dataProvider cidr_edges
	 *
	 * @param string $ip       Address.
	 * @param string $range    Range.
	 * @param bool   $expected Whether it is inside.
	 */
	public function test_cidr_edges( string $ip, string $range, bool $expected ): void {
		$this->assertSame( $expected, TrustedProxies::in_range( $ip, $range ) );
	}

	public function test_the_filter_has_the_last_word_and_sees_the_connection(): void {
		update_option( TrustedProxySetting::OPTION, array( '10.0.0.0/8' ) );
		add_filter(
			'vitrine_client_ip',
			static fn( string $ip, string $remote ): string => $ip . '|' . $remote,
			10,
			2
		);

		$this->assertSame( '198.51.100.7|10.1.2.3', self::request( '10.1.2.3', '198.51.100.7' ) );
	}
}
