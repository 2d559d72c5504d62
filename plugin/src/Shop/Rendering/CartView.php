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
use Vitrine\Shop\Catalogue\ProductQuery;
use Vitrine\Shop\Money;
use Vitrine\Shop\Orders\Countries;
use Vitrine\Shop\Orders\OrderQuote;
use Vitrine\Shop\Orders\OrderTotalsView;
use Vitrine\Shop\ProductPostType;
use Vitrine\Shop\Setup\ShopPages;
use Vitrine\Widgets\WidgetRenderer;

defined( 'ABSPATH' ) || exit;

/**
 * The `vitrine/cart` block: the visitor's lines (image, name, unit price, quantity stepper,
 * line total, remove) beside a totals box with the way to checkout (below it in a narrow
 * column), or the empty state. It is one plain form that works without JavaScript
 * ({@see \Vitrine\Shop\Cart\CartFormHandler}); the steppers enhance its quantity inputs.
 * Buttons carry the classes themes style buttons with (`wp-element-button` for block themes,
 * `button` for classic ones); src/blocks/cart/style.css only fills in where a theme has none.
 */
final class CartView {

	/** The cart's stylesheet (src/blocks/cart/style.css). */
	public const STYLE = 'vitrine-widget-cart';

	/** How many products the empty cart suggests. */
	private const SUGGESTIONS = 4;

	/**
	 * Renders the current visitor's cart; the page is then never cached.
	 */
	public static function render(): string {
		if ( ! headers_sent() ) {
			nocache_headers();
		}
		WidgetRenderer::enqueue( 'cart-link' );
		if ( wp_style_is( self::STYLE, 'registered' ) ) {
			wp_enqueue_style( self::STYLE );
		}
		$cart = CartFactory::current();
		return '<div class="vitrine-commerce vitrine-cart">' . self::notice() . ( $cart->lines() ? self::form( $cart ) : self::empty_state() ) . '</div>';
	}

	/**
	 * The empty state: a picture, what to do next, and a few products to start from.
	 */
	private static function empty_state(): string {
		$shop        = (string) get_post_type_archive_link( ProductPostType::POST_TYPE );
		$count       = self::suggestions();
		$suggestions = $count ? ProductGrid::render_settings(
			array(
				'count'   => $count,
				'columns' => 4,
				'order'   => ProductQuery::SORT_DATE,
			)
		) : '';
		return sprintf(
			'<div class="vitrine-cart__empty">%1$s<h2 class="vitrine-cart__empty-title">%2$s</h2><p class="vitrine-cart__empty-text">%3$s</p><p class="vitrine-cart__empty-actions"><a class="wp-element-button button vitrine-cart__shop" href="%4$s">%5$s</a></p></div>%6$s',
			self::empty_icon(),
			esc_html__( 'Your cart is currently empty.', 'vitrine' ),
			esc_html__( 'Browse the shop and add what you like: it will wait for you here.', 'vitrine' ),
			esc_url( $shop ),
			esc_html__( 'Return to shop', 'vitrine' ),
			'' === $suggestions ? '' : sprintf( '<section class="vitrine-cart__suggestions" aria-labelledby="vitrine-cart-suggestions"><h2 id="vitrine-cart-suggestions" class="vitrine-commerce__heading">%1$s</h2>%2$s</section>', esc_html__( 'New in the shop', 'vitrine' ), $suggestions )
		);
	}

	/**
	 * How many of the newest products the empty cart shows, 0 to 8.
	 */
	public static function suggestions(): int {
		/**
		 * Filters how many products the empty cart suggests (0: none).
		 *
		 * @since 0.2.0
		 *
		 * @param int $count Products shown under the empty cart (default 4, at most 8).
		 */
		return max( 0, min( 8, (int) apply_filters( 'vitrine_cart_empty_suggestions', self::SUGGESTIONS ) ) );
	}

	/**
	 * An empty bag, drawn in the text colour (decorative).
	 */
	private static function empty_icon(): string {
		return '<svg class="vitrine-cart__empty-icon" aria-hidden="true" focusable="false" viewBox="0 0 64 64" width="64" height="64" fill="none" stroke="currentColor" stroke-width="2.5" stroke-linecap="round" stroke-linejoin="round"><path d="M14 22h36l-3 32H17z"/><path d="M24 26v-8a8 8 0 0 1 16 0v8"/><path d="M26 42c3-3 9-3 12 0"/></svg>';
	}

	/**
	 * The lines, the update button and the totals, in one form.
	 *
	 * @param Cart $cart Cart.
	 */
	private static function form( Cart $cart ): string {
		$rows = implode( '', array_map( array( self::class, 'row' ), $cart->lines() ) );
		return sprintf(
			'<form class="vitrine-cart__form" method="post" action="%1$s">%2$s<div class="vitrine-cart__main"><table class="vitrine-commerce__table vitrine-cart__table"><caption class="screen-reader-text">%3$s</caption><thead><tr><th scope="col" class="vitrine-cart__thumb"><span class="screen-reader-text">%4$s</span></th><th scope="col">%5$s</th><th scope="col" class="vitrine-cart__price">%6$s</th><th scope="col" class="vitrine-cart__quantity">%7$s</th><th scope="col" class="vitrine-cart__line-total">%8$s</th><th scope="col" class="vitrine-cart__remove-cell"><span class="screen-reader-text">%9$s</span></th></tr></thead><tbody>%10$s</tbody></table><div class="vitrine-cart__actions"><a class="vitrine-cart__continue" href="%11$s">%12$s</a><button type="submit" name="cart_update" value="1" class="wp-element-button button vitrine-cart__update">%13$s</button></div></div>%14$s</form>',
			esc_url( ShopPages::url( 'cart' ) ),
			wp_nonce_field( CartSession::FORM_NONCE, '_vitrine_cart_nonce', false, false ),
			esc_html__( 'Products in your cart', 'vitrine' ),
			esc_html__( 'Image', 'vitrine' ),
			esc_html__( 'Product', 'vitrine' ),
			esc_html__( 'Price', 'vitrine' ),
			esc_html__( 'Quantity', 'vitrine' ),
			esc_html__( 'Subtotal', 'vitrine' ),
			esc_html__( 'Remove', 'vitrine' ),
			$rows,
			esc_url( (string) get_post_type_archive_link( ProductPostType::POST_TYPE ) ),
			esc_html__( 'Continue shopping', 'vitrine' ),
			esc_html__( 'Update cart', 'vitrine' ),
			self::totals( $cart )
		);
	}

	/**
	 * One line. On phones the cells become a card (image, name and price, stepper and total);
	 * the `data-title` of the price and total cells names them there.
	 *
	 * @param CartLine $line Line.
	 */
	private static function row( CartLine $line ): string {
		$product = $line->product;
		$image   = ProductPicture::thumbnail( $product, 'vitrine-commerce__image vitrine-cart__image' );
		$max     = $product->max_purchase_quantity();
		return sprintf(
			'<tr class="vitrine-cart__line" data-product_id="%1$d"><td class="vitrine-cart__thumb">%2$s</td><td class="vitrine-cart__name" data-title="%3$s"><a href="%4$s">%5$s</a></td><td class="vitrine-cart__price" data-title="%6$s">%7$s</td><td class="vitrine-cart__quantity" data-title="%8$s">%9$s</td><td class="vitrine-cart__line-total" data-title="%10$s">%11$s</td><td class="vitrine-cart__remove-cell"><button type="submit" name="cart_remove" value="%1$d" class="vitrine-cart__remove" aria-label="%12$s" title="%13$s">%14$s</button></td></tr>',
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
			esc_attr( sprintf( __( 'Remove “%s” from your cart', 'vitrine' ), $product->name ) ),
			esc_attr__( 'Remove', 'vitrine' ),
			// A cross drawn in the row's text colour: no glyph a theme's font may lack.
			'<svg aria-hidden="true" focusable="false" viewBox="0 0 24 24" width="20" height="20" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round"><path d="M6 6l12 12M18 6 6 18"/></svg>'
		);
	}

	/**
	 * The totals box with the way to checkout.
	 *
	 * @param Cart $cart Cart.
	 */
	private static function totals( Cart $cart ): string {
		$totals = $cart->totals();
		$quote  = OrderQuote::for_cart( $cart, '' );
		$extra  = '';
		$after  = '';
		foreach ( OrderTotalsView::rows( $quote->breakdown(), Money::from_minor( $quote->subtotal ), Money::from_minor( $quote->total ) ) as $row ) {
			if ( in_array( $row['kind'], array( 'subtotal', 'total' ), true ) ) {
				continue;
			}
			$label = 'shipping' === $row['kind'] && '' !== Countries::default()
				/* translators: 1: "Shipping: Flat rate", 2: country name. */
				? sprintf( __( '%1$s (estimate for %2$s)', 'vitrine' ), $row['label'], Countries::name( Countries::default() ) )
				: $row['label'];
			$html = sprintf( '<div class="vitrine-cart__sum vitrine-cart__sum--%1$s"><dt>%2$s</dt><dd>%3$s</dd></div>', esc_attr( $row['kind'] ), esc_html( $label ), esc_html( $row['value'] ) );
			if ( 'tax-included' === $row['kind'] ) {
				$after .= $html;
			} else {
				$extra .= $html;
			}
		}
		return sprintf(
			'<section class="vitrine-commerce__panel vitrine-cart__totals" aria-labelledby="vitrine-cart-totals"><h2 id="vitrine-cart-totals" class="vitrine-commerce__heading">%1$s</h2><dl class="vitrine-cart__sums"><div class="vitrine-cart__sum"><dt>%2$s</dt><dd class="vitrine-cart__subtotal">%3$s</dd></div>%8$s<div class="vitrine-cart__sum vitrine-cart__sum--total"><dt>%4$s</dt><dd class="vitrine-cart__total"><strong>%5$s</strong></dd></div>%9$s</dl><a class="wp-element-button button vitrine-commerce__primary vitrine-cart__checkout" href="%6$s">%7$s</a></section>',
			esc_html__( 'Cart totals', 'vitrine' ),
			esc_html(
				sprintf(
					/* translators: %d: number of items in the cart. */
					_n( 'Subtotal (%d item)', 'Subtotal (%d items)', $totals->count, 'vitrine' ),
					$totals->count
				)
			),
			esc_html( Money::format( $totals->subtotal ) ),
			esc_html__( 'Total', 'vitrine' ),
			esc_html( Money::format( Money::from_minor( $quote->total ) ) ),
			esc_url( ShopPages::url( 'checkout' ) ),
			esc_html__( 'Proceed to checkout', 'vitrine' ),
			$extra,
			$after
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
			return '<p class="vitrine-notice vitrine-notice--success" role="status">' . esc_html( sprintf( __( '“%s” has been added to your cart.', 'vitrine' ), $name ) ) . '</p>';
		}
		if ( $updated ) {
			return '<p class="vitrine-notice vitrine-notice--success" role="status">' . esc_html__( 'Cart updated.', 'vitrine' ) . '</p>';
		}
		return '';
	}
}
