<?php
/**
 * The product post type, its taxonomies and meta.
 *
 * @package Vitrine
 */

declare( strict_types = 1 );

namespace Vitrine\Shop;

defined( 'ABSPATH' ) || exit;

/**
 * `vitrine_product` (archive /shop/, pages /product/<slug>/), its categories and tags, and its
 * meta under WooCommerce's keys so that a WooCommerce adapter can later read the same data.
 * Every key is registered with `show_in_rest` and sanitized by {@see ProductMeta}. Products
 * and their terms have capabilities of their own ({@see ShopRoles}): writing posts is not
 * writing products.
 */
final class ProductPostType {

	public const POST_TYPE = 'vitrine_product';
	public const CATEGORY  = 'vitrine_product_cat';
	public const TAG       = 'vitrine_product_tag';

	public const META_PRICE         = '_price';
	public const META_REGULAR_PRICE = '_regular_price';
	public const META_SALE_PRICE    = '_sale_price';
	public const META_SKU           = '_sku';
	public const META_STOCK         = '_stock';
	public const META_STOCK_STATUS  = '_stock_status';
	public const META_MANAGE_STOCK  = '_manage_stock';
	public const META_GALLERY       = '_product_image_gallery';

	/**
	 * Registers the post type, the taxonomies and the meta. Runs on `init`.
	 */
	public static function register(): void {
		register_post_type(
			self::POST_TYPE,
			array(
				'labels'            => array(
					'name'               => __( 'Products', 'vitrine' ),
					'singular_name'      => __( 'Product', 'vitrine' ),
					// The menu holds orders and wishlists too, as WooCommerce's does.
					'menu_name'          => _x( 'Shop', 'admin menu', 'vitrine' ),
					'add_new_item'       => __( 'Add product', 'vitrine' ),
					'edit_item'          => __( 'Edit product', 'vitrine' ),
					'new_item'           => __( 'New product', 'vitrine' ),
					'view_item'          => __( 'View product', 'vitrine' ),
					'view_items'         => __( 'View products', 'vitrine' ),
					'search_items'       => __( 'Search products', 'vitrine' ),
					'not_found'          => __( 'No products found.', 'vitrine' ),
					'not_found_in_trash' => __( 'No products found in the trash.', 'vitrine' ),
					'all_items'          => __( 'All products', 'vitrine' ),
					'archives'           => __( 'Shop', 'vitrine' ),
					'item_link'          => __( 'Product link', 'vitrine' ),
				),
				'description'       => __( 'Products sold in the shop.', 'vitrine' ),
				'public'            => true,
				'show_in_rest'      => true,
				'rest_base'         => 'products',
				'has_archive'       => 'shop',
				'rewrite'           => array(
					'slug'       => 'product',
					'with_front' => false,
				),
				'menu_position'     => 25,
				'menu_icon'         => 'dashicons-cart',
				'show_in_nav_menus' => true,
				'supports'          => array( 'title', 'editor', 'excerpt', 'thumbnail', 'page-attributes', 'custom-fields' ),
				'taxonomies'        => array( self::CATEGORY, self::TAG ),
				'capability_type'   => ShopRoles::capability_type(),
				'map_meta_cap'      => true,
			)
		);
		register_taxonomy(
			self::CATEGORY,
			self::POST_TYPE,
			array(
				'labels'            => array(
					'name'          => __( 'Product categories', 'vitrine' ),
					'singular_name' => __( 'Product category', 'vitrine' ),
					'menu_name'     => __( 'Categories', 'vitrine' ),
					'all_items'     => __( 'All categories', 'vitrine' ),
					'edit_item'     => __( 'Edit category', 'vitrine' ),
					'add_new_item'  => __( 'Add category', 'vitrine' ),
				),
				'hierarchical'      => true,
				'capabilities'      => ShopRoles::term_capabilities(),
				'show_in_rest'      => true,
				'show_admin_column' => true,
				'rewrite'           => array(
					'slug'       => 'product-category',
					'with_front' => false,
				),
			)
		);
		register_taxonomy(
			self::TAG,
			self::POST_TYPE,
			array(
				'labels'            => array(
					'name'          => __( 'Product tags', 'vitrine' ),
					'singular_name' => __( 'Product tag', 'vitrine' ),
					'menu_name'     => __( 'Tags', 'vitrine' ),
					'all_items'     => __( 'All tags', 'vitrine' ),
					'edit_item'     => __( 'Edit tag', 'vitrine' ),
					'add_new_item'  => __( 'Add tag', 'vitrine' ),
				),
				'hierarchical'      => false,
				'capabilities'      => ShopRoles::term_capabilities(),
				'show_in_rest'      => true,
				'show_admin_column' => true,
				'rewrite'           => array(
					'slug'       => 'product-tag',
					'with_front' => false,
				),
			)
		);
		foreach ( ProductMeta::fields() as $key => $field ) {
			register_post_meta(
				self::POST_TYPE,
				$key,
				array(
					'type'              => 'string',
					'description'       => $field['label'],
					'single'            => true,
					'default'           => $field['default'],
					'sanitize_callback' => static fn( $value ) => ProductMeta::sanitize( $key, $value ),
					// Protected (underscored) keys: only people who may edit the product may write them.
					'auth_callback'     => static fn( $allowed, $meta_key, $post_id ) => current_user_can( 'edit_product', (int) $post_id ),
					'show_in_rest'      => self::META_PRICE !== $key,
				)
			);
		}
	}
}
