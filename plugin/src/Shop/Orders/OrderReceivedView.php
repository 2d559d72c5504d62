<?php
/**
 * The order received page.
 *
 * @package Vitrine
 */

declare( strict_types = 1 );

namespace Vitrine\Shop\Orders;

use Vitrine\Shop\Money;
use Vitrine\Shop\Payments\BankDetails;
use Vitrine\Shop\Payments\OnlineGateways;
use Vitrine\Shop\Setup\ShopPages;

defined( 'ABSPATH' ) || exit;

/**
 * What a customer sees after "Place order" (`/checkout/?order-received=<id>&key=<key>`): the
 * thanks, the order's number, date, total and payment method, how to pay, the lines, the
 * billing address and what happens next, with the way back to the shop and to the account.
 * The page's title becomes "Order received" ({@see OrderReceivedView::title()}).
 */
final class OrderReceivedView {

	/**
	 * Hooks in: the page's title, in the content and the document.
	 */
	public static function register(): void {
		add_action(
			'template_redirect',
			static function (): void {
				// phpcs:ignore WordPress.Security.NonceVerification.Recommended -- only the title changes.
				if ( ! isset( $_GET['order-received'] ) || ! is_singular() ) {
					return;
				}
				$post = get_post();
				if ( ! $post || ! ( has_block( 'vitrine/checkout', $post ) || has_shortcode( $post->post_content, 'vitrine_checkout' ) ) ) {
					return;
				}
				$id = (int) $post->ID;
				add_filter( 'the_title', static fn( $title, $post_id = 0 ) => (int) $post_id === $id ? self::title() : $title, 10, 2 );
				add_filter(
					'document_title_parts',
					static function ( $parts ) {
						$parts          = (array) $parts;
						$parts['title'] = self::title();
						return $parts;
					}
				);
			}
		);
	}

	/**
	 * The page's title.
	 */
	public static function title(): string {
		return __( 'Order received', 'vitrine' );
	}

	/**
	 * The page.
	 *
	 * @param Order $order The order (its key checked).
	 */
	public static function render( Order $order ): string {
		$gateway  = PaymentGateways::all()[ $order->payment_method ] ?? null;
		$overview = array(
			__( 'Order number', 'vitrine' )   => '#' . $order->id,
			__( 'Date', 'vitrine' )           => self::date( $order ),
			__( 'Total', 'vitrine' )          => Money::format( $order->total ),
			__( 'Payment method', 'vitrine' ) => $gateway['title'] ?? $order->payment_method,
		);
		$items    = '';
		foreach ( $overview as $term => $value ) {
			$items .= sprintf( '<div><dt>%1$s</dt><dd>%2$s</dd></div>', esc_html( $term ), esc_html( $value ) );
		}
		$instructions  = $gateway && '' !== $gateway['description'] ? sprintf(
			'<section class="vitrine-order-received__instructions" aria-labelledby="vitrine-order-pay"><h2 id="vitrine-order-pay" class="vitrine-commerce__heading">%1$s</h2><p>%2$s</p></section>',
			esc_html( $gateway['title'] ),
			esc_html( $gateway['description'] )
		) : '';
		$instructions .= BankDetails::html( $order ) . self::online_payment( $order );

		return sprintf(
			'<div class="vitrine-commerce vitrine-checkout vitrine-order-received"><div class="vitrine-order-received__intro" role="status"><p class="vitrine-order-received__thanks">%1$s</p><p>%2$s</p></div><dl class="vitrine-order-received__overview">%3$s</dl>%4$s<div class="vitrine-order-received__columns"><section class="vitrine-order-received__details" aria-labelledby="vitrine-order-details"><h2 id="vitrine-order-details" class="vitrine-commerce__heading">%5$s</h2>%6$s</section><section class="vitrine-order-received__address" aria-labelledby="vitrine-order-address"><h2 id="vitrine-order-address" class="vitrine-commerce__heading">%7$s</h2>%8$s</section></div>%9$s</div>',
			esc_html__( 'Thank you. Your order has been received.', 'vitrine' ),
			sprintf(
				/* translators: %s: the customer's email address. */
				esc_html__( 'A confirmation has been sent to %s.', 'vitrine' ),
				'<strong>' . esc_html( $order->billing['email'] ?? '' ) . '</strong>'
			),
			$items,
			$instructions,
			esc_html__( 'Order details', 'vitrine' ),
			self::lines( $order ),
			esc_html__( 'Billing address', 'vitrine' ),
			self::address( $order ),
			self::next( $order )
		);
	}

	/**
	 * When it was placed, in the site's date format and timezone.
	 *
	 * @param Order $order The order.
	 */
	public static function date( Order $order ): string {
		$time = strtotime( $order->created_at . ' UTC' );
		return false === $time ? '' : (string) wp_date( (string) get_option( 'date_format' ), $time );
	}

	/**
	 * The lines and the total.
	 *
	 * @param Order $order The order.
	 */
	private static function lines( Order $order ): string {
		$rows = '';
		foreach ( $order->items as $item ) {
			$rows .= sprintf(
				'<tr><td><span class="vitrine-checkout__line-name">%1$s</span> <span class="vitrine-checkout__line-quantity">&times;&nbsp;%2$d</span></td><td>%3$s</td></tr>',
				esc_html( $item['name'] ),
				$item['quantity'],
				esc_html( Money::format( $item['total'] ) )
			);
		}
		return sprintf(
			'<table class="vitrine-commerce__table vitrine-checkout__lines"><thead><tr><th scope="col">%1$s</th><th scope="col">%2$s</th></tr></thead><tbody>%3$s</tbody><tfoot>%4$s</tfoot></table>',
			esc_html__( 'Product', 'vitrine' ),
			esc_html__( 'Total', 'vitrine' ),
			$rows,
			OrderTotalsView::table_rows( OrderTotalsView::for_order( $order ) )
		);
	}

	/**
	 * Where an order paid online stands: paid, cancelled, or waiting (with the gateway's
	 * embedded form, if it has one).
	 *
	 * @param Order $order The order.
	 */
	private static function online_payment( Order $order ): string {
		$gateway = OnlineGateways::get( $order->payment_method );
		if ( ! $gateway ) {
			return '';
		}
		$says = array(
			'pending'   => __( 'We are waiting for the confirmation of your payment. This page shows it once it has arrived.', 'vitrine' ),
			'cancelled' => __( 'Your payment was cancelled, and so was your order. Nothing has been charged.', 'vitrine' ),
		);
		$text = $says[ $order->status ] ?? __( 'Your payment has been received. Thank you!', 'vitrine' );
		return sprintf(
			'<section class="vitrine-order-received__payment vitrine-order-received__payment--%1$s" aria-labelledby="vitrine-order-payment"><h2 id="vitrine-order-payment" class="vitrine-commerce__heading">%2$s</h2><p>%3$s</p>%4$s</section>',
			esc_attr( $order->status ),
			esc_html__( 'Payment', 'vitrine' ),
			esc_html( $text ),
			'pending' === $order->status ? $gateway->payment_html( $order ) : ''
		);
	}

	/**
	 * The billing address as lines.
	 *
	 * @param Order $order The order.
	 * @return list<string>
	 */
	public static function address_lines( Order $order ): array {
		$billing = $order->billing;
		return array_values(
			array_filter(
				array(
					$order->customer_name(),
					$billing['address'] ?? '',
					trim( ( $billing['postcode'] ?? '' ) . ' ' . ( $billing['city'] ?? '' ) ),
					Countries::name( $billing['country'] ?? '' ),
					$billing['email'] ?? '',
					$billing['phone'] ?? '',
				),
				static fn( string $line ): bool => '' !== $line
			)
		);
	}

	/**
	 * The billing address.
	 *
	 * @param Order $order The order.
	 */
	private static function address( Order $order ): string {
		return '<address>' . implode( '<br>', array_map( 'esc_html', self::address_lines( $order ) ) ) . '</address>';
	}

	/**
	 * What happens next, and where to go.
	 *
	 * @param Order $order The order.
	 */
	private static function next( Order $order ): string {
		$steps = in_array( $order->status, array( 'on-hold', 'pending' ), true )
			? __( 'We will prepare your order as soon as your payment has arrived, and email you when it ships.', 'vitrine' )
			: __( 'We are preparing your order and will email you when it ships.', 'vitrine' );
		if ( 'cancelled' === $order->status ) {
			$steps = __( 'This order has been cancelled. You are welcome to place it again.', 'vitrine' );
		}
		$account = self::account_url();
		return sprintf(
			'<section class="vitrine-order-received__next" aria-labelledby="vitrine-order-next"><h2 id="vitrine-order-next" class="vitrine-commerce__heading">%1$s</h2><p>%2$s</p><p class="vitrine-order-received__actions"><a class="wp-element-button button vitrine-order-received__shop" href="%3$s">%4$s</a>%5$s</p></section>',
			esc_html__( 'What happens next', 'vitrine' ),
			esc_html( $steps ),
			esc_url( ShopPages::url( 'shop' ) ),
			esc_html__( 'Continue shopping', 'vitrine' ),
			'' !== $account ? sprintf( '<a class="vitrine-order-received__account" href="%1$s">%2$s</a>', esc_url( $account ), esc_html__( 'Your account', 'vitrine' ) ) : ''
		);
	}

	/**
	 * The customer's account page, when the site has one.
	 */
	private static function account_url(): string {
		$url = ShopPages::exists( 'account' ) ? ShopPages::url( 'account' ) : '';
		/**
		 * Filters the address of the customer's account page linked from the order received
		 * page ('' for none). Default: /account/ when a page has that address.
		 *
		 * @since 0.2.0
		 *
		 * @param string $url The address, or ''.
		 */
		return (string) apply_filters( 'vitrine_account_url', $url );
	}
}
