<?php
/**
 * @package Vitrine
 */

declare( strict_types = 1 );

namespace Vitrine\Tests\Shop;

use Vitrine\Shop\Catalogue\ProductLookup;
use Vitrine\Shop\Catalogue\ProductLookupTable;
use Vitrine\Shop\Orders\Order;
use Vitrine\Shop\Orders\OrderItemsTable;
use Vitrine\Shop\Orders\StockLedger;
use Vitrine\Shop\ProductPostType as Type;
use Vitrine\Tests\TestCase;

/**
 * The product lookup table follows every product write: creation, meta changes, stock taken
 * by an order, status changes (draft, password, trash, restore), title and order edits,
 * deletion, orders placed (sales), and the back-fill after an upgrade.
 */
final class ProductLookupTest extends TestCase {

	use ProductFactory;

	/**
	 * A product's row, or null.
	 *
	 * @param int $id Product id.
	 * @return array<string, string|null>|null
	 */
	private function row( int $id ): ?array {
		global $wpdb;
		$row = $wpdb->get_row( $wpdb->prepare( 'SELECT * FROM %i WHERE product_id = %d', ProductLookup::table(), $id ), ARRAY_A );
		return is_array( $row ) ? $row : null;
	}

	public function test_a_new_product_gets_its_row_from_its_post_and_meta(): void {
		$id  = $this->create_product(
			array(
				'_regular_price' => '40',
				'_sale_price'    => '32.50',
				'_sku'           => 'MUG-1',
				'_manage_stock'  => 'yes',
				'_stock'         => '5',
			),
			array(
				'post_title'   => 'Blue mug',
				'post_excerpt' => 'Glazed <em>by hand</em>.',
				'menu_order'   => 3,
			)
		);
		$row = $this->row( $id );
		$this->assertNotNull( $row );
		$this->assertSame( '1', $row['visible'] );
		$this->assertSame( '3', $row['menu_order'] );
		$this->assertSame( 'Blue mug', $row['title'] );
		$this->assertSame( get_post( $id )->post_date, $row['published_at'] );
		$this->assertSame( '32.5000', $row['price'] );
		$this->assertSame( '40.0000', $row['regular_price'] );
		$this->assertSame( '32.5000', $row['sale_price'] );
		$this->assertSame( '1', $row['on_sale'] );
		$this->assertSame( 'MUG-1', $row['sku'] );
		$this->assertSame( 'instock', $row['stock_status'] );
		$this->assertSame( '5', $row['stock_quantity'] );
		$this->assertSame( '0', $row['total_sales'] );
		$this->assertSame( "Blue mug\nGlazed by hand.\nMUG-1", $row['search_text'] );
	}

	public function test_meta_changes_update_the_row(): void {
		$id = $this->create_product( array( '_sale_price' => '8' ) );
		$this->assertSame( '8.0000', $this->row( $id )['price'] );

		delete_post_meta( $id, '_sale_price' );
		$this->assertSame( '10.0000', $this->row( $id )['price'] );
		$this->assertSame( '0', $this->row( $id )['on_sale'] );
		$this->assertNull( $this->row( $id )['sale_price'] );

		update_post_meta( $id, '_stock_status', 'outofstock' );
		$this->assertSame( 'outofstock', $this->row( $id )['stock_status'] );

		update_post_meta( $id, '_sku', 'NEW-SKU' );
		$this->assertSame( 'NEW-SKU', $this->row( $id )['sku'] );
	}

	public function test_stock_taken_by_an_order_updates_the_row(): void {
		$id = $this->create_product(
			array(
				'_manage_stock' => 'yes',
				'_stock'        => '2',
			)
		);
		$this->assertNull( ( new StockLedger() )->take( array( $id => 2 ) ) );
		$row = $this->row( $id );
		$this->assertSame( '0', $row['stock_quantity'] );
		$this->assertSame( 'outofstock', $row['stock_status'] );

		( new StockLedger() )->put_back( array( $id => 1 ) );
		$this->assertSame( '1', $this->row( $id )['stock_quantity'] );
		$this->assertSame( 'instock', $this->row( $id )['stock_status'] );
	}

	public function test_status_title_and_order_edits_update_the_row_and_deletion_removes_it(): void {
		$id = $this->create_product();
		wp_update_post(
			array(
				'ID'         => $id,
				'post_title' => 'Renamed',
				'menu_order' => 7,
			)
		);
		$this->assertSame( 'Renamed', $this->row( $id )['title'] );
		$this->assertSame( '7', $this->row( $id )['menu_order'] );

		wp_update_post(
			array(
				'ID'          => $id,
				'post_status' => 'draft',
			)
		);
		$this->assertSame( '0', $this->row( $id )['visible'] );
		wp_update_post(
			array(
				'ID'            => $id,
				'post_status'   => 'publish',
				'post_password' => 'secret',
			)
		);
		$this->assertSame( '0', $this->row( $id )['visible'], 'password-protected' );
		wp_update_post(
			array(
				'ID'            => $id,
				'post_password' => '',
			)
		);
		$this->assertSame( '1', $this->row( $id )['visible'] );

		wp_trash_post( $id );
		$this->assertSame( '0', $this->row( $id )['visible'] );
		wp_untrash_post( $id );
		wp_publish_post( $id );
		$this->assertSame( '1', $this->row( $id )['visible'] );

		wp_delete_post( $id, true );
		$this->assertNull( $this->row( $id ) );
	}

	public function test_other_post_types_get_no_row(): void {
		$id = $this->create_post( array( 'post_title' => 'A story' ) );
		update_post_meta( $id, '_price', '5' );
		$this->assertNull( $this->row( $id ) );
	}

	public function test_an_order_placed_adds_its_quantities_to_the_sales_counts(): void {
		$mug   = $this->create_product();
		$bowl  = $this->create_product();
		$line  = static fn( int $id, int $quantity ) => array(
			'product_id' => $id,
			'name'       => 'x',
			'quantity'   => $quantity,
			'unit_price' => '10.00',
			'total'      => '10.00',
		);
		$order = new Order( 1, 'key', 'processing', 0, array(), 'bacs', 'EUR', '30.00', '30.00', 'checkout', '2026-01-01 00:00:00', array( $line( $mug, 2 ), $line( $bowl, 1 ) ) );
		do_action( 'vitrine_order_placed', $order, array() );
		do_action( 'vitrine_order_placed', $order, array() );
		$this->assertSame( '4', $this->row( $mug )['total_sales'] );
		$this->assertSame( '2', $this->row( $bowl )['total_sales'] );

		update_post_meta( $mug, '_regular_price', '12' );
		$this->assertSame( '4', $this->row( $mug )['total_sales'], 'a product write keeps the sales count' );
	}

	public function test_every_write_changes_the_catalogue_version(): void {
		$id     = $this->create_product();
		$before = ProductLookup::version();
		update_post_meta( $id, '_regular_price', '11' );
		$this->assertNotSame( $before, ProductLookup::version() );
		$before = ProductLookup::version();
		wp_set_object_terms( $id, array( $this->create_product_category( 'Bowls' ) ), Type::CATEGORY );
		$this->assertNotSame( $before, ProductLookup::version() );
	}

	public function test_the_backfill_rebuilds_every_row_in_batches_with_the_sales_from_the_order_lines(): void {
		global $wpdb;
		$ids = array();
		for ( $i = 0; $i < 3; $i++ ) {
			$ids[] = $this->create_product( array( '_sku' => 'B-' . $i ) );
		}
		$wpdb->insert(
			$wpdb->prefix . OrderItemsTable::name(),
			array(
				'order_id'   => 1,
				'product_id' => $ids[1],
				'name'       => 'x',
				'quantity'   => 3,
				'unit_price' => '10.00',
				'total'      => '30.00',
			)
		);
		$wpdb->query( $wpdb->prepare( 'DELETE FROM %i', ProductLookup::table() ) );

		update_option( ProductLookup::BACKFILL_OPTION, '0', false );
		$batches = 0;
		while ( ! ProductLookup::ready() && $batches < 1000 ) {
			ProductLookup::backfill_batch();
			++$batches;
		}
		$this->assertTrue( ProductLookup::ready() );
		foreach ( $ids as $i => $id ) {
			$this->assertSame( 'B-' . $i, $this->row( $id )['sku'] );
		}
		$this->assertSame( '3', $this->row( $ids[1] )['total_sales'] );
		$this->assertSame( '0', $this->row( $ids[0] )['total_sales'] );
	}

	public function test_a_change_of_the_lookup_table_starts_the_backfill_and_another_table_s_does_not(): void {
		$id = $this->create_product();
		global $wpdb;
		$wpdb->query( $wpdb->prepare( 'DELETE FROM %i', ProductLookup::table() ) );
		update_option( ProductLookup::SCHEMA_OPTION, md5( ProductLookupTable::schema() ) );
		update_option( ProductLookup::BACKFILL_OPTION, 'done' );
		do_action( 'vitrine_schema_upgraded', 'another table changed' );
		$this->assertNull( $this->row( $id ) );

		update_option( ProductLookup::SCHEMA_OPTION, 'an older definition' );
		do_action( 'vitrine_schema_upgraded', 'the lookup table changed' );
		$this->assertNotNull( $this->row( $id ) );
	}
}
