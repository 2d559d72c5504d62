<?php
/**
 * @package Vitrine
 */

declare( strict_types = 1 );

namespace Vitrine\Tests\Shop;

use Vitrine\Shop\Product;
use Vitrine\Shop\ProductMeta;
use Vitrine\Shop\ProductPostType;
use Vitrine\Tests\TestCase;

/**
 * The product type, its taxonomies, its meta (WooCommerce's keys) and the derived values.
 */
final class ProductPostTypeTest extends TestCase {

	use ProductFactory;

	public function test_the_type_is_public_in_rest_with_a_shop_archive_and_product_pages(): void {
		$type = get_post_type_object( ProductPostType::POST_TYPE );
		$this->assertNotNull( $type );
		$this->assertTrue( $type->public );
		$this->assertTrue( $type->show_in_rest );
		$this->assertSame( 'shop', $type->has_archive );
		$this->assertSame( 'product', $type->rewrite['slug'] ?? '' );
		$this->assertTrue( post_type_supports( ProductPostType::POST_TYPE, 'excerpt' ) );
		$this->assertTrue( post_type_supports( ProductPostType::POST_TYPE, 'thumbnail' ) );
		foreach ( array( ProductPostType::CATEGORY, ProductPostType::TAG ) as $taxonomy ) {
			$this->assertTrue( is_object_in_taxonomy( ProductPostType::POST_TYPE, $taxonomy ), $taxonomy );
			$this->assertTrue( get_taxonomy( $taxonomy )->show_in_rest );
		}
		$this->assertStringEndsWith( '/shop/', (string) get_post_type_archive_link( ProductPostType::POST_TYPE ) );
		$id = $this->create_product( array(), array( 'post_name' => 'blue-mug' ) );
		$this->assertStringEndsWith( '/product/blue-mug/', (string) get_permalink( $id ) );
	}

	public function test_meta_uses_woocommerce_keys_and_is_in_rest(): void {
		$registered = get_registered_meta_keys( 'post', ProductPostType::POST_TYPE );
		foreach ( array( '_regular_price', '_sale_price', '_sku', '_stock', '_stock_status', '_manage_stock', '_product_image_gallery' ) as $key ) {
			$this->assertArrayHasKey( $key, $registered, $key );
			$this->assertNotEmpty( $registered[ $key ]['show_in_rest'], $key );
		}
		$this->assertArrayHasKey( '_price', $registered );
	}

	public function test_values_are_sanitized_by_kind(): void {
		$this->assertSame( '12.50', ProductMeta::sanitize( '_regular_price', '12,5' ) );
		$this->assertSame( '3.00', ProductMeta::sanitize( '_sale_price', ' 3 ' ) );
		$this->assertSame( '', ProductMeta::sanitize( '_regular_price', '-4' ) );
		$this->assertSame( '', ProductMeta::sanitize( '_regular_price', 'ten' ) );
		$this->assertSame( '7', ProductMeta::sanitize( '_stock', '7.9' ) );
		$this->assertSame( '', ProductMeta::sanitize( '_stock', 'many' ) );
		$this->assertSame( 'yes', ProductMeta::sanitize( '_manage_stock', '1' ) );
		$this->assertSame( 'no', ProductMeta::sanitize( '_manage_stock', 'maybe' ) );
		$this->assertSame( Product::IN_STOCK, ProductMeta::sanitize( '_stock_status', 'sold' ) );
		$this->assertSame( Product::ON_BACKORDER, ProductMeta::sanitize( '_stock_status', 'onbackorder' ) );
		$this->assertSame( '4,9', ProductMeta::sanitize( '_product_image_gallery', '4, 9,x,4' ) );
		$this->assertSame( 'A&amp;B', esc_html( ProductMeta::sanitize( '_sku', '<b>A&B</b>' ) ) );
	}

	public function test_update_post_meta_goes_through_the_sanitizer(): void {
		$id = $this->create_product();
		update_post_meta( $id, '_regular_price', '19,9' );
		$this->assertSame( '19.90', get_post_meta( $id, '_regular_price', true ) );
	}

	public function test_price_follows_the_regular_and_sale_prices(): void {
		$id = $this->create_product( array( '_regular_price' => '40' ) );
		$this->assertSame( '40.00', get_post_meta( $id, '_price', true ) );
		update_post_meta( $id, '_sale_price', '32' );
		$this->assertSame( '32.00', get_post_meta( $id, '_price', true ) );
		update_post_meta( $id, '_sale_price', '45' );
		$this->assertSame( '40.00', get_post_meta( $id, '_price', true ), 'a sale price above the regular one is ignored' );
		delete_post_meta( $id, '_sale_price' );
		$this->assertSame( '40.00', get_post_meta( $id, '_price', true ) );
	}

	public function test_a_managed_stock_drives_the_stock_status(): void {
		$id = $this->create_product(
			array(
				'_manage_stock' => 'yes',
				'_stock'        => '2',
			)
		);
		update_post_meta( $id, '_stock', '0' );
		$this->assertSame( Product::OUT_OF_STOCK, get_post_meta( $id, '_stock_status', true ) );
		update_post_meta( $id, '_stock', '3' );
		$this->assertSame( Product::IN_STOCK, get_post_meta( $id, '_stock_status', true ) );
		update_post_meta( $id, '_stock_status', Product::ON_BACKORDER );
		update_post_meta( $id, '_stock', '0' );
		$this->assertSame( Product::ON_BACKORDER, get_post_meta( $id, '_stock_status', true ), 'backorders stay allowed' );
	}

	public function test_an_unmanaged_stock_leaves_the_status_alone(): void {
		$id = $this->create_product( array( '_stock' => '0' ) );
		$this->assertNotSame( Product::OUT_OF_STOCK, get_post_meta( $id, '_stock_status', true ) );
	}
}
