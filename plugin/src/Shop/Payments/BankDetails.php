<?php
/**
 * Where a bank transfer goes.
 *
 * @package Vitrine
 */

declare( strict_types = 1 );

namespace Vitrine\Shop\Payments;

use Vitrine\Shop\Money;
use Vitrine\Shop\Orders\Order;

defined( 'ABSPATH' ) || exit;

/**
 * The shop's bank accounts for an order paid by transfer, with the amount and the reference
 * to use, as HTML (order received page, account, HTML mail) and as text (plain mail).
 */
final class BankDetails {

	/**
	 * Whether the order is paid by transfer and there is an account to show.
	 *
	 * @param Order $order The order.
	 */
	public static function applies( Order $order ): bool {
		return 'bacs' === $order->payment_method && array() !== PaymentSettings::bank_accounts();
	}

	/**
	 * The reference the customer gives with the transfer.
	 *
	 * @param Order $order The order.
	 */
	public static function reference( Order $order ): string {
		/* translators: %d: order number. */
		return sprintf( __( 'Order %d', 'vitrine' ), $order->id );
	}

	/**
	 * The accounts as label => value lists, the empty fields left out.
	 *
	 * @return list<array<string, string>>
	 */
	public static function accounts(): array {
		$labels = PaymentSettings::bank_fields();
		$lists  = array();
		foreach ( PaymentSettings::bank_accounts() as $account ) {
			$list = array();
			foreach ( $account as $field => $value ) {
				if ( '' !== $value ) {
					$list[ $labels[ $field ] ] = $value;
				}
			}
			$lists[] = $list;
		}
		return $lists;
	}

	/**
	 * The details as HTML: a heading, the amount and reference, one list per account.
	 *
	 * @param Order  $order   The order.
	 * @param string $heading_level h2 or h3.
	 */
	public static function html( Order $order, string $heading_level = 'h2' ): string {
		if ( ! self::applies( $order ) ) {
			return '';
		}
		$tag   = 'h3' === $heading_level ? 'h3' : 'h2';
		$lists = '';
		foreach ( self::accounts() as $account ) {
			$rows = '';
			foreach ( $account as $label => $value ) {
				$rows .= sprintf( '<div><dt>%1$s</dt><dd>%2$s</dd></div>', esc_html( $label ), esc_html( $value ) );
			}
			$lists .= '<dl class="vitrine-bank-details__account">' . $rows . '</dl>';
		}
		return sprintf(
			'<section class="vitrine-bank-details" aria-labelledby="vitrine-bank-details-%1$d"><%2$s id="vitrine-bank-details-%1$d" class="vitrine-commerce__heading">%3$s</%2$s><p>%4$s</p>%5$s</section>',
			$order->id,
			$tag,
			esc_html__( 'Our bank details', 'vitrine' ),
			esc_html(
				sprintf(
					/* translators: 1: amount, 2: the payment reference, e.g. "Order 12". */
					__( 'Please transfer %1$s with the reference “%2$s”.', 'vitrine' ),
					Money::format( $order->total ),
					self::reference( $order )
				)
			),
			$lists
		);
	}

	/**
	 * The details as plain text lines.
	 *
	 * @param Order $order The order.
	 */
	public static function text( Order $order ): string {
		if ( ! self::applies( $order ) ) {
			return '';
		}
		$text = __( 'Our bank details', 'vitrine' ) . "\n" . sprintf(
			/* translators: 1: amount, 2: the payment reference, e.g. "Order 12". */
			__( 'Please transfer %1$s with the reference “%2$s”.', 'vitrine' ),
			Money::format( $order->total ),
			self::reference( $order )
		) . "\n";
		foreach ( self::accounts() as $account ) {
			$text .= "\n";
			foreach ( $account as $label => $value ) {
				$text .= $label . ': ' . $value . "\n";
			}
		}
		return $text;
	}
}
