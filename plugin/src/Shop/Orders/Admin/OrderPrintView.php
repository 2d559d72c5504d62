<?php
/**
 * An order as a printable page.
 *
 * @package Vitrine
 */

declare( strict_types = 1 );

namespace Vitrine\Shop\Orders\Admin;

use Vitrine\Shop\Money;
use Vitrine\Shop\Orders\OrderTotalsView;
use Vitrine\Shop\Orders\Order;
use Vitrine\Shop\Orders\OrderReceivedView;
use Vitrine\Shop\Orders\OrderStatus;
use Vitrine\Shop\Orders\PaymentGateways;

defined( 'ABSPATH' ) || exit;

/**
 * A page of its own for printing an order (a packing slip): the shop, the order's number,
 * date, status and payment, the billing address and the lines with the total, in black on
 * white with a print stylesheet, and a Print button that the printout leaves out.
 */
final class OrderPrintView {

	/**
	 * The page.
	 *
	 * @param Order $order The order.
	 */
	public static function render( Order $order ): string {
		$time = (int) strtotime( $order->created_at . ' UTC' );
		$rows = '';
		foreach ( $order->items as $item ) {
			$rows .= sprintf( '<tr><td>%1$s</td><td class="num">%2$s</td><td class="num">%3$s</td><td class="num">%4$s</td></tr>', esc_html( $item['name'] ), esc_html( number_format_i18n( $item['quantity'] ) ), esc_html( Money::format( $item['unit_price'] ) ), esc_html( Money::format( $item['total'] ) ) );
		}
		/* translators: %d: order number. */
		$title = sprintf( __( 'Order #%d', 'vitrine' ), $order->id );
		return sprintf(
			'<!DOCTYPE html><html %1$s><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>%2$s</title><style>%3$s</style></head><body><main><p class="no-print"><button type="button" onclick="window.print()">%4$s</button></p><header><p class="shop">%5$s</p><h1>%2$s</h1></header><dl><dt>%6$s</dt><dd>%7$s</dd><dt>%8$s</dt><dd>%9$s</dd><dt>%10$s</dt><dd>%11$s</dd></dl><h2>%12$s</h2><address>%13$s</address><h2>%14$s</h2><table><thead><tr><th scope="col">%15$s</th><th scope="col" class="num">%16$s</th><th scope="col" class="num">%17$s</th><th scope="col" class="num">%18$s</th></tr></thead><tbody>%19$s</tbody><tfoot>%20$s</tfoot></table></main></body></html>',
			get_language_attributes(),
			esc_html( $title ),
			'body{font:14px/1.5 -apple-system,BlinkMacSystemFont,"Segoe UI",Roboto,sans-serif;color:#000;background:#fff;margin:0}main{max-width:48rem;margin:2rem auto;padding:0 1rem}h1{font-size:1.6rem;margin:0 0 1rem}h2{font-size:1.1rem;margin:1.5rem 0 .5rem}.shop{margin:0;font-weight:600}dl{display:grid;grid-template-columns:max-content 1fr;gap:.25rem 1rem}dd{margin:0}address{font-style:normal}table{width:100%;border-collapse:collapse}th,td{text-align:start;padding:.4rem .5rem;border-bottom:1px solid #777}.num,tfoot td{text-align:end}button{font:inherit;padding:.4rem 1rem}@media print{.no-print{display:none}main{margin:0;max-width:none}@page{margin:1.5cm}}',
			esc_html__( 'Print', 'vitrine' ),
			esc_html( (string) get_bloginfo( 'name' ) ),
			esc_html__( 'Date', 'vitrine' ),
			esc_html( (string) wp_date( (string) get_option( 'date_format' ) . ' ' . (string) get_option( 'time_format' ), $time ) ),
			esc_html__( 'Status', 'vitrine' ),
			esc_html( OrderStatus::labels()[ $order->status ] ?? $order->status ),
			esc_html__( 'Payment method', 'vitrine' ),
			esc_html( PaymentGateways::all()[ $order->payment_method ]['title'] ?? $order->payment_method ),
			esc_html__( 'Billing address', 'vitrine' ),
			implode( '<br>', array_map( 'esc_html', OrderReceivedView::address_lines( $order ) ) ),
			esc_html__( 'Items', 'vitrine' ),
			esc_html__( 'Product', 'vitrine' ),
			esc_html__( 'Quantity', 'vitrine' ),
			esc_html__( 'Price', 'vitrine' ),
			esc_html__( 'Total', 'vitrine' ),
			$rows,
			OrderTotalsView::table_rows( OrderTotalsView::for_order( $order ), 3 )
		);
	}
}
