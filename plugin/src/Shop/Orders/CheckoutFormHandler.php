<?php
/**
 * The checkout form's post.
 *
 * @package Vitrine
 */

declare( strict_types = 1 );

namespace Vitrine\Shop\Orders;

use Vitrine\Core\Http\RequestOrigin;
use Vitrine\Core\Http\RetryAfter;
use Vitrine\Core\Visitor\Visitor;
use Vitrine\Shop\Cart\CartFactory;
use Vitrine\Shop\Setup\ShopPages;
use Vitrine\Shop\Payments\OnlineGateways;
use Vitrine\Shop\Payments\PaymentGateway;
use WP_Error;

defined( 'ABSPATH' ) || exit;

/**
 * Places the order when the checkout form is posted (`vitrine_place_order`), with the
 * visitor's `vitrine_checkout` nonce. Success redirects to the confirmation
 * (`/checkout/?order-received=<id>&key=<key>`); a refusal leaves the error for the page,
 * which shows it beside the fields the customer typed.
 */
final class CheckoutFormHandler {

	public const NONCE = 'vitrine_checkout';

	/**
	 * The outcome of this request's post, for the page.
	 *
	 * @var WP_Error|null
	 */
	private static ?WP_Error $error = null;

	/**
	 * Whether this request's post only asked for new totals.
	 *
	 * @var bool
	 */
	private static bool $updating = false;

	/**
	 * Hooks in.
	 */
	public function register(): void {
		add_action( 'wp_loaded', array( $this, 'handle' ), 20 );
		add_filter(
			'vitrine_session_nonce_actions',
			static function ( $actions ) {
				$actions   = (array) $actions;
				$actions[] = self::NONCE;
				return $actions;
			}
		);
	}

	/**
	 * Acts on the checkout form's post only.
	 */
	public function handle(): void {
		// phpcs:ignore WordPress.Security.NonceVerification.Missing -- checked in place().
		if ( ! isset( $_POST['vitrine_place_order'] ) || wp_doing_ajax() ) {
			return;
		}
		// phpcs:ignore WordPress.Security.NonceVerification.Missing -- changes nothing: the form is shown again.
		if ( isset( $_POST['vitrine_update_totals'] ) ) {
			// The country or the shipping method changed: the page shows the form again as
			// posted, with that country's methods and totals; nothing is placed.
			self::$updating = true;
			return;
		}
		$result = $this->place();
		if ( $result instanceof Order ) {
			$online = OnlineGateways::get( $result->payment_method );
			if ( $online ) {
				$result = $this->start_payment( $online, $result );
			}
		}
		if ( $result instanceof Order ) {
			/** This filter is documented in plugin/src/Shop/Cart/CartFormHandler.php */
			if ( apply_filters( 'vitrine_cart_form_redirect', true, self::confirmation_url( $result ) ) ) {
				wp_safe_redirect( self::confirmation_url( $result ), 303 );
				exit;
			}
			return;
		}
		self::$error = $result;
		if ( 429 === ( $result->get_error_data()['status'] ?? 0 ) ) {
			// The page still shows the form and the message, with the refusal's status.
			add_action( 'send_headers', array( self::class, 'send_refusal_status' ) );
		}
	}

	/**
	 * Sends the customer to an online gateway's provider, or (embedded, or when the payment
	 * cannot start) to the order's page, where the order waits, pending, for its payment.
	 *
	 * @param PaymentGateway $gateway The order's gateway.
	 * @param Order          $order   The order just placed.
	 */
	private function start_payment( PaymentGateway $gateway, Order $order ): Order {
		$url = $gateway->start( $order );
		if ( is_string( $url ) && '' !== $url && in_array( wp_parse_url( $url, PHP_URL_SCHEME ), array( 'http', 'https' ), true ) ) {
			/** This filter is documented in plugin/src/Shop/Cart/CartFormHandler.php */
			if ( apply_filters( 'vitrine_cart_form_redirect', true, $url ) ) {
				// The provider's address comes from the gateway's code, never from the request.
				wp_redirect( esc_url_raw( $url ), 303 ); // phpcs:ignore WordPress.Security.SafeRedirect.wp_redirect_wp_redirect -- the payment provider's own site.
				exit;
			}
		}
		if ( $url instanceof \WP_Error ) {
			( new OrderNotes() )->add( $order->id, sprintf( /* translators: %s: the provider's error. */ __( 'The payment could not start: %s', 'vitrine' ), $url->get_error_message() ) );
		}
		return $order;
	}

	/**
	 * Whether this request only updates the totals (a changed country or shipping method).
	 */
	public static function updating(): bool {
		return self::$updating;
	}

	/**
	 * Sends the status of a rate-limited post, after WordPress sent its own (on `send_headers`).
	 */
	public static function send_refusal_status(): void {
		if ( ! self::$error ) {
			return;
		}
		status_header( 429 );
		RetryAfter::send( 429, self::$error->get_error_data() );
	}

	/**
	 * Checks the request and places the order.
	 */
	public function place(): Order|WP_Error {
		$nonce = isset( $_POST['_vitrine_checkout_nonce'] ) ? sanitize_text_field( wp_unslash( $_POST['_vitrine_checkout_nonce'] ) ) : '';
		if ( RequestOrigin::current_is_cross_site() || ! wp_verify_nonce( $nonce, self::NONCE ) ) {
			return new WP_Error( 'vitrine_checkout_invalid_nonce', __( 'Your session has expired. Please reload the page and try again.', 'vitrine' ), array( 'status' => 403 ) );
		}
		$posted   = (array) wp_unslash( $_POST );
		$billing  = Billing::from_post( $posted );
		$gateway  = isset( $_POST['payment_method'] ) ? sanitize_key( wp_unslash( $_POST['payment_method'] ) ) : '';
		$shipping = isset( $_POST['shipping_method'] ) ? sanitize_key( wp_unslash( $_POST['shipping_method'] ) ) : '';
		/**
		 * Filters the meta stored with an order placed at checkout (attribution adds its fields).
		 *
		 * @since 0.1.0
		 *
		 * @param array<string, string> $meta   Meta by key.
		 * @param array<string, mixed>  $posted The posted form, unslashed.
		 */
		$meta    = (array) apply_filters( 'vitrine_checkout_order_meta', array(), $posted );
		$visitor = Visitor::current()->key();
		$user_id = get_current_user_id();
		if ( CheckoutRegistration::requested( $posted ) ) {
			// The cart stays the visitor's: its key was read before the sign-in.
			$user_id = CheckoutRegistration::create( $billing, $posted );
			if ( $user_id instanceof WP_Error ) {
				return $user_id;
			}
		}
		return ( new OrderService() )->place( CartFactory::for_key( $visitor ), $billing, $gateway, array_map( 'strval', $meta ), $user_id, $visitor, $shipping );
	}

	/**
	 * The error of this request's post, if any.
	 */
	public static function error(): ?WP_Error {
		return self::$error;
	}

	/**
	 * Forgets the error (tests).
	 */
	public static function reset(): void {
		self::$error    = null;
		self::$updating = false;
	}

	/**
	 * Where the customer sees their order.
	 *
	 * @param Order $order Order.
	 */
	public static function confirmation_url( Order $order ): string {
		return add_query_arg(
			array(
				'order-received' => $order->id,
				'key'            => $order->key,
			),
			ShopPages::url( 'checkout' )
		);
	}
}
