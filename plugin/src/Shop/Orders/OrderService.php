<?php
/**
 * Placing orders.
 *
 * @package Vitrine
 */

declare( strict_types = 1 );

namespace Vitrine\Shop\Orders;

use Vitrine\Shop\Cart\Cart;
use Vitrine\Shop\Money;
use WP_Error;

defined( 'ABSPATH' ) || exit;

/**
 * Turns a cart into an order: checks the billing details and the payment method, counts the
 * order against the checkout limits ({@see CheckoutLimits}), takes the stock (atomically,
 * never more than there is), stores the order with its lines, totals and meta, empties the
 * cart and queues the mails to the customer and the shop (sent after the response).
 *
 * Given the cart's key, everything from reading the cart to emptying it runs under the cart's
 * lock ({@see CheckoutLock}): one cart makes one order, whatever the number of identical
 * requests, and the duplicates get that order back.
 */
final class OrderService {

	/**
	 * Sets up the service.
	 *
	 * @param OrderRepository $orders Orders.
	 * @param StockLedger     $stock  Stock.
	 * @param OrderMailQueue  $mails  Mails, sent after the response.
	 * @param CheckoutLimits  $limits Orders per address and per billing email.
	 */
	public function __construct(
		private OrderRepository $orders = new OrderRepository(),
		private StockLedger $stock = new StockLedger(),
		private OrderMailQueue $mails = new OrderMailQueue(),
		private CheckoutLimits $limits = new CheckoutLimits(),
	) {}

	/**
	 * Places the order of a cart.
	 *
	 * @param Cart                  $cart    The customer's cart.
	 * @param array<string, string> $billing Sanitized billing fields ({@see Billing::from_post()}).
	 * @param string                $gateway Payment gateway id.
	 * @param array<string, string> $meta    Order meta to store (e.g. attribution).
	 * @param int                   $user_id Member placing it, 0 for a guest.
	 * @param string                $cart_key The cart's visitor key, to place its order under its
	 *                                        lock; '' places it without one (a cart no other
	 *                                        request can reach).
	 * @param string                $shipping The shipping method chosen ('' for the first the
	 *                                        billing country's zone offers).
	 */
	public function place( Cart $cart, array $billing, string $gateway, array $meta = array(), int $user_id = 0, string $cart_key = '', string $shipping = '' ): Order|WP_Error {
		$lock = '' === $cart_key ? null : new CheckoutLock( $cart_key );
		if ( $lock && ! $lock->acquire() ) {
			return new WP_Error( 'vitrine_checkout_busy', __( 'Your order is still being placed. Please wait a moment and reload the page.', 'vitrine' ), array( 'status' => 503 ) );
		}
		try {
			$order = $this->place_locked( $cart, $billing, $gateway, $meta, $user_id, $lock, $shipping );
		} finally {
			$lock?->release();
		}
		if ( $order instanceof WP_Error ) {
			return $order;
		}
		list( $order, $new ) = $order;
		if ( ! $new ) {
			return $order;
		}
		// Mailed after the response ({@see OrderMailQueue}): the customer waits for the
		// database only, and a slow mail server holds neither them nor the cart's duplicates.
		$this->mails->queue( $order );

		/**
		 * Fires after an order was placed at checkout.
		 *
		 * @since 0.1.0
		 *
		 * @param Order                 $order The order.
		 * @param array<string, string> $meta  Its meta.
		 */
		do_action( 'vitrine_order_placed', $order, $meta );
		return $order;
	}

	/**
	 * Places the order while the cart's lock is held (or without a lock).
	 *
	 * @param Cart                  $cart    The customer's cart.
	 * @param array<string, string> $billing Billing fields.
	 * @param string                $gateway Payment gateway id.
	 * @param array<string, string> $meta    Order meta.
	 * @param int                   $user_id Member placing it, 0 for a guest.
	 * @param CheckoutLock|null     $lock    The cart's lock, held.
	 * @param string                $shipping The shipping method chosen.
	 * @return array{0: Order, 1: bool}|WP_Error The order and whether it is new (false: the
	 *                                           order a duplicate request lands on), or why not.
	 */
	private function place_locked( Cart $cart, array $billing, string $gateway, array $meta, int $user_id, ?CheckoutLock $lock, string $shipping ): array|WP_Error {
		// Read under the lock: a duplicate queued behind the first request finds the cart empty.
		$lines = $cart->lines();
		if ( ! $lines ) {
			$placed = $lock ? $this->orders->find( $lock->remembered() ) : null;
			if ( $placed ) {
				return array( $placed, false );
			}
			return new WP_Error( 'vitrine_checkout_empty_cart', __( 'Your cart is empty.', 'vitrine' ), array( 'status' => 400 ) );
		}
		$errors = Billing::validate( $billing );
		if ( $errors ) {
			return new WP_Error(
				'vitrine_checkout_invalid_fields',
				__( 'Please check the highlighted fields.', 'vitrine' ),
				array(
					'status' => 400,
					'fields' => $errors,
				)
			);
		}
		$gateways = PaymentGateways::all();
		if ( ! isset( $gateways[ $gateway ] ) ) {
			return new WP_Error( 'vitrine_checkout_invalid_payment_method', __( 'Please choose a payment method.', 'vitrine' ), array( 'status' => 400 ) );
		}
		$quote = OrderQuote::for_cart( $cart, $billing['country'] ?? '', $shipping );
		if ( ! $quote->ships ) {
			return new WP_Error(
				'vitrine_checkout_no_shipping',
				__( 'Sorry, we cannot ship to this country. Please choose another country.', 'vitrine' ),
				array(
					'status' => 400,
					'fields' => array( 'country' => __( 'We do not ship to this country.', 'vitrine' ) ),
				)
			);
		}
		// Counted before any stock is taken, so a flood of orders cannot tie the stock up.
		$limited = $this->limits->hit( $billing['email'] );
		if ( $limited ) {
			return $limited;
		}

		$quantities = array();
		$items      = array();
		foreach ( $lines as $line ) {
			$quantities[ $line->product->id ] = $line->quantity;
			$items[]                          = array(
				'product_id' => $line->product->id,
				'name'       => $line->product->name,
				'quantity'   => $line->quantity,
				'unit_price' => $line->product->effective_price(),
				'total'      => $line->total(),
			);
		}
		$short = $this->stock->take( $quantities );
		if ( null !== $short ) {
			$name = '';
			foreach ( $lines as $line ) {
				$name = $line->product->id === $short ? $line->product->name : $name;
			}
			return new WP_Error(
				'vitrine_checkout_out_of_stock',
				/* translators: %s: product name. */
				sprintf( __( 'Sorry, there is not enough “%s” in stock to fill your order. Please change your cart and try again.', 'vitrine' ), $name ),
				array(
					'status'     => 409,
					'product_id' => $short,
				)
			);
		}

		$row = array( 'order_key' => bin2hex( random_bytes( 16 ) ) );
		foreach ( $billing as $name => $value ) {
			$row[ 'billing_' . $name ] = $value;
		}
		$row += array(
			'status'          => $gateways[ $gateway ]['status'],
			'user_id'         => $user_id,
			'payment_method'  => $gateway,
			'currency'        => Money::currency(),
			'subtotal'        => Money::from_minor( $quote->subtotal ),
			'total'           => Money::from_minor( $quote->total ),
			'shipping_method' => $quote->shipping['id'] ?? '',
			'shipping_total'  => Money::from_minor( $quote->shipping['cost'] ?? 0 ),
			'tax_total'       => Money::from_minor( $quote->tax_total() ),
			'breakdown'       => (string) wp_json_encode( $quote->breakdown() ),
			'created_via'     => 'checkout',
			'created_at'      => current_time( 'mysql', true ),
		);
		$id   = $this->orders->insert( $row, $items, $meta );
		if ( 0 === $id ) {
			$this->stock->put_back( $quantities );
			return new WP_Error( 'vitrine_checkout_storage', __( 'Your order could not be saved. Please try again.', 'vitrine' ), array( 'status' => 500 ) );
		}
		$cart->clear();
		$lock?->remember( $id );
		$order = $this->orders->find( $id );
		if ( ! $order ) {
			return new WP_Error( 'vitrine_checkout_storage', __( 'Your order could not be saved. Please try again.', 'vitrine' ), array( 'status' => 500 ) );
		}
		return array( $order, true );
	}
}
