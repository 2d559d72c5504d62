<?php
/**
 * @package Vitrine
 */

declare( strict_types = 1 );

namespace Vitrine\Tests\Shop;

use Vitrine\Shop\ProductPostType;

/**
 * Creates products for shop tests (cart, orders and wishlist tests may use it too).
 */
trait ProductFactory {

	/**
	 * Creates a published product.
	 *
	 * @param array<string, mixed> $meta Meta by key (e.g. `_regular_price` => '10.00'); a price of 10.00 by default.
	 * @param array<string, mixed> $post wp_insert_post() arguments.
	 * @param list<int>            $categories Product category ids.
	 */
	protected function create_product( array $meta = array(), array $post = array(), array $categories = array() ): int {
		$id = $this->create_post( $post + array( 'post_type' => ProductPostType::POST_TYPE ) );
		foreach ( $meta + array( ProductPostType::META_REGULAR_PRICE => '10.00' ) as $key => $value ) {
			update_post_meta( $id, $key, $value );
		}
		if ( $categories ) {
			wp_set_object_terms( $id, $categories, ProductPostType::CATEGORY );
		}
		return $id;
	}

	/**
	 * Creates a product category and returns its id.
	 *
	 * @param string $name Name (the slug is derived from it).
	 */
	protected function create_product_category( string $name ): int {
		$term = wp_insert_term( $name, ProductPostType::CATEGORY );
		$this->assertIsArray( $term );
		return (int) $term['term_id'];
	}
}
