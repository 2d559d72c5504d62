<?php
/**
 * REST: vitrine/v1/cart.
 *
 * @package Vitrine
 */

declare( strict_types = 1 );

namespace Vitrine\Shop\Cart;

use Vitrine\Core\Http\RestController;
use WP_Error;
use WP_REST_Request;
use WP_REST_Response;
use WP_REST_Server;

defined( 'ABSPATH' ) || exit;

/**
 * `GET cart`, `POST cart/items` (product_id, quantity), `PUT cart/items/{product_id}`
 * (quantity; 0 removes) and `DELETE cart/items/{product_id}` under `vitrine/v1`, for the
 * current visitor's cart.
 *
 * Every route wants the `wp_rest` nonce (header `X-WP-Nonce` or `_wpnonce`) from the session
 * call, guests included: WordPress checks a guest's nonce against their visitor cookie
 * (GuestNonces), and a cart read without one would let another site's script read it through
 * WordPress's credentialed CORS. Cross-site writes are also refused by CrossSiteRestGuard.
 */
final class CartController extends RestController {

	/**
	 * Sets up the controller.
	 */
	public function __construct() {
		$this->use_base( 'cart' );
	}

	/**
	 * {@inheritDoc}
	 */
	public function register_routes(): void {
		$this->route( '', WP_REST_Server::READABLE, 'get_items', 'nonce_check' );
		$this->route(
			'/items',
			WP_REST_Server::CREATABLE,
			'create_item',
			'nonce_check',
			array(
				'product_id' => array(
					'description' => __( 'The product to add.', 'vitrine' ),
					'type'        => 'integer',
					'minimum'     => 1,
					'required'    => true,
				),
				'quantity'   => CartQuantity::rest_arg( 1 ) + array( 'default' => 1 ),
			)
		);
		register_rest_route(
			$this->namespace,
			'/' . $this->rest_base . '/items/(?P<product_id>\d+)',
			array(
				'args'   => array(
					'product_id' => array(
						'description' => __( 'The product of the line.', 'vitrine' ),
						'type'        => 'integer',
						'minimum'     => 1,
					),
				),
				array(
					'methods'             => WP_REST_Server::EDITABLE,
					'callback'            => array( $this, 'update_item' ),
					'permission_callback' => array( $this, 'nonce_check' ),
					'args'                => array(
						'quantity' => CartQuantity::rest_arg( 0 ) + array( 'required' => true ),
					),
				),
				array(
					'methods'             => WP_REST_Server::DELETABLE,
					'callback'            => array( $this, 'delete_item' ),
					'permission_callback' => array( $this, 'nonce_check' ),
					'args'                => array(),
				),
				'schema' => array( $this, 'get_public_item_schema' ),
			)
		);
	}

	/**
	 * A cart is its visitor's own: the call must carry the visitor's `wp_rest` nonce.
	 *
	 * @param WP_REST_Request $request Request.
	 * @return true|WP_Error
	 */
	public function nonce_check( $request ) {
		$nonce = $request->get_header( 'x_wp_nonce' ) ?? $request->get_param( '_wpnonce' ) ?? '';
		// `_wpnonce[]=…` is no nonce (and would be cast to "Array" with a warning).
		if ( ! is_string( $nonce ) || '' === $nonce || ! wp_verify_nonce( $nonce, 'wp_rest' ) ) {
			return new WP_Error( 'vitrine_cart_invalid_nonce', __( 'Your session has expired. Please reload the page and try again.', 'vitrine' ), array( 'status' => 403 ) );
		}
		return true;
	}

	/**
	 * The cart.
	 *
	 * @param WP_REST_Request $request Request.
	 */
	public function get_items( $request ): WP_REST_Response {
		unset( $request );
		return $this->answer( CartFactory::current(), 200 );
	}

	/**
	 * Adds units of a product.
	 *
	 * @param WP_REST_Request $request Request.
	 * @return WP_REST_Response|WP_Error
	 */
	public function create_item( $request ) {
		$cart = CartFactory::current_for_writing();
		$line = $cart->add( (int) $request['product_id'], (int) $request['quantity'] );
		if ( is_wp_error( $line ) ) {
			return $line;
		}
		$response = $this->answer( $cart, 201 );
		$response->set_data( array( 'line' => CartPayload::line( $line ) ) + $response->get_data() );
		return $response;
	}

	/**
	 * Sets a line's quantity (0 removes it).
	 *
	 * @param WP_REST_Request $request Request.
	 * @return WP_REST_Response|WP_Error
	 */
	public function update_item( $request ) {
		$cart = CartFactory::current_for_writing();
		$line = $cart->set_quantity( (int) $request['product_id'], (int) $request['quantity'] );
		if ( is_wp_error( $line ) ) {
			return $line;
		}
		return $this->answer( $cart, 200 );
	}

	/**
	 * Removes a line; 404 when the cart had none for that product.
	 *
	 * @param WP_REST_Request $request Request.
	 * @return WP_REST_Response|WP_Error
	 */
	public function delete_item( $request ) {
		$cart = CartFactory::current();
		if ( ! $cart->remove( (int) $request['product_id'] ) ) {
			return new WP_Error( 'vitrine_cart_no_such_line', __( 'This product is not in your cart.', 'vitrine' ), array( 'status' => 404 ) );
		}
		return $this->answer( $cart, 200 );
	}

	/**
	 * The cart's payload, never cached.
	 *
	 * @param Cart $cart   Cart.
	 * @param int  $status HTTP status.
	 */
	private function answer( Cart $cart, int $status ): WP_REST_Response {
		$response = new WP_REST_Response( CartPayload::of( $cart ), $status );
		$response->header( 'Cache-Control', 'no-store, private, max-age=0' );
		return $response;
	}

	/**
	 * {@inheritDoc}
	 *
	 * @return array<string, array<string, mixed>>
	 */
	protected function properties(): array {
		$money = array( 'type' => 'string' );
		return array(
			'items'  => array(
				'description' => __( 'The lines, oldest first.', 'vitrine' ),
				'type'        => 'array',
				'items'       => array(
					'type'       => 'object',
					'properties' => array(
						'product_id'      => array( 'type' => 'integer' ),
						'name'            => array( 'type' => 'string' ),
						'permalink'       => array(
							'type'   => 'string',
							'format' => 'uri',
						),
						'image'           => array( 'type' => 'string' ),
						'quantity'        => array( 'type' => 'integer' ),
						'max'             => array( 'type' => array( 'integer', 'null' ) ),
						'price'           => $money,
						'price_formatted' => $money,
						'total'           => $money,
						'total_formatted' => $money,
					),
				),
			),
			'totals' => array(
				'description' => __( 'Sums in the shop’s currency.', 'vitrine' ),
				'type'        => 'object',
				'properties'  => array(
					'subtotal'           => $money,
					'total'              => $money,
					'subtotal_formatted' => $money,
					'total_formatted'    => $money,
					'currency'           => $money,
				),
			),
			'count'  => array(
				'description' => __( 'Units in the cart.', 'vitrine' ),
				'type'        => 'integer',
			),
		);
	}
}
