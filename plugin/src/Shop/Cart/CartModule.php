<?php
/**
 * The cart.
 *
 * @package Vitrine
 */

declare( strict_types = 1 );

namespace Vitrine\Shop\Cart;

use Vitrine\Core\Module;
use Vitrine\Shop\Rendering\CartView;
use Vitrine\Widgets\WidgetRenderer;

defined( 'ABSPATH' ) || exit;

/**
 * Registers the cart's REST routes, its part of the session call, the guest-to-member merge at
 * log in, the no-JS form posts, the header link, and the styles of the page showing the
 * `vitrine/cart` block or `[vitrine_cart]` (both in src/blocks/cart/).
 */
final class CartModule implements Module {

	/**
	 * {@inheritDoc}
	 */
	public function register(): void {
		( new CartSession() )->register();
		( new CartMerge() )->register();
		( new CartFormHandler() )->register();
		( new CartLink() )->register();
		( new \Vitrine\Shop\PersonalPages() )->register();
		( new \Vitrine\Shop\CommercePageTitle() )->register();
		add_action(
			'rest_api_init',
			static function (): void {
				( new CartController() )->register_routes();
			}
		);
		add_action( 'wp_enqueue_scripts', array( $this, 'enqueue_styles' ) );
	}

	/**
	 * On the page holding the cart, enqueues its style in the head (it would otherwise arrive
	 * in the footer, after the first paint), and, when the cart is empty, the product grid's
	 * that its suggestions use.
	 */
	public function enqueue_styles(): void {
		$post = is_singular() ? get_post() : null;
		if ( ! $post || ! ( has_block( 'vitrine/cart', $post ) || has_shortcode( $post->post_content, 'vitrine_cart' ) ) ) {
			return;
		}
		if ( wp_style_is( CartView::STYLE, 'registered' ) ) {
			wp_enqueue_style( CartView::STYLE );
		}
		if ( CartView::suggestions() && ! CartFactory::current()->lines() ) {
			foreach ( array( 'products', 'quick-view' ) as $widget ) {
				WidgetRenderer::enqueue( $widget );
			}
		}
	}
}
