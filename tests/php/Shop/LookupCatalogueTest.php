<?php
/**
 * @package Vitrine
 */

declare( strict_types = 1 );

namespace Vitrine\Tests\Shop;

use Vitrine\Shop\Catalogue\CatalogueFactory;
use Vitrine\Shop\Catalogue\LookupCatalogue;
use Vitrine\Shop\Catalogue\PostMetaCatalogue;
use Vitrine\Shop\Catalogue\ProductLookup;
use Vitrine\Shop\Catalogue\ProductQuery;
use Vitrine\Shop\Product;
use Vitrine\Shop\ProductPostType as Type;
use Vitrine\Tests\TestCase;

/**
 * Listings from the lookup table: the same products in the same order as the post-meta
 * catalogue for every sort and filter, the same pages by offset, from the far end and through
 * the keyset cursor, the search (title, excerpt, SKU), and totals counted once per version.
 */
final class LookupCatalogueTest extends TestCase {

	use ProductFactory;

	private LookupCatalogue $lookup;

	private PostMetaCatalogue $meta;

	private string $category = '';

	protected function setUp(): void {
		parent::setUp();
		$this->lookup = new LookupCatalogue();
		$this->meta   = new PostMetaCatalogue();
	}

	protected function tearDown(): void {
		CatalogueFactory::reset();
		parent::tearDown();
	}

	/**
	 * Eleven products in a category of their own, with ties in every sort key.
	 *
	 * @return list<int>
	 */
	private function catalogue(): array {
		$term           = $this->create_product_category( 'Lookup ' . wp_generate_password( 6, false ) );
		$this->category = get_term( $term )->slug;
		$ids            = array();
		$rows           = array(
			array( 'Vase', '30', '', 0, '2025-01-03 10:00:00', 'instock' ),
			array( 'bowl', '12', '9', 2, '2025-01-01 10:00:00', 'instock' ),
			array( 'Bowl', '12', '', 2, '2025-01-02 10:00:00', 'outofstock' ),
			array( 'Cup', '8', '', 1, '2025-01-02 10:00:00', 'onbackorder' ),
			array( 'Apron', '30', '25', 0, '2025-01-05 10:00:00', 'instock' ),
			array( 'Dish', '', '', 0, '2025-01-04 10:00:00', 'instock' ),
			array( 'Ewer', '45.5', '', 1, '2025-01-04 10:00:00', 'outofstock' ),
			array( 'Flask', '12', '', 0, '2025-01-06 10:00:00', 'instock' ),
			array( 'Glass', '7.25', '7', 3, '2025-01-06 10:00:00', 'instock' ),
			array( 'Horn', '100', '', 0, '2025-01-07 10:00:00', 'instock' ),
			array( 'Ink', '12', '', 0, '2025-01-01 10:00:00', 'instock' ),
		);
		foreach ( $rows as list( $title, $regular, $sale, $order, $date, $status ) ) {
			$ids[] = $this->create_product(
				array(
					'_regular_price' => $regular,
					'_sale_price'    => $sale,
					'_stock_status'  => $status,
				),
				array(
					'post_title' => $title,
					'menu_order' => $order,
					'post_date'  => $date,
				),
				array( $term )
			);
		}
		return $ids;
	}

	/**
	 * Ids of a page.
	 *
	 * @param \Vitrine\Shop\Catalogue\ProductPage $page Page.
	 * @return list<int>
	 */
	private static function ids( $page ): array {
		return array_map( static fn( Product $product ) => $product->id, $page->products );
	}

	public function test_every_sort_lists_what_the_post_meta_catalogue_lists_on_every_page(): void {
		$this->catalogue();
		foreach ( array_keys( ProductQuery::sorts() ) as $sort ) {
			if ( ProductQuery::SORT_POPULARITY === $sort ) {
				continue; // Post meta has no sales counts; tested below.
			}
			foreach ( array( 1, 2, 3, 4 ) as $page ) {
				$query = new ProductQuery( category: $this->category, sort: $sort, page: $page, per_page: 3 );
				$want  = $this->meta->query( $query );
				$got   = $this->lookup->query( $query );
				$this->assertSame( self::ids( $want ), self::ids( $got ), "{$sort}, page {$page}" );
				$this->assertSame( 11, $got->total );
			}
		}
	}

	public function test_next_links_cursor_gives_the_same_pages_as_the_offset(): void {
		$this->catalogue();
		foreach ( array_keys( ProductQuery::sorts() ) as $sort ) {
			$after = 0;
			$seen  = array();
			for ( $page = 1; $page <= 6; $page++ ) {
				$by_offset = self::ids( $this->lookup->query( new ProductQuery( category: $this->category, sort: $sort, page: $page, per_page: 2 ) ) );
				$by_cursor = self::ids( $this->lookup->query( new ProductQuery( category: $this->category, sort: $sort, page: $page, per_page: 2, after: $after ) ) );
				$this->assertSame( $by_offset, $by_cursor, "{$sort}, page {$page}" );
				$seen  = array_merge( $seen, $by_cursor );
				$after = (int) end( $by_cursor );
			}
			$this->assertCount( 11, array_unique( $seen ), $sort );
		}
	}

	public function test_filters_match_the_post_meta_catalogue(): void {
		$ids  = $this->catalogue();
		$tag  = wp_insert_term( 'Lookup tag', Type::TAG );
		$slug = get_term( $tag['term_id'] )->slug;
		wp_set_object_terms( $ids[0], array( $tag['term_id'] ), Type::TAG );
		wp_set_object_terms( $ids[4], array( $tag['term_id'] ), Type::TAG );

		$queries = array(
			new ProductQuery( category: $this->category, sort: ProductQuery::SORT_PRICE, per_page: 20, in_stock: true ),
			new ProductQuery( tag: $slug, sort: ProductQuery::SORT_TITLE ),
			new ProductQuery( category: $this->category, exclude: array( $ids[1], $ids[2] ), per_page: 20 ),
			new ProductQuery( category_ids: array( (int) get_term_by( 'slug', $this->category, Type::CATEGORY )->term_id ), sort: ProductQuery::SORT_DATE, per_page: 20 ),
		);
		foreach ( $queries as $i => $query ) {
			$this->assertSame( self::ids( $this->meta->query( $query ) ), self::ids( $this->lookup->query( $query ) ), "query {$i}" );
		}
		$in_stock = self::ids( $this->lookup->query( $queries[0] ) );
		$this->assertNotContains( $ids[2], $in_stock );
		$this->assertContains( $ids[3], $in_stock, 'on backorder counts as available' );

		$on_sale = self::ids( $this->lookup->query( new ProductQuery( category: $this->category, sort: ProductQuery::SORT_TITLE, per_page: 20, on_sale: true ) ) );
		$this->assertSame( array( $ids[4], $ids[1], $ids[8] ), $on_sale );

		$none = $this->lookup->query( new ProductQuery( category: 'no-such-category' ) );
		$this->assertSame( array(), $none->products );
		$this->assertSame( 0, $none->total );
	}

	public function test_hidden_products_are_not_listed(): void {
		$ids = $this->catalogue();
		wp_update_post(
			array(
				'ID'          => $ids[0],
				'post_status' => 'draft',
			)
		);
		wp_update_post(
			array(
				'ID'            => $ids[1],
				'post_password' => 'secret',
			)
		);
		$page = $this->lookup->query( new ProductQuery( category: $this->category, per_page: 20 ) );
		$this->assertSame( 9, $page->total );
		$this->assertNotContains( $ids[0], self::ids( $page ) );
		$this->assertNotContains( $ids[1], self::ids( $page ) );
	}

	public function test_popularity_sorts_by_sales_then_newest_id(): void {
		global $wpdb;
		$ids = $this->catalogue();
		$wpdb->query( $wpdb->prepare( 'UPDATE %i SET total_sales = 5 WHERE product_id IN (%d, %d)', ProductLookup::table(), $ids[3], $ids[6] ) );
		$wpdb->query( $wpdb->prepare( 'UPDATE %i SET total_sales = 9 WHERE product_id = %d', ProductLookup::table(), $ids[9] ) );
		$got = self::ids( $this->lookup->query( new ProductQuery( category: $this->category, sort: ProductQuery::SORT_POPULARITY, per_page: 4 ) ) );
		$this->assertSame( array( $ids[9], $ids[6], $ids[3], $ids[10] ), $got );
	}

	public function test_totals_are_counted_once_until_a_product_changes(): void {
		global $wpdb;
		$ids   = $this->catalogue();
		$query = new ProductQuery( category: $this->category, per_page: 4 );
		$this->lookup->query( $query );

		$count = static fn( string $sql ): bool => (bool) preg_match( '/SELECT COUNT\(\*\)/', $sql );
		$seen  = 0;
		add_filter(
			'query',
			static function ( string $sql ) use ( $count, &$seen ) {
				$seen += $count( $sql ) ? 1 : 0;
				return $sql;
			}
		);
		$again = $this->lookup->query( $query );
		$this->assertSame( 0, $seen, 'the second page view counts nothing' );
		$this->assertSame( 11, $again->total );

		wp_trash_post( $ids[0] );
		$seen = 0; // Core counts the category's posts itself.
		$this->assertSame( 10, $this->lookup->query( $query )->total );
		$this->assertSame( 1, $seen );
	}

	public function test_a_page_costs_the_same_queries_for_any_page_and_sort(): void {
		$this->catalogue();
		$queries = array();
		foreach ( array( 1, 3, 6 ) as $page ) {
			foreach ( array( ProductQuery::SORT_PRICE, ProductQuery::SORT_DATE ) as $sort ) {
				$query = new ProductQuery( category: $this->category, sort: $sort, page: $page, per_page: 2 );
				$this->lookup->query( $query ); // Totals and terms cached.
				wp_cache_flush_group( 'posts' );
				global $wpdb;
				$before = $wpdb->num_queries;
				$this->lookup->query( $query );
				$queries[] = $wpdb->num_queries - $before;
			}
		}
		$this->assertSame( array_fill( 0, 6, $queries[0] ), $queries );
	}

	public function test_search_finds_title_excerpt_and_sku_words(): void {
		global $wpdb;
		$term  = $this->create_product_category( 'Search ' . wp_generate_password( 6, false ) );
		$slug  = get_term( $term )->slug;
		$vase  = $this->create_product( array( '_sku' => 'QX-778' ), array( 'post_title' => 'Tall glass vases' ), array( $term ) );
		$jug   = $this->create_product(
			array( '_sku' => 'QX-779' ),
			array(
				'post_title'   => 'Water jug',
				'post_excerpt' => 'Pairs with any vase.',
			),
			array( $term )
		);
		$plate = $this->create_product(
			array( '_sku' => 'ZZ-1' ),
			array(
				'post_title'   => 'Plate',
				'post_content' => 'Not a vase.',
			),
			array( $term )
		);
		// InnoDB indexes FULLTEXT words at commit: this test's rows are committed (and deleted after).
		$wpdb->query( 'COMMIT' );
		$wpdb->query( 'START TRANSACTION' );

		$find = fn( string $words, string $sort = ProductQuery::SORT_TITLE ) => self::ids( $this->lookup->query( new ProductQuery( category: $slug, sort: $sort, search: $words, per_page: 10 ) ) );
		$this->assertSame( array( $vase, $jug ), $find( 'vase' ), 'title (as a prefix) and excerpt, not content' );
		$this->assertSame( array( $vase ), $find( 'glass VASE' ), 'every word' );
		$this->assertSame( array( $vase ), $find( 'QX-778' ), 'the SKU' );
		$this->assertSame( array( $vase, $jug ), $find( 'qx-77' ), 'a SKU prefix' );
		$this->assertSame( array(), $find( 'teapot' ) );
		$this->assertSame( array(), $find( '"+-*~<>()' ), 'operators are not words' );
		$page = $this->lookup->query( new ProductQuery( category: $slug, search: 'vase', per_page: 1 ) );
		$this->assertSame( 2, $page->total );
		unset( $plate );
	}
}
