<?php
/**
 * Plugin Name:       Vitrine example add-on
 * Description:       How another plugin extends Vitrine: its own widget and block through the public widget API, a price filter, an order hook and a front-end cart event. The guide is docs/extending.md in Vitrine's repository.
 * Version:           0.2.0
 * Requires at least: 6.7
 * Requires PHP:      8.1
 * Requires Plugins:  vitrine
 * Author:            Vitrine
 * License:           GPL-2.0-or-later
 * Text Domain:       vitrine-example-addon
 *
 * @package VitrineExampleAddon
 */

declare( strict_types = 1 );

defined( 'ABSPATH' ) || exit;

const VITRINE_EXAMPLE_ADDON_DEAL_SKU    = 'DEAL-';
const VITRINE_EXAMPLE_ADDON_LAST_ORDER  = 'vitrine_example_addon_last_order';
const VITRINE_EXAMPLE_ADDON_DEAL_FACTOR = 0.9;

/**
 * Step 1: the widget. Its script registers the widget with Vitrine's runtime; Vitrine enqueues
 * that script only on pages that render the widget, after the runtime.
 */
function vitrine_example_addon_register_widget(): void {
	if ( ! function_exists( 'vitrine_register_widget' ) ) {
		return; // Vitrine is not active: the block renders its fallback only.
	}
	wp_register_script(
		'vitrine-example-addon-counter',
		plugins_url( 'widget/register.js', __FILE__ ),
		array( 'wp-i18n' ),
		'0.2.0',
		array(
			'in_footer' => true,
			'strategy'  => 'defer',
		)
	);
	wp_set_script_translations( 'vitrine-example-addon-counter', 'vitrine-example-addon' );
	wp_register_style( 'vitrine-example-addon-counter', plugins_url( 'widget/counter.css', __FILE__ ), array(), '0.2.0' );
	vitrine_register_widget(
		'example-addon-counter',
		array(
			'script' => 'vitrine-example-addon-counter',
			'style'  => 'vitrine-example-addon-counter',
		)
	);
}
add_action( 'init', 'vitrine_example_addon_register_widget' );

/**
 * Step 2: the block that places it (block.json, an editor script and a server render).
 */
function vitrine_example_addon_register_block(): void {
	wp_register_script(
		'vitrine-example-addon-counter-editor',
		plugins_url( 'block/index.js', __FILE__ ),
		array( 'wp-blocks', 'wp-block-editor', 'wp-element', 'wp-i18n', 'wp-components' ),
		'0.2.0',
		true
	);
	register_block_type( __DIR__ . '/block' );
}
add_action( 'init', 'vitrine_example_addon_register_block' );

/**
 * Step 3: a price filter. Products whose SKU starts with `DEAL-` cost 10% less: on the shop, in
 * the cart and in the order, since Vitrine reads every price through `vitrine_product_price`.
 *
 * @param string $price   The price Vitrine would charge ('' for none).
 * @param object $product The product (Vitrine\Shop\Product).
 */
function vitrine_example_addon_deal_price( string $price, object $product ): string {
	$sku = (string) get_post_meta( (int) $product->id, '_sku', true );
	if ( '' === $price || ! str_starts_with( $sku, VITRINE_EXAMPLE_ADDON_DEAL_SKU ) ) {
		return $price;
	}
	return number_format( round( (float) $price * VITRINE_EXAMPLE_ADDON_DEAL_FACTOR, 2 ), 2, '.', '' );
}
add_filter( 'vitrine_product_price', 'vitrine_example_addon_deal_price', 10, 2 );

/**
 * Step 4: an order hook. Remembers the last order placed (a real add-on would tell a
 * warehouse or a CRM), readable by administrators in the REST API's settings.
 *
 * @param object $order The order (Vitrine\Shop\Orders\Order).
 */
function vitrine_example_addon_order_placed( object $order ): void {
	update_option( VITRINE_EXAMPLE_ADDON_LAST_ORDER, (int) $order->id, false );
}
add_action( 'vitrine_order_placed', 'vitrine_example_addon_order_placed' );

/**
 * The remembered order, as a setting the REST API shows administrators.
 */
function vitrine_example_addon_register_setting(): void {
	register_setting(
		'general',
		VITRINE_EXAMPLE_ADDON_LAST_ORDER,
		array(
			'type'              => 'integer',
			'default'           => 0,
			'sanitize_callback' => 'absint',
			'show_in_rest'      => true,
		)
	);
}
add_action( 'init', 'vitrine_example_addon_register_setting' );

/**
 * Step 6: an online payment gateway (docs/shop.md, "The online gateway API"): a subclass of
 * Vitrine's PaymentGateway registered with `vitrine_online_payment_gateways`, and the
 * stand-in provider it pays against.
 */
function vitrine_example_addon_load_gateway(): void {
	if ( ! class_exists( \Vitrine\Shop\Payments\PaymentGateway::class ) ) {
		return; // Vitrine (0.3 or later) is not active.
	}
	require_once __DIR__ . '/gateway/class-vitrine-example-addon-gateway.php';
	require_once __DIR__ . '/gateway/class-vitrine-example-addon-provider.php';
	add_filter(
		'vitrine_online_payment_gateways',
		static function ( $gateways ) {
			$gateways   = (array) $gateways;
			$gateways[] = new Vitrine_Example_Addon_Gateway();
			return $gateways;
		}
	);
	add_action( 'template_redirect', array( Vitrine_Example_Addon_Provider::class, 'serve' ), 0 );
}
add_action( 'plugins_loaded', 'vitrine_example_addon_load_gateway' );
