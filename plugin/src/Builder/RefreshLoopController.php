<?php
/**
 * POST vitrine/v1/refresh-loop.
 *
 * @package Vitrine
 */

declare( strict_types = 1 );

namespace Vitrine\Builder;

use WP_Error;
use WP_Post;
use WP_REST_Controller;
use WP_REST_Request;
use WP_REST_Response;
use WP_REST_Server;

defined( 'ABSPATH' ) || exit;

/**
 * Re-renders a loop grid's results for new filters (docs/architecture.md §6): body `post_id`,
 * `widget_id`, `widget_filters` (`{"taxonomy": {"category": {"terms": […],
 * "logicalJoin": "OR", "exclude": […]}}}`), `pagination_base_url`, and optionally `page` (the page
 * to render, for "load more"; else the base address's `e-page-{id}`); reply `{ "data": html }`.
 *
 * Public on purpose, like the page it refreshes: it answers only for a published, unprotected
 * post that contains a loop grid with that id, renders only what that page would show for the
 * same address, and changes nothing. Settings come from the stored block, never the request.
 */
final class RefreshLoopController extends WP_REST_Controller {

	public const ROUTE = 'refresh-loop';

	/**
	 * Sets up the controller.
	 */
	public function __construct() {
		$this->namespace = 'vitrine/v1';
		$this->rest_base = self::ROUTE;
	}

	/**
	 * {@inheritDoc}
	 */
	public function register_routes(): void {
		register_rest_route(
			$this->namespace,
			'/' . $this->rest_base,
			array(
				'methods'             => WP_REST_Server::CREATABLE,
				'callback'            => array( self::class, 'handle' ),
				'permission_callback' => '__return_true',
				'args'                => array(
					'post_id'             => array(
						'type'        => 'integer',
						'required'    => true,
						'minimum'     => 1,
						'description' => __( 'The page that holds the loop grid.', 'vitrine' ),
					),
					'widget_id'           => array(
						'type'        => 'string',
						'required'    => true,
						'pattern'     => '^[a-z0-9]{1,20}$',
						'description' => __( 'The loop grid id.', 'vitrine' ),
					),
					'widget_filters'      => array(
						'type'        => 'object',
						'default'     => array(),
						'description' => __( 'Filters by taxonomy.', 'vitrine' ),
					),
					'pagination_base_url' => array(
						'type'        => 'string',
						'default'     => '',
						'description' => __( 'The address page links build on.', 'vitrine' ),
					),
					'page'                => array(
						'type'        => 'integer',
						'minimum'     => 1,
						'maximum'     => 10000,
						'description' => __( 'The page to render ("load more"); by default the one in the base address.', 'vitrine' ),
					),
				),
			)
		);
	}

	/**
	 * Renders the results.
	 *
	 * @param WP_REST_Request $request Request.
	 * @return WP_REST_Response|WP_Error
	 */
	public static function handle( WP_REST_Request $request ) {
		$post      = get_post( (int) $request['post_id'] );
		$widget_id = (string) $request['widget_id'];
		if ( ! $post instanceof WP_Post || 'publish' !== $post->post_status || '' !== $post->post_password || ! is_post_type_viewable( $post->post_type ) ) {
			return new WP_Error( 'vitrine_loop_not_found', __( 'This page is not available.', 'vitrine' ), array( 'status' => 404 ) );
		}
		$settings = LoopGridLocator::find( $post, $widget_id );
		if ( null === $settings ) {
			return new WP_Error( 'vitrine_loop_not_found', __( 'This page has no such loop grid.', 'vitrine' ), array( 'status' => 404 ) );
		}
		$settings = LoopGrid::settings( $settings + array( 'widgetId' => $widget_id ) );
		$raw      = (array) $request['widget_filters'];
		$filters  = LoopFilter::from_request( $raw['taxonomy'] ?? array(), $settings['postType'] );
		$base     = self::base_url( (string) $request['pagination_base_url'], $post );
		$query    = array();
		wp_parse_str( (string) wp_parse_url( $base, PHP_URL_QUERY ), $query );
		$page = null !== $request['page'] ? (int) $request['page'] : max( 1, absint( $query[ 'e-page-' . $widget_id ] ?? 1 ) );

		return new WP_REST_Response( array( 'data' => LoopGrid::results( $settings, $filters, $page, $base ) ) );
	}

	/**
	 * The base address for page links: the given one when it is on this site, else the post's.
	 *
	 * @param string  $url  Requested base.
	 * @param WP_Post $post Post.
	 */
	private static function base_url( string $url, WP_Post $post ): string {
		$url  = esc_url_raw( $url, array( 'http', 'https' ) );
		$home = wp_parse_url( home_url() );
		$part = wp_parse_url( $url );
		if ( '' !== $url && is_array( $home ) && is_array( $part ) && ( $home['host'] ?? '' ) === ( $part['host'] ?? '' ) ) {
			return $url;
		}
		return (string) get_permalink( $post );
	}
}
