<?php
/**
 * An order.
 *
 * @package Vitrine
 */

declare( strict_types = 1 );

namespace Vitrine\Shop\Orders;

defined( 'ABSPATH' ) || exit;

/**
 * A placed order as stored: its billing details, lines and totals (decimal strings).
 */
final class Order {

	/**
	 * Sets the order.
	 *
	 * @param int                                                                                   $id             Order number.
	 * @param string                                                                                $key            Secret that lets the customer see the confirmation.
	 * @param string                                                                                $status         {@see OrderStatus}.
	 * @param int                                                                                   $user_id        Member, 0 for guests.
	 * @param array<string, string>                                                                 $billing        Billing fields by name.
	 * @param string                                                                                $payment_method Gateway id.
	 * @param string                                                                                $currency       ISO code.
	 * @param string                                                                                $subtotal       Sum of the lines.
	 * @param string                                                                                $total          What the customer pays.
	 * @param string                                                                                $created_via    `checkout` or `admin`.
	 * @param string                                                                                $created_at     GMT date.
	 * @param list<array{product_id: int, name: string, quantity: int, unit_price: string, total: string}> $items Lines.
	 * @param string                                                                                $shipping_total Shipping charged.
	 * @param string                                                                                $tax_total      Tax included or added.
	 * @param array<string, mixed>                                                                  $breakdown      Shipping method and tax lines as placed ({@see OrderQuote::breakdown()}).
	 */
	public function __construct(
		public readonly int $id,
		public readonly string $key,
		public readonly string $status,
		public readonly int $user_id,
		public readonly array $billing,
		public readonly string $payment_method,
		public readonly string $currency,
		public readonly string $subtotal,
		public readonly string $total,
		public readonly string $created_via,
		public readonly string $created_at,
		public readonly array $items,
		public readonly string $shipping_total = '0.00',
		public readonly string $tax_total = '0.00',
		public readonly array $breakdown = array(),
	) {}

	/**
	 * First and last name.
	 */
	public function customer_name(): string {
		return trim( ( $this->billing['first_name'] ?? '' ) . ' ' . ( $this->billing['last_name'] ?? '' ) );
	}
}
