<?php
/**
 * List tokens.
 *
 * @package Vitrine
 */

declare( strict_types = 1 );

namespace Vitrine\Wishlists;

defined( 'ABSPATH' ) || exit;

/**
 * The reference's token shape: 12 characters of `[A-Z0-9]`, random enough to be a shared
 * list's secret link (36^12 ≈ 4.7e18).
 */
final class Token {

	private const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';

	/**
	 * A new random token.
	 */
	public static function generate(): string {
		$token = '';
		for ( $i = 0; $i < 12; $i++ ) {
			$token .= self::ALPHABET[ random_int( 0, 35 ) ];
		}
		return $token;
	}

	/**
	 * Whether a string has a token's shape.
	 *
	 * @param string $value Value.
	 */
	public static function is_valid( string $value ): bool {
		return 1 === preg_match( '/^[A-Z0-9]{12}$/', $value );
	}
}
