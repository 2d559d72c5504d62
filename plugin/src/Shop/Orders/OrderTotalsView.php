<?php
/**
 * An order's totals as rows.
 *
 * @package Vitrine
 */

declare( strict_types = 1 );

namespace Vitrine\Shop\Orders;

use Vitrine\Shop\Money;

defined( 'ABSPATH' ) || exit;

/**
 * The rows under an order's lines, the same on the cart, the checkout, the order received page,
 * the account, the order screen and the mails: Subtotal, Shipping (its method), the tax lines
 * ("VAT 19 %" before the total when tax is added, "incl. 19 % VAT" after it when prices
 * include it) and Total.
 */
final class OrderTotalsView {

	/**
	 * The rows.
	 *
	 * @param array<string, mixed> $breakdown {@see OrderQuote::breakdown()} (an order's, or a quote's).
	 * @param string               $subtotal  Items' subtotal, a decimal string.
	 * @param string               $total     Total, a decimal string.
	 * @return list<array{label: string, value: string, kind: string}>
	 */
	public static function rows( array $breakdown, string $subtotal, string $total ): array {
		$rows     = array(
			array(
				'label' => __( 'Subtotal', 'vitrine' ),
				'value' => Money::format( $subtotal ),
				'kind'  => 'subtotal',
			),
		);
		$shipping = is_array( $breakdown['shipping'] ?? null ) ? $breakdown['shipping'] : null;
		if ( $shipping ) {
			$rows[] = array(
				/* translators: %s: shipping method, e.g. "Flat rate". */
				'label' => sprintf( __( 'Shipping: %s', 'vitrine' ), self::method_label( (string) ( $shipping['id'] ?? '' ), (string) ( $shipping['label'] ?? '' ) ) ),
				'value' => 0 === Money::to_minor( (string) ( $shipping['cost'] ?? '0' ) ) ? __( 'Free', 'vitrine' ) : Money::format( (string) $shipping['cost'] ),
				'kind'  => 'shipping',
			);
		}
		$inclusive = (bool) ( $breakdown['prices_include_tax'] ?? true );
		$name      = (string) ( $breakdown['tax_label'] ?? '' );
		$name      = '' !== $name ? $name : __( 'VAT', 'vitrine' );
		$taxes     = array();
		foreach ( (array) ( $breakdown['taxes'] ?? array() ) as $tax ) {
			$rate    = self::rate( (string) ( $tax['rate'] ?? '' ) );
			$taxes[] = array(
				'label' => $inclusive
					/* translators: 1: tax rate, e.g. "19", 2: the tax's name, e.g. "VAT". Written "incl. 19 % VAT". */
					? sprintf( __( 'incl. %1$s %% %2$s', 'vitrine' ), $rate, $name )
					/* translators: 1: the tax's name, e.g. "VAT", 2: tax rate, e.g. "19". Written "VAT 19 %". */
					: sprintf( __( '%1$s %2$s %%', 'vitrine' ), $name, $rate ),
				'value' => Money::format( (string) ( $tax['tax'] ?? '0' ) ),
				'kind'  => $inclusive ? 'tax-included' : 'tax',
			);
		}
		$total_row = array(
			'label' => __( 'Total', 'vitrine' ),
			'value' => Money::format( $total ),
			'kind'  => 'total',
		);
		return $inclusive ? array_merge( $rows, array( $total_row ), $taxes ) : array_merge( $rows, $taxes, array( $total_row ) );
	}

	/**
	 * An order's rows.
	 *
	 * @param Order $order The order.
	 * @return list<array{label: string, value: string, kind: string}>
	 */
	public static function for_order( Order $order ): array {
		return self::rows( $order->breakdown, $order->subtotal, $order->total );
	}

	/**
	 * Rows for a table's foot: the total in bold, the tax lines small.
	 *
	 * @param list<array{label: string, value: string, kind: string}> $rows    Rows.
	 * @param int                                                     $colspan Columns the label spans.
	 */
	public static function table_rows( array $rows, int $colspan = 1 ): string {
		$html = '';
		foreach ( $rows as $row ) {
			$value = 'total' === $row['kind'] ? '<strong>' . esc_html( $row['value'] ) . '</strong>' : esc_html( $row['value'] );
			$html .= sprintf(
				'<tr class="vitrine-totals__%1$s"><th scope="row"%2$s>%3$s</th><td%4$s>%5$s</td></tr>',
				esc_attr( $row['kind'] ),
				$colspan > 1 ? ' colspan="' . (int) $colspan . '"' : '',
				esc_html( $row['label'] ),
				'total' === $row['kind'] ? ' class="vitrine-checkout__total"' : '',
				$value
			);
		}
		return $html;
	}

	/**
	 * Rows as plain text lines.
	 *
	 * @param list<array{label: string, value: string, kind: string}> $rows Rows.
	 */
	public static function text( array $rows ): string {
		$text = '';
		foreach ( $rows as $row ) {
			$text .= $row['label'] . ': ' . $row['value'] . "\n";
		}
		return $text;
	}

	/**
	 * A shipping method's name in the reader's language (the stored label otherwise).
	 *
	 * @param string $id    Method id.
	 * @param string $label Stored label.
	 */
	public static function method_label( string $id, string $label ): string {
		$names = array(
			'flat_rate'     => __( 'Flat rate', 'vitrine' ),
			'free_shipping' => __( 'Free shipping', 'vitrine' ),
			'local_pickup'  => __( 'Local pickup', 'vitrine' ),
		);
		return $names[ $id ] ?? $label;
	}

	/**
	 * A rate with the locale's decimal separator.
	 *
	 * @param string $rate "19", "5.5".
	 */
	private static function rate( string $rate ): string {
		global $wp_locale;
		$point = isset( $wp_locale->number_format['decimal_point'] ) ? (string) $wp_locale->number_format['decimal_point'] : '.';
		return str_replace( '.', $point, $rate );
	}
}
