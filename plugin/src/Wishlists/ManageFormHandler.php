<?php
/**
 * The manage screen's forms.
 *
 * @package Vitrine
 */

declare( strict_types = 1 );

namespace Vitrine\Wishlists;

use Vitrine\Core\Http\RequestOrigin;
use Vitrine\Core\Http\RetryAfter;
use Vitrine\Core\Visitor\Visitor;
use WP_Error;

defined( 'ABSPATH' ) || exit;

/**
 * Acts on the manage screen's posts (`vitrine_wishlist_manage` = `create`, `rename`,
 * `privacy` or `delete`, each with its own nonce) through {@see WishlistService}, which checks
 * that the visitor owns the list. Success redirects (303, post/redirect/get) to the manage
 * screen with a notice; a refusal keeps its WP_Error for the screen (shown as the shared
 * notice) and answers its 4xx status. The manage screen is never cached: it prints the
 * visitor's lists and these forms' nonces.
 */
final class ManageFormHandler {

	public const FIELD       = 'vitrine_wishlist_manage';
	public const NONCE_FIELD = '_vitrine_wishlist_nonce';
	public const NOTICE_ARG  = 'vitrine_updated';
	public const DELETE_ARG  = 'vitrine_delete';
	public const OPERATIONS  = array( 'create', 'rename', 'privacy', 'delete' );

	/**
	 * The refusal of this request's post.
	 *
	 * @var WP_Error|null
	 */
	private static ?WP_Error $error = null;

	/**
	 * Sets up the handler.
	 *
	 * @param WishlistService $service Rules.
	 */
	public function __construct( private WishlistService $service ) {}

	/**
	 * Hooks in; the service is built only for a post of these forms.
	 *
	 * @param \Closure(): ManageFormHandler $handler Builds (once) the handler.
	 */
	public static function register( \Closure $handler ): void {
		add_action(
			'wp_loaded',
			static function () use ( $handler ): void {
				// phpcs:ignore WordPress.Security.NonceVerification.Missing -- checked in process().
				if ( isset( $_POST[ self::FIELD ] ) && ! wp_doing_ajax() ) {
					$handler()->handle();
				}
			},
			20
		);
		add_action( 'template_redirect', array( self::class, 'no_cache' ) );
	}

	/**
	 * The nonce action of a form.
	 *
	 * @param string $operation One of OPERATIONS.
	 */
	public static function nonce_action( string $operation ): string {
		return 'vitrine_wishlist_' . $operation;
	}

	/**
	 * `template_redirect`: the manage screen (any page with `?wishlist=manage`) is never stored
	 * by a page cache.
	 */
	public static function no_cache(): void {
		// phpcs:ignore WordPress.Security.NonceVerification.Recommended -- which screen, read only.
		if ( isset( $_GET[ WishlistUrls::QUERY_VAR ] ) && 'manage' === $_GET[ WishlistUrls::QUERY_VAR ] && ! headers_sent() ) {
			nocache_headers();
		}
	}

	/**
	 * Acts on the post: redirects on success, keeps the refusal otherwise.
	 */
	public function handle(): void {
		$result = $this->process( Visitor::current() );
		if ( is_string( $result ) ) {
			/** This filter is documented in plugin/src/Shop/Cart/CartFormHandler.php */
			if ( apply_filters( 'vitrine_cart_form_redirect', true, $result ) ) {
				wp_safe_redirect( $result, 303 );
				exit;
			}
			return;
		}
		self::$error = $result;
		add_action( 'send_headers', array( self::class, 'send_refusal_status' ) );
	}

	/**
	 * Checks the post and acts on it.
	 *
	 * @param Visitor $visitor Who asks.
	 * @return string|WP_Error Where to go on success, or the refusal.
	 */
	public function process( Visitor $visitor ): string|WP_Error {
		// phpcs:disable WordPress.Security.NonceVerification.Missing -- the nonce is verified here, before any field is used.
		$operation = isset( $_POST[ self::FIELD ] ) && is_string( $_POST[ self::FIELD ] ) ? sanitize_key( wp_unslash( $_POST[ self::FIELD ] ) ) : '';
		$nonce     = isset( $_POST[ self::NONCE_FIELD ] ) && is_string( $_POST[ self::NONCE_FIELD ] ) ? sanitize_text_field( wp_unslash( $_POST[ self::NONCE_FIELD ] ) ) : '';
		// phpcs:enable
		if ( ! in_array( $operation, self::OPERATIONS, true ) || RequestOrigin::current_is_cross_site()
			|| ! wp_verify_nonce( $nonce, self::nonce_action( $operation ) ) ) {
			return new WP_Error( 'vitrine_invalid_nonce', __( 'Your session has expired. Please reload the page and try again.', 'vitrine' ), array( 'status' => 403 ) );
		}
		$id = self::posted( 'wishlist_id' );
		$id = ctype_digit( $id ) ? (int) $id : 0;
		if ( 'create' === $operation ) {
			$privacy = self::posted( 'privacy' );
			$result  = $this->service->create( $visitor, self::posted( 'wishlist_name' ), Privacy::is_valid( $privacy ) ? (int) $privacy : Privacy::for_new_lists() );
		} elseif ( 'rename' === $operation ) {
			$result = $this->service->rename( $visitor, $id, self::posted( 'title' ) );
		} elseif ( 'privacy' === $operation ) {
			$result = $this->service->set_privacy( $visitor, $id, self::posted( 'privacy' ) );
		} else {
			$result = $this->service->delete_list( $visitor, $id );
		}
		if ( is_wp_error( $result ) ) {
			return $result;
		}
		$done = array(
			'create'  => 'created',
			'rename'  => 'renamed',
			'privacy' => 'privacy',
			'delete'  => 'deleted',
		);
		return add_query_arg( self::NOTICE_ARG, $done[ $operation ], WishlistUrls::manage() );
	}

	/**
	 * A posted text field ('' when missing or not text). Only read after process() verified
	 * the nonce.
	 *
	 * @param string $key Field name.
	 */
	public static function posted( string $key ): string {
		// phpcs:ignore WordPress.Security.NonceVerification.Missing -- see the method's comment.
		return isset( $_POST[ $key ] ) && is_string( $_POST[ $key ] ) ? sanitize_text_field( wp_unslash( $_POST[ $key ] ) ) : '';
	}

	/**
	 * Sends the refusal's status after WordPress sent its own (on `send_headers`).
	 */
	public static function send_refusal_status(): void {
		if ( self::$error ) {
			$data = (array) self::$error->get_error_data();
			status_header( (int) ( $data['status'] ?? 400 ) );
			RetryAfter::send( (int) ( $data['status'] ?? 400 ), $data );
		}
	}

	/**
	 * The refusal of this request's post, if any.
	 */
	public static function error(): ?WP_Error {
		return self::$error;
	}

	/**
	 * Which form was posted ('' for none), for refilling it.
	 */
	public static function posted_operation(): string {
		// phpcs:ignore WordPress.Security.NonceVerification.Missing -- which form; checked in process().
		return isset( $_POST[ self::FIELD ] ) && is_string( $_POST[ self::FIELD ] ) ? sanitize_key( wp_unslash( $_POST[ self::FIELD ] ) ) : '';
	}

	/**
	 * Forgets the refusal (tests).
	 */
	public static function reset(): void {
		self::$error = null;
	}
}
