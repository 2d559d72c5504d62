<?php
/**
 * @package Vitrine
 */

declare( strict_types = 1 );

namespace Vitrine\Tests\Shop\Cart;

use Vitrine\Shop\Cart\Cart;
use Vitrine\Shop\Cart\CartFactory;
use Vitrine\Shop\Cart\CartLine;
use Vitrine\Shop\Cart\CartMerge;
use Vitrine\Shop\Cart\DatabaseCart;
use Vitrine\Shop\Catalogue\CatalogueFactory;
use Vitrine\Shop\ProductPostType;
use WP_Error;

/**
 * The database cart: one line per product, stock limits, errors, totals, the merge at log in,
 * the filterable factory and a constant number of queries for a cart of 50 lines.
 */
final class DatabaseCartTest extends CartTestCase {

	private function cart( string $key = 'g:aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa' ): DatabaseCart {
		return new DatabaseCart( $key, CatalogueFactory::catalogue() );
	}

	public function test_adding_a_product_twice_keeps_one_line_with_the_sum(): void {
		$product = $this->create_product( array( ProductPostType::META_REGULAR_PRICE => '12.50' ) );
		$cart    = $this->cart();

		$this->assertInstanceOf( CartLine::class, $cart->add( $product, 2 ) );
		$line = $cart->add( $product, 3 );

		$this->assertInstanceOf( CartLine::class, $line );
		$this->assertSame( 5, $line->quantity );
		$this->assertCount( 1, $cart->lines() );
		$this->assertSame( 5, $cart->count() );
		$this->assertSame( '62.50', $cart->totals()->subtotal );
		$this->assertSame( '62.50', $cart->totals()->total );
	}

	public function test_errors_for_unknown_products_stock_and_quantities(): void {
		$cart    = $this->cart();
		$draft   = $this->create_product( array(), array( 'post_status' => 'draft' ) );
		$sold    = $this->stocked_product( 0 );
		$limited = $this->stocked_product( 3 );

		$this->assert_error( 'vitrine_cart_unknown_product', 404, $cart->add( 999999 ) );
		$this->assert_error( 'vitrine_cart_unknown_product', 404, $cart->add( $draft ) );
		$this->assert_error( 'vitrine_cart_out_of_stock', 409, $cart->add( $sold ) );
		$this->assert_error( 'vitrine_cart_invalid_quantity', 400, $cart->add( $limited, 0 ) );
		$this->assert_error( 'vitrine_cart_quantity_over_stock', 409, $cart->add( $limited, 4 ) );

		$cart->add( $limited, 2 );
		$over = $cart->add( $limited, 2 );
		$this->assert_error( 'vitrine_cart_quantity_over_stock', 409, $over );
		$this->assertSame( 1, $over->get_error_data()['available'] );
		$this->assertSame( 2, $cart->count(), 'a refused add changes nothing' );
		$this->assert_error( 'vitrine_cart_quantity_over_stock', 409, $cart->set_quantity( $limited, 4 ) );
	}

	public function test_set_quantity_and_remove(): void {
		$first  = $this->create_product();
		$second = $this->create_product( array( ProductPostType::META_REGULAR_PRICE => '3.00' ) );
		$cart   = $this->cart();
		$cart->add( $first );
		$cart->add( $second );

		$line = $cart->set_quantity( $second, 4 );
		$this->assertInstanceOf( CartLine::class, $line );
		$this->assertSame( '22.00', $cart->totals()->subtotal );
		$this->assertNull( $cart->set_quantity( $first, 0 ) );
		$this->assertSame( array( $second ), array_map( static fn( CartLine $l ): int => $l->product->id, $cart->lines() ) );
		$this->assertTrue( $cart->remove( $second ) );
		$this->assertFalse( $cart->remove( $second ) );
		$this->assertSame( array(), $cart->lines() );
	}

	public function test_carts_are_separate_per_visitor_and_clear_empties_one(): void {
		$product = $this->create_product();
		$mine    = $this->cart( 'g:' . str_repeat( 'a', 32 ) );
		$theirs  = $this->cart( 'g:' . str_repeat( 'b', 32 ) );
		$mine->add( $product, 2 );
		$theirs->add( $product, 1 );

		$mine->clear();

		$this->assertSame( 0, $mine->count() );
		$this->assertSame( 1, $theirs->count() );
	}

	public function test_a_guest_without_a_cookie_has_an_empty_cart_that_cannot_be_written(): void {
		$cart = $this->cart( '' );
		$this->assertSame( 0, $cart->count() );
		$this->assert_error( 'vitrine_cart_no_visitor', 400, $cart->add( $this->create_product() ) );
	}

	public function test_unpublished_products_drop_out_of_the_lines(): void {
		$product = $this->create_product();
		$cart    = $this->cart();
		$cart->add( $product );
		wp_update_post(
			array(
				'ID'          => $product,
				'post_status' => 'draft',
			)
		);
		$this->assertSame( array(), $this->cart()->lines() );
	}

	public function test_the_guest_cart_merges_into_the_member_s_at_log_in_without_duplicate_lines(): void {
		$shared = $this->stocked_product( 5 );
		$guests = $this->create_product();
		$user   = $this->create_user();
		$member = $this->cart( 'u:' . $user );
		$guest  = str_repeat( 'c', 32 );
		$member->add( $shared, 2 );
		$this->cart( 'g:' . $guest )->add( $shared, 4 );
		$this->cart( 'g:' . $guest )->add( $guests, 1 );
		$this->as_guest( $guest );

		do_action( 'wp_login', 'someone', get_user_by( 'id', $user ) );

		$lines = $this->cart( 'u:' . $user )->lines();
		$this->assertSame(
			array(
				$shared => 5, // 2 + 4, capped at the stock.
				$guests => 1,
			),
			array_combine(
				array_map( static fn( CartLine $l ): int => $l->product->id, $lines ),
				array_map( static fn( CartLine $l ): int => $l->quantity, $lines )
			)
		);
		$this->assertSame( 0, $this->cart( 'g:' . $guest )->count(), 'the guest cart is emptied' );
	}

	public function test_merge_goes_through_the_contract_for_another_cart_implementation(): void {
		$product = $this->create_product();
		$this->cart( 'g:' . str_repeat( 'd', 32 ) )->add( $product, 2 );
		$added = array();
		$fake  = $this->createMock( Cart::class );
		$fake->method( 'add' )->willReturnCallback(
			function ( int $id, int $quantity ) use ( &$added ) {
				$added[ $id ] = $quantity;
				return new WP_Error( 'ignored' );
			}
		);
		add_filter( 'vitrine_shop_cart', static fn( $cart, $key ) => 'u:1' === $key ? $fake : $cart, 10, 2 );

		( new CartMerge() )->merge( 'g:' . str_repeat( 'd', 32 ), 'u:1' );

		$this->assertSame( array( $product => 2 ), $added );
		$this->assertSame( $fake, CartFactory::for_key( 'u:1' ) );
		$this->assertInstanceOf( DatabaseCart::class, CartFactory::for_key( 'u:2' ) );
	}

	public function test_a_cart_of_50_lines_is_read_with_as_many_queries_as_a_cart_of_2(): void {
		global $wpdb;
		$measure = function ( int $lines ) use ( $wpdb ): int {
			$key = 'g:' . str_pad( (string) $lines, 32, 'e' );
			for ( $i = 0; $i < $lines; $i++ ) {
				$this->cart( $key )->add( $this->create_product() );
			}
			wp_cache_flush();
			$before = $wpdb->num_queries;
			$cart   = $this->cart( $key );
			$this->assertCount( $lines, $cart->lines() );
			$cart->totals();
			return $wpdb->num_queries - $before;
		};

		$small = $measure( 2 );
		$this->assertSame( $small, $measure( 50 ) );
	}

	/**
	 * Asserts a WP_Error with a code and status.
	 *
	 * @param string $code   Code.
	 * @param int    $status HTTP status.
	 * @param mixed  $actual Result.
	 */
	private function assert_error( string $code, int $status, $actual ): void {
		$this->assertInstanceOf( WP_Error::class, $actual );
		$this->assertSame( $code, $actual->get_error_code() );
		$this->assertSame( $status, $actual->get_error_data()['status'] );
	}
}
