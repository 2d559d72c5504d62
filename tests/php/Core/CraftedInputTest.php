<?php
/**
 * @package Vitrine
 */

declare( strict_types = 1 );

namespace Vitrine\Tests\Core;

use Vitrine\Builder\LoopFilter;
use Vitrine\Builder\TaxonomyFilter;
use Vitrine\Core\Visitor\Visitor;
use Vitrine\Shop\ProductPostType;
use Vitrine\Tests\AjaxDie;
use Vitrine\Tests\Shop\ProductFactory;
use Vitrine\Tests\TestCase;
use Vitrine\Wishlists\Ajax\AjaxRequest;
use Vitrine\Wishlists\Fragments;
use Vitrine\Wishlists\NoScriptAddFormHandler;
use Vitrine\Wishlists\WishlistRepository;
use Vitrine\Wishlists\WishlistService;
use Vitrine\Wishlists\WishlistView;
use WP_REST_Request;

/**
 * Arrays where strings are expected, and the shop's own search: no PHP warning (PHPUnit turns
 * every warning into a failure), and the input is refused or ignored rather than coerced.
 */
final class CraftedInputTest extends TestCase {

	use ProductFactory;

	public function test_refresh_loop_ignores_nested_arrays_among_the_terms(): void {
		$filters = LoopFilter::from_request(
			array(
				'category' => array(
					'terms'       => array( array( 'x' ), 'uncategorized', array( 'y' => array( 'z' ) ) ),
					'logicalJoin' => 'OR',
					'exclude'     => array( array() ),
				),
			),
			'post'
		);
		$this->assertSame( array( 'uncategorized' ), $filters['category']['terms'] );
		$this->assertSame( array(), $filters['category']['exclude'] );

		// The same through the route, whose schema only checks the outer object.
		$page    = $this->create_post(
			array(
				'post_type'    => 'page',
				'post_content' => '<!-- wp:vitrine/loop-grid {"widgetId":"crafted"} /-->',
			)
		);
		$request = new WP_REST_Request( 'POST', '/vitrine/v1/refresh-loop' );
		$request->set_header( 'Content-Type', 'application/json' );
		$request->set_body(
			(string) wp_json_encode(
				array(
					'post_id'        => $page,
					'widget_id'      => 'crafted',
					'widget_filters' => array( 'taxonomy' => array( 'category' => array( 'terms' => array( array( 'a' ) ) ) ) ),
				)
			)
		);
		$this->assertSame( 200, rest_get_server()->dispatch( $request )->get_status() );
	}

	public function test_an_e_filter_argument_sent_as_an_array_is_no_filter(): void {
		$this->create_post(); // Uncategorized has a post, so the filter shows it.
		$_GET = array(
			'e-filter-journal-category' => array( 'uncategorized' ),
			'e-page-journal'            => array( '2' ),
		);
		$html = TaxonomyFilter::render(
			array(
				'target'   => 'journal',
				'taxonomy' => 'category',
			)
		);
		$this->assertStringContainsString( 'vitrine-loop-filter', $html );
		$this->assertStringNotContainsString( 'aria-pressed="true"', $html );
		$this->assertSame( array(), LoopFilter::from_query( $_GET, 'journal', 'post' ) );
		$this->assertStringContainsString( 'vitrine-loop-grid', do_blocks( '<!-- wp:vitrine/loop-grid {"widgetId":"journal"} /-->' ) );
	}

	public function test_the_shop_s_own_search_lists_products_only(): void {
		$product = $this->create_product( array(), array( 'post_title' => 'Zyzzyva linen' ) );
		$story   = $this->create_post( array( 'post_title' => 'Zyzzyva linen story' ) );
		$page    = $this->create_post(
			array(
				'post_title' => 'Zyzzyva linen page',
				'post_type'  => 'page',
			)
		);
		// The shop searches its lookup table's FULLTEXT index, which InnoDB fills at commit:
		// these rows are committed, and deleted at the end.
		global $wpdb;
		$wpdb->query( 'COMMIT' );
		$wpdb->query( 'START TRANSACTION' );
		$_GET                    = array( 's' => 'zyzzyva' );
		$query                   = new \WP_Query();
		$GLOBALS['wp_the_query'] = $query; // phpcs:ignore WordPress.WP.GlobalVariablesOverride.Prohibited -- The query under test is the main one.
		$query->query(
			array(
				'post_type' => ProductPostType::POST_TYPE,
				's'         => 'zyzzyva',
			)
		);
		$this->assertTrue( $query->is_post_type_archive() );
		$this->assertSame( ProductPostType::POST_TYPE, $query->get( 'post_type' ) );
		$found = array_map( 'intval', wp_list_pluck( $query->posts, 'ID' ) );
		foreach ( array( $product, $story, $page ) as $id ) {
			wp_delete_post( $id, true );
		}
		$wpdb->query( 'COMMIT' );
		$wpdb->query( 'START TRANSACTION' );
		$this->assertSame( array( $product ), $found );
	}

	public function test_wishlist_fragment_options_sent_as_arrays_are_dropped(): void {
		$_POST     = array(
			'fragments' => array(
				'wishlist' => array(
					'token'    => array( 'ABC' ),
					'page'     => array( '2' ),
					'per_page' => '5',
				),
			),
		);
		$requested = AjaxRequest::fragments();
		$this->assertSame( array( 'wishlist' => array( 'per_page' => '5' ) ), $requested );

		$repository = new WishlistRepository();
		$fragments  = new Fragments( new WishlistService( $repository ), new WishlistView( $repository ) );
		$this->assertNull( $fragments->view_data( Visitor::current(), array( 'token' => array( 'ABC' ) ) ) );
		$this->assertSame( array(), $fragments->render( Visitor::current(), array( 'wishlist' => array( 'token' => array( 'ABC' ) ) ) ) );
	}

	/**
	 * Calls a public admin-ajax action with raw (possibly nested) fields; returns the status.
	 *
	 * @param string       $action Action.
	 * @param array<mixed> $fields POST fields.
	 */
	private function raw_ajax( string $action, array $fields ): int {
		$_POST    = $fields + array( 'action' => $action );
		$_REQUEST = $_POST;
		$status   = 200;
		add_filter( 'wp_doing_ajax', '__return_true' );
		add_filter(
			'status_header',
			static function ( $header, $code ) use ( &$status ) {
				$status = (int) $code;
				return $header;
			},
			10,
			2
		);
		add_filter(
			'wp_die_ajax_handler',
			static fn() => static function (): void {
			throw new AjaxDie( '' );
			}
		);
		ob_start();
		try {
			do_action( 'wp_ajax_nopriv_' . $action );
		} catch ( AjaxDie $end ) {
			unset( $end );
		}
		ob_end_clean();
		return $status;
	}

	/**
	 * Public actions and the nonce field each reads first.
	 *
	 * @return array<string, array{0: string, 1: string}>
	 */
	public static function public_actions(): array {
		return array(
			'like'                 => array( 'jws-love', 'nonce' ),
			'newsletter'           => array( 'ce4wp_form_submission', 'nonce' ),
			'register'             => array( 'jws_register_ajax', 'register_security' ),
			'wishlist add'         => array( 'add_to_wishlist', 'nonce' ),
			'wishlist fragments'   => array( 'load_fragments', 'nonce' ),
			'wishlist estimate'    => array( 'ask_an_estimate', 'nonce' ),
			'fallback _ajax_nonce' => array( 'jws-love', '_ajax_nonce' ),
			'fallback _wpnonce'    => array( 'add_to_wishlist', '_wpnonce' ),
		);
	}

	/**
	 * @dataProvider public_actions
	 *
	 * @param string $action Action.
	 * @param string $field  Nonce field sent as an array.
	 */
	public function test_a_nonce_sent_as_an_array_is_refused_without_a_warning( string $action, string $field ): void {
		update_option( 'users_can_register', 1 );
		$this->assertSame( 403, $this->raw_ajax( $action, array( $field => array( 'x' ) ) ) );
	}

	public function test_the_cart_routes_refuse_a_nonce_sent_as_an_array(): void {
		$request = new WP_REST_Request( 'GET', '/vitrine/v1/cart' );
		$request->set_query_params( array( '_wpnonce' => array( 'x' ) ) );
		$response = rest_get_server()->dispatch( $request );
		$this->assertSame( 403, $response->get_status() );
		$this->assertSame( 'vitrine_cart_invalid_nonce', $response->get_data()['code'] );
	}

	public function test_any_rest_route_refuses_a_wpnonce_sent_as_an_array_without_a_warning(): void {
		$_REQUEST = array( '_wpnonce' => array( 'x' ) );
		$result   = apply_filters( 'rest_authentication_errors', null ); // phpcs:ignore WordPress.NamingConventions.PrefixAllGlobals.NonPrefixedHooknameFound -- Core's hook.
		$this->assertInstanceOf( \WP_Error::class, $result );
		$this->assertSame( 'rest_cookie_invalid_nonce', $result->get_error_code() );
		$this->assertSame( 403, $result->get_error_data()['status'] );

		// A real nonce is still core's to check.
		$_REQUEST = array( '_wpnonce' => wp_create_nonce( 'wp_rest' ) );
		$this->assertTrue( apply_filters( 'rest_authentication_errors', null ) ); // phpcs:ignore WordPress.NamingConventions.PrefixAllGlobals.NonPrefixedHooknameFound -- Core's hook.
	}

	public function test_the_no_js_wishlist_form_takes_no_negative_product_id(): void {
		$product = $this->create_product();
		$_POST   = array(
			'action'     => NoScriptAddFormHandler::ACTION,
			'product_id' => '-' . $product,
		);
		add_filter(
			'wp_die_handler',
			static fn() => static function ( $message, $title = '', $args = array() ): void {
				throw new AjaxDie( (string) ( is_array( $args ) ? ( $args['response'] ?? 500 ) : 500 ) );
			}
		);
		$repository = new WishlistRepository();
		try {
			( new NoScriptAddFormHandler( new WishlistService( $repository ) ) )->handle();
			$this->fail( 'The form handler did not end the request.' );
		} catch ( AjaxDie $end ) {
			$this->assertSame( '404', $end->getMessage(), 'no product, not the confirmation for product ' . $product );
		}
	}
}
