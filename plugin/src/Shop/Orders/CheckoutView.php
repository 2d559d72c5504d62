<?php
/**
 * The checkout page.
 *
 * @package Vitrine
 */

declare( strict_types = 1 );

namespace Vitrine\Shop\Orders;

use Vitrine\Shop\Cart\CartFactory;
use Vitrine\Shop\Money;
use Vitrine\Widgets\WidgetRenderer;

defined( 'ABSPATH' ) || exit;

/**
 * The `vitrine/checkout` block: the billing form (the browser checks what it can: required,
 * email, lengths; the server checks everything again), the order review, the payment methods
 * and "Place order"; or, after the order, its confirmation. The page is never cached.
 */
final class CheckoutView {

	/**
	 * Renders the checkout or the confirmation.
	 */
	public static function render(): string {
		if ( ! headers_sent() ) {
			nocache_headers();
		}
		WidgetRenderer::enqueue( 'cart-link' );
		// phpcs:disable WordPress.Security.NonceVerification.Recommended -- the key is the secret.
		$id  = isset( $_GET['order-received'] ) ? absint( wp_unslash( $_GET['order-received'] ) ) : 0;
		$key = isset( $_GET['key'] ) ? sanitize_key( wp_unslash( $_GET['key'] ) ) : '';
		// phpcs:enable
		if ( $id ) {
			$order = ( new OrderRepository() )->find( $id );
			return ( $order && '' !== $key && hash_equals( $order->key, $key ) ) ? self::confirmation( $order ) : '<p class="vitrine-notice vitrine-notice--error">' . esc_html__( 'This order could not be found.', 'vitrine' ) . '</p>';
		}
		$cart = CartFactory::current();
		if ( ! $cart->lines() ) {
			return sprintf(
				'<div class="vitrine-checkout vitrine-cart__empty"><p>%1$s</p><p><a class="vitrine-button" href="%2$s">%3$s</a></p></div>',
				esc_html__( 'Your cart is currently empty.', 'vitrine' ),
				esc_url( home_url( '/shop/' ) ),
				esc_html__( 'Return to shop', 'vitrine' )
			);
		}
		return self::form();
	}

	/**
	 * The checkout form.
	 */
	private static function form(): string {
		$error  = CheckoutFormHandler::error();
		$fields = $error ? (array) ( $error->get_error_data()['fields'] ?? array() ) : array();
		// phpcs:ignore WordPress.Security.NonceVerification.Missing -- refilling what was typed; the post was checked.
		$posted = Billing::from_post( (array) wp_unslash( $_POST ) );
		/**
		 * Filters the values the checkout's billing fields start with (the account prefills a
		 * signed-in customer's saved address on a form not posted yet).
		 *
		 * @since 0.4.0
		 *
		 * @param array<string, string> $values Billing fields by name.
		 * @param bool                  $posted Whether these are what the customer posted.
		 */
		$posted = (array) apply_filters( 'vitrine_checkout_billing_values', $posted, isset( $_POST['vitrine_place_order'] ) ); // phpcs:ignore WordPress.Security.NonceVerification.Missing -- only whether it was posted.
		$html   = '';
		if ( $error ) {
			$html .= '<div class="vitrine-notice vitrine-notice--error" role="alert"><p>' . esc_html( $error->get_error_message() ) . '</p>';
			if ( $fields ) {
				$html .= '<ul>' . implode( '', array_map( static fn( $message ) => '<li>' . esc_html( (string) $message ) . '</li>', $fields ) ) . '</ul>';
			}
			$html .= '</div>';
		}
		$inputs = '';
		foreach ( Billing::fields() as $name => $field ) {
			$id      = 'billing_' . $name;
			$invalid = isset( $fields[ $name ] );
			$inputs .= sprintf(
				'<p class="vitrine-checkout__field%1$s"><label for="%2$s">%3$s%4$s</label><input type="%5$s" id="%2$s" name="%2$s" value="%6$s" maxlength="%7$d" autocomplete="%8$s"%9$s%10$s%11$s>%12$s</p>',
				$invalid ? ' is-invalid' : '',
				esc_attr( $id ),
				esc_html( $field['label'] ),
				$field['required'] ? ' <span class="required" aria-hidden="true">*</span>' : '',
				esc_attr( $field['type'] ),
				esc_attr( $posted[ $name ] ?? '' ),
				$field['max'],
				esc_attr( $field['autocomplete'] ),
				$field['required'] ? ' required' : '',
				'country' === $name ? ' pattern="[A-Za-z]{2}" minlength="2"' : '',
				$invalid ? ' aria-invalid="true" aria-describedby="' . esc_attr( $id ) . '-error"' : '',
				$invalid ? '<span class="vitrine-checkout__error" id="' . esc_attr( $id ) . '-error">' . esc_html( (string) $fields[ $name ] ) . '</span>' : ''
			);
		}
		/**
		 * Fires inside the checkout form, after the billing fields (attribution prints its
		 * hidden inputs here).
		 *
		 * @since 0.1.0
		 */
		ob_start();
		do_action( 'vitrine_checkout_form_fields' );
		$extra = (string) ob_get_clean();

		return '<div class="vitrine-checkout">' . $html . sprintf(
			'<form class="vitrine-checkout__form" method="post" action="%1$s">%2$s<fieldset class="vitrine-checkout__billing"><legend>%3$s</legend>%4$s</fieldset>%5$s<section class="vitrine-checkout__review" aria-labelledby="vitrine-order-review"><h2 id="vitrine-order-review">%6$s</h2>%7$s%8$s<button type="submit" name="vitrine_place_order" value="1" class="vitrine-button vitrine-checkout__place">%9$s</button></section></form>',
			esc_url( home_url( '/checkout/' ) ),
			wp_nonce_field( CheckoutFormHandler::NONCE, '_vitrine_checkout_nonce', false, false ),
			esc_html__( 'Billing details', 'vitrine' ),
			$inputs,
			$extra,
			esc_html__( 'Your order', 'vitrine' ),
			self::review(),
			self::gateways(),
			esc_html__( 'Place order', 'vitrine' )
		) . '</div>';
	}

	/**
	 * The cart's lines and total.
	 */
	private static function review(): string {
		$cart = CartFactory::current();
		$rows = '';
		foreach ( $cart->lines() as $line ) {
			$rows .= sprintf( '<tr><td>%1$s&nbsp;&times;&nbsp;%2$d</td><td>%3$s</td></tr>', esc_html( $line->product->name ), $line->quantity, esc_html( Money::format( $line->total() ) ) );
		}
		return sprintf(
			'<table class="vitrine-checkout__lines"><thead><tr><th scope="col">%1$s</th><th scope="col">%2$s</th></tr></thead><tbody>%3$s</tbody><tfoot><tr><th scope="row">%4$s</th><td class="vitrine-checkout__total"><strong>%5$s</strong></td></tr></tfoot></table>',
			esc_html__( 'Product', 'vitrine' ),
			esc_html__( 'Subtotal', 'vitrine' ),
			$rows,
			esc_html__( 'Total', 'vitrine' ),
			esc_html( Money::format( $cart->totals()->total ) )
		);
	}

	/**
	 * The payment methods, the first chosen.
	 */
	private static function gateways(): string {
		// phpcs:ignore WordPress.Security.NonceVerification.Missing -- keeps the choice after a refusal.
		$chosen = isset( $_POST['payment_method'] ) ? sanitize_key( wp_unslash( $_POST['payment_method'] ) ) : '';
		$items  = '';
		$first  = true;
		foreach ( PaymentGateways::all() as $id => $gateway ) {
			$checked = '' === $chosen ? $first : $chosen === $id;
			$items  .= sprintf(
				'<li><input type="radio" id="payment_method_%1$s" name="payment_method" value="%1$s"%2$s required><label for="payment_method_%1$s">%3$s</label><p class="vitrine-checkout__gateway-description">%4$s</p></li>',
				esc_attr( $id ),
				checked( $checked, true, false ),
				esc_html( $gateway['title'] ),
				esc_html( $gateway['description'] )
			);
			$first   = false;
		}
		return '<fieldset class="vitrine-checkout__payment"><legend>' . esc_html__( 'Payment method', 'vitrine' ) . '</legend><ul>' . $items . '</ul></fieldset>';
	}

	/**
	 * The order received page.
	 *
	 * @param Order $order Order.
	 */
	private static function confirmation( Order $order ): string {
		$gateway = PaymentGateways::all()[ $order->payment_method ] ?? null;
		$rows    = '';
		foreach ( $order->items as $item ) {
			$rows .= sprintf( '<tr><td>%1$s&nbsp;&times;&nbsp;%2$d</td><td>%3$s</td></tr>', esc_html( $item['name'] ), $item['quantity'], esc_html( Money::format( $item['total'] ) ) );
		}
		return sprintf(
			'<div class="vitrine-checkout vitrine-order-received"><p class="vitrine-notice" role="status">%1$s</p><ul class="vitrine-order-received__overview"><li>%2$s <strong>%3$d</strong></li><li>%4$s <strong>%5$s</strong></li><li>%6$s <strong>%7$s</strong></li><li>%8$s <strong>%9$s</strong></li></ul><table class="vitrine-checkout__lines"><tbody>%10$s</tbody></table>%11$s</div>',
			esc_html__( 'Thank you. Your order has been received.', 'vitrine' ),
			esc_html__( 'Order number:', 'vitrine' ),
			$order->id,
			esc_html__( 'Email:', 'vitrine' ),
			esc_html( $order->billing['email'] ),
			esc_html__( 'Total:', 'vitrine' ),
			esc_html( Money::format( $order->total ) ),
			esc_html__( 'Payment method:', 'vitrine' ),
			esc_html( $gateway['title'] ?? $order->payment_method ),
			$rows,
			$gateway ? '<p class="vitrine-order-received__instructions">' . esc_html( $gateway['description'] ) . '</p>' : ''
		);
	}
}
