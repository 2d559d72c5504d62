<?php
/**
 * Payment methods.
 *
 * @package Vitrine
 */

declare( strict_types = 1 );

namespace Vitrine\Shop\Orders;

use Vitrine\Shop\Payments\OnlineGateways;
use Vitrine\Shop\Payments\PaymentSettings;

defined( 'ABSPATH' ) || exit;

/**
 * The payment methods offered at checkout: the offline ones the owner turned on
 * (`vitrine_payment_methods`: bank transfer `bacs` and cash on delivery `cod` by default,
 * cheque `cheque`), which leave the order "on hold" / "processing" until the shop sees the
 * money, then the online gateways of add-ons ({@see OnlineGateways}), whose orders wait
 * "pending payment" for the provider's notification. All pass the `vitrine_payment_gateways`
 * filter.
 */
final class PaymentGateways {

	/**
	 * The gateways the checkout offers: the offline methods the owner turned on (in the setup
	 * or Settings → Payments; bank transfer and cash on delivery until they choose) and every
	 * online gateway an add-on registered.
	 *
	 * @return array<string, array{title: string, description: string, status: string}>
	 */
	public static function all(): array {
		$switches = PaymentSettings::methods();
		return self::offered(
			array_filter(
				self::offline(),
				static fn( string $id ): bool => $switches[ $id ] ?? false,
				ARRAY_FILTER_USE_KEY
			)
		);
	}

	/**
	 * The offline methods the shop itself offers, whether turned on or not (Settings → Payments
	 * and the setup's payment step turn them on and off, in one option).
	 *
	 * @return array<string, array{title: string, description: string, status: string}>
	 */
	public static function offline(): array {
		return array(
			'bacs'   => array(
				'title'       => __( 'Direct bank transfer', 'vitrine' ),
				'description' => __( 'Make your payment directly into our bank account. Please use your order number as the payment reference. Your order will ship once the funds have cleared.', 'vitrine' ),
				'status'      => 'on-hold',
			),
			'cheque' => array(
				'title'       => __( 'Check payments', 'vitrine' ),
				'description' => __( 'Please send a check to our address, with your order number written on the back. Your order will ship once it has cleared.', 'vitrine' ),
				'status'      => 'on-hold',
			),
			'cod'    => array(
				'title'       => __( 'Cash on delivery', 'vitrine' ),
				'description' => __( 'Pay with cash upon delivery.', 'vitrine' ),
				'status'      => 'processing',
			),
		);
	}

	/**
	 * Every installed gateway by id, offered or not: the offline methods, then the online
	 * gateways of add-ons, through the `vitrine_payment_gateways` filter.
	 *
	 * @return array<string, array{title: string, description: string, status: string}>
	 */
	public static function installed(): array {
		return self::offered( self::offline() );
	}

	/**
	 * The given offline methods, then the online gateways of add-ons, through the
	 * `vitrine_payment_gateways` filter (which may add an offline method or hide one).
	 *
	 * @param array<string, array{title: string, description: string, status: string}> $gateways The offline methods.
	 * @return array<string, array{title: string, description: string, status: string}>
	 */
	private static function offered( array $gateways ): array {
		foreach ( OnlineGateways::all() as $id => $online ) {
			$gateways[ $id ] = array(
				'title'       => $online->title(),
				'description' => $online->description(),
				'status'      => 'pending',
			);
		}
		/**
		 * Filters the payment gateways offered at checkout.
		 *
		 * Each gateway is keyed by a short id (stored with the order as its payment method) and
		 * has a `title` and `description` shown at checkout and a `status` the order takes when
		 * placed (`pending`, `on-hold`, `processing`). A gateway that takes the payment online
		 * can hook `vitrine_order_placed` to send the customer on, or answer on its own page.
		 *
		 * @since 0.1.0
		 *
		 * @param array<string, array{title: string, description: string, status: string}> $gateways Gateways.
		 */
		$filtered = (array) apply_filters( 'vitrine_payment_gateways', $gateways );
		$valid    = array();
		foreach ( $filtered as $id => $gateway ) {
			if ( is_string( $id ) && is_array( $gateway ) && isset( $gateway['title'] ) ) {
				$valid[ sanitize_key( $id ) ] = array(
					'title'       => (string) $gateway['title'],
					'description' => (string) ( $gateway['description'] ?? '' ),
					'status'      => in_array( $gateway['status'] ?? '', OrderStatus::all(), true ) ? (string) $gateway['status'] : 'pending',
				);
			}
		}
		return $valid;
	}
}
