<?php
/**
 * A `vitrine/v1` REST controller's shared parts.
 *
 * @package Vitrine
 */

declare( strict_types = 1 );

namespace Vitrine\Core\Http;

use WP_REST_Controller;
use WP_REST_Server;

defined( 'ABSPATH' ) || exit;

/**
 * What the visitor-facing controllers under `vitrine/v1` (the session, the cart) spell alike:
 * the namespace, a route's registration with its arguments and the public schema, and the
 * response schema built once, with the JSON Schema header and the fields other code added
 * (register_rest_field()). A controller names its base, registers its routes through route()
 * and describes its answer in properties().
 */
abstract class RestController extends WP_REST_Controller {

	/**
	 * Sets the namespace and the controller's base.
	 *
	 * @param string $rest_base The routes' base under `vitrine/v1`.
	 */
	protected function use_base( string $rest_base ): void {
		$this->namespace = 'vitrine/v1';
		$this->rest_base = $rest_base;
	}

	/**
	 * Registers one route under the controller's base, answering with the public schema.
	 *
	 * @param string                              $path       After the base: '' or e.g. '/items'.
	 * @param string                              $methods    WP_REST_Server's method constant.
	 * @param string                              $callback   The controller's method that answers.
	 * @param string                              $permission The controller's method that permits.
	 * @param array<string, array<string, mixed>> $args       The arguments' schema.
	 */
	protected function route( string $path, string $methods, string $callback, string $permission, array $args = array() ): void {
		register_rest_route(
			$this->namespace,
			'/' . $this->rest_base . $path,
			array(
				array(
					'methods'             => $methods,
					'callback'            => array( $this, $callback ),
					'permission_callback' => array( $this, $permission ),
					'args'                => $args,
				),
				'schema' => array( $this, 'get_public_item_schema' ),
			)
		);
	}

	/**
	 * The response schema's properties.
	 *
	 * @return array<string, array<string, mixed>>
	 */
	abstract protected function properties(): array;

	/**
	 * The response schema (titled `vitrine-<base>`), built once.
	 *
	 * @return array<string, mixed>
	 */
	public function get_item_schema(): array {
		if ( ! $this->schema ) {
			$this->schema = array(
				'$schema'    => 'http://json-schema.org/draft-04/schema#',
				'title'      => 'vitrine-' . $this->rest_base,
				'type'       => 'object',
				'properties' => $this->properties(),
			);
		}
		return $this->add_additional_fields_schema( $this->schema );
	}
}
