<?php
/**
 * The cart page.
 *
 * @package Vitrine
 */

declare( strict_types = 1 );

namespace Vitrine\Shop\Rendering;

use Vitrine\Shop\Cart\Cart;
use Vitrine\Shop\Cart\CartErrors;
use Vitrine\Shop\Cart\CartFactory;
use Vitrine\Shop\Cart\CartLine;
use Vitrine\Shop\Cart\CartSession;
use Vitrine\Shop\Catalogue\CatalogueFactory;
use Vitrine\Shop\Money;
use Vitrine\Shop\ProductPostType;
use Vitrine\Widgets\WidgetRenderer;

defined( 'ABSPATH' ) || exit;

/**
 * The `vitrine/cart` block: the visitor's lines (image, name, unit price, quantity stepper,
 * line total, remove), the totals and the way to checkout, or the empty state. It is one plain
 * form that works without JavaScript ({@see \Vitrine\Shop\Cart\CartFormHandler}); the steppers
 * enhance its quantity inputs.
 */
final class CartView {

	/**
	 * Renders the current visitor's cart; the page is then never cached.
	 */
	public static function render(): string {
		if ( ! headers_sent() ) {
			nocache_headers();
		}
		WidgetRenderer::enqueue( 'cart-link' );
		$cart = CartFactory::current();
		return '<div class="vitrine-cart">' . self::notice() . ( $cart->lines() ? self::form( $cart ) : self::empty_state() ) . '</div>';
	}

	/**
	 * The empty state.
	 */
	private static function empty_state(): string {
		return sprintf(
			'<div class="vitrine-cart__empty"><p>%1$s</p><p><a class="wp-element-button vitrine-button" href="%2$s">%3$s</a></p></div>',
			esc_html__( 'Your cart is currently empty.', 'vitrine' ),
			esc_url( (string) get_post_type_archive_link( ProductPostType::POST_TYPE ) ),
			esc_html__( 'Return to shop', 'vitrine' )
		);
	}

	/**
	 * The lines and totals form.
	 *
	 * @param Cart $cart Cart.
	 */
	private static function form( Cart $cart ): string {
		$rows = implode( '', array_map( array( self::class, 'row' ), $cart->lines() ) );
		return sprintf(
			'<form class="vitrine-cart__form" method="post" action="%1$s">%2$s<table class="vitrine-cart__table"><caption class="screen-reader-text">%3$s</caption><thead><tr><th scope="col"><span class="screen-reader-text">%4$s</span></th><th scope="col">%5$s</th><th scope="col">%6$s</th><th scope="col">%7$s</th><th scope="col">%8$s</th><th scope="col"><span class="screen-reader-text">%9$s</span></th></tr></thead><tbody>%10$s</tbody></table><div class="vitrine-cart__actions"><button type="submit" name="cart_update" value="1" class="wp-element-button vitrine-button vitrine-button--ghost">%11$s</button></div>%12$s</form>',
			esc_url( home_url( '/cart/' ) ),
			wp_nonce_field( CartSession::FORM_NONCE, '_vitrine_cart_nonce', false, false ),
			esc_html__( 'Products in your cart', 'vitrine' ),
			esc_html__( 'Image', 'vitrine' ),
			esc_html__( 'Product', 'vitrine' ),
			esc_html__( 'Price', 'vitrine' ),
			esc_html__( 'Quantity', 'vitrine' ),
			esc_html__( 'Subtotal', 'vitrine' ),
			esc_html__( 'Remove', 'vitrine' ),
			$rows,
			esc_html__( 'Update cart', 'vitrine' ),
			self::totals( $cart )
		);
	}

	/**
	 * One line.
	 *
	 * @param CartLine $line Line.
	 */
	private static function row( CartLine $line ): string {
		$product = $line->product;
		$image   = $product->image_id ? wp_get_attachment_image( $product->image_id, 'thumbnail', false, array( 'class' => 'vitrine-cart__image' ) ) : '';
		$max     = $product->max_purchase_quantity();
		return sprintf(
			'<tr class="vitrine-cart__line" data-product_id="%1$d"><td class="vitrine-cart__thumb">%2$s</td><td class="vitrine-cart__name" data-title="%3$s"><a href="%4$s">%5$s</a></td><td data-title="%6$s">%7$s</td><td data-title="%8$s">%9$s</td><td class="vitrine-cart__line-total" data-title="%10$s">%11$s</td><td><button type="submit" name="cart_remove" value="%1$d" class="vitrine-cart__remove" aria-label="%12$s">&times;</button></td></tr>',
			$product->id,
			$image,
			esc_attr__( 'Product', 'vitrine' ),
			esc_url( $product->permalink ),
			esc_html( $product->name ),
			esc_attr__( 'Price', 'vitrine' ),
			Money::price_html( $product ),
			esc_attr__( 'Quantity', 'vitrine' ),
			QuantityInput::render(
				array(
					'name'  => 'cart_quantity[' . $product->id . ']',
					'value' => $line->quantity,
					'min'   => 0,
					'max'   => $max,
					'step'  => 1,
					/* translators: %s: product name. */
					'label' => sprintf( __( '%s quantity', 'vitrine' ), $product->name ),
				)
			),
			esc_attr__( 'Subtotal', 'vitrine' ),
			esc_html( Money::format( $line->total() ) ),
			/* translators: %s: product name. */
			esc_attr( sprintf( __( 'Remove “%s” from your cart', 'vitrine' ), $product->name ) )
		);
	}

	/**
	 * The totals box with the way to checkout.
	 *
	 * @param Cart $cart Cart.
	 */
	private static function totals( Cart $cart ): string {
		$totals = $cart->totals();
		return sprintf(
			'<div class="vitrine-cart__totals"><h2>%1$s</h2><dl><dt>%2$s</dt><dd class="vitrine-cart__subtotal">%3$s</dd><dt>%4$s</dt><dd class="vitrine-cart__total"><strong>%5$s</strong></dd></dl><a class="wp-element-button vitrine-button vitrine-cart__checkout" href="%6$s">%7$s</a></div>',
			esc_html__( 'Cart totals', 'vitrine' ),
			esc_html__( 'Subtotal', 'vitrine' ),
			esc_html( Money::format( $totals->subtotal ) ),
			esc_html__( 'Total', 'vitrine' ),
			esc_html( Money::format( $totals->total ) ),
			esc_url( home_url( '/checkout/' ) ),
			esc_html__( 'Proceed to checkout', 'vitrine' )
		);
	}

	/**
	 * The outcome of the last form post, from the address it redirected to.
	 */
	private static function notice(): string {
		// phpcs:disable WordPress.Security.NonceVerification.Recommended -- only reads what to say.
		$error   = isset( $_GET['cart_error'] ) ? sanitize_key( wp_unslash( $_GET['cart_error'] ) ) : '';
		$product = isset( $_GET['product'] ) ? absint( wp_unslash( $_GET['product'] ) ) : 0;
		$added   = isset( $_GET['added'] ) ? absint( wp_unslash( $_GET['added'] ) ) : 0;
		$updated = isset( $_GET['updated'] );
		// phpcs:enable
		$name = ( $added || $product ) ? ( CatalogueFactory::catalogue()->get( $added ? $added : $product )->name ?? '' ) : '';
		if ( '' !== $error ) {
			$messages = array(
				'vitrine_cart_out_of_stock'        => __( 'Sorry, this product is out of stock.', 'vitrine' ),
				'vitrine_cart_quantity_over_stock' => __( 'You cannot add that amount: there is not enough in stock.', 'vitrine' ),
				'vitrine_cart_unknown_product'     => __( 'This product does not exist or can no longer be bought.', 'vitrine' ),
				'vitrine_cart_invalid_nonce'       => __( 'Your session has expired. Please try again.', 'vitrine' ),
			);
			// The REST routes' own words, from the one place that has them.
			foreach ( array( CartErrors::invalid_quantity(), CartErrors::rate_limited(), CartErrors::no_visitor() ) as $refusal ) {
				$messages[ (string) $refusal->get_error_code() ] = $refusal->get_error_message();
			}
			$text = $messages[ $error ] ?? __( 'Your cart could not be updated. Please try again.', 'vitrine' );
			if ( '' !== $name ) {
				$text = $name . ': ' . $text;
			}
			return '<p class="vitrine-notice vitrine-notice--error" role="alert">' . esc_html( $text ) . '</p>';
		}
		if ( $added && '' !== $name ) {
			/* translators: %s: product name. */
			return '<p class="vitrine-notice" role="status">' . esc_html( sprintf( __( '“%s” has been added to your cart.', 'vitrine' ), $name ) ) . '</p>';
		}
		if ( $updated ) {
			return '<p class="vitrine-notice" role="status">' . esc_html__( 'Cart updated.', 'vitrine' ) . '</p>';
		}
		return '';
	}
}
