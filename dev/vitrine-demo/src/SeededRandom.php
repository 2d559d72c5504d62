<?php
/**
 * Deterministic random numbers for the demo artwork.
 *
 * @package VitrineDemo
 */

declare( strict_types = 1 );

namespace Vitrine\Demo;

defined( 'ABSPATH' ) || exit;

/**
 * A small xorshift32 generator seeded from a string, so the same slug always draws the same
 * picture, on every machine and PHP version, without touching PHP's global `mt_rand` state.
 */
final class SeededRandom {

	/**
	 * Current 32-bit state (never 0).
	 *
	 * @var int
	 */
	private int $state;

	/**
	 * Seeds the generator.
	 *
	 * @param string $seed Any string, e.g. a post slug.
	 */
	public function __construct( string $seed ) {
		$state       = (int) hexdec( substr( md5( $seed ), 0, 8 ) );
		$this->state = 0 === $state ? 0x9E3779B9 : $state; // xorshift must not start at zero.
		for ( $i = 0; $i < 8; $i++ ) {
			$this->next();
		}
	}

	/**
	 * Returns the next raw 32-bit value.
	 */
	public function next(): int {
		$x  = $this->state;
		$x ^= ( $x << 13 ) & 0xFFFFFFFF;
		$x ^= $x >> 17;
		$x ^= ( $x << 5 ) & 0xFFFFFFFF;

		$this->state = $x & 0xFFFFFFFF;
		return $this->state;
	}

	/**
	 * Returns a float in [0, 1).
	 */
	public function float(): float {
		return $this->next() / 4294967296;
	}

	/**
	 * Returns a float in [min, max).
	 *
	 * @param float $min Lower bound.
	 * @param float $max Upper bound.
	 */
	public function between( float $min, float $max ): float {
		return $min + ( $max - $min ) * $this->float();
	}

	/**
	 * Returns an integer in [min, max].
	 *
	 * @param int $min Lower bound.
	 * @param int $max Upper bound, inclusive.
	 */
	public function int( int $min, int $max ): int {
		return $min + (int) floor( $this->float() * ( $max - $min + 1 ) );
	}

	/**
	 * Returns true with the given probability.
	 *
	 * @param float $probability Between 0 and 1.
	 */
	public function chance( float $probability ): bool {
		return $this->float() < $probability;
	}

	/**
	 * Returns one element of a non-empty list.
	 *
	 * @template T
	 * @param list<T> $items Items.
	 * @return T
	 */
	public function pick( array $items ): mixed {
		return $items[ $this->int( 0, count( $items ) - 1 ) ];
	}

	/**
	 * Returns the list in a shuffled order (Fisher–Yates).
	 *
	 * @template T
	 * @param list<T> $items Items.
	 * @return list<T>
	 */
	public function shuffle( array $items ): array {
		for ( $i = count( $items ) - 1; $i > 0; $i-- ) {
			$j           = $this->int( 0, $i );
			$tmp         = $items[ $i ];
			$items[ $i ] = $items[ $j ];
			$items[ $j ] = $tmp;
		}
		return $items;
	}
}
