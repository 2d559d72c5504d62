<?php
/**
 * Adding to a wishlist without JavaScript.
 *
 * @package Vitrine
 */

declare( strict_types = 1 );

namespace Vitrine\Wishlists;

use Vitrine\Core\Http\RequestOrigin;
use Vitrine\Core\LazyHooks;
use Vitrine\Core\Visitor\Visitor;
use Vitrine\Shop\ProductPostType;

defined( 'ABSPATH' ) || exit;

/**
 * The add-to-wishlist button's fallback is a form that POSTs to admin-post.php. Pages are
 * cached, so the form cannot carry a nonce: a POST without a valid one changes nothing and
 * answers an uncached confirmation page whose form holds a fresh nonce made for this visitor
 * (a guest gets the signed visitor cookie first); that second POST adds the product to the
 * visitor's own default list and goes back to the page it came from (`wp_safe_redirect`, so
 * never to another site). Cross-site POSTs are refused outright.
 */
final class NoScriptAddFormHandler {

	public const ACTION = 'vitrine_wishlist_add';

	/**
	 * Builds the handler.
	 *
	 * @param WishlistService $service The lists.
	 */
	public function __construct( private WishlistService $service ) {}

	/**
	 * Hooks the form's action and the guest nonce; the handler is built when a form posts.
	 *
	 * @param \Closure(): NoScriptAddFormHandler $handler Builds (once) the handler.
	 */
	public static function register( \Closure $handler ): void {
		add_action( 'admin_post_' . self::ACTION, LazyHooks::call( $handler, 'handle' ) );
		add_action( 'admin_post_nopriv_' . self::ACTION, LazyHooks::call( $handler, 'handle' ) );
		add_filter( 'nonce_user_logged_out', array( self::class, 'nonce_owner' ), 10, 2 );
	}

	/**
	 * `nonce_user_logged_out`: a guest's confirmation nonce is made for their visitor cookie,
	 * so one guest's nonce is worth nothing to another (core would share one among guests).
	 *
	 * @param int|string $uid    0 for guests, or what an earlier filter returned.
	 * @param string|int $action The nonce action.
	 * @return int|string
	 */
	public static function nonce_owner( $uid, $action ) {
		if ( ! str_starts_with( (string) $action, self::ACTION . '_' ) ) {
			return $uid;
		}
		$key = Visitor::current()->key();
		return '' === $key ? $uid : 'vitrine-' . $key;
	}

	/**
	 * The fallback form of a product's button (the same for every visitor: cacheable).
	 *
	 * @param int    $product_id   Product id.
	 * @param string $product_name Product name.
	 */
	public static function form( int $product_id, string $product_name ): string {
		return sprintf(
			'<form class="vitrine-wishlist-button__form" method="post" action="%1$s"><input type="hidden" name="action" value="%2$s"><input type="hidden" name="product_id" value="%3$d"><button type="submit" class="vitrine-wishlist-button__link" aria-label="%4$s">%5$s</button></form>',
			esc_url( admin_url( 'admin-post.php' ) ),
			esc_attr( self::ACTION ),
			$product_id,
			/* translators: %s: product name. Starts with the button's visible text, as speech input users say it. */
			esc_attr( sprintf( __( 'Add to wishlist: “%s”', 'vitrine' ), $product_name ) ),
			esc_html__( 'Add to wishlist', 'vitrine' )
		);
	}

	/**
	 * admin-post: confirms, or adds and goes back.
	 */
	public function handle(): void {
		$refusal = RequestOrigin::cross_site_refusal();
		if ( null !== $refusal ) {
			wp_die( esc_html( $refusal->get_error_message() ), '', array( 'response' => 403 ) );
		}
		// The nonce is checked below; a missing one leads to the confirmation, never a change.
		// A product id is digits only: absint() would turn `-5` into product 5.
		$raw        = isset( $_POST['product_id'] ) && is_string( $_POST['product_id'] ) ? sanitize_text_field( wp_unslash( $_POST['product_id'] ) ) : ''; // phpcs:ignore WordPress.Security.NonceVerification.Missing
		$product_id = ctype_digit( $raw ) ? (int) $raw : 0;
		$nonce      = isset( $_POST['_wpnonce'] ) ? sanitize_text_field( wp_unslash( $_POST['_wpnonce'] ) ) : '';
		$referer    = wp_get_referer(); // Only this site's addresses (wp_validate_redirect).
		$back       = false === $referer ? WishlistUrls::page() : $referer;
		$product    = $product_id > 0 ? get_post( $product_id ) : null;
		if ( ! $product instanceof \WP_Post || ProductPostType::POST_TYPE !== $product->post_type ) {
			wp_die( esc_html__( 'This product does not exist or is no longer for sale.', 'vitrine' ), '', array( 'response' => 404 ) );
		}

		$visitor = Visitor::current();
		if ( ! wp_verify_nonce( $nonce, self::ACTION . '_' . $product_id ) ) {
			$visitor->ensure_key();
			nocache_headers();
			wp_die( $this->confirmation( $product_id, get_the_title( $product ), $back ), esc_html__( 'Add to wishlist', 'vitrine' ), array( 'response' => 200 ) ); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- built escaped.
		}

		$added = $this->service->add( $visitor, $product_id, '' );
		if ( is_wp_error( $added ) ) {
			wp_die( esc_html( $added->get_error_message() ), '', array( 'response' => (int) ( $added->get_error_data()['status'] ?? 400 ) ) );
		}
		wp_safe_redirect( add_query_arg( 'vitrine_wishlisted', $product_id, $back ) );
		exit;
	}

	/**
	 * The confirmation form, with this visitor's nonce.
	 *
	 * @param int    $product_id   Product id.
	 * @param string $product_name Product name.
	 * @param string $back         Where to go afterwards (already validated).
	 */
	private function confirmation( int $product_id, string $product_name, string $back ): string {
		return sprintf(
			'<h1>%1$s</h1><form method="post" action="%2$s"><input type="hidden" name="action" value="%3$s"><input type="hidden" name="product_id" value="%4$d">%5$s<input type="hidden" name="_wp_http_referer" value="%6$s"><p><button type="submit" class="button wp-element-button">%7$s</button> <a href="%6$s">%8$s</a></p></form>',
			/* translators: %s: product name. */
			esc_html( sprintf( __( 'Add “%s” to your wishlist?', 'vitrine' ), $product_name ) ),
			esc_url( admin_url( 'admin-post.php' ) ),
			esc_attr( self::ACTION ),
			$product_id,
			wp_nonce_field( self::ACTION . '_' . $product_id, '_wpnonce', false, false ),
			esc_url( $back ),
			esc_html__( 'Add to wishlist', 'vitrine' ),
			esc_html__( 'Cancel', 'vitrine' )
		);
	}
}
