<?php
/**
 * Tax arithmetic.
 *
 * @package Vitrine
 */

declare( strict_types = 1 );

namespace Vitrine\Shop\Tax;

use Vitrine\Shop\Money;

defined( 'ABSPATH' ) || exit;

/**
 * The tax rules, on whole cents and rates in hundredths of a percent (19 % is 1900), so no
 * sum ever goes through a float: the tax of an amount entered without tax is
 * `net × rate / 100 %`, of an amount entered with tax `gross × rate / (100 % + rate)`, both
 * rounded half up to the cent. Lines are grouped by rate and each group's tax is rounded once
 * (WooCommerce's "round at subtotal"), so ten items at €0.99 do not gain ten roundings.
 * Shipping is taxed at the country's standard rate. Pure: the settings are passed in.
 */
final class TaxCalculator {

	public const STANDARD = 'standard';
	public const REDUCED  = 'reduced';
	public const ZERO     = 'zero';

	/**
	 * A rate as text ("19", "5.5") in hundredths of a percent; 0 when unreadable or negative.
	 *
	 * @param string $rate Percent.
	 */
	public static function basis_points( string $rate ): int {
		return max( 0, Money::to_minor( str_replace( ',', '.', trim( $rate ) ) ) );
	}

	/**
	 * The tax inside, or on top of, an amount.
	 *
	 * @param int  $amount    Cents.
	 * @param int  $rate      Hundredths of a percent.
	 * @param bool $inclusive Whether the amount includes the tax.
	 */
	public static function tax( int $amount, int $rate, bool $inclusive ): int {
		if ( $rate <= 0 || 0 === $amount ) {
			return 0;
		}
		$divisor = $inclusive ? 10000 + $rate : 10000;
		$sign    = $amount < 0 ? -1 : 1;
		// Half up, in integers: (2 × a × r + d) div (2 × d).
		return $sign * intdiv( 2 * abs( $amount ) * $rate + $divisor, 2 * $divisor );
	}

	/**
	 * The rate of a country for a tax class: the country's own row, else the "*" row (every
	 * other country), else none ("0").
	 *
	 * @param list<array{country: string, standard: string, reduced: string}> $rates   The table.
	 * @param string                                                           $country ISO code.
	 * @param string                                                           $class   standard, reduced or zero.
	 */
	public static function rate_for( array $rates, string $country, string $class ): string {
		if ( self::ZERO === $class ) {
			return '0';
		}
		$found = null;
		foreach ( $rates as $row ) {
			if ( strtoupper( $country ) === $row['country'] ) {
				$found = $row;
				break;
			}
			if ( '*' === $row['country'] && null === $found ) {
				$found = $row;
			}
		}
		if ( null === $found ) {
			return '0';
		}
		$rate = self::REDUCED === $class && '' !== $found['reduced'] ? $found['reduced'] : $found['standard'];
		return '' === $rate ? '0' : $rate;
	}

	/**
	 * The tax lines of an order: one per rate, with the amount taxed and the tax.
	 *
	 * @param list<array{amount: int, rate: string}> $lines     Line totals in cents with their rate
	 *                                                          (shipping as one more line).
	 * @param bool                                   $inclusive Whether the amounts include tax.
	 * @return list<array{rate: string, base: int, tax: int}> By rate, highest first; no line
	 *                                                        for a rate of 0.
	 */
	public static function lines( array $lines, bool $inclusive ): array {
		$bases = array();
		foreach ( $lines as $line ) {
			$points = self::basis_points( $line['rate'] );
			if ( $points > 0 ) {
				$bases[ $points ] = ( $bases[ $points ] ?? 0 ) + $line['amount'];
			}
		}
		krsort( $bases );
		$taxes = array();
		foreach ( $bases as $points => $base ) {
			$taxes[] = array(
				'rate' => self::rate_text( $points ),
				'base' => $base,
				'tax'  => self::tax( $base, $points, $inclusive ),
			);
		}
		return $taxes;
	}

	/**
	 * Hundredths of a percent as the shortest text: 1900 → "19", 550 → "5.5".
	 *
	 * @param int $points Rate.
	 */
	public static function rate_text( int $points ): string {
		return rtrim( rtrim( Money::from_minor( $points ), '0' ), '.' );
	}
}
