<?php
/**
 * @package Vitrine
 */

declare( strict_types = 1 );

namespace Vitrine\Tests\Shop\Orders;

use Vitrine\Core\Visitor\Visitor;
use Vitrine\Shop\Cart\CartFactory;
use Vitrine\Shop\Orders\Order;
use Vitrine\Shop\Orders\OrderFilters;
use Vitrine\Shop\Orders\OrderMailQueue;
use Vitrine\Shop\Orders\OrderRepository;
use Vitrine\Shop\Orders\OrderSearch;
use Vitrine\Shop\Orders\OrderService;
use Vitrine\Shop\ProductPostType;
use Vitrine\Tests\Lifecycle\SiteProcess;
use Vitrine\Tests\Shop\Cart\CartTestCase;
use WP_Error;

/**
 * One cart makes one order: identical "Place order" requests of one visitor, simultaneous or
 * one after the other, place one order, and the later ones land on it.
 */
final class OneCartOneOrderTest extends CartTestCase {

	public function test_a_second_place_order_of_the_same_cart_lands_on_the_order_just_placed(): void {
		$this->capture_mail();
		$this->as_guest( str_repeat( 'd', 32 ) );
		$key = Visitor::current()->key();
		CartFactory::current()->add( $this->create_product() );

		$first  = ( new OrderService() )->place( CartFactory::for_key( $key ), OrderServiceTest::billing(), 'cod', array(), 0, $key );
		$second = ( new OrderService() )->place( CartFactory::for_key( $key ), OrderServiceTest::billing(), 'cod', array(), 0, $key );

		$this->assertInstanceOf( Order::class, $first );
		$this->assertInstanceOf( Order::class, $second );
		$this->assertSame( $first->id, $second->id );
		$this->assertSame( 1, ( new OrderRepository() )->count( new OrderFilters( 'ada@example.com', OrderSearch::EMAIL ) ) );
		( new OrderMailQueue() )->flush();
		$this->assertCount( 2, $this->mails, 'mailed once' );

		// Another visitor with an empty cart is not given someone else's order.
		$this->as_guest( str_repeat( 'e', 32 ) );
		$other = Visitor::current()->key();
		$empty = ( new OrderService() )->place( CartFactory::for_key( $other ), OrderServiceTest::billing(), 'cod', array(), 0, $other );
		$this->assertInstanceOf( WP_Error::class, $empty );
		$this->assertSame( 'vitrine_checkout_empty_cart', $empty->get_error_code() );
	}

	public function test_eight_simultaneous_place_orders_of_one_cart_make_one_order(): void {
		global $wpdb;
		$visitor = 'g:' . bin2hex( random_bytes( 16 ) );
		$product = $this->stocked_product( 20 );
		CartFactory::for_key( $visitor )->add( $product, 2 );
		// The child processes read the database through their own connections.
		$wpdb->query( 'COMMIT' );

		$barrier = get_temp_dir() . 'vitrine-checkout-barrier-' . wp_generate_password( 8, false );
		wp_mkdir_p( $barrier );
		$site = new SiteProcess(
			(string) DB_NAME,
			$barrier,
			array(
				'VITRINE_TEST_BARRIER' => $barrier,
				'VITRINE_TEST_VISITOR' => $visitor,
			)
		);
		try {
			$children = array();
			for ( $i = 0; $i < 8; $i++ ) {
				$children[] = $site->start( array( 'checkout' ) );
			}
			do {
				usleep( 5000 );
				$ready = count( (array) glob( $barrier . '/ready-*' ) );
			} while ( $ready < 8 );
			touch( $barrier . '/go' );
			$results = array_map( array( $site, 'finish' ), $children );
		} finally {
			array_map( 'wp_delete_file', (array) glob( $barrier . '/*' ) );
			rmdir( $barrier ); // phpcs:ignore WordPress.WP.AlternativeFunctions -- the test's own empty folder.
			delete_transient( 'vitrine_placed_' . substr( hash( 'sha256', $visitor ), 0, 32 ) );
		}

		wp_cache_flush();
		$orders = ( new OrderRepository() )->page( new OrderFilters() );
		$this->assertCount( 1, $orders['orders'], 'one order: ' . wp_json_encode( $results ) );
		$this->assertSame( array_fill( 0, 8, array( 'order' => $orders['orders'][0]->id ) ), $results, 'every request lands on it' );
		$this->assertSame( '18', get_post_meta( $product, ProductPostType::META_STOCK, true ), 'the stock taken once' );
	}
}
