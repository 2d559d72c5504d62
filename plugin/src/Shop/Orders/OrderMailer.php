<?php
/**
 * Order mails.
 *
 * @package Vitrine
 */

declare( strict_types = 1 );

namespace Vitrine\Shop\Orders;

use Vitrine\Shop\Money;

defined( 'ABSPATH' ) || exit;

/**
 * Mails a new order to the customer (what they ordered, how to pay) and to the shop (the
 * site's admin email, filterable with `vitrine_order_shop_email`).
 */
final class OrderMailer {

	/**
	 * Sends both mails.
	 *
	 * @param Order $order The order.
	 */
	public function send( Order $order ): void {
		$summary = $this->summary( $order );
		$gateway = PaymentGateways::all()[ $order->payment_method ] ?? null;
		$site    = wp_specialchars_decode( (string) get_bloginfo( 'name' ), ENT_QUOTES );

		wp_mail(
			$order->billing['email'],
			/* translators: 1: site name, 2: order number. */
			sprintf( __( 'Your %1$s order #%2$d has been received', 'vitrine' ), $site, $order->id ),
			/* translators: %s: customer's first name. */
			sprintf( __( 'Hi %s,', 'vitrine' ), $order->billing['first_name'] ) . "\n\n"
			. __( 'Thank you for your order. We will let you know when it ships.', 'vitrine' ) . "\n\n"
			. $summary
			. ( $gateway ? "\n" . $gateway['title'] . ': ' . $gateway['description'] . "\n" : '' )
		);

		/**
		 * Filters the address that receives the shop's copy of each new order.
		 *
		 * @since 0.1.0
		 *
		 * @param string $email Default: the site's admin email.
		 * @param Order  $order The order.
		 */
		$shop = (string) apply_filters( 'vitrine_order_shop_email', (string) get_option( 'admin_email' ), $order );
		wp_mail(
			$shop,
			/* translators: 1: site name, 2: order number, 3: customer name. */
			sprintf( __( '[%1$s] New order #%2$d from %3$s', 'vitrine' ), $site, $order->id, $order->customer_name() ),
			$summary . "\n" . $order->customer_name() . "\n" . $order->billing['email'] . "\n"
			. $order->billing['address'] . ', ' . $order->billing['postcode'] . ' ' . $order->billing['city'] . ', ' . $order->billing['country'] . "\n"
			. admin_url( 'admin.php?page=vitrine-orders&order=' . $order->id ) . "\n"
		);
	}

	/**
	 * The order's lines and total as text.
	 *
	 * @param Order $order The order.
	 */
	private function summary( Order $order ): string {
		/* translators: %d: order number. */
		$text = sprintf( __( 'Order #%d', 'vitrine' ), $order->id ) . "\n";
		foreach ( $order->items as $item ) {
			$text .= sprintf( '%1$s × %2$d: %3$s', $item['name'], $item['quantity'], Money::format( $item['total'] ) ) . "\n";
		}
		/* translators: %s: order total. */
		return $text . sprintf( __( 'Total: %s', 'vitrine' ), Money::format( $order->total ) ) . "\n";
	}
}
