<?php
/**
 * Checkout and orders.
 *
 * @package Vitrine
 */

declare( strict_types = 1 );

namespace Vitrine\Shop\Orders;

use Vitrine\Core\Module;
use Vitrine\Shop\Orders\Admin\OrdersAdmin;

defined( 'ABSPATH' ) || exit;

/**
 * Registers the checkout form's post, the styles of the page showing the checkout (its block
 * and `[vitrine_checkout]` are src/blocks/checkout/), the admin Orders screen, and the orders'
 * hourly upkeep ({@see OrderMaintenance}).
 */
final class OrdersModule implements Module {

	/**
	 * {@inheritDoc}
	 */
	public function register(): void {
		( new CheckoutFormHandler() )->register();
		OrderReceivedView::register();
		( new OrderMaintenance() )->register();
		add_action( 'wp_enqueue_scripts', array( $this, 'enqueue_styles' ) );
		if ( is_admin() ) {
			( new OrdersAdmin() )->register();
		}
	}

	/**
	 * On the page holding the checkout, enqueues its style in the head (it would otherwise
	 * arrive in the footer, after the first paint).
	 */
	public function enqueue_styles(): void {
		$post = is_singular() ? get_post() : null;
		if ( $post && ( has_block( 'vitrine/checkout', $post ) || has_shortcode( $post->post_content, 'vitrine_checkout' ) ) && wp_style_is( 'vitrine-widget-checkout', 'registered' ) ) {
			wp_enqueue_style( 'vitrine-widget-checkout' );
		}
	}
}
