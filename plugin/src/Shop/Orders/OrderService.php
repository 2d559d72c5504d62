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
 * Turns a cart into an order: checks the billing details and the payment method, takes the
 * stock (atomically, never more than there is), stores the order with its lines, totals and
 * meta, empties the cart and mails the customer and the shop.
 */
final class OrderService {

	/**
	 * Sets up the service.
	 *
	 * @param OrderRepository $orders Orders.
	 * @param StockLedger     $stock  Stock.
	 * @param OrderMailer     $mailer Mails.
	 */
	public function __construct(
		private OrderRepository $orders = new OrderRepository(),
		private StockLedger $stock = new StockLedger(),
		private OrderMailer $mailer = new OrderMailer(),
	) {}

	/**
	 * Places the order of a cart.
	 *
	 * @param Cart                  $cart    The customer's cart.
	 * @param array<string, string> $billing Sanitized billing fields ({@see Billing::from_post()}).
	 * @param string                $gateway Payment gateway id.
	 * @param array<string, string> $meta    Order meta to store (e.g. attribution).
	 * @param int                   $user_id Member placing it, 0 for a guest.
	 */
	public function place( Cart $cart, array $billing, string $gateway, array $meta = array(), int $user_id = 0 ): Order|WP_Error {
		$lines = $cart->lines();
		if ( ! $lines ) {
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

		$quantities = array();
		$items      = array();
		$cents      = 0;
		foreach ( $lines as $line ) {
			$quantities[ $line->product->id ] = $line->quantity;
			$items[]                          = array(
				'product_id' => $line->product->id,
				'name'       => $line->product->name,
				'quantity'   => $line->quantity,
				'unit_price' => $line->product->effective_price(),
				'total'      => $line->total(),
			);
			$cents                           += (int) round( (float) $line->total() * 100 );
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

		$total = number_format( $cents / 100, 2, '.', '' );
		$row   = array( 'order_key' => bin2hex( random_bytes( 16 ) ) );
		foreach ( $billing as $name => $value ) {
			$row[ 'billing_' . $name ] = $value;
		}
		$row += array(
			'status'         => $gateways[ $gateway ]['status'],
			'user_id'        => $user_id,
			'payment_method' => $gateway,
			'currency'       => Money::currency(),
			'subtotal'       => $total,
			'total'          => $total,
			'created_via'    => 'checkout',
			'created_at'     => current_time( 'mysql', true ),
		);
		$id   = $this->orders->insert( $row, $items, $meta );
		if ( 0 === $id ) {
			$this->stock->put_back( $quantities );
			return new WP_Error( 'vitrine_checkout_storage', __( 'Your order could not be saved. Please try again.', 'vitrine' ), array( 'status' => 500 ) );
		}
		$cart->clear();
		$order = $this->orders->find( $id );
		if ( ! $order ) {
			return new WP_Error( 'vitrine_checkout_storage', __( 'Your order could not be saved. Please try again.', 'vitrine' ), array( 'status' => 500 ) );
		}
		$this->mailer->send( $order );

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
}
