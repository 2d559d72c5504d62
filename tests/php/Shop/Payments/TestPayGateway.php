<?php
/**
 * @package Vitrine
 */

declare( strict_types = 1 );

namespace Vitrine\Tests\Shop\Payments;

use Vitrine\Shop\Orders\Order;
use Vitrine\Shop\Payments\PaymentGateway;
use Vitrine\Shop\Payments\PaymentNotification;
use WP_Error;
use WP_REST_Request;

/**
 * A gateway as an add-on writes one: redirects to a provider, reads JSON notifications signed
 * with HMAC-SHA256 in `X-Test-Signature`, refunds (or refuses to, on demand).
 */
final class TestPayGateway extends PaymentGateway {

	public const SECRET = 'test-secret-0123456789';

	/**
	 * Refunds asked for.
	 *
	 * @var list<string>
	 */
	public array $refunds = array();

	/**
	 * Whether refunds fail.
	 *
	 * @var bool
	 */
	public bool $refuse_refunds = false;

	public function id(): string {
		return 'test_pay';
	}

	public function title(): string {
		return 'Test Pay';
	}

	public function start( Order $order ): string|WP_Error {
		return 'https://pay.example.com/checkout?order=' . $order->id;
	}

	public function parse_notification( WP_REST_Request $request ): PaymentNotification|WP_Error {
		$body = $request->get_body();
		if ( ! self::verify_signature( $body, (string) $request->get_header( 'x-test-signature' ), self::SECRET ) ) {
			return new WP_Error( 'vitrine_payment_signature', 'bad signature', array( 'status' => 401 ) );
		}
		$event = (array) json_decode( $body, true );
		return new PaymentNotification( (string) $event['id'], (int) $event['order'], (string) $event['type'], (string) ( $event['amount'] ?? '' ), (string) ( $event['currency'] ?? '' ), 'tx-1' );
	}

	public function supports_refunds(): bool {
		return true;
	}

	public function refund( Order $order, string $amount, string $reason ): bool|WP_Error {
		$this->refunds[] = $order->id . ':' . $amount;
		return $this->refuse_refunds ? new WP_Error( 'test_refused', 'The provider refused.', array( 'status' => 502 ) ) : true;
	}
}
