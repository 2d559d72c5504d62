<?php
/**
 * The checkout page.
 *
 * @package Vitrine
 */

declare( strict_types = 1 );

namespace Vitrine\Shop\Orders;

use Vitrine\Core\Forms\ErrorSummary;
use Vitrine\Shop\Cart\CartFactory;
use Vitrine\Shop\Money;
use Vitrine\Shop\Rendering\ProductPicture;
use Vitrine\Shop\Setup\ShopPages;
use Vitrine\Shop\Shipping\ShippingSettings;
use Vitrine\Shop\Tax\TaxSettings;
use Vitrine\Widgets\WidgetRenderer;
use WP_Error;

defined( 'ABSPATH' ) || exit;

/**
 * The `vitrine/checkout` block: grouped fields (contact, billing address, payment) beside the
 * order summary and "Place order"; or, after the order, its confirmation
 * ({@see OrderReceivedView}). The browser checks what it can (required, email, lengths); the
 * server checks everything again and answers with a summary of the errors at the top (which
 * takes the focus) and each error under its field. The page is never cached.
 */
final class CheckoutView {

	/**
	 * The fields of each group; a field in none goes with the address.
	 */
	private const GROUPS = array(
		'contact' => array( 'email', 'phone' ),
		'address' => array( 'first_name', 'last_name', 'address', 'city', 'postcode', 'country' ),
	);

	/**
	 * Fields that share a row with their neighbour on wide screens.
	 */
	private const HALF = array( 'first_name', 'last_name', 'city', 'postcode' );

	/**
	 * Renders the checkout or the confirmation.
	 */
	public static function render(): string {
		if ( ! headers_sent() ) {
			nocache_headers();
		}
		WidgetRenderer::enqueue( 'cart-link' );
		if ( wp_style_is( 'vitrine-widget-checkout', 'registered' ) ) {
			wp_enqueue_style( 'vitrine-widget-checkout' );
		}
		// phpcs:disable WordPress.Security.NonceVerification.Recommended -- the key is the secret.
		$id  = isset( $_GET['order-received'] ) ? absint( wp_unslash( $_GET['order-received'] ) ) : 0;
		$key = isset( $_GET['key'] ) ? sanitize_key( wp_unslash( $_GET['key'] ) ) : '';
		// phpcs:enable
		if ( $id ) {
			$order = ( new OrderRepository() )->find( $id );
			return ( $order && '' !== $key && hash_equals( $order->key, $key ) ) ? OrderReceivedView::render( $order ) : '<p class="vitrine-notice vitrine-notice--error">' . esc_html__( 'This order could not be found.', 'vitrine' ) . '</p>';
		}
		$cart = CartFactory::current();
		if ( ! $cart->lines() ) {
			return sprintf(
				'<div class="vitrine-commerce vitrine-checkout vitrine-cart__empty"><p>%1$s</p><p><a class="wp-element-button button vitrine-button" href="%2$s">%3$s</a></p></div>',
				esc_html__( 'Your cart is currently empty.', 'vitrine' ),
				esc_url( ShopPages::url( 'shop' ) ),
				esc_html__( 'Return to shop', 'vitrine' )
			);
		}
		// The form's script (src/blocks/checkout/view.ts), the block's `viewScript`: WordPress
		// enqueues it for the block, and this for the shortcode.
		wp_enqueue_script( generate_block_asset_handle( 'vitrine/checkout', 'viewScript' ) );
		return self::form();
	}

	/**
	 * The checkout form.
	 */
	private static function form(): string {
		$error  = CheckoutFormHandler::error();
		$fields = $error ? array_map( 'strval', (array) ( $error->get_error_data()['fields'] ?? array() ) ) : array();
		$refill = $error || CheckoutFormHandler::updating();
		// phpcs:ignore WordPress.Security.NonceVerification.Missing -- refilling what was typed; the post was checked (or only asks for totals).
		$posted = $refill ? Billing::from_post( (array) wp_unslash( $_POST ) ) : array();
		/**
		 * Filters the values the checkout's billing fields start with (the account prefills a
		 * signed-in customer's saved address on a form not posted yet).
		 *
		 * @since 0.2.0
		 *
		 * @param array<string, string> $values Billing fields by name.
		 * @param bool                  $posted Whether these are what the customer posted.
		 */
		$posted = (array) apply_filters( 'vitrine_checkout_billing_values', $posted, $refill );
		if ( '' === ( $posted['country'] ?? '' ) ) {
			$posted['country'] = Countries::default();
		}
		// phpcs:ignore WordPress.Security.NonceVerification.Missing -- keeps the choice after a refusal.
		$chosen = isset( $_POST['shipping_method'] ) ? sanitize_key( wp_unslash( $_POST['shipping_method'] ) ) : '';
		$quote  = OrderQuote::for_cart( CartFactory::current(), (string) $posted['country'], $chosen );
		$groups = array(
			'contact' => '',
			'address' => '',
		);
		foreach ( Billing::fields() as $name => $field ) {
			$group             = in_array( $name, self::GROUPS['contact'], true ) ? 'contact' : 'address';
			$groups[ $group ] .= self::field( $name, $field, $posted[ $name ] ?? '', $fields[ $name ] ?? '' );
		}
		$groups['contact'] .= CheckoutRegistration::fields( $fields[ CheckoutRegistration::PASSWORD ] ?? '' );
		ob_start();
		/**
		 * Fires inside the checkout form, after the billing fields (attribution prints its
		 * hidden inputs here).
		 *
		 * @since 0.1.0
		 */
		do_action( 'vitrine_checkout_form_fields' );
		$extra = (string) ob_get_clean();

		return '<div class="vitrine-commerce vitrine-checkout">' . ( $error ? self::summary( $error, $fields ) : '' ) . sprintf(
			// The payment methods stand in the summary, between the total and "Place order" (as in
			// WooCommerce's checkout): chosen last, right before the button, in the page's order
			// and on screen alike.
			'<form class="vitrine-checkout__form" method="post" action="%1$s" data-vitrine-checkout>%2$s<input type="hidden" name="vitrine_place_order" value="1"><div class="vitrine-checkout__main"><p class="vitrine-checkout__required-note">%3$s</p>%4$s%5$s%13$s%6$s</div><section class="vitrine-commerce__panel vitrine-checkout__summary" aria-labelledby="vitrine-order-review"><div class="vitrine-checkout__summary-head"><h2 id="vitrine-order-review" class="vitrine-commerce__heading">%8$s</h2><a class="vitrine-checkout__edit-cart" href="%14$s">%15$s</a></div>%9$s%7$s<button type="submit" class="wp-element-button button vitrine-commerce__primary vitrine-checkout__place" data-busy-label="%10$s">%11$s</button><p class="vitrine-checkout__terms">%12$s</p></section></form>',
			esc_url( ShopPages::url( 'checkout' ) ),
			wp_nonce_field( CheckoutFormHandler::NONCE, '_vitrine_checkout_nonce', false, false ),
			/* translators: %s: the mark of a required field (an asterisk). */
			sprintf( esc_html__( 'Required fields are marked %s', 'vitrine' ), '<span class="vitrine-checkout__required" aria-hidden="true">*</span>' ),
			self::group( 'contact', __( 'Contact', 'vitrine' ), $groups['contact'] ),
			self::group( 'billing', __( 'Billing address', 'vitrine' ), $groups['address'] ),
			$extra,
			self::gateways(),
			esc_html__( 'Your order', 'vitrine' ),
			self::review( $quote ),
			esc_attr__( 'Placing order…', 'vitrine' ),
			esc_html__( 'Place order', 'vitrine' ),
			esc_html__( 'You will receive a confirmation by email with your order number.', 'vitrine' ),
			self::shipping( $quote ),
			esc_url( ShopPages::url( 'cart' ) ),
			esc_html__( 'Edit cart', 'vitrine' )
		) . '</div>';
	}

	/**
	 * The errors at the top: what went wrong, and a link to each field at fault. It takes the
	 * focus when the page loads (autofocus, and the script for browsers that ignore it on a
	 * non-control), so a screen reader reads it first.
	 *
	 * @param WP_Error              $error  The refusal.
	 * @param array<string, string> $fields Errors by field.
	 */
	private static function summary( WP_Error $error, array $fields ): string {
		$links = array();
		foreach ( self::in_page_order( $fields ) as $name => $message ) {
			$links[ CheckoutRegistration::PASSWORD === $name ? $name : 'billing_' . $name ] = $message;
		}
		return ErrorSummary::render(
			'vitrine-checkout-errors',
			$fields ? __( 'Please check your details', 'vitrine' ) : __( 'Your order could not be placed', 'vitrine' ),
			$error->get_error_message(),
			$links
		);
	}

	/**
	 * Errors by field in the order the fields stand on the page (contact first, then the
	 * address), whatever order the checks found them in; fields not on the form last.
	 *
	 * @param array<string, string> $fields Errors by field.
	 * @return array<string, string>
	 */
	public static function in_page_order( array $fields ): array {
		$contact = array_flip( self::GROUPS['contact'] );
		// "Create account password" follows the contact fields.
		$order  = array_merge( array_keys( array_intersect_key( Billing::fields(), $contact ) ), array( CheckoutRegistration::PASSWORD ), array_keys( array_diff_key( Billing::fields(), $contact ) ) );
		$sorted = array();
		foreach ( $order as $name ) {
			if ( isset( $fields[ $name ] ) ) {
				$sorted[ $name ] = $fields[ $name ];
			}
		}
		return $sorted + $fields;
	}

	/**
	 * A group of fields.
	 *
	 * @param string $name   Group name (class).
	 * @param string $legend Its title.
	 * @param string $fields Its fields' markup.
	 */
	private static function group( string $name, string $legend, string $fields ): string {
		return sprintf(
			'<fieldset class="vitrine-checkout__section vitrine-checkout__%1$s"><legend class="vitrine-commerce__heading">%2$s</legend><div class="vitrine-checkout__fields">%3$s</div></fieldset>',
			esc_attr( $name ),
			esc_html( $legend ),
			$fields
		);
	}

	/**
	 * One field: label (with the required mark or "optional"), control, and its error.
	 *
	 * @param string                                                                           $name  Field name.
	 * @param array{label: string, type: string, max: int, required: bool, autocomplete: string} $field Field.
	 * @param string                                                                           $value Value to show.
	 * @param string                                                                           $error Its error, if any.
	 */
	private static function field( string $name, array $field, string $value, string $error ): string {
		$id    = 'billing_' . $name;
		$attrs = sprintf(
			' id="%1$s" name="%1$s" autocomplete="%2$s"%3$s%4$s',
			esc_attr( $id ),
			esc_attr( $field['autocomplete'] ),
			$field['required'] ? ' required' : '',
			ErrorSummary::field_attributes( $id, $error )
		);
		if ( 'select' === $field['type'] ) {
			$control = '<select' . $attrs . '>' . Countries::options( $value ) . '</select>';
		} else {
			$control = sprintf(
				'<input type="%1$s"%2$s value="%3$s" maxlength="%4$d"%5$s>',
				esc_attr( $field['type'] ),
				$attrs,
				esc_attr( $value ),
				$field['max'],
				'country' === $name ? ' pattern="[A-Za-z]{2}" minlength="2"' : ''
			);
		}
		return sprintf(
			'<p class="vitrine-checkout__field vitrine-checkout__field--%1$s%2$s%3$s"><label for="%4$s">%5$s%6$s</label>%7$s%8$s</p>',
			esc_attr( str_replace( '_', '-', $name ) ),
			in_array( $name, self::HALF, true ) ? ' vitrine-checkout__field--half' : '',
			'' !== $error ? ' is-invalid' : '',
			esc_attr( $id ),
			esc_html( $field['label'] ),
			$field['required'] ? ' <span class="vitrine-checkout__required" aria-hidden="true">*</span>' : ' <span class="vitrine-checkout__optional">' . esc_html__( '(optional)', 'vitrine' ) . '</span>',
			$control,
			'' !== $error ? '<span class="vitrine-checkout__error" id="' . esc_attr( $id ) . '-error">' . esc_html( $error ) . '</span>' : ''
		);
	}

	/**
	 * The shipping methods of the customer's country, and a button that recounts the totals
	 * for another country or method (the script presses it on a change; without the script
	 * the customer does).
	 *
	 * @param OrderQuote $quote The order's quote.
	 */
	private static function shipping( OrderQuote $quote ): string {
		$update = sprintf( '<button type="submit" name="vitrine_update_totals" value="1" formnovalidate class="button vitrine-checkout__update" data-vitrine-update-totals>%s</button>', esc_html__( 'Update totals', 'vitrine' ) );
		if ( ! $quote->shipping_options && ! ShippingSettings::zones() && ! TaxSettings::get()['rates'] ) {
			return ''; // Nothing the country changes.
		}
		if ( ! $quote->shipping_options ) {
			$message = $quote->ships ? '' : '<p class="vitrine-checkout__no-shipping">' . esc_html__( 'We do not ship to this country.', 'vitrine' ) . '</p>';
			return '<div class="vitrine-checkout__shipping-update">' . $message . $update . '</div>';
		}
		$cards = '';
		foreach ( $quote->shipping_options as $option ) {
			$cards .= sprintf(
				'<label class="vitrine-checkout__gateway vitrine-checkout__shipping-method" for="shipping_method_%1$s"><input type="radio" id="shipping_method_%1$s" name="shipping_method" value="%1$s"%2$s><span class="vitrine-checkout__gateway-title">%3$s</span><span class="vitrine-checkout__gateway-description">%4$s</span></label>',
				esc_attr( $option['id'] ),
				checked( $quote->shipping['id'] ?? '', $option['id'], false ),
				esc_html( OrderTotalsView::method_label( $option['id'], $option['label'] ) ),
				esc_html( 0 === $option['cost'] ? __( 'Free', 'vitrine' ) : Money::format( Money::from_minor( $option['cost'] ) ) )
			);
		}
		return '<fieldset class="vitrine-checkout__section vitrine-checkout__shipping"><legend class="vitrine-commerce__heading">' . esc_html__( 'Shipping method', 'vitrine' ) . '</legend><div class="vitrine-checkout__gateways">' . $cards . '</div>' . $update . '</fieldset>';
	}

	/**
	 * The cart's lines and totals.
	 *
	 * @param OrderQuote $quote The order's quote.
	 */
	private static function review( OrderQuote $quote ): string {
		$cart = CartFactory::current();
		$rows = '';
		foreach ( $cart->lines() as $line ) {
			$rows .= sprintf(
				'<tr><td><span class="vitrine-checkout__line">%4$s<span><span class="vitrine-checkout__line-name">%1$s</span> <span class="vitrine-checkout__line-quantity">&times;&nbsp;%2$d</span></span></span></td><td>%3$s</td></tr>',
				esc_html( $line->product->name ),
				$line->quantity,
				esc_html( Money::format( $line->total() ) ),
				ProductPicture::thumbnail( $line->product, 'vitrine-commerce__image vitrine-checkout__line-image', 48 )
			);
		}
		return sprintf(
			'<table class="vitrine-commerce__table vitrine-checkout__lines" data-vitrine-checkout-review><thead><tr><th scope="col">%1$s</th><th scope="col">%2$s</th></tr></thead><tbody>%3$s</tbody><tfoot>%4$s</tfoot></table>',
			esc_html__( 'Product', 'vitrine' ),
			esc_html__( 'Subtotal', 'vitrine' ),
			$rows,
			OrderTotalsView::table_rows( OrderTotalsView::rows( $quote->breakdown(), Money::from_minor( $quote->subtotal ), Money::from_minor( $quote->total ) ) )
		);
	}

	/**
	 * The payment methods as cards (a radio in each labelled card; the arrow keys move
	 * between them as in any radio group), the first chosen.
	 */
	private static function gateways(): string {
		// phpcs:ignore WordPress.Security.NonceVerification.Missing -- keeps the choice after a refusal.
		$chosen = isset( $_POST['payment_method'] ) ? sanitize_key( wp_unslash( $_POST['payment_method'] ) ) : '';
		$all    = PaymentGateways::all();
		if ( ! isset( $all[ $chosen ] ) ) {
			$chosen = (string) array_key_first( $all );
		}
		$cards = '';
		foreach ( $all as $id => $gateway ) {
			$cards .= sprintf(
				// Named by its title alone (the whole card is its label), described by the rest.
				'<label class="vitrine-checkout__gateway" for="payment_method_%1$s"><input type="radio" id="payment_method_%1$s" name="payment_method" value="%1$s"%2$s required aria-labelledby="payment_method_%1$s-title"%3$s><span class="vitrine-checkout__gateway-title" id="payment_method_%1$s-title">%4$s</span>%5$s</label>',
				esc_attr( $id ),
				checked( $chosen, $id, false ),
				'' !== $gateway['description'] ? ' aria-describedby="payment_method_' . esc_attr( $id ) . '-description"' : '',
				esc_html( $gateway['title'] ),
				'' !== $gateway['description'] ? '<span class="vitrine-checkout__gateway-description" id="payment_method_' . esc_attr( $id ) . '-description">' . esc_html( $gateway['description'] ) . '</span>' : ''
			);
		}
		return '<fieldset class="vitrine-checkout__section vitrine-checkout__payment"><legend class="vitrine-commerce__heading">' . esc_html__( 'Payment method', 'vitrine' ) . '</legend><div class="vitrine-checkout__gateways">' . $cards . '</div></fieldset>';
	}
}
