<?php
/**
 * REST: vitrine/v1/payments.
 *
 * @package Vitrine
 */

declare( strict_types = 1 );

namespace Vitrine\Shop\Payments;

use Vitrine\Shop\Orders\CheckoutFormHandler;
use Vitrine\Shop\Orders\OrderRepository;
use WP_Error;
use WP_REST_Controller;
use WP_REST_Request;
use WP_REST_Response;
use WP_REST_Server;

defined( 'ABSPATH' ) || exit;

/**
 * `POST payments/{gateway}/notify` (the provider's server posts its signed notification) and
 * `GET payments/{gateway}/return?order=&key=` (the customer's browser comes back) under
 * `vitrine/v1`, for each online gateway ({@see PaymentGateway}).
 *
 * Both are public by design: the provider has no WordPress session. The notification is
 * authenticated by its signature (the gateway refuses a forged one, 401) and acts once per
 * event ({@see NotificationProcessor}); only a valid signature writes a row, so a flood of
 * forged posts costs an HMAC each and stores nothing. The return needs the order's secret key
 * and only redirects to that order's page on this site.
 */
final class PaymentController extends WP_REST_Controller {

	public const NAMESPACE = 'vitrine/v1';

	/**
	 * Sets up the controller.
	 */
	public function __construct() {
		$this->namespace = self::NAMESPACE;
		$this->rest_base = 'payments';
	}

	/**
	 * {@inheritDoc}
	 */
	public function register_routes(): void {
		$gateway = array(
			'description' => __( 'The payment gateway’s id.', 'vitrine' ),
			'type'        => 'string',
			'pattern'     => '^[a-z0-9_-]+$',
		);
		register_rest_route(
			$this->namespace,
			'/' . $this->rest_base . '/(?P<gateway>[a-z0-9_-]+)/notify',
			array(
				'methods'             => WP_REST_Server::CREATABLE,
				'callback'            => array( $this, 'notify' ),
				// Public: the provider's server calls it; the signature is the authentication.
				'permission_callback' => '__return_true',
				'args'                => array( 'gateway' => $gateway ),
			)
		);
		register_rest_route(
			$this->namespace,
			'/' . $this->rest_base . '/(?P<gateway>[a-z0-9_-]+)/return',
			array(
				'methods'             => WP_REST_Server::READABLE,
				'callback'            => array( $this, 'return_to_shop' ),
				// Public: the customer's browser, possibly signed out; the order key is the secret.
				'permission_callback' => '__return_true',
				'args'                => array(
					'gateway' => $gateway,
					'order'   => array(
						'description' => __( 'The order number.', 'vitrine' ),
						'type'        => 'integer',
						'minimum'     => 1,
						'required'    => true,
					),
					'key'     => array(
						'description' => __( 'The order’s secret key.', 'vitrine' ),
						'type'        => 'string',
						'pattern'     => '^[a-f0-9]{32}$',
						'required'    => true,
					),
				),
			)
		);
	}

	/**
	 * A provider's notification.
	 *
	 * @param WP_REST_Request $request Request.
	 */
	public function notify( WP_REST_Request $request ): WP_REST_Response|WP_Error {
		$gateway = OnlineGateways::get( (string) $request['gateway'] );
		if ( ! $gateway ) {
			return new WP_Error( 'vitrine_payment_gateway', __( 'This payment method does not exist.', 'vitrine' ), array( 'status' => 404 ) );
		}
		$notification = $gateway->parse_notification( $request );
		if ( $notification instanceof WP_Error ) {
			return $notification;
		}
		$result = ( new NotificationProcessor() )->handle( $gateway, $notification );
		if ( $result instanceof WP_Error ) {
			return $result;
		}
		return new WP_REST_Response( array( 'result' => $result ), 200 );
	}

	/**
	 * The customer back from the provider: to the order's page.
	 *
	 * @param WP_REST_Request $request Request.
	 */
	public function return_to_shop( WP_REST_Request $request ): WP_REST_Response|WP_Error {
		$gateway = OnlineGateways::get( (string) $request['gateway'] );
		$order   = ( new OrderRepository() )->find( (int) $request['order'] );
		if ( ! $gateway || ! $order || $order->payment_method !== $gateway->id() || ! hash_equals( $order->key, (string) $request['key'] ) ) {
			return new WP_Error( 'vitrine_order_not_found', __( 'This order could not be found.', 'vitrine' ), array( 'status' => 404 ) );
		}
		$gateway->on_return( $order, $request );
		$response = new WP_REST_Response( null, 303 );
		$response->header( 'Location', CheckoutFormHandler::confirmation_url( $order ) );
		return $response;
	}
}
