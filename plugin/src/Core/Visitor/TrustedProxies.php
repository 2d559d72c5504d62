<?php
/**
 * Which addresses are proxies the site trusts, and the visitor's address behind them.
 *
 * @package Vitrine
 */

declare( strict_types = 1 );

namespace Vitrine\Core\Visitor;

defined( 'ABSPATH' ) || exit;

/**
 * A forwarded-for header is written by whoever sends the request, so it is read only when the
 * connection comes from a proxy the owner listed, and then only as far as that proxy and the
 * other listed ones vouch for it: the chain is walked from the right (the hop nearest to us)
 * and the first address that is not a trusted proxy is the visitor. Anything a visitor wrote
 * further left is never reached. Nothing is trusted until the owner lists a proxy.
 */
final class TrustedProxies {

	public const HEADER_X_FORWARDED_FOR = 'x-forwarded-for';
	public const HEADER_FORWARDED       = 'forwarded';

	/**
	 * At most this many hops are read from the right of a chain: a visitor can make the header
	 * as long as the proxy lets it be, and no real path has more hops.
	 */
	private const MAX_HOPS = 20;

	/**
	 * Sets up a resolver.
	 *
	 * @param list<string> $ranges Trusted addresses and CIDR ranges, as {@see TrustedProxies::parse()} keeps them.
	 * @param string       $header Which header carries the chain: one of the HEADER_ constants.
	 */
	public function __construct( private array $ranges, private string $header = self::HEADER_X_FORWARDED_FOR ) {}

	/**
	 * The resolver the site is configured with (wp-config.php's constants, else the option).
	 */
	public static function configured(): TrustedProxies {
		return new TrustedProxies( TrustedProxySetting::ranges(), TrustedProxySetting::header() );
	}

	/**
	 * Splits a list of addresses and ranges (separated by commas, spaces or new lines) into the
	 * entries that are valid, in canonical form, and those that are not.
	 *
	 * @param string|array<mixed> $input The owner's list.
	 * @return array{valid: list<string>, invalid: list<string>}
	 */
	public static function parse( $input ): array {
		if ( is_array( $input ) ) {
			$input = implode( ' ', array_filter( $input, 'is_string' ) );
		}
		$entries = preg_split( '/[\s,]+/', is_string( $input ) ? $input : '', -1, PREG_SPLIT_NO_EMPTY );
		$parsed  = array(
			'valid'   => array(),
			'invalid' => array(),
		);
		foreach ( (array) $entries as $entry ) {
			$range = self::canonical_range( (string) $entry );
			if ( null === $range ) {
				$parsed['invalid'][] = (string) $entry;
			} elseif ( ! in_array( $range, $parsed['valid'], true ) ) {
				$parsed['valid'][] = $range;
			}
		}
		return $parsed;
	}

	/**
	 * The visitor's address for a connection from `$remote` that carried `$forwarded` in the
	 * configured header.
	 *
	 * @param string $remote    The connecting address (REMOTE_ADDR), already valid.
	 * @param mixed  $forwarded The header's value as the server gave it (anything: it is the
	 *                          client's to write).
	 * @return string The visitor's address; `$remote` whenever the chain cannot be relied on.
	 */
	public function resolve( string $remote, $forwarded ): string {
		if ( ! $this->ranges || ! $this->trusts( $remote ) || ! is_string( $forwarded ) || '' === $forwarded ) {
			return $remote;
		}
		$hops = array_slice( $this->hops( $forwarded ), -self::MAX_HOPS );
		$last = $remote;
		foreach ( array_reverse( $hops ) as $hop ) {
			$ip = self::address( $hop );
			if ( null === $ip ) {
				// A trusted proxy vouches for what it appended; a hop it could not have written
				// means the chain is not what we think: believe only the connection.
				return $remote;
			}
			if ( ! $this->trusts( $ip ) ) {
				return $ip;
			}
			$last = $ip;
		}
		// Every hop was a trusted proxy: the request began inside the owner's own network.
		return $last;
	}

	/**
	 * Whether an address is one of the trusted proxies.
	 *
	 * @param string $ip A valid IPv4 or IPv6 address.
	 */
	public function trusts( string $ip ): bool {
		foreach ( $this->ranges as $range ) {
			if ( self::in_range( $ip, $range ) ) {
				return true;
			}
		}
		return false;
	}

	/**
	 * Whether an address lies in an address or CIDR range. IPv4-mapped IPv6 addresses
	 * (`::ffff:192.0.2.1`, what a dual-stack socket reports) count as their IPv4 address.
	 *
	 * @param string $ip    Address.
	 * @param string $range Address or `address/prefix`.
	 */
	public static function in_range( string $ip, string $range ): bool {
		$parts  = explode( '/', $range, 2 );
		$needle = self::packed( $ip );
		$base   = self::packed( $parts[0] );
		if ( null === $needle || null === $base || strlen( $needle ) !== strlen( $base ) ) {
			return false;
		}
		$bits   = strlen( $base ) * 8;
		$prefix = isset( $parts[1] ) ? (int) $parts[1] : $bits;
		if ( $prefix < 0 || $prefix > $bits ) {
			return false;
		}
		$bytes = intdiv( $prefix, 8 );
		if ( substr( $needle, 0, $bytes ) !== substr( $base, 0, $bytes ) ) {
			return false;
		}
		$rest = $prefix % 8;
		if ( 0 === $rest ) {
			return true;
		}
		$mask = ( 0xff << ( 8 - $rest ) ) & 0xff;
		return ( ord( $needle[ $bytes ] ) & $mask ) === ( ord( $base[ $bytes ] ) & $mask );
	}

	/**
	 * The hops of a header value, leftmost (farthest) first, as written.
	 *
	 * @param string $value Header value; several headers arrive joined by commas.
	 * @return list<string>
	 */
	private function hops( string $value ): array {
		$elements = array_map( 'trim', explode( ',', $value ) );
		if ( self::HEADER_FORWARDED !== $this->header ) {
			return $elements;
		}
		// RFC 7239: `for=192.0.2.60;proto=https, for="[2001:db8::17]:4711"`. An element without
		// a `for` names no address; it stays in the chain as a hop that cannot be trusted.
		$hops = array();
		foreach ( $elements as $element ) {
			$for = '';
			foreach ( explode( ';', $element ) as $pair ) {
				$pair = explode( '=', trim( $pair ), 2 );
				if ( 2 === count( $pair ) && 'for' === strtolower( trim( $pair[0] ) ) ) {
					$for = trim( $pair[1] );
				}
			}
			$hops[] = $for;
		}
		return $hops;
	}

	/**
	 * The IP address of one hop (`192.0.2.1`, `192.0.2.1:8080`, `2001:db8::1`,
	 * `"[2001:db8::1]:443"`), or null when it is not one (`unknown`, `_hidden`, garbage).
	 *
	 * @param string $hop One hop as written.
	 */
	private static function address( string $hop ): ?string {
		$hop = trim( $hop, " \t\"" );
		if ( str_starts_with( $hop, '[' ) ) {
			$end = strpos( $hop, ']' );
			$hop = false === $end ? '' : substr( $hop, 1, $end - 1 );
		} elseif ( 1 === substr_count( $hop, ':' ) ) {
			$hop = strstr( $hop, ':', true );
		}
		$packed = self::packed( (string) $hop );
		return null === $packed ? null : (string) inet_ntop( $packed );
	}

	/**
	 * An entry of the owner's list in canonical form (`192.0.2.0/24`, `2001:db8::/32`,
	 * `10.0.0.5`), or null when it is no address or range. A `/0` range is refused: it would
	 * trust every address, which is the same as trusting the header itself.
	 *
	 * @param string $entry One entry.
	 */
	private static function canonical_range( string $entry ): ?string {
		$parts  = explode( '/', $entry, 2 );
		$packed = self::packed( $parts[0] );
		if ( null === $packed ) {
			return null;
		}
		$address = (string) inet_ntop( $packed );
		if ( ! isset( $parts[1] ) ) {
			return $address;
		}
		$bits = strlen( $packed ) * 8;
		if ( ! preg_match( '/^\d{1,3}$/', $parts[1] ) || (int) $parts[1] < 1 || (int) $parts[1] > $bits ) {
			return null;
		}
		return (int) $parts[1] === $bits ? $address : $address . '/' . (int) $parts[1];
	}

	/**
	 * An address in binary (4 or 16 bytes, IPv4-mapped IPv6 as IPv4), or null when invalid.
	 *
	 * @param string $ip Address.
	 */
	private static function packed( string $ip ): ?string {
		if ( ! filter_var( $ip, FILTER_VALIDATE_IP ) ) {
			return null;
		}
		$packed = inet_pton( $ip );
		if ( false === $packed ) {
			return null;
		}
		if ( 16 === strlen( $packed ) && str_starts_with( $packed, str_repeat( "\0", 10 ) . "\xff\xff" ) ) {
			return substr( $packed, 12 );
		}
		return $packed;
	}
}
