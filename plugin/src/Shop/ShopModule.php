<?php
/**
 * The shop.
 *
 * @package Vitrine
 */

declare( strict_types = 1 );

namespace Vitrine\Shop;

use Vitrine\Core\Module;
use Vitrine\Shop\Admin\ProductDataBox;

/**
 * Registers the product type, its taxonomies and meta, the rules that derive `_price` and the
 * stock status, and the product data box.
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
		if ( is_admin() ) {
			( new ProductDataBox() )->register();
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
}
