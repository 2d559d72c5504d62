<?php
/**
 * The demo artwork's colours.
 *
 * @package VitrineDemo
 */

declare( strict_types = 1 );

namespace Vitrine\Demo;

defined( 'ABSPATH' ) || exit;

/**
 * A small, warm editorial palette (clay, sand, sage, ink) arranged into schemes, so every
 * generated picture is different but all of them belong to the same site.
 */
final class Palette {

	/**
	 * Schemes: two background stops, accents (most prominent first), a dark ink and a warm
	 * light colour for suns and glows.
	 *
	 * @var list<array{sky: array{string, string}, accents: list<string>, ink: string, sun: string}>
	 */
	private const SCHEMES = array(
		array( // Terracotta dusk.
			'sky'     => array( '#F3E6D8', '#E9C4AA' ),
			'accents' => array( '#C8664A', '#D9A441', '#2F4A52', '#E8B4A0' ),
			'ink'     => '#1F2A36',
			'sun'     => '#D9A441',
		),
		array( // Sage morning.
			'sky'     => array( '#EEF0E6', '#D3DCC4' ),
			'accents' => array( '#7F9870', '#5E6B3E', '#D9A441', '#F4EDE4' ),
			'ink'     => '#2B3326',
			'sun'     => '#D9A441',
		),
		array( // Ink and blush.
			'sky'     => array( '#F6E3DC', '#E6AE98' ),
			'accents' => array( '#2F4A52', '#C8664A', '#F4EDE4', '#6B3F4F' ),
			'ink'     => '#1F2A36',
			'sun'     => '#C8664A',
		),
		array( // Ochre noon.
			'sky'     => array( '#F7EBD3', '#EBC47F' ),
			'accents' => array( '#C8664A', '#2F4A52', '#9CAF88', '#FBF6EC' ),
			'ink'     => '#3A2E22',
			'sun'     => '#C8664A',
		),
		array( // Night blue.
			'sky'     => array( '#34525B', '#1C2632' ),
			'accents' => array( '#E8B4A0', '#D9A441', '#A9C4CF', '#C8664A' ),
			'ink'     => '#121920',
			'sun'     => '#E8B4A0',
		),
		array( // Plum and clay.
			'sky'     => array( '#EFE1DC', '#C9A3A0' ),
			'accents' => array( '#6B3F4F', '#C8664A', '#F4EDE4', '#D9A441' ),
			'ink'     => '#2A1E24',
			'sun'     => '#D9A441',
		),
		array( // Sky and sand.
			'sky'     => array( '#E1ECEF', '#F1E2CF' ),
			'accents' => array( '#2F4A52', '#C8664A', '#A9C4CF', '#E6D3BC' ),
			'ink'     => '#1F2A36',
			'sun'     => '#C8664A',
		),
	);

	/**
	 * Number of schemes.
	 */
	public static function count(): int {
		return count( self::SCHEMES );
	}

	/**
	 * Returns one scheme as RGB triples.
	 *
	 * @param int $index Any integer; wraps around.
	 * @return array{sky: array{0: array{int, int, int}, 1: array{int, int, int}}, accents: list<array{int, int, int}>, ink: array{int, int, int}, sun: array{int, int, int}}
	 */
	public static function scheme( int $index ): array {
		$scheme = self::SCHEMES[ abs( $index ) % count( self::SCHEMES ) ];
		return array(
			'sky'     => array( self::rgb( $scheme['sky'][0] ), self::rgb( $scheme['sky'][1] ) ),
			'accents' => array_map( array( self::class, 'rgb' ), $scheme['accents'] ),
			'ink'     => self::rgb( $scheme['ink'] ),
			'sun'     => self::rgb( $scheme['sun'] ),
		);
	}

	/**
	 * Converts `#RRGGBB` to an RGB triple.
	 *
	 * @param string $hex Colour.
	 * @return array{int, int, int}
	 */
	public static function rgb( string $hex ): array {
		$hex = ltrim( $hex, '#' );
		return array( (int) hexdec( substr( $hex, 0, 2 ) ), (int) hexdec( substr( $hex, 2, 2 ) ), (int) hexdec( substr( $hex, 4, 2 ) ) );
	}

	/**
	 * Relative brightness of a colour, 0 (black) to 1 (white).
	 *
	 * @param array{int, int, int} $rgb Colour.
	 */
	public static function luminance( array $rgb ): float {
		return ( 0.2126 * $rgb[0] + 0.7152 * $rgb[1] + 0.0722 * $rgb[2] ) / 255;
	}

	/**
	 * Mixes two colours.
	 *
	 * @param array{int, int, int} $a From.
	 * @param array{int, int, int} $b To.
	 * @param float                $t 0 gives `$a`, 1 gives `$b`.
	 * @return array{int, int, int}
	 */
	public static function mix( array $a, array $b, float $t ): array {
		$t = max( 0.0, min( 1.0, $t ) );
		return array(
			(int) round( $a[0] + ( $b[0] - $a[0] ) * $t ),
			(int) round( $a[1] + ( $b[1] - $a[1] ) * $t ),
			(int) round( $a[2] + ( $b[2] - $a[2] ) * $t ),
		);
	}
}
