<?php
/**
 * minitems, maxitems, minlength, maxlength, minnumber, maxnumber, mindate, maxdate, stepnumber.
 *
 * @package Vitrine
 */

declare( strict_types = 1 );

namespace Vitrine\ContactForms\Validation;

defined( 'ABSPATH' ) || exit;

/**
 * Limits on how many values, how long, how large, how late.
 */
final class RangeRules {

	public const RULES = array( 'minitems', 'maxitems', 'minlength', 'maxlength', 'minnumber', 'maxnumber', 'mindate', 'maxdate', 'stepnumber' );

	/**
	 * Checks a range rule. An empty field passes.
	 *
	 * @param string               $name   Rule name.
	 * @param array<string, mixed> $rule   Rule.
	 * @param list<string>         $values Trimmed, non-blank values.
	 */
	public static function check( string $name, array $rule, array $values ): bool {
		if ( array() === $values ) {
			return true;
		}
		if ( 'stepnumber' === $name ) {
			return self::steps( $rule, $values );
		}
		if ( in_array( $name, array( 'mindate', 'maxdate' ), true ) ) {
			return self::dates( $name, $rule['threshold'] ?? null, $values );
		}
		$threshold = Values::number( $rule['threshold'] ?? null );
		if ( null === $threshold ) {
			return true; // No usable threshold: nothing to hold the value to.
		}
		switch ( $name ) {
			case 'minitems':
				return count( $values ) >= $threshold;
			case 'maxitems':
				return count( $values ) <= $threshold;
			case 'minlength':
			case 'maxlength':
				$length = array_sum( array_map( array( Values::class, 'utf16_length' ), $values ) );
				return 'minlength' === $name ? $length >= $threshold : $length <= $threshold;
			case 'minnumber':
			case 'maxnumber':
				foreach ( $values as $value ) {
					if ( ! Formats::number( $value ) ) {
						continue; // Not a number: that is the number rule's error.
					}
					if ( 'minnumber' === $name ? (float) $value < (float) $threshold : (float) $value > (float) $threshold ) {
						return false;
					}
				}
				return true;
		}
		return true;
	}

	/**
	 * Every valid date on the right side of a date threshold (invalid dates are the date rule's).
	 *
	 * @param string       $name      mindate or maxdate.
	 * @param mixed        $threshold `YYYY-MM-DD`.
	 * @param list<string> $values    Values.
	 */
	private static function dates( string $name, mixed $threshold, array $values ): bool {
		if ( ! is_string( $threshold ) || ! Formats::date( $threshold ) ) {
			return true;
		}
		foreach ( $values as $value ) {
			if ( Formats::date( $value ) && ( 'mindate' === $name ? $value < $threshold : $value > $threshold ) ) {
				return false;
			}
		}
		return true;
	}

	/**
	 * Every number lies on `base + k × interval` (within floating-point noise).
	 *
	 * @param array<string, mixed> $rule   Rule with `base` and `interval`.
	 * @param list<string>         $values Values.
	 */
	private static function steps( array $rule, array $values ): bool {
		$base     = Values::number( $rule['base'] ?? null ) ?? 0.0;
		$interval = Values::number( $rule['interval'] ?? null ) ?? 0.0;
		if ( $interval <= 0 ) {
			return true;
		}
		foreach ( $values as $value ) {
			if ( ! Formats::number( $value ) ) {
				continue;
			}
			$remainder = fmod( (float) $value - $base, $interval );
			if ( abs( $remainder ) >= 1e-7 && abs( abs( $remainder ) - $interval ) >= 1e-7 ) {
				return false;
			}
		}
		return true;
	}
}
