<?php
/**
 * Orders on the account page.
 *
 * @package Vitrine
 */

declare( strict_types = 1 );

namespace Vitrine\Account\Customer;

use Vitrine\Shop\Money;
use Vitrine\Shop\Orders\OrderTotalsView;
use Vitrine\Shop\Payments\BankDetails;
use Vitrine\Shop\Orders\Countries;
use Vitrine\Shop\Orders\Order;
use Vitrine\Shop\Orders\OrderStatus;
use Vitrine\Shop\Orders\PaymentGateways;
use Vitrine\Shop\Setup\ShopPages;

defined( 'ABSPATH' ) || exit;

/**
 * The list of a member's orders and one order's detail: its lines, totals, billing address
 * and payment method. Everything is escaped here.
 */
final class OrderView {

	/**
	 * The orders table, newest first, or an empty state.
	 *
	 * @param list<Order> $orders Orders.
	 */
	public static function list( array $orders ): string {
		if ( ! $orders ) {
			return sprintf(
				'<p class="vitrine-my-account__empty">%1$s</p><p><a class="button vitrine-button wp-element-button" href="%2$s">%3$s</a></p>',
				esc_html__( 'You have not placed any orders yet.', 'vitrine' ),
				esc_url( ShopPages::url( 'shop' ) ),
				esc_html__( 'Browse the shop', 'vitrine' )
			);
		}
		$rows = '';
		foreach ( $orders as $order ) {
			$rows .= sprintf(
				'<tr><th scope="row"><a href="%1$s">%2$s</a></th><td>%3$s</td><td>%4$s</td><td>%5$s</td><td><a href="%1$s" aria-label="%6$s">%7$s</a></td></tr>',
				esc_url( AccountPage::url( array( 'view-order' => $order->id ) ) ),
				/* translators: %d: order number. */
				esc_html( sprintf( __( '#%d', 'vitrine' ), $order->id ) ),
				self::date( $order ),
				esc_html( self::status( $order ) ),
				esc_html( Money::format( $order->total ) ),
				/* translators: %d: order number. */
				esc_attr( sprintf( __( 'View order %d', 'vitrine' ), $order->id ) ),
				esc_html__( 'View', 'vitrine' )
			);
		}
		return sprintf(
			'<table class="vitrine-my-account__orders"><caption class="screen-reader-text">%1$s</caption><thead><tr><th scope="col">%2$s</th><th scope="col">%3$s</th><th scope="col">%4$s</th><th scope="col">%5$s</th><th scope="col"><span class="screen-reader-text">%6$s</span></th></tr></thead><tbody>%7$s</tbody></table>',
			esc_html__( 'Your orders, newest first', 'vitrine' ),
			esc_html__( 'Order', 'vitrine' ),
			esc_html__( 'Date', 'vitrine' ),
			esc_html__( 'Status', 'vitrine' ),
			esc_html__( 'Total', 'vitrine' ),
			esc_html__( 'Actions', 'vitrine' ),
			$rows
		);
	}

	/**
	 * One order: overview, lines, totals, billing address and payment method.
	 *
	 * @param Order $order Order.
	 */
	public static function detail( Order $order ): string {
		$lines = '';
		foreach ( $order->items as $item ) {
			$lines .= sprintf(
				'<tr><td>%1$s&nbsp;&times;&nbsp;%2$d</td><td>%3$s</td></tr>',
				esc_html( $item['name'] ),
				$item['quantity'],
				esc_html( Money::format( $item['total'] ) )
			);
		}
		$gateway = PaymentGateways::all()[ $order->payment_method ] ?? null;
		return sprintf(
			'<section class="vitrine-my-account__order" aria-labelledby="vitrine-order-%1$d"><h2 id="vitrine-order-%1$d">%2$s</h2><p class="vitrine-my-account__order-meta">%3$s</p><table class="vitrine-my-account__lines"><thead><tr><th scope="col">%4$s</th><th scope="col">%5$s</th></tr></thead><tbody>%6$s</tbody><tfoot>%7$s<tr><th scope="row">%9$s</th><td>%10$s</td></tr></tfoot></table>%8$s<h3>%11$s</h3>%12$s</section>',
			$order->id,
			/* translators: %d: order number. */
			esc_html( sprintf( __( 'Order #%d', 'vitrine' ), $order->id ) ),
			sprintf(
				/* translators: 1: order date, 2: order status. */
				esc_html__( 'Placed on %1$s · %2$s', 'vitrine' ),
				self::date( $order ),
				'<mark class="vitrine-my-account__status">' . esc_html( self::status( $order ) ) . '</mark>'
			),
			esc_html__( 'Product', 'vitrine' ),
			esc_html__( 'Total', 'vitrine' ),
			$lines,
			OrderTotalsView::table_rows( OrderTotalsView::for_order( $order ) ),
			in_array( $order->status, array( 'on-hold', 'pending' ), true ) ? BankDetails::html( $order, 'h3' ) : '',
			esc_html__( 'Payment method', 'vitrine' ),
			esc_html( $gateway['title'] ?? $order->payment_method ),
			esc_html__( 'Billing address', 'vitrine' ),
			self::address( $order->billing )
		);
	}

	/**
	 * A billing address as an `<address>` element.
	 *
	 * @param array<string, string> $billing Billing fields.
	 */
	public static function address( array $billing ): string {
		$lines = array_filter(
			array(
				trim( ( $billing['first_name'] ?? '' ) . ' ' . ( $billing['last_name'] ?? '' ) ),
				$billing['address'] ?? '',
				trim( ( $billing['postcode'] ?? '' ) . ' ' . ( $billing['city'] ?? '' ) ),
				// The country's name, as the order received page shows it (the code is stored).
				Countries::name( $billing['country'] ?? '' ),
				$billing['phone'] ?? '',
				$billing['email'] ?? '',
			),
			static fn( string $line ): bool => '' !== $line
		);
		return '<address class="vitrine-my-account__address">' . implode( '<br>', array_map( 'esc_html', $lines ) ) . '</address>';
	}

	/**
	 * The order's date in the site's format and time zone, as a `<time>` element.
	 *
	 * @param Order $order Order.
	 */
	private static function date( Order $order ): string {
		$time = strtotime( $order->created_at . ' UTC' );
		if ( false === $time ) {
			return '';
		}
		return sprintf( '<time datetime="%1$s">%2$s</time>', esc_attr( gmdate( 'c', $time ) ), esc_html( wp_date( (string) get_option( 'date_format' ), $time ) ) );
	}

	/**
	 * The order's status label.
	 *
	 * @param Order $order Order.
	 */
	private static function status( Order $order ): string {
		return OrderStatus::labels()[ $order->status ] ?? $order->status;
	}
}
