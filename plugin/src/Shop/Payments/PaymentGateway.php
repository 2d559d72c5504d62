<?php
/**
 * An online payment gateway.
 *
 * @package Vitrine
 */

declare( strict_types = 1 );

namespace Vitrine\Shop\Payments;

use Vitrine\Shop\Orders\Order;
use WP_Error;
use WP_REST_Request;

defined( 'ABSPATH' ) || exit;

/**
 * What a card or wallet provider's add-on extends, registered with the
 * `vitrine_online_payment_gateways` filter (docs/shop.md, "The online gateway API"). The order
 * is placed "pending payment"; then:
 *
 * 1. {@see PaymentGateway::start()} sends the customer to pay: it returns the provider's
 *    address (a redirect), or '' when the payment happens on the order received page
 *    ({@see PaymentGateway::payment_html()}, an embedded form).
 * 2. The provider sends the customer back to {@see PaymentGateway::return_url()}, which only
 *    leads to the order received page (a return proves nothing: anybody can open it).
 * 3. The provider posts its notification to {@see PaymentGateway::notification_url()};
 *    {@see PaymentGateway::parse_notification()} verifies its signature and reads it, and
 *    Vitrine ({@see NotificationProcessor}) moves the order to paid exactly once: the provider's
 *    event id is recorded under a unique key, so a replay changes nothing, and the status moves
 *    in one conditional UPDATE.
 * 4. Refunds from the order screen go through {@see PaymentGateway::refund()} when
 *    {@see PaymentGateway::supports_refunds()} says so.
 */
abstract class PaymentGateway {

	/**
	 * The gateway's id, stored with its orders as their payment method (a short key).
	 */
	abstract public function id(): string;

	/**
	 * Its name at checkout, e.g. "Card".
	 */
	abstract public function title(): string;

	/**
	 * What the customer reads under the name at checkout.
	 */
	public function description(): string {
		return '';
	}

	/**
	 * Starts the payment of a placed order.
	 *
	 * @param Order $order The order, pending payment.
	 * @return string|WP_Error The provider's address to send the customer to, '' for an
	 *                         embedded payment, or why it cannot start (the order stays pending).
	 */
	abstract public function start( Order $order ): string|WP_Error;

	/**
	 * The embedded payment form shown on the order received page while the order is pending.
	 *
	 * @param Order $order The order.
	 */
	public function payment_html( Order $order ): string {
		unset( $order );
		return '';
	}

	/**
	 * Reads the provider's notification after verifying it came from the provider (its
	 * signature, e.g. with {@see PaymentGateway::verify_signature()}).
	 *
	 * @param WP_REST_Request $request The notification as posted.
	 * @return PaymentNotification|WP_Error `vitrine_payment_signature` (401) for a forged or
	 *                                      unsigned one, `vitrine_payment_notification` (400)
	 *                                      for one that cannot be read.
	 */
	abstract public function parse_notification( WP_REST_Request $request ): PaymentNotification|WP_Error;

	/**
	 * Called when the customer comes back from the provider, before the order received page
	 * (e.g. to note the provider's reference). It must not mark the order paid.
	 *
	 * @param Order           $order   The order.
	 * @param WP_REST_Request $request The return request.
	 */
	public function on_return( Order $order, WP_REST_Request $request ): void {
		unset( $order, $request );
	}

	/**
	 * Whether orders paid through it can be refunded from the order screen.
	 */
	public function supports_refunds(): bool {
		return false;
	}

	/**
	 * Refunds an order's payment at the provider (called once, after the order moved to
	 * Refunded; an error moves it back).
	 *
	 * @param Order  $order  The order.
	 * @param string $amount Amount, a decimal string.
	 * @param string $reason Why, as entered.
	 * @return true|WP_Error
	 */
	public function refund( Order $order, string $amount, string $reason ): bool|WP_Error {
		unset( $order, $amount, $reason );
		return new WP_Error( 'vitrine_refund_unsupported', __( 'This payment method cannot refund online. Please refund the customer at your provider.', 'vitrine' ), array( 'status' => 400 ) );
	}

	/**
	 * Where the provider posts its notifications.
	 */
	final public function notification_url(): string {
		return rest_url( PaymentController::NAMESPACE . '/payments/' . $this->id() . '/notify' );
	}

	/**
	 * Where the provider sends the customer back.
	 *
	 * @param Order $order The order.
	 */
	final public function return_url( Order $order ): string {
		return add_query_arg(
			array(
				'order' => $order->id,
				'key'   => $order->key,
			),
			rest_url( PaymentController::NAMESPACE . '/payments/' . $this->id() . '/return' )
		);
	}

	/**
	 * The HMAC-SHA256 of a payload, in hex.
	 *
	 * @param string $payload The raw body.
	 * @param string $secret  The shared secret.
	 */
	final public static function sign( string $payload, string $secret ): string {
		return hash_hmac( 'sha256', $payload, $secret );
	}

	/**
	 * Whether a signature is the payload's HMAC-SHA256 under the secret, compared in constant
	 * time. An empty secret verifies nothing.
	 *
	 * @param string $payload   The raw body.
	 * @param string $signature The hex signature sent.
	 * @param string $secret    The shared secret.
	 */
	final public static function verify_signature( string $payload, string $signature, string $secret ): bool {
		return '' !== $secret && '' !== $signature && hash_equals( self::sign( $payload, $secret ), strtolower( trim( $signature ) ) );
	}
}
