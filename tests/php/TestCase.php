<?php
/**
 * Base test case.
 *
 * @package Vitrine
 */

declare( strict_types = 1 );

namespace Vitrine\Tests;

use PHPUnit\Framework\TestCase as PHPUnitTestCase;
use Vitrine\Core\Assets;
use Vitrine\Core\ChunkScripts;
use Vitrine\Core\Database\SchemaInstaller;
use WP_REST_Request;
use WP_REST_Response;

/**
 * What WP_UnitTestCase gives, trimmed to our needs: each test runs in a transaction that is
 * rolled back, hooks and globals are restored, and rows written by code that commits on its
 * own (the like repository uses transactions) are removed explicitly: every Vitrine table
 * is emptied after each test.
 */
abstract class TestCase extends PHPUnitTestCase {

	/**
	 * Mails wp_mail() was asked to send since {@see TestCase::capture_mail()}.
	 *
	 * @var list<array<string, mixed>>
	 */
	protected array $mails = array();

	/**
	 * Hooks as they were before the test.
	 *
	 * @var array<string, \WP_Hook>
	 */
	private array $saved_hooks = array();

	/**
	 * Posts and users created through the factories.
	 *
	 * @var array{posts: list<int>, users: list<int>}
	 */
	private array $created = array(
		'posts' => array(),
		'users' => array(),
	);

	protected function setUp(): void {
		parent::setUp();
		global $wpdb, $wp_filter;
		foreach ( $wp_filter as $name => $hook ) {
			$this->saved_hooks[ $name ] = clone $hook;
		}
		$wpdb->suppress_errors( false );
		$wpdb->query( 'START TRANSACTION' );
		wp_cache_flush();
		wp_set_current_user( 0 );
		$_GET                   = array();
		$_POST                  = array();
		$_REQUEST               = array();
		$_COOKIE                = array();
		$_SERVER['REMOTE_ADDR'] = '127.0.0.1';
		unset( $_SERVER['HTTP_ORIGIN'], $_SERVER['HTTP_SEC_FETCH_SITE'] );
		// Each test is a request of its own: no REST authentication carried over from the last
		// (core's application-password check answers `true` while its status global holds a user).
		$GLOBALS['wp_rest_application_password_status'] = null;
		$GLOBALS['wp_rest_auth_cookie']                 = null;
		// Rendering a widget enqueues assets; every test starts from a page that has none.
		wp_scripts()->queue = array();
		wp_styles()->queue  = array();
		// …and from the runtime's own dependencies, before any widget added its core scripts.
		$runtime = wp_scripts()->query( Assets::RUNTIME, 'registered' );
		if ( $runtime instanceof \_WP_Dependency && null !== ChunkScripts::for_runtime() ) {
			$runtime->deps = ChunkScripts::for_runtime();
		}
	}

	protected function tearDown(): void {
		global $wpdb, $wp_filter;
		$wpdb->query( 'ROLLBACK' );
		foreach ( $this->created['posts'] as $id ) {
			wp_delete_post( $id, true );
		}
		foreach ( $this->created['users'] as $id ) {
			require_once ABSPATH . 'wp-admin/includes/user.php';
			wp_delete_user( $id );
		}
		foreach ( ( new SchemaInstaller() )->tables() as $table ) {
			$wpdb->query( $wpdb->prepare( 'DELETE FROM %i', $wpdb->prefix . $table::name() ) );
		}
		$wp_filter         = $this->saved_hooks; // phpcs:ignore WordPress.WP.GlobalVariablesOverride.Prohibited -- restoring.
		$this->saved_hooks = array();
		// A screen a test set (set_current_screen()) would make is_admin() true for every test
		// after it: the shop, search and picture tests then render as in wp-admin and fail.
		$GLOBALS['current_screen'] = null; // phpcs:ignore WordPress.WP.GlobalVariablesOverride.Prohibited -- each test is a request of its own.
		wp_cache_flush();
		wp_set_current_user( 0 );
		parent::tearDown();
	}

	/**
	 * Makes a query the main one, as WordPress does for a request.
	 *
	 * @param array<string, mixed> $args Query arguments; none for an empty query.
	 */
	protected function set_main_query( array $args = array() ): \WP_Query {
		$GLOBALS['wp_query']     = new \WP_Query( $args ); // phpcs:ignore WordPress.WP.GlobalVariablesOverride.Prohibited -- The main query, set up as a request would.
		$GLOBALS['wp_the_query'] = $GLOBALS['wp_query']; // phpcs:ignore WordPress.WP.GlobalVariablesOverride.Prohibited -- The main query, set up as a request would.
		return $GLOBALS['wp_query'];
	}

	/**
	 * Creates a post (published blog post by default).
	 *
	 * @param array<string, mixed> $args wp_insert_post() arguments.
	 */
	protected function create_post( array $args = array() ): int {
		$id = wp_insert_post(
			$args + array(
				'post_title'   => 'A post ' . wp_generate_password( 6, false ),
				'post_status'  => 'publish',
				'post_type'    => 'post',
				'post_content' => 'Content.',
			),
			true
		);
		$this->assertIsInt( $id );
		$this->created['posts'][] = $id;
		return $id;
	}

	/**
	 * Catches every mail instead of sending it: each lands in {@see TestCase::$mails}.
	 */
	protected function capture_mail(): void {
		$this->mails = array();
		add_filter(
			'pre_wp_mail',
			function ( $short_circuit, $atts ) {
				$this->mails[] = (array) $atts;
				return true;
			},
			10,
			2
		);
	}

	/**
	 * Creates a user.
	 *
	 * @param string $role Role.
	 */
	protected function create_user( string $role = 'subscriber' ): int {
		$id = wp_insert_user(
			array(
				'user_login' => 'user_' . wp_generate_password( 8, false ),
				'user_pass'  => wp_generate_password( 16 ),
				'user_email' => wp_generate_password( 8, false ) . '@example.test',
				'role'       => $role,
			)
		);
		$this->assertIsInt( $id );
		$this->created['users'][] = $id;
		return $id;
	}

	/**
	 * Runs an admin-ajax action as WordPress would and returns what it answered.
	 *
	 * @param string                $action Action name.
	 * @param array<string, mixed>  $post   POST fields, nested as jQuery sends objects (slashed as WordPress receives them).
	 * @return array{status: int, body: string}
	 */
	protected function ajax( string $action, array $post ): array {
		$_POST    = wp_slash( $post + array( 'action' => $action ) );
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
		$die = static function ( $message ): void {
			throw new AjaxDie( is_scalar( $message ) ? (string) $message : '' );
		};
		add_filter( 'wp_die_ajax_handler', static fn() => $die );

		ob_start();
		try {
			do_action( ( is_user_logged_in() ? 'wp_ajax_' : 'wp_ajax_nopriv_' ) . $action );
			$this->fail( "The {$action} handler did not end the request." );
		} catch ( AjaxDie $end ) {
			$body = (string) ob_get_clean() . $end->getMessage();
		}
		return array(
			'status' => $status,
			'body'   => $body,
		);
	}

	/**
	 * Dispatches a REST request through the real server.
	 *
	 * @param string               $method  HTTP method.
	 * @param string               $route   Route, e.g. `/vitrine/v1/session`.
	 * @param array<string, mixed> $headers Request headers.
	 */
	protected function rest( string $method, string $route, array $headers = array() ): WP_REST_Response {
		$request = new WP_REST_Request( $method, $route );
		foreach ( $headers as $name => $value ) {
			$request->set_header( $name, $value );
		}
		return rest_get_server()->dispatch( $request );
	}
}
