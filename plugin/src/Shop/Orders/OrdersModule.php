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
 * Registers the checkout form's post, the `vitrine/checkout` block and `[vitrine_checkout]`
 * shortcode, and the admin Orders screen.
 */
final class OrdersModule implements Module {

	/**
	 * {@inheritDoc}
	 */
	public function register(): void {
		( new CheckoutFormHandler() )->register();
		add_action( 'init', array( $this, 'register_block_and_shortcode' ) );
		if ( is_admin() ) {
			( new OrdersAdmin() )->register();
		}
	}

	/**
	 * The checkout page's shortcode (its block is in src/blocks/checkout/).
	 */
	public function register_block_and_shortcode(): void {
		add_shortcode( 'vitrine_checkout', static fn(): string => CheckoutView::render() );
	}
}
