<?php
/**
 * The cart without JavaScript.
 *
 * @package Vitrine
 */

declare( strict_types = 1 );

namespace Vitrine\Shop\Cart;

use Vitrine\Core\Http\RequestOrigin;
use Vitrine\Shop\Setup\ShopPages;
use WP_Error;

defined( 'ABSPATH' ) || exit;

/**
 * Handles the plain form posts: "Add to cart" on product cards and pages (`add-to-cart` = id,
 * `quantity`), and the cart page's "Update cart" (`cart_quantity[<id>]`) and "Remove"
 * (`cart_remove` = id). Each answers with a redirect to the cart page (post/redirect/get),
 * carrying the outcome in the address for the notice.
 *
 * Product forms sit on cached pages and cannot carry a nonce: they are refused when another
 * site sent them (Origin / Sec-Fetch-Site). The cart page is never cached, so its form carries
 * the visitor's nonce.
 */
final class CartFormHandler {

	/**
	 * Hooks in.
	 */
	public function register(): void {
		add_action( 'wp_loaded', array( $this, 'handle' ), 20 );
	}

	/**
	 * Runs on every request; acts only on the cart's form posts.
	 */
	public function handle(): void {
		$method = isset( $_SERVER['REQUEST_METHOD'] ) ? strtoupper( sanitize_key( wp_unslash( $_SERVER['REQUEST_METHOD'] ) ) ) : '';
		// phpcs:disable WordPress.Security.NonceVerification.Missing -- checked in the methods below.
		if ( 'POST' !== $method || wp_doing_ajax() || ( defined( 'REST_REQUEST' ) && REST_REQUEST ) ) {
			return;
		}
		if ( isset( $_POST['add-to-cart'] ) ) {
			$this->redirect( $this->add() );
		} elseif ( isset( $_POST['cart_update'] ) || isset( $_POST['cart_remove'] ) ) {
			$this->redirect( $this->update() );
		}
		// phpcs:enable
	}

	/**
	 * Adds the posted product; returns the cart address with the outcome.
	 */
	public function add(): string {
		// phpcs:disable WordPress.Security.NonceVerification.Missing, WordPress.Security.ValidatedSanitizedInput.InputNotSanitized -- cached pages carry no nonce; cross-site posts are refused. Both values are checked as whole numbers below.
		$product  = self::id( isset( $_POST['add-to-cart'] ) ? wp_unslash( $_POST['add-to-cart'] ) : null );
		$quantity = CartQuantity::parse( isset( $_POST['quantity'] ) ? wp_unslash( $_POST['quantity'] ) : 1 );
		// phpcs:enable
		if ( RequestOrigin::current_is_cross_site() ) {
			return self::cart_url( array( 'cart_error' => RequestOrigin::CROSS_SITE ) );
		}
		if ( $quantity instanceof WP_Error ) {
			return self::cart_url(
				array(
					'cart_error' => $quantity->get_error_code(),
					'product'    => $product,
				)
			);
		}
		$line = CartFactory::current_for_writing()->add( $product, $quantity );
		if ( $line instanceof WP_Error ) {
			return self::cart_url(
				array(
					'cart_error' => $line->get_error_code(),
					'product'    => $product,
				)
			);
		}
		self::set_cart_hint();
		return self::cart_url( array( 'added' => $product ) );
	}

	/**
	 * Tells scripts the visitor has a cart (the header then asks the session for its count;
	 * visitors without one cost no request). The cart link keeps it in step afterwards.
	 */
	private static function set_cart_hint(): void {
		if ( headers_sent() ) {
			return;
		}
		setcookie( // phpcs:ignore WordPressVIPMinimum.Functions.RestrictedFunctions.cookies_setcookie -- a hint for scripts, nothing secret.
			'vitrine_cart',
			'1',
			array(
				'expires'  => time() + 30 * 86400, // 30 days, as the script sets it.
				'path'     => COOKIEPATH ? COOKIEPATH : '/',
				'secure'   => is_ssl(),
				'httponly' => false,
				'samesite' => 'Lax',
			)
		);
	}

	/**
	 * Applies the cart page's form; returns the cart address with the outcome.
	 */
	public function update(): string {
		$nonce = isset( $_POST['_vitrine_cart_nonce'] ) ? sanitize_text_field( wp_unslash( $_POST['_vitrine_cart_nonce'] ) ) : '';
		if ( ! wp_verify_nonce( $nonce, CartSession::FORM_NONCE ) ) {
			return self::cart_url( array( 'cart_error' => 'vitrine_cart_invalid_nonce' ) );
		}
		$cart = CartFactory::current();
		if ( isset( $_POST['cart_remove'] ) ) {
			$cart->remove( self::id( wp_unslash( $_POST['cart_remove'] ) ) ); // phpcs:ignore WordPress.Security.ValidatedSanitizedInput.InputNotSanitized -- checked as a whole number.
			return self::cart_url( array( 'updated' => 1 ) );
		}
		$raw        = isset( $_POST['cart_quantity'] ) && is_array( $_POST['cart_quantity'] ) ? wp_unslash( $_POST['cart_quantity'] ) : array(); // phpcs:ignore WordPress.Security.ValidatedSanitizedInput.InputNotSanitized -- each value is checked by CartQuantity::parse().
		$quantities = array();
		// Every value is checked before any is applied: a form with one bad quantity changes nothing.
		foreach ( $raw as $product => $value ) {
			$quantity = CartQuantity::parse( $value, 0 );
			if ( $quantity instanceof WP_Error ) {
				return self::cart_url(
					array(
						'cart_error' => $quantity->get_error_code(),
						'product'    => self::id( $product ),
					)
				);
			}
			$quantities[ self::id( $product ) ] = $quantity;
		}
		foreach ( $quantities as $product => $quantity ) {
			$result = $cart->set_quantity( $product, $quantity );
			if ( $result instanceof WP_Error ) {
				return self::cart_url(
					array(
						'cart_error' => $result->get_error_code(),
						'product'    => $product,
					)
				);
			}
		}
		return self::cart_url( array( 'updated' => 1 ) );
	}

	/**
	 * A product id from the form: a positive whole number, else 0 (no product), so `-5` or
	 * `5abc` never name product 5.
	 *
	 * @param mixed $value Raw value.
	 */
	private static function id( $value ): int {
		$value = is_int( $value ) ? (string) $value : $value;
		return is_string( $value ) && 1 === preg_match( '/^\d{1,18}$/', $value ) ? (int) $value : 0;
	}

	/**
	 * The cart page's address with query arguments.
	 *
	 * @param array<string, int|string> $args Query arguments.
	 */
	public static function cart_url( array $args = array() ): string {
		return add_query_arg( $args, ShopPages::url( 'cart' ) );
	}

	/**
	 * Sends the redirect and stops.
	 *
	 * @param string $url Where to.
	 */
	private function redirect( string $url ): void {
		/**
		 * Filters whether a cart form post ends the request with a redirect (tests turn it off).
		 *
		 * @since 0.1.0
		 *
		 * @param bool   $redirect Whether to redirect and exit.
		 * @param string $url      The redirect target.
		 */
		if ( apply_filters( 'vitrine_cart_form_redirect', true, $url ) ) {
			wp_safe_redirect( $url, 303 );
			exit;
		}
	}
}
