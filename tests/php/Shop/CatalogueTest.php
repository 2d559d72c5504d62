<?php
/**
 * @package Vitrine
 */

declare( strict_types = 1 );

namespace Vitrine\Tests\Shop;

use Vitrine\Shop\Catalogue\Catalogue;
use Vitrine\Shop\Catalogue\CatalogueFactory;
use Vitrine\Shop\Catalogue\LookupCatalogue;
use Vitrine\Shop\Catalogue\PostMetaCatalogue;
use Vitrine\Shop\Catalogue\ProductLookup;
use Vitrine\Shop\Catalogue\ProductPage;
use Vitrine\Shop\Catalogue\ProductQuery;
use Vitrine\Shop\Product;
use Vitrine\Tests\TestCase;

/**
 * The post-meta catalogue: what it reads, what it hides, how it sorts, filters and pages, and
 * how many queries it costs.
 */
final class CatalogueTest extends TestCase {

	use ProductFactory;

	private PostMetaCatalogue $catalogue;

	protected function setUp(): void {
		parent::setUp();
		$this->catalogue = new PostMetaCatalogue();
	}

	protected function tearDown(): void {
		CatalogueFactory::reset();
		parent::tearDown();
	}

	public function test_get_reads_every_field(): void {
		$category = $this->create_product_category( 'Mugs' );
		$image    = $this->create_post(
			array(
				'post_type'      => 'attachment',
				'post_mime_type' => 'image/png',
				'post_status'    => 'inherit',
			)
		);
		$id       = $this->create_product(
			array(
				'_regular_price'         => '40',
				'_sale_price'            => '32',
				'_sku'                   => 'MUG-1',
				'_manage_stock'          => 'yes',
				'_stock'                 => '5',
				'_product_image_gallery' => '11,12',
			),
			array(
				'post_title'   => 'Blue mug',
				'post_name'    => 'blue-mug',
				'post_excerpt' => 'Glazed by hand.',
			),
			array( $category )
		);
		update_post_meta( $id, '_thumbnail_id', $image );

		$product = $this->catalogue->get( $id );

		$this->assertInstanceOf( Product::class, $product );
		$this->assertSame( 'Blue mug', $product->name );
		$this->assertSame( 'blue-mug', $product->slug );
		$this->assertStringEndsWith( '/product/blue-mug/', $product->permalink );
		$this->assertSame( '32.00', $product->price );
		$this->assertSame( '40.00', $product->regular_price );
		$this->assertSame( '32.00', $product->sale_price );
		$this->assertSame( '32.00', $product->effective_price() );
		$this->assertTrue( $product->is_on_sale() );
		$this->assertSame( 'MUG-1', $product->sku );
		$this->assertSame( 5, $product->stock_quantity );
		$this->assertSame( 5, $product->max_purchase_quantity() );
		$this->assertSame( Product::IN_STOCK, $product->stock_status );
		$this->assertTrue( $product->is_in_stock() );
		$this->assertTrue( $product->is_purchasable() );
		$this->assertSame( $image, $product->image_id );
		$this->assertSame( array( 11, 12 ), $product->gallery_ids );
		$this->assertSame( array( $image, 11, 12 ), $product->image_ids() );
		$this->assertSame( 'Glazed by hand.', $product->short_description );
		$this->assertSame( array( $category ), $product->category_ids );
	}

	public function test_unmanaged_stock_has_no_quantity_and_no_limit(): void {
		$product = $this->catalogue->get( $this->create_product( array( '_stock' => '3' ) ) );
		$this->assertNotNull( $product );
		$this->assertNull( $product->stock_quantity );
		$this->assertNull( $product->max_purchase_quantity() );
	}

	public function test_out_of_stock_or_priceless_products_are_not_purchasable(): void {
		$sold_out = $this->catalogue->get( $this->create_product( array( '_stock_status' => 'outofstock' ) ) );
		$no_price = $this->catalogue->get( $this->create_product( array( '_regular_price' => '' ) ) );
		$this->assertNotNull( $sold_out );
		$this->assertNotNull( $no_price );
		$this->assertFalse( $sold_out->is_in_stock() );
		$this->assertFalse( $sold_out->is_purchasable() );
		$this->assertFalse( $no_price->is_purchasable() );
	}

	public function test_get_is_null_for_anything_but_a_published_product(): void {
		$this->assertNull( $this->catalogue->get( 0 ) );
		$this->assertNull( $this->catalogue->get( 999999 ) );
		$this->assertNull( $this->catalogue->get( $this->create_post() ), 'a blog post' );
		$this->assertNull( $this->catalogue->get( $this->create_product( array(), array( 'post_status' => 'draft' ) ) ) );
		$this->assertNull( $this->catalogue->get( $this->create_product( array(), array( 'post_status' => 'private' ) ) ) );
		$this->assertNull( $this->catalogue->get( $this->create_product( array(), array( 'post_password' => 'secret' ) ) ) );
	}

	public function test_get_many_keeps_the_order_asked_drops_the_rest_and_costs_a_fixed_number_of_queries(): void {
		global $wpdb;
		$ids   = array();
		$terms = array( $this->create_product_category( 'A' ), $this->create_product_category( 'B' ) );
		for ( $i = 0; $i < 12; $i++ ) {
			$ids[] = $this->create_product( array( '_regular_price' => (string) ( $i + 1 ) ), array(), array( $terms[ $i % 2 ] ) );
		}
		$draft  = $this->create_product( array(), array( 'post_status' => 'draft' ) );
		$wanted = array_merge( array_reverse( $ids ), array( $draft, $this->create_post(), 0 ) );
		$count  = function ( array $ids ) use ( $wpdb ): int {
			wp_cache_flush();
			get_option( 'siteurl' ); // Reload the autoloaded options outside the measure.
			$before = $wpdb->num_queries;
			$this->catalogue->get_many( $ids );
			return $wpdb->num_queries - $before;
		};

		$products = $this->catalogue->get_many( $wanted );

		$this->assertSame( array_reverse( $ids ), array_keys( $products ) );
		$this->assertLessThanOrEqual( 4, $count( $wanted ), 'posts, meta, term relationships, terms' );
		$this->assertSame( $count( array_slice( $ids, 0, 2 ) ), $count( $wanted ), 'the same for 2 and 15 ids' );
		$this->assertSame( '12.00', $products[ $ids[11] ]->price );
		$this->assertSame( array(), $this->catalogue->get_many( array() ) );
	}

	/**
	 * @return array<string, array{string, list<string>}>
	 */
	public static function sorts(): array {
		return array(
			'menu order'      => array( ProductQuery::SORT_MENU_ORDER, array( 'Chair', 'Apron', 'Bowl' ) ),
			'price ascending' => array( ProductQuery::SORT_PRICE, array( 'Bowl', 'Chair', 'Apron' ) ),
			'price desc'      => array( ProductQuery::SORT_PRICE_DESC, array( 'Apron', 'Chair', 'Bowl' ) ),
			'newest first'    => array( ProductQuery::SORT_DATE, array( 'Bowl', 'Chair', 'Apron' ) ),
			'title'           => array( ProductQuery::SORT_TITLE, array( 'Apron', 'Bowl', 'Chair' ) ),
			'unknown sort'    => array( 'popularity; DROP', array( 'Chair', 'Apron', 'Bowl' ) ),
		);
	}

	/**
	 * @dataProvider sorts
	 *
	 * @param string       $sort     Sort.
	 * @param list<string> $expected Names in order.
	 */
	public function test_query_sorts( string $sort, array $expected ): void {
		$this->create_product(
			array( '_regular_price' => '90' ),
			array(
				'post_title' => 'Apron',
				'menu_order' => 2,
				'post_date'  => '2026-01-01 10:00:00',
			)
		);
		$this->create_product(
			array(
				'_regular_price' => '20',
				'_sale_price'    => '80',
			),
			array(
				'post_title' => 'Chair',
				'menu_order' => 1,
				'post_date'  => '2026-01-02 10:00:00',
			)
		);
		$this->create_product(
			array(
				'_regular_price' => '100',
				'_sale_price'    => '5',
			),
			array(
				'post_title' => 'Bowl',
				'menu_order' => 3,
				'post_date'  => '2026-01-03 10:00:00',
			)
		);

		$page = $this->catalogue->query( new ProductQuery( sort: $sort ) );

		$this->assertSame( $expected, array_map( static fn( Product $product ) => $product->name, $page->products ) );
	}

	public function test_query_filters_by_category_and_tag_and_excludes(): void {
		$mugs  = $this->create_product_category( 'Mugs' );
		$lamps = $this->create_product_category( 'Lamps' );
		$mug   = $this->create_product( array(), array( 'post_title' => 'Mug' ), array( $mugs ) );
		$cup   = $this->create_product( array(), array( 'post_title' => 'Cup' ), array( $mugs ) );
		$lamp  = $this->create_product( array(), array( 'post_title' => 'Lamp' ), array( $lamps ) );
		$this->create_product(
			array(),
			array(
				'post_title'  => 'Draft mug',
				'post_status' => 'draft',
			),
			array( $mugs )
		);
		wp_set_object_terms( $lamp, array( 'gift' ), 'vitrine_product_tag' );

		$ids = static fn( ProductPage $page ) => array_map( static fn( Product $product ) => $product->id, $page->products );

		$this->assertEqualsCanonicalizing( array( $mug, $cup ), $ids( $this->catalogue->query( new ProductQuery( category: 'mugs' ) ) ) );
		$this->assertSame( array( $cup ), $ids( $this->catalogue->query( new ProductQuery( category_ids: array( $mugs ), exclude: array( $mug ) ) ) ) );
		$this->assertSame( array( $lamp ), $ids( $this->catalogue->query( new ProductQuery( tag: 'gift' ) ) ) );
		$this->assertSame( array(), $ids( $this->catalogue->query( new ProductQuery( category: 'no-such-category' ) ) ) );
	}

	public function test_query_pages(): void {
		for ( $i = 1; $i <= 7; $i++ ) {
			$this->create_product(
				array(),
				array(
					'post_title' => "Product {$i}",
					'menu_order' => $i,
				)
			);
		}

		$second = $this->catalogue->query( new ProductQuery( page: 2, per_page: 3 ) );
		$last   = $this->catalogue->query( new ProductQuery( page: 3, per_page: 3 ) );
		$beyond = $this->catalogue->query( new ProductQuery( page: 9, per_page: 3 ) );

		$this->assertSame( array( 'Product 4', 'Product 5', 'Product 6' ), array_map( static fn( Product $product ) => $product->name, $second->products ) );
		$this->assertSame( 7, $second->total );
		$this->assertSame( 3, $second->pages() );
		$this->assertCount( 1, $last->products );
		$this->assertSame( array(), $beyond->products );
		$this->assertSame( 1, ( new ProductQuery( page: -3, per_page: 5000 ) )->page() );
		$this->assertSame( ProductQuery::MAX_PER_PAGE, ( new ProductQuery( per_page: 5000 ) )->per_page() );
	}

	public function test_the_factory_returns_the_lookup_catalogue_once_back_filled_unless_filtered(): void {
		CatalogueFactory::reset();
		update_option( ProductLookup::BACKFILL_OPTION, '120' );
		$this->assertInstanceOf( PostMetaCatalogue::class, CatalogueFactory::catalogue(), 'while the back-fill runs' );
		update_option( ProductLookup::BACKFILL_OPTION, 'done' );
		CatalogueFactory::reset();
		$this->assertInstanceOf( LookupCatalogue::class, CatalogueFactory::catalogue() );

		$replacement = $this->createMock( Catalogue::class );
		add_filter( 'vitrine_shop_catalogue', static fn() => $replacement );
		CatalogueFactory::reset();
		$this->assertSame( $replacement, CatalogueFactory::catalogue() );

		add_filter( 'vitrine_shop_catalogue', static fn() => 'not a catalogue', 20 );
		CatalogueFactory::reset();
		$this->assertInstanceOf( LookupCatalogue::class, CatalogueFactory::catalogue(), 'a wrong value falls back' );
	}
}
