<?php
/**
 * A provider's notification.
 *
 * @package Vitrine
 */

declare( strict_types = 1 );

namespace Vitrine\Shop\Payments;

defined( 'ABSPATH' ) || exit;

/**
 * What a verified notification says: which event (the provider's id, unique per gateway), of
 * which order, what happened, and for a payment how much in which currency.
 */
final class PaymentNotification {

	public const PAID      = 'paid';
	public const CANCELLED = 'cancelled';
	public const FAILED    = 'failed';

	/**
	 * Sets the notification.
	 *
	 * @param string $event_id       The provider's id of this event (replays carry the same).
	 * @param int    $order_id       The order.
	 * @param string $type           paid, cancelled or failed.
	 * @param string $amount         Amount paid, a decimal string ('' when not a payment).
	 * @param string $currency       ISO code ('' when not a payment).
	 * @param string $transaction_id The provider's payment reference.
	 */
	public function __construct(
		public readonly string $event_id,
		public readonly int $order_id,
		public readonly string $type,
		public readonly string $amount = '',
		public readonly string $currency = '',
		public readonly string $transaction_id = '',
	) {}
}
