<?php
/**
 * The stand-in payment provider's pages.
 *
 * @package VitrineExampleAddon
 */

declare( strict_types = 1 );

defined( 'ABSPATH' ) || exit;

/**
 * What a provider would host on its own site, served here so the flow can be tried (and
 * tested) without one: `/?vitrine_example_pay=1&…` shows the amount with Pay and Cancel; the
 * choice posts a signed notification to the shop from the server, then sends the customer
 * back. `/?vitrine_example_pay=console` shows the last notification sent and can send it again
 * (a provider's "resend webhook"), which the shop must answer without changing anything.
 */
final class Vitrine_Example_Addon_Provider {

	private const LAST_EVENT = 'vitrine_example_addon_pay_last_event';

	/**
	 * Serves the pages.
	 */
	public static function serve(): void {
		// phpcs:disable WordPress.Security.NonceVerification -- the provider's own pages: the signature protects the payment.
		if ( ! isset( $_GET['vitrine_example_pay'] ) ) {
			return;
		}
		nocache_headers();
		$mode = sanitize_key( wp_unslash( $_GET['vitrine_example_pay'] ) );
		if ( 'console' === $mode ) {
			$answer = isset( $_POST['resend'] ) ? self::send( (array) get_option( self::LAST_EVENT, array() ) ) : '';
			self::page( self::console( $answer ) );
		}
		$payment = array();
		foreach ( array( 'order', 'amount', 'currency', 'return', 'notify' ) as $field ) {
			$payment[ $field ] = isset( $_GET[ $field ] ) ? sanitize_text_field( wp_unslash( $_GET[ $field ] ) ) : '';
		}
		$sig = isset( $_GET['sig'] ) ? sanitize_text_field( wp_unslash( $_GET['sig'] ) ) : '';
		if ( ! Vitrine_Example_Addon_Gateway::verify_signature( implode( '|', $payment ), $sig, Vitrine_Example_Addon_Gateway::secret() ) ) {
			status_header( 400 );
			self::page( '<p>' . esc_html__( 'This payment link is not valid.', 'vitrine-example-addon' ) . '</p>' );
		}
		$choice = isset( $_POST['choice'] ) ? sanitize_key( wp_unslash( $_POST['choice'] ) ) : '';
		// phpcs:enable
		if ( in_array( $choice, array( 'pay', 'cancel' ), true ) ) {
			$body  = (string) wp_json_encode(
				array(
					'id'       => 'evt_' . wp_generate_uuid4(),
					'order'    => (int) $payment['order'],
					'type'     => 'pay' === $choice ? 'paid' : 'cancelled',
					'amount'   => $payment['amount'],
					'currency' => $payment['currency'],
					'payment'  => 'pay' === $choice ? 'pay_' . wp_generate_password( 12, false ) : '',
				)
			);
			$event = array(
				'url'       => $payment['notify'],
				'body'      => $body,
				'signature' => Vitrine_Example_Addon_Gateway::sign( $body, Vitrine_Example_Addon_Gateway::secret() ),
			);
			update_option( self::LAST_EVENT, $event, false );
			self::send( $event );
			// The return address was signed with the payment: it is the shop's own route.
			wp_safe_redirect( $payment['return'], 303 );
			exit;
		}
		self::page( self::checkout( $payment ) );
	}

	/**
	 * Posts a notification from the server, as the provider does; returns its answer.
	 *
	 * @param array<string, mixed> $event URL, body, signature.
	 */
	private static function send( array $event ): string {
		if ( empty( $event['url'] ) ) {
			return __( 'No notification has been sent yet.', 'vitrine-example-addon' );
		}
		$reply = wp_remote_post(
			(string) $event['url'],
			array(
				'headers' => array(
					'Content-Type'        => 'application/json',
					'X-Example-Signature' => (string) $event['signature'],
				),
				'body'    => (string) $event['body'],
				'timeout' => 15,
			)
		);
		if ( is_wp_error( $reply ) ) {
			return $reply->get_error_message();
		}
		return wp_remote_retrieve_response_code( $reply ) . ' ' . wp_remote_retrieve_body( $reply );
	}

	/**
	 * The payment page.
	 *
	 * @param array<string, string> $payment The signed payment.
	 */
	private static function checkout( array $payment ): string {
		return sprintf(
			'<p>%1$s</p><p class="amount">%2$s</p><form method="post"><button type="submit" name="choice" value="pay">%3$s</button> <button type="submit" name="choice" value="cancel" class="secondary">%4$s</button></form>',
			/* translators: %s: order number. */
			esc_html( sprintf( __( 'Payment for order #%s', 'vitrine-example-addon' ), $payment['order'] ) ),
			esc_html( $payment['amount'] . ' ' . $payment['currency'] ),
			esc_html__( 'Pay', 'vitrine-example-addon' ),
			esc_html__( 'Cancel', 'vitrine-example-addon' )
		);
	}

	/**
	 * The console with the last notification.
	 *
	 * @param string $answer The shop's answer to a resend, if any.
	 */
	private static function console( string $answer ): string {
		$event = (array) get_option( self::LAST_EVENT, array() );
		return sprintf(
			'<h2>%1$s</h2><pre>%2$s</pre><form method="post"><button type="submit" name="resend" value="1">%3$s</button></form>%4$s',
			esc_html__( 'Last notification', 'vitrine-example-addon' ),
			esc_html( (string) ( $event['body'] ?? '' ) ),
			esc_html__( 'Send it again', 'vitrine-example-addon' ),
			'' !== $answer ? '<p role="status" class="answer">' . esc_html( __( 'The shop answered:', 'vitrine-example-addon' ) . ' ' . $answer ) . '</p>' : ''
		);
	}

	/**
	 * Prints a bare page and stops.
	 *
	 * @param string $content Escaped HTML.
	 */
	private static function page( string $content ): void {
		printf(
			'<!doctype html><html lang="%1$s"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><meta name="robots" content="noindex"><title>%2$s</title><style>body{font:16px/1.5 system-ui,sans-serif;max-width:28rem;margin:3rem auto;padding:0 1rem;color:#1d1d1f}h1{font-size:1.4rem}.amount{font-size:2rem;font-weight:700}button{font:inherit;padding:.6rem 1.2rem;border-radius:6px;border:1px solid #1d4ed8;background:#1d4ed8;color:#fff;cursor:pointer}button.secondary{background:#fff;color:#1d4ed8}pre{white-space:pre-wrap;word-break:break-all;background:#f4f4f5;padding:.5rem}</style></head><body><main><h1>%2$s</h1>%3$s</main></body></html>',
			esc_attr( get_bloginfo( 'language' ) ),
			esc_html__( 'Example Pay (stand-in provider)', 'vitrine-example-addon' ),
			$content // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- escaped by the callers.
		);
		exit;
	}
}
