<?php
/**
 * Shipping zones and their methods.
 *
 * @package Vitrine
 */

declare( strict_types = 1 );

namespace Vitrine\Shop\Shipping;

use Vitrine\Shop\Money;

defined( 'ABSPATH' ) || exit;

/**
 * Which zone a country is in and what its methods cost, as WooCommerce's zones do for a small
 * shop: a zone lists countries and has up to three methods, a flat rate, free shipping from an
 * amount (the items' subtotal as shown, the threshold included: "free over €50" is free at
 * €50.00) and local pickup. The first zone listing the country wins, else the zone with no
 * countries ("everywhere else"); a country in none is not charged for shipping (the countries
 * the shop sells to are chosen elsewhere). When free shipping applies the flat rate is not
 * offered. Pure: the zones are passed in.
 */
final class ShippingRules {

	public const FLAT_RATE = 'flat_rate';
	public const FREE      = 'free_shipping';
	public const PICKUP    = 'local_pickup';

	/**
	 * The zone of a country.
	 *
	 * @param list<array{name: string, countries: list<string>, flat_rate: string, free_over: string, pickup: bool}> $zones   Zones in order.
	 * @param string                                                                                                 $country ISO code.
	 * @return array{name: string, countries: list<string>, flat_rate: string, free_over: string, pickup: bool}|null
	 */
	public static function zone_for( array $zones, string $country ): ?array {
		$fallback = null;
		foreach ( $zones as $zone ) {
			if ( in_array( strtoupper( $country ), $zone['countries'], true ) ) {
				return $zone;
			}
			if ( ! $zone['countries'] && null === $fallback ) {
				$fallback = $zone;
			}
		}
		return $fallback;
	}

	/**
	 * The methods a zone offers for a subtotal.
	 *
	 * @param array{name: string, countries: list<string>, flat_rate: string, free_over: string, pickup: bool} $zone     The zone.
	 * @param int                                                                                              $subtotal Items' subtotal in cents.
	 * @return list<array{id: string, label: string, cost: int}>
	 */
	public static function options( array $zone, int $subtotal ): array {
		$options = array();
		$free    = '' !== $zone['free_over'] && $subtotal >= Money::to_minor( $zone['free_over'] );
		if ( $free ) {
			$options[] = array(
				'id'    => self::FREE,
				'label' => __( 'Free shipping', 'vitrine' ),
				'cost'  => 0,
			);
		} elseif ( '' !== $zone['flat_rate'] ) {
			$options[] = array(
				'id'    => self::FLAT_RATE,
				'label' => __( 'Flat rate', 'vitrine' ),
				'cost'  => Money::to_minor( $zone['flat_rate'] ),
			);
		}
		if ( $zone['pickup'] ) {
			$options[] = array(
				'id'    => self::PICKUP,
				'label' => __( 'Local pickup', 'vitrine' ),
				'cost'  => 0,
			);
		}
		return $options;
	}

	/**
	 * The chosen method among the options: the one asked for, else the first.
	 *
	 * @param list<array{id: string, label: string, cost: int}> $options Options.
	 * @param string                                            $chosen  Asked-for id.
	 * @return array{id: string, label: string, cost: int}|null
	 */
	public static function choose( array $options, string $chosen ): ?array {
		foreach ( $options as $option ) {
			if ( $option['id'] === $chosen ) {
				return $option;
			}
		}
		return $options[0] ?? null;
	}
}
