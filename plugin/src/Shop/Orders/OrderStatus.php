<?php
/**
 * Order statuses.
 *
 * @package Vitrine
 */

declare( strict_types = 1 );

namespace Vitrine\Shop\Orders;

defined( 'ABSPATH' ) || exit;

/**
 * WooCommerce's order statuses (without the `wc-` prefix) and their labels.
 */
final class OrderStatus {

	/**
	 * Status ids.
	 *
	 * @return list<string>
	 */
	public static function all(): array {
		return array_keys( self::labels() );
	}

	/**
	 * Labels by status.
	 *
	 * @return array<string, string>
	 */
	public static function labels(): array {
		return array(
			'pending'    => _x( 'Pending payment', 'order status', 'vitrine' ),
			'processing' => _x( 'Processing', 'order status', 'vitrine' ),
			'on-hold'    => _x( 'On hold', 'order status', 'vitrine' ),
			'completed'  => _x( 'Completed', 'order status', 'vitrine' ),
			'cancelled'  => _x( 'Cancelled', 'order status', 'vitrine' ),
			'refunded'   => _x( 'Refunded', 'order status', 'vitrine' ),
		);
	}
}
