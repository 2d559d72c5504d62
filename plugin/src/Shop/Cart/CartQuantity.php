<?php
/**
 * The rule for a quantity sent to the cart.
 *
 * @package Vitrine
 */

declare( strict_types = 1 );

namespace Vitrine\Shop\Cart;

use WP_Error;

defined( 'ABSPATH' ) || exit;

/**
 * One rule for the REST routes and the no-JS forms: a whole number (digits only, or a JSON
 * integer) from the minimum (1 to add, 0 to set, where 0 removes) to
 * {@see DatabaseCart::MAX_QUANTITY}. Anything else (−5, `abc`, 2.5, an array) is refused with
 * {@see CartErrors::invalid_quantity()}, never turned into another number.
 */
final class CartQuantity {

	/**
	 * The quantity, or the refusal.
	 *
	 * @param mixed $value Raw value (unslashed).
	 * @param int   $min   Smallest allowed: 1 to add, 0 to set.
	 */
	public static function parse( $value, int $min = 1 ): int|WP_Error {
		if ( is_string( $value ) && 1 === preg_match( '/^\s*\d{1,9}\s*$/', $value ) ) {
			$value = (int) $value;
		}
		if ( ! is_int( $value ) || $value < $min || $value > DatabaseCart::MAX_QUANTITY ) {
			return CartErrors::invalid_quantity();
		}
		return $value;
	}

	/**
	 * The REST argument of a quantity, checked by {@see CartQuantity::parse()}.
	 *
	 * @param int $min Smallest allowed: 1 to add, 0 to set.
	 * @return array<string, mixed>
	 */
	public static function rest_arg( int $min ): array {
		return array(
			'description'       => __( 'Number of units.', 'vitrine' ),
			'type'              => 'integer',
			'minimum'           => $min,
			'maximum'           => DatabaseCart::MAX_QUANTITY,
			'validate_callback' => static function ( $value ) use ( $min ) {
				$quantity = self::parse( $value, $min );
				return $quantity instanceof WP_Error ? $quantity : true;
			},
			'sanitize_callback' => static fn( $value ) => self::parse( $value, $min ),
		);
	}
}
