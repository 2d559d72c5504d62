<?php
/**
 * The shop.
 *
 * @package Vitrine
 */

declare( strict_types = 1 );

namespace Vitrine\Shop;

use Vitrine\Shop\Payments\PaymentController;
use Vitrine\Shop\Payments\PaymentSettings;
use Vitrine\Shop\Shipping\ShippingSettings;
use Vitrine\Shop\Tax\TaxSettings;

use Vitrine\Core\LazyHooks;
use Vitrine\Core\Module;
use Vitrine\Shop\Admin\ProductDataBox;
use Vitrine\Shop\Admin\ProductImageColumn;
use Vitrine\Shop\Catalogue\ProductLookup;
use Vitrine\Shop\Rendering\ShopIntro;
use Vitrine\Shop\Rendering\SingleProduct;
use Vitrine\Shop\Templates\ShopTemplates;
use Vitrine\Widgets\WidgetRenderer;

defined( 'ABSPATH' ) || exit;

/**
 * Registers the product type, its taxonomies and meta, the rules that derive `_price` and the
 * stock status, the product data box, the shop listing's main query, the quick view action,
 * and the widgets of pages showing the `vitrine/products` block or `[vitrine_products]`
 * (src/blocks/products/).
 */
final class ShopModule implements Module {

	/**
	 * Bumped whenever a shop address changes, so rewrite rules are rebuilt once.
	 */
	private const REWRITE_VERSION = '1';

	/**
	 * {@inheritDoc}
	 */
	public function register(): void {
		add_action( 'init', array( ProductPostType::class, 'register' ) );
		add_action( 'init', array( $this, 'refresh_rewrite_rules' ), 99 );
		foreach ( array( 'added_post_meta', 'updated_post_meta', 'deleted_post_meta' ) as $hook ) {
			add_action( $hook, array( ProductMeta::class, 'on_meta_change' ), 10, 3 );
		}
		ProductLookup::register();
		add_action( 'pre_get_posts', array( ShopRequest::class, 'prepare' ) );
		add_filter( 'posts_pre_query', array( ShopRequest::class, 'answer' ), 10, 2 );
		add_action( 'wp_enqueue_scripts', array( $this, 'enqueue_styles' ) );
		add_filter( 'the_content', array( SingleProduct::class, 'filter_content' ), 20 );
		add_filter( 'post_type_archive_title', array( ShopIntro::class, 'filter_title' ), 10, 2 );
		( new ShopTemplates() )->register();
		( new ShopSettings() )->register();
		( new PaymentSettings() )->register();
		( new ShippingSettings() )->register();
		( new TaxSettings() )->register();
		// Built only for a REST request: the payment routes' controller.
		add_action( 'rest_api_init', static fn() => ( new PaymentController() )->register_routes() );
		LazyHooks::ajax( QuickViewAjaxHandler::ACTION, static fn() => new QuickViewAjaxHandler() );
		if ( is_admin() ) {
			( new ProductDataBox() )->register();
			( new ProductImageColumn() )->register();
		}
	}

	/**
	 * Rebuilds the rewrite rules once after /shop/ and /product/… appear or change, so they
	 * resolve without a visit to Settings → Permalinks.
	 */
	public function refresh_rewrite_rules(): void {
		if ( get_option( 'vitrine_shop_rewrite_version' ) !== self::REWRITE_VERSION ) {
			flush_rewrite_rules( false );
			update_option( 'vitrine_shop_rewrite_version', self::REWRITE_VERSION, true );
		}
	}

	/**
	 * On shop listings, product pages and pages holding a product grid, enqueues the shop's
	 * styles in the head (they would otherwise arrive in the footer, after the first paint).
	 */
	public function enqueue_styles(): void {
		$post = is_singular() ? get_post() : null;
		$grid = $post && ( has_block( 'vitrine/products', $post ) || has_shortcode( $post->post_content, 'vitrine_products' ) );
		if ( $grid || is_post_type_archive( ProductPostType::POST_TYPE ) || is_tax( array( ProductPostType::CATEGORY, ProductPostType::TAG ) ) || is_singular( ProductPostType::POST_TYPE ) ) {
			foreach ( array( 'products', 'quick-view', 'quantity', 'product-gallery' ) as $widget ) {
				WidgetRenderer::enqueue( $widget );
			}
		}
	}
}
