<?php
/**
 * Status changes, cancelling and refunding.
 *
 * @package Vitrine
 */

declare( strict_types = 1 );

namespace Vitrine\Shop\Orders;

use Vitrine\Shop\Money;
use Vitrine\Shop\Payments\OnlineGateways;
use WP_Error;

defined( 'ABSPATH' ) || exit;

/**
 * Moves an order between statuses with what goes with each move: an order's stock is taken at
 * checkout and held while it is pending, on hold, processing or completed; moving it to
 * cancelled or refunded puts the stock back, moving it out of those takes it again. The move
 * itself is one conditional UPDATE ({@see OrderRepository::transition_status()}), so however
 * many requests cancel an order at once, its stock comes back exactly once. Every move leaves
 * a system note with who made it ({@see OrderNotes}).
 */
final class OrderLifecycle {

	/**
	 * Meta key of a refund's record (JSON: amount, reason, author, date).
	 */
	public const REFUND_META = '_vitrine_refund';

	/**
	 * Sets up the lifecycle.
	 *
	 * @param OrderRepository $orders Orders.
	 * @param StockLedger     $stock  Stock.
	 * @param OrderNotes      $notes  Notes.
	 */
	public function __construct(
		private OrderRepository $orders = new OrderRepository(),
		private StockLedger $stock = new StockLedger(),
		private OrderNotes $notes = new OrderNotes(),
	) {}

	/**
	 * Statuses whose order no longer holds its stock.
	 *
	 * @return list<string>
	 */
	public static function released(): array {
		return array( 'cancelled', 'refunded' );
	}

	/**
	 * Changes an order's status. Setting the status it has already is a success that changes
	 * nothing (a second Cancel, a double click).
	 *
	 * @param int    $id     Order id.
	 * @param string $status New status.
	 * @param int    $author Who, 0 for the shop.
	 * @return bool|WP_Error True when this call moved the order, false when it had the status
	 *                       already; `vitrine_invalid_status` (400), `vitrine_order_not_found`
	 *                       (404), `vitrine_order_changed` (409: moved meanwhile to another status)
	 *                       or `vitrine_order_out_of_stock` (409: reopening it needs stock that
	 *                       is gone).
	 */
	public function set_status( int $id, string $status, int $author = 0 ): bool|WP_Error {
		if ( ! in_array( $status, OrderStatus::all(), true ) ) {
			return new WP_Error( 'vitrine_invalid_status', __( 'Please choose a valid order status.', 'vitrine' ), array( 'status' => 400 ) );
		}
		$order = $this->orders->find( $id );
		if ( ! $order ) {
			return new WP_Error( 'vitrine_order_not_found', __( 'This order could not be found.', 'vitrine' ), array( 'status' => 404 ) );
		}
		if ( $order->status === $status ) {
			return false;
		}
		if ( ! $this->orders->transition_status( $id, $order->status, $status ) ) {
			$now = $this->orders->find( $id );
			if ( $now && $now->status === $status ) {
				return false;
			}
			return new WP_Error( 'vitrine_order_changed', __( 'This order was changed meanwhile. Please reload the page and try again.', 'vitrine' ), array( 'status' => 409 ) );
		}
		$releases = in_array( $status, self::released(), true );
		$released = in_array( $order->status, self::released(), true );
		if ( $releases !== $released ) {
			$moved = $this->move_stock( $order, $releases );
			if ( $moved instanceof WP_Error ) {
				$this->orders->transition_status( $id, $status, $order->status );
				return $moved;
			}
		}
		$labels = OrderStatus::labels();
		/* translators: 1: old order status, 2: new order status. */
		$this->notes->add( $id, sprintf( __( 'Order status changed from %1$s to %2$s.', 'vitrine' ), $labels[ $order->status ] ?? $order->status, $labels[ $status ] ), OrderNotes::SYSTEM, $author );

		/**
		 * Fires after an order moved from one status to another (once per move, however many
		 * requests asked for it).
		 *
		 * @since 0.2.0
		 *
		 * @param int    $id   Order id.
		 * @param string $from Old status.
		 * @param string $to   New status.
		 */
		do_action( 'vitrine_order_status_changed', $id, $order->status, $status );
		return true;
	}

	/**
	 * Cancels an order, putting its stock back.
	 *
	 * @param int $id     Order id.
	 * @param int $author Who.
	 * @return bool|WP_Error As {@see OrderLifecycle::set_status()}; a refunded order is not
	 *                       cancelled (`vitrine_order_refunded`, 409).
	 */
	public function cancel( int $id, int $author = 0 ): bool|WP_Error {
		$order = $this->orders->find( $id );
		if ( $order && 'refunded' === $order->status ) {
			return new WP_Error( 'vitrine_order_refunded', __( 'A refunded order cannot be cancelled.', 'vitrine' ), array( 'status' => 409 ) );
		}
		return $this->set_status( $id, 'cancelled', $author );
	}

	/**
	 * Refunds an order in full: records the amount and the reason, moves it to Refunded and
	 * puts its stock back (unless a cancellation did already). An online gateway that supports
	 * refunds returns the payment ({@see \Vitrine\Shop\Payments\PaymentGateway::refund()});
	 * otherwise it is returned outside the shop (bank transfer, cheque, cash).
	 *
	 * @param int    $id     Order id.
	 * @param string $amount Amount as entered ('' for the order's total).
	 * @param string $reason Why (optional).
	 * @param int    $author Who.
	 * @return true|WP_Error `vitrine_refund_amount` (400) when the amount is not the order's
	 *                       total, `vitrine_order_already_refunded` (409), or as
	 *                       {@see OrderLifecycle::set_status()}.
	 */
	public function refund( int $id, string $amount, string $reason, int $author = 0 ): bool|WP_Error {
		$order = $this->orders->find( $id );
		if ( ! $order ) {
			return new WP_Error( 'vitrine_order_not_found', __( 'This order could not be found.', 'vitrine' ), array( 'status' => 404 ) );
		}
		$amount = '' === trim( $amount ) ? $order->total : trim( $amount );
		if ( ! is_numeric( $amount ) || round( (float) $amount * 100 ) !== round( (float) $order->total * 100 ) ) {
			return new WP_Error(
				'vitrine_refund_amount',
				/* translators: %s: the order's total. */
				sprintf( __( 'Only a full refund is possible: enter %s, the order’s total.', 'vitrine' ), Money::format( $order->total ) ),
				array( 'status' => 400 )
			);
		}
		$moved = $this->set_status( $id, 'refunded', $author );
		if ( $moved instanceof WP_Error ) {
			return $moved;
		}
		if ( false === $moved ) {
			return new WP_Error( 'vitrine_order_already_refunded', __( 'This order has been refunded already.', 'vitrine' ), array( 'status' => 409 ) );
		}
		// Through the provider only once the status moved (one request of many gets here), and
		// the move undone if the provider refuses.
		$online = OnlineGateways::get( $order->payment_method );
		if ( $online && $online->supports_refunds() ) {
			$refunded = $online->refund( $order, $order->total, $reason );
			if ( $refunded instanceof WP_Error ) {
				$this->set_status( $id, $order->status, $author );
				return $refunded;
			}
			/* translators: %s: payment method. */
			$this->notes->add( $id, sprintf( __( 'Refunded through %s.', 'vitrine' ), $online->title() ) );
		}
		$this->orders->set_meta(
			$id,
			self::REFUND_META,
			(string) wp_json_encode(
				array(
					'amount' => $order->total,
					'reason' => $reason,
					'author' => $author,
					'date'   => current_time( 'mysql', true ),
				)
			)
		);
		$this->notes->add(
			$id,
			'' === $reason
				/* translators: %s: amount. */
				? sprintf( __( 'Refunded %s.', 'vitrine' ), Money::format( $order->total ) )
				/* translators: 1: amount, 2: the reason given. */
				: sprintf( __( 'Refunded %1$s. Reason: %2$s', 'vitrine' ), Money::format( $order->total ), $reason ),
			OrderNotes::SYSTEM,
			$author
		);
		return true;
	}

	/**
	 * The refund of an order, if any.
	 *
	 * @param array<string, string> $meta The order's meta.
	 * @return array{amount: string, reason: string, author: int, date: string}|null
	 */
	public static function refund_of( array $meta ): ?array {
		$refund = json_decode( $meta[ self::REFUND_META ] ?? '', true );
		if ( ! is_array( $refund ) ) {
			return null;
		}
		return array(
			'amount' => (string) ( $refund['amount'] ?? '' ),
			'reason' => (string) ( $refund['reason'] ?? '' ),
			'author' => (int) ( $refund['author'] ?? 0 ),
			'date'   => (string) ( $refund['date'] ?? '' ),
		);
	}

	/**
	 * Puts an order's stock back, or takes it again, and notes it.
	 *
	 * @param Order $order   The order.
	 * @param bool  $restore True to put back, false to take again.
	 * @return true|WP_Error
	 */
	private function move_stock( Order $order, bool $restore ): bool|WP_Error {
		$quantities = array();
		$names      = array();
		foreach ( $order->items as $item ) {
			if ( $item['product_id'] > 0 ) {
				$quantities[ $item['product_id'] ] = ( $quantities[ $item['product_id'] ] ?? 0 ) + $item['quantity'];
				$names[]                           = $item['name'] . ' × ' . $item['quantity'];
			}
		}
		if ( ! $quantities ) {
			return true;
		}
		if ( $restore ) {
			$this->stock->put_back( $quantities );
			/* translators: %s: the products and quantities, e.g. "Cup × 2, Plate × 1". */
			$this->notes->add( $order->id, sprintf( __( 'Stock restored: %s.', 'vitrine' ), implode( ', ', $names ) ) );
			return true;
		}
		$short = $this->stock->take( $quantities );
		if ( null !== $short ) {
			return new WP_Error(
				'vitrine_order_out_of_stock',
				/* translators: %s: product name. */
				sprintf( __( 'There is not enough “%s” in stock to reopen this order.', 'vitrine' ), (string) get_the_title( $short ) ),
				array( 'status' => 409 )
			);
		}
		/* translators: %s: the products and quantities. */
		$this->notes->add( $order->id, sprintf( __( 'Stock taken again: %s.', 'vitrine' ), implode( ', ', $names ) ) );
		return true;
	}
}
