<?php
/**
 * email, url, tel, number, date, time, enum, dayofweek.
 *
 * @package Vitrine
 */

declare( strict_types = 1 );

namespace Vitrine\ContactForms\Validation;

defined( 'ABSPATH' ) || exit;

/**
 * Rules every value of a field must pass on its own.
 */
final class FormatRules {

	public const RULES = array( 'email', 'url', 'tel', 'number', 'date', 'time', 'enum', 'dayofweek' );

	/**
	 * Checks a format rule against every value.
	 *
	 * @param string               $name   Rule name.
	 * @param array<string, mixed> $rule   Rule.
	 * @param list<string>         $values Trimmed, non-blank values.
	 */
	public static function check( string $name, array $rule, array $values ): bool {
		$accept = array_map( 'strval', array_filter( (array) ( $rule['accept'] ?? array() ), 'is_scalar' ) );
		foreach ( $values as $value ) {
			$ok = match ( $name ) {
				'email'     => Formats::email( $value ),
				'url'       => Formats::url( $value ),
				'tel'       => Formats::tel( $value ),
				'number'    => Formats::number( $value ),
				'date'      => Formats::date( $value ),
				'time'      => Formats::time( $value ),
				'enum'      => in_array( $value, $accept, true ),
				'dayofweek' => ! Formats::date( $value ) || in_array( (string) Formats::day_of_week( $value ), $accept, true ),
				default     => true,
			};
			if ( ! $ok ) {
				return false;
			}
		}
		return true;
	}
}
