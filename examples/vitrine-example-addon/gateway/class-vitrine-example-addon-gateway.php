<?php
/**
 * Step 6: an online payment gateway, against a stand-in provider this add-on serves itself.
 *
 * @package VitrineExampleAddon
 */

declare( strict_types = 1 );

defined( 'ABSPATH' ) || exit;

use Vitrine\Shop\Orders\Order;
use Vitrine\Shop\Payments\PaymentGateway;
use Vitrine\Shop\Payments\PaymentNotification;

/**
 * "Example Pay": the customer is sent to the provider's page (here `/?vitrine_example_pay=1`,
 * {@see Vitrine_Example_Addon_Provider}), pays or cancels there, and comes back; the provider
 * posts a notification signed with the shared secret (HMAC-SHA256 of the body, header
 * `X-Example-Signature`), which is what moves the order. A real gateway does the same against
 * its provider's API: only the addresses and the signature scheme differ.
 */
final class Vitrine_Example_Addon_Gateway extends PaymentGateway {

	public const ID = 'example_pay';

	public const SECRET_OPTION = 'vitrine_example_addon_pay_secret';

	/**
	 * {@inheritDoc}
	 */
	public function id(): string {
		return self::ID;
	}

	/**
	 * {@inheritDoc}
	 */
	public function title(): string {
		return __( 'Example Pay (test card)', 'vitrine-example-addon' );
	}

	/**
	 * {@inheritDoc}
	 */
	public function description(): string {
		return __( 'You will be taken to Example Pay to pay securely, then brought back here.', 'vitrine-example-addon' );
	}

	/**
	 * The secret shared with the provider (made once, kept out of autoload).
	 */
	public static function secret(): string {
		$secret = (string) get_option( self::SECRET_OPTION, '' );
		if ( '' === $secret ) {
			$secret = wp_generate_password( 40, false );
			add_option( self::SECRET_OPTION, $secret, '', false );
			$secret = (string) get_option( self::SECRET_OPTION, $secret );
		}
		return $secret;
	}

	/**
	 * {@inheritDoc}
	 */
	public function start( Order $order ): string {
		$payment = array(
			'order'    => (string) $order->id,
			'amount'   => $order->total,
			'currency' => $order->currency,
			'return'   => $this->return_url( $order ),
			'notify'   => $this->notification_url(),
		);
		// The provider checks this, so the amount cannot be changed on the way.
		$payment['sig'] = self::sign( implode( '|', $payment ), self::secret() );
		return add_query_arg( array_map( 'rawurlencode', $payment + array( 'vitrine_example_pay' => '1' ) ), home_url( '/' ) );
	}

	/**
	 * {@inheritDoc}
	 */
	public function parse_notification( WP_REST_Request $request ): PaymentNotification|WP_Error {
		$body = $request->get_body();
		if ( ! self::verify_signature( $body, (string) $request->get_header( 'x-example-signature' ), self::secret() ) ) {
			return new WP_Error( 'vitrine_payment_signature', __( 'The notification’s signature is not valid.', 'vitrine-example-addon' ), array( 'status' => 401 ) );
		}
		$event = json_decode( $body, true );
		if ( ! is_array( $event ) || empty( $event['id'] ) || ! is_string( $event['id'] ) || empty( $event['order'] ) || ! in_array( $event['type'] ?? '', array( 'paid', 'cancelled' ), true ) ) {
			return new WP_Error( 'vitrine_payment_notification', __( 'The notification could not be read.', 'vitrine-example-addon' ), array( 'status' => 400 ) );
		}
		return new PaymentNotification(
			substr( $event['id'], 0, 128 ),
			(int) $event['order'],
			'paid' === $event['type'] ? PaymentNotification::PAID : PaymentNotification::CANCELLED,
			(string) ( $event['amount'] ?? '' ),
			(string) ( $event['currency'] ?? '' ),
			(string) ( $event['payment'] ?? '' )
		);
	}

	/**
	 * {@inheritDoc}
	 */
	public function supports_refunds(): bool {
		return true;
	}

	/**
	 * The stand-in provider refunds by noting it (a real one calls its refund API here).
	 *
	 * @param Order  $order  The order.
	 * @param string $amount Amount.
	 * @param string $reason Why.
	 */
	public function refund( Order $order, string $amount, string $reason ): bool|WP_Error {
		update_option( 'vitrine_example_addon_pay_refunded_' . $order->id, $amount, false );
		unset( $reason );
		return true;
	}
}
