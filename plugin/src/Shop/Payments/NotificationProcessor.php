<?php
/**
 * Acting on a provider's notification.
 *
 * @package Vitrine
 */

declare( strict_types = 1 );

namespace Vitrine\Shop\Payments;

use Vitrine\Shop\Money;
use Vitrine\Shop\Orders\OrderLifecycle;
use Vitrine\Shop\Orders\OrderNotes;
use Vitrine\Shop\Orders\OrderRepository;
use WP_Error;

defined( 'ABSPATH' ) || exit;

/**
 * Moves an order on a verified notification, exactly once per provider event: the event is
 * recorded first under the unique key (gateway, event id), so of a notification and its
 * replays (sequential or at the same moment) one inserts the row and acts, the others find it
 * and change nothing. The move itself is {@see OrderLifecycle::set_status()}'s conditional
 * UPDATE. A payment must match the order's total and currency; a paid notification moves a
 * pending (or on-hold) order to Processing, a cancelled or failed one cancels a pending order
 * (its stock goes back). If the move fails the event is forgotten, so the provider's retry
 * can succeed.
 */
final class NotificationProcessor {

	public const PROCESSED = 'processed';
	public const DUPLICATE = 'duplicate';
	public const IGNORED   = 'ignored';

	/** Meta key of the provider's payment reference. */
	public const TRANSACTION_META = '_vitrine_transaction_id';

	/**
	 * Sets up the handler.
	 *
	 * @param OrderRepository $orders    Orders.
	 * @param OrderLifecycle  $lifecycle Status moves.
	 * @param OrderNotes      $notes     Notes.
	 */
	public function __construct(
		private OrderRepository $orders = new OrderRepository(),
		private OrderLifecycle $lifecycle = new OrderLifecycle(),
		private OrderNotes $notes = new OrderNotes(),
	) {}

	/**
	 * Acts on a notification.
	 *
	 * @param PaymentGateway      $gateway      The gateway it came through.
	 * @param PaymentNotification $notification What it says (verified).
	 * @return string|WP_Error processed, duplicate (a replay) or ignored (nothing to move);
	 *                         `vitrine_order_not_found` (404), `vitrine_payment_mismatch` (409).
	 */
	public function handle( PaymentGateway $gateway, PaymentNotification $notification ): string|WP_Error {
		$order = $this->orders->find( $notification->order_id );
		if ( ! $order || $order->payment_method !== $gateway->id() ) {
			return new WP_Error( 'vitrine_order_not_found', __( 'This order could not be found.', 'vitrine' ), array( 'status' => 404 ) );
		}
		$paid = PaymentNotification::PAID === $notification->type;
		if ( $paid && ( Money::to_minor( $notification->amount ) !== Money::to_minor( $order->total ) || strtoupper( $notification->currency ) !== $order->currency ) ) {
			return new WP_Error( 'vitrine_payment_mismatch', __( 'The amount paid does not match the order.', 'vitrine' ), array( 'status' => 409 ) );
		}
		if ( ! $this->record( $gateway->id(), $notification ) ) {
			return self::DUPLICATE;
		}
		$moved = false;
		if ( $paid && in_array( $order->status, array( 'pending', 'on-hold' ), true ) ) {
			$moved = $this->lifecycle->set_status( $order->id, 'processing' );
			if ( true === $moved ) {
				if ( '' !== $notification->transaction_id ) {
					$this->orders->set_meta( $order->id, self::TRANSACTION_META, $notification->transaction_id );
				}
				/* translators: 1: payment method, 2: the provider's reference. */
				$this->notes->add( $order->id, sprintf( __( 'Payment received through %1$s (reference %2$s).', 'vitrine' ), $gateway->title(), $notification->transaction_id ) );
			}
		} elseif ( ! $paid && 'pending' === $order->status ) {
			$moved = $this->lifecycle->cancel( $order->id );
			if ( true === $moved ) {
				/* translators: %s: payment method. */
				$this->notes->add( $order->id, sprintf( __( 'The customer cancelled the payment at %s, or it failed.', 'vitrine' ), $gateway->title() ) );
			}
		} elseif ( $paid ) {
			/* translators: 1: payment method, 2: order status. */
			$this->notes->add( $order->id, sprintf( __( 'A payment through %1$s arrived for this order while it was %2$s: please check it at the provider.', 'vitrine' ), $gateway->title(), $order->status ) );
		}
		if ( $moved instanceof WP_Error ) {
			$this->forget( $gateway->id(), $notification->event_id );
			return $moved;
		}
		/**
		 * Fires after a provider's notification was acted on (once per event).
		 *
		 * @since 0.3.0
		 *
		 * @param PaymentNotification $notification The notification.
		 * @param bool                $moved        Whether it moved the order.
		 */
		do_action( 'vitrine_payment_notification', $notification, true === $moved );
		return true === $moved ? self::PROCESSED : self::IGNORED;
	}

	/**
	 * Records the event; false when it was recorded already (a replay).
	 *
	 * @param string              $gateway      Gateway id.
	 * @param PaymentNotification $notification The notification.
	 */
	private function record( string $gateway, PaymentNotification $notification ): bool {
		global $wpdb;
		$inserted = $wpdb->query( // INSERT IGNORE: the unique key turns a replay into 0 rows.
			$wpdb->prepare(
				'INSERT IGNORE INTO %i (gateway, event_id, order_id, type, created_at) VALUES (%s, %s, %d, %s, %s)',
				$wpdb->prefix . PaymentEventsTable::name(),
				$gateway,
				$notification->event_id,
				$notification->order_id,
				$notification->type,
				current_time( 'mysql', true )
			)
		);
		return 1 === $inserted;
	}

	/**
	 * Forgets an event whose move failed.
	 *
	 * @param string $gateway  Gateway id.
	 * @param string $event_id Event.
	 */
	private function forget( string $gateway, string $event_id ): void {
		global $wpdb;
		$wpdb->delete(
			$wpdb->prefix . PaymentEventsTable::name(),
			array(
				'gateway'  => $gateway,
				'event_id' => $event_id,
			),
			array( '%s', '%s' )
		);
	}
}
