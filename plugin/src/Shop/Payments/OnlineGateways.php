<?php
/**
 * The online gateways add-ons registered.
 *
 * @package Vitrine
 */

declare( strict_types = 1 );

namespace Vitrine\Shop\Payments;

defined( 'ABSPATH' ) || exit;

/**
 * The gateways registered with `vitrine_online_payment_gateways`, by id.
 */
final class OnlineGateways {

	/**
	 * Every registered gateway by id (the first of an id wins).
	 *
	 * @return array<string, PaymentGateway>
	 */
	public static function all(): array {
		/**
		 * Filters the online payment gateways: add-ons append an instance of their
		 * {@see PaymentGateway} subclass. Each is offered at checkout (unless the
		 * `vitrine_payment_gateways` filter removes its id) and gets its return and
		 * notification routes under `vitrine/v1/payments/<id>/`.
		 *
		 * @since 0.3.0
		 *
		 * @param list<PaymentGateway> $gateways Gateways.
		 */
		$registered = (array) apply_filters( 'vitrine_online_payment_gateways', array() );
		$gateways   = array();
		foreach ( $registered as $gateway ) {
			if ( $gateway instanceof PaymentGateway ) {
				$id = sanitize_key( $gateway->id() );
				if ( '' !== $id && ! isset( $gateways[ $id ] ) ) {
					$gateways[ $id ] = $gateway;
				}
			}
		}
		return $gateways;
	}

	/**
	 * One gateway.
	 *
	 * @param string $id Its id.
	 */
	public static function get( string $id ): ?PaymentGateway {
		return self::all()[ $id ] ?? null;
	}
}
