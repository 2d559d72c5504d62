<?php
/**
 * @package Vitrine
 */

declare( strict_types = 1 );

namespace Vitrine\Tests\Shop;

use Vitrine\Shop\Catalogue\CatalogueFactory;
use Vitrine\Shop\Catalogue\ProductLookup;
use Vitrine\Shop\Rendering\ProductCard;
use Vitrine\Shop\Rendering\ShopPage;
use Vitrine\Shop\Rendering\SingleProduct;
use Vitrine\Shop\ShopRequest;
use Vitrine\Tests\TestCase;
use WP_Query;

/**
 * What the shop prints: cards with their add-to-cart and quick view contract, the listing
 * answered by the catalogue (filter, sort, pages, a constant number of queries), the product
 * page with related products, and the block and shortcode.
 */
final class ShopRenderingTest extends TestCase {

	use ProductFactory;

	protected function tearDown(): void {
		ShopRequest::reset();
		$GLOBALS['wp_query'] = $GLOBALS['wp_the_query']; // phpcs:ignore WordPress.WP.GlobalVariablesOverride.Prohibited -- restoring.
		$_GET                = array();
		parent::tearDown();
	}

	/**
	 * Runs a main query as WordPress would for an address.
	 *
	 * @param array<string, mixed> $vars Query variables.
	 */
	private function main_query( array $vars ): WP_Query {
		global $wp_query, $wp_the_query;
		$this->saved_query ??= $wp_the_query;
		$wp_the_query        = new WP_Query(); // phpcs:ignore WordPress.WP.GlobalVariablesOverride.Prohibited -- a main query for the test, restored in tearDown().
		$wp_query            = $wp_the_query; // phpcs:ignore WordPress.WP.GlobalVariablesOverride.Prohibited -- as above.
		$wp_query->query( $vars );
		return $wp_query;
	}

	public function test_a_card_carries_the_add_to_cart_and_quick_view_contract(): void {
		$id      = $this->create_product(
			array(
				'_regular_price' => '24',
				'_sku'           => 'MUG-1',
			),
			array( 'post_title' => 'Ember mug' )
		);
		$product = CatalogueFactory::catalogue()->get( $id );
		$this->assertNotNull( $product );

		$html = ProductCard::render( $product, 'shop', 3, '50vw' );

		$this->assertStringContainsString( '<form class="vitrine-add-to-cart" method="post" action="' . esc_url( $product->permalink ) . '" data-product_id="' . $id . '">', $html );
		$this->assertStringContainsString( '<input type="hidden" name="quantity" value="1">', $html );
		$this->assertMatchesRegularExpression( '#<button type="submit" name="add-to-cart" value="' . $id . '" class="[^"]*add_to_cart_button" data-product_id="' . $id . '" data-quantity="1" data-product_sku="MUG-1" data-product_title="Ember mug" data-product_image="[^"]+product-placeholder\.svg"#', $html );
		$this->assertMatchesRegularExpression( '#<a class="vitrine-quick-view-button" href="[^"]+" data-product_id="' . $id . '" data-loop-name="shop" data-loop-position="3"#', $html );
		$this->assertStringContainsString( '€24.00', $html );
		// The spoken name starts with the visible label (WCAG 2.5.3, label in name).
		$this->assertMatchesRegularExpression( '#aria-label="Add to cart: “Ember mug”">Add to cart</button>#', $html );
	}

	public function test_a_sold_out_card_links_to_its_page_instead_of_a_form(): void {
		$product = CatalogueFactory::catalogue()->get( $this->create_product( array( '_stock_status' => 'outofstock' ) ) );
		$this->assertNotNull( $product );
		$html = ProductCard::render( $product, 'shop', 0, '50vw' );
		// No add-to-cart form (the wishlist button's no-JS fallback is a form of its own).
		$this->assertStringNotContainsString( '<form class="vitrine-add-to-cart"', $html );
		$this->assertStringContainsString( 'Sold out', $html );
		$this->assertStringContainsString( 'Out of stock', $html );
	}

	public function test_the_shop_listing_filters_sorts_and_pages_from_the_address(): void {
		$mugs = $this->create_product_category( 'Mugs' );
		$this->create_product_category( 'Lamps' );
		foreach ( array(
			'A' => '30',
			'B' => '10',
			'C' => '20',
		) as $name => $price ) {
			$this->create_product( array( '_regular_price' => $price ), array( 'post_title' => "Mug {$name}" ), array( $mugs ) );
		}
		$this->create_product( array(), array( 'post_title' => 'Lamp' ) );
		add_filter( 'vitrine_shop_per_page', static fn() => 2 );
		$_GET['orderby'] = 'price';

		$query = $this->main_query(
			array(
				'vitrine_product_cat' => 'mugs',
				'paged'               => 2,
			)
		);
		$html  = ShopPage::render();

		$this->assertSame( array( 'Mug A' ), array_map( static fn( $post ) => $post->post_title, $query->posts ) );
		$this->assertSame( 3, $query->found_posts );
		$this->assertSame( 2, (int) $query->max_num_pages );
		$this->assertStringContainsString( 'Showing 3–3 of 3 results', $html );
		$this->assertMatchesRegularExpression( '#<a class="vitrine-shop__category is-current" href="[^"]*mugs[^"]*orderby=price"[^>]*aria-current="page">Mugs</a>#', $html );
		$this->assertMatchesRegularExpression( '#<option value="price" selected=\'selected\'>#', $html );
		$this->assertStringContainsString( 'vitrine-shop__pagination', $html );
		$this->assertStringContainsString( 'data-loop-name="shop"', $html );
		$this->assertStringNotContainsString( 'Lamp</a>', $html );
		// Under the page's h1, a (hidden) h2 before the cards' h3 titles: no level skipped.
		$this->assertMatchesRegularExpression( '#<h2 class="screen-reader-text">Products</h2>.*<h3 class="vitrine-product-card__title">#s', $html );
	}

	public function test_past_the_last_page_the_main_query_is_empty(): void {
		$this->create_product();
		$query = $this->main_query(
			array(
				'post_type' => 'vitrine_product',
				'paged'     => 5,
			)
		);
		$this->assertSame( array(), $query->posts );
	}

	public function test_a_page_of_a_1000_product_shop_costs_as_many_queries_as_a_page_of_20(): void {
		$this->insert_products( 20 );
		// Once: options the first view stores (the shop pages' addresses) and the total's count.
		$this->queries_for_shop_page();
		$small = $this->queries_for_shop_page();
		$this->insert_products( 980 );
		$this->queries_for_shop_page(); // The total, counted once after the products changed.
		$large = $this->queries_for_shop_page();

		$this->assertSame( $small, $large );
		$this->assertLessThanOrEqual( 12, $large );
	}

	/**
	 * Queries of one shop page (main query and rendering), cold caches.
	 */
	private function queries_for_shop_page(): int {
		global $wpdb;
		wp_cache_flush();
		get_option( 'siteurl' );
		get_terms( array( 'taxonomy' => 'vitrine_product_cat' ) );
		ShopRequest::reset();
		wp_cache_flush();
		get_option( 'siteurl' );
		$before = $wpdb->num_queries;
		$this->main_query(
			array(
				'post_type' => 'vitrine_product',
				'paged'     => 2,
			)
		);
		$html = ShopPage::render();
		$this->assertStringContainsString( 'vitrine-product-card', $html );
		return $wpdb->num_queries - $before;
	}

	/**
	 * Adds published products with prices straight in SQL (fast; rolled back after the test).
	 *
	 * @param int $count How many.
	 */
	private function insert_products( int $count ): void {
		global $wpdb;
		$category = get_term_by( 'slug', 'bulk', 'vitrine_product_cat' );
		$term     = $category ? (int) $category->term_taxonomy_id : (int) wp_insert_term( 'Bulk', 'vitrine_product_cat' )['term_taxonomy_id'];
		$ids      = array();
		for ( $i = 0; $i < $count; $i++ ) {
			$wpdb->insert(
				$wpdb->posts,
				array(
					'post_title'            => 'Bulk product ' . $i,
					'post_name'             => 'bulk-product-' . wp_generate_password( 8, false ) . $i,
					'post_type'             => 'vitrine_product',
					'post_status'           => 'publish',
					'post_content'          => '',
					'post_excerpt'          => '',
					'to_ping'               => '',
					'pinged'                => '',
					'post_content_filtered' => '',
					'post_date'             => '2026-01-01 00:00:00',
					'post_date_gmt'         => '2026-01-01 00:00:00',
					'post_modified'         => '2026-01-01 00:00:00',
					'post_modified_gmt'     => '2026-01-01 00:00:00',
				)
			);
			$id = (int) $wpdb->insert_id;
			$wpdb->insert(
				$wpdb->postmeta,
				array(
					'post_id'    => $id,
					'meta_key'   => '_price', // phpcs:ignore WordPress.DB.SlowDBQuery.slow_db_query_meta_key -- test data.
					'meta_value' => '12.00', // phpcs:ignore WordPress.DB.SlowDBQuery.slow_db_query_meta_value -- test data.
				)
			);
			$wpdb->insert(
				$wpdb->term_relationships,
				array(
					'object_id'        => $id,
					'term_taxonomy_id' => $term,
				)
			);
			$ids[] = $id;
		}
		wp_update_term_count_now( array( $term ), 'vitrine_product_cat' );
		// Rows written past WordPress's API need their lookup rows too, as any importer's do.
		ProductLookup::write( ProductLookup::rows_with_sales( $ids ), true );
		ProductLookup::bump();
	}

	public function test_the_product_page_has_the_gallery_summary_and_related_products_of_its_category(): void {
		$mugs    = $this->create_product_category( 'Mugs' );
		$lamps   = $this->create_product_category( 'Lamps' );
		$id      = $this->create_product( array(), array( 'post_title' => 'Mug one' ), array( $mugs ) );
		$related = $this->create_product( array(), array( 'post_title' => 'Mug two' ), array( $mugs ) );
		$other   = $this->create_product( array(), array( 'post_title' => 'Lamp' ), array( $lamps ) );

		$html = SingleProduct::render( $id );

		$this->assertStringContainsString( '<h1 class="vitrine-product-summary__title">Mug one</h1>', $html );
		$this->assertStringContainsString( 'data-vitrine-widget="quantity"', $html );
		$this->assertStringContainsString( 'data-loop-name="related"', $html );
		$this->assertStringContainsString( 'data-product_id="' . $related . '" data-loop-position="0"', $html );
		$this->assertStringNotContainsString( 'data-product_id="' . $other . '"', $html );
		$this->assertSame( '', SingleProduct::render( $this->create_product( array(), array( 'post_status' => 'draft' ) ) ) );
	}

	public function test_the_block_and_the_shortcode_render_a_category(): void {
		$mugs = $this->create_product_category( 'Mugs' );
		$mug  = $this->create_product( array(), array( 'post_title' => 'Mug' ), array( $mugs ) );
		$lamp = $this->create_product( array(), array( 'post_title' => 'Lamp' ) );

		$block     = do_blocks( '<!-- wp:vitrine/products {"category":"mugs","count":3,"columns":3} /-->' );
		$shortcode = do_shortcode( '[vitrine_products category="mugs" columns="2"]' );

		foreach ( array( $block, $shortcode ) as $html ) {
			$this->assertStringContainsString( 'data-product_id="' . $mug . '"', $html );
			$this->assertStringNotContainsString( 'data-product_id="' . $lamp . '"', $html );
			$this->assertStringContainsString( 'data-vitrine-widget="quick-view"', $html );
		}
		$this->assertTrue( wp_style_is( 'vitrine-widget-products', 'enqueued' ), 'the grid brings its styles' );
		$this->assertStringContainsString( 'vitrine-products--columns-3', $block );
		$this->assertStringContainsString( 'vitrine-products--columns-2', $shortcode );
	}

	public function test_under_a_theme_without_shop_support_the_content_becomes_the_product_page(): void {
		$id = $this->create_product( array( '_regular_price' => '24' ), array( 'post_content' => 'Thrown on the wheel.' ) );
		$this->main_query(
			array(
				'p'         => $id,
				'post_type' => 'vitrine_product',
			)
		);
		$GLOBALS['wp_query']->the_post();
		$this->assertTrue( in_the_loop() );

		$supported = current_theme_supports( 'vitrine-shop' );
		remove_theme_support( 'vitrine-shop' );
		$without = apply_filters( 'the_content', 'Thrown on the wheel.' );
		add_theme_support( 'vitrine-shop' );
		$with = apply_filters( 'the_content', 'Thrown on the wheel.' );
		if ( ! $supported ) {
			remove_theme_support( 'vitrine-shop' );
		}
		$GLOBALS['wp_query']->in_the_loop = false;
		wp_reset_postdata();

		$this->assertStringContainsString( 'class="vitrine-add-to-cart', $without );
		$this->assertStringContainsString( '€24.00', $without );
		$this->assertStringContainsString( 'Thrown on the wheel.', $without );
		$this->assertStringNotContainsString( 'vitrine-add-to-cart', $with );
	}
}
