<?php
/**
 * @package Vitrine
 */

declare( strict_types = 1 );

namespace Vitrine\Tests\Account\Customer;

use Vitrine\Account\Customer\CustomerOrders;
use Vitrine\Shop\Orders\Order;
use Vitrine\Tests\TestCase;
use WP_Error;

/**
 * Whose orders a visitor sees: a member's own, newest first; one order by its key; a guest's
 * lookup by number and email, refused alike for a wrong number or a wrong email, and limited
 * per client address.
 */
final class CustomerOrdersTest extends TestCase {

	use OrdersFixture;

	public function test_a_member_gets_their_own_orders_newest_first(): void {
		$ada   = $this->create_user();
		$other = $this->create_user();
		$old   = $this->store_order( $ada, 'ada@example.com', '2026-10-01 10:00:00' );
		$this->store_order( $other );
		$this->store_order( 0 );
		$new = $this->store_order( $ada, 'ada@example.com', '2026-11-01 10:00:00' );

		$list = ( new CustomerOrders() )->of_user( $ada );

		$this->assertSame( 2, $list['total'] );
		$this->assertSame( array( $new, $old ), array_map( static fn( Order $order ): int => $order->id, $list['orders'] ) );
		$this->assertSame( 'Stoneware cup', $list['orders'][0]->items[0]['name'] );
		$this->assertSame( array(), ( new CustomerOrders() )->of_user( 0 )['orders'] );
	}

	public function test_an_order_is_only_its_owners_and_a_key_must_match_exactly(): void {
		$ada    = $this->create_user();
		$other  = $this->create_user();
		$order  = $this->store_order( $ada, 'ada@example.com', '2026-11-01 10:00:00', str_repeat( 'k', 32 ) );
		$guest  = $this->store_order( 0 );
		$orders = new CustomerOrders();

		$this->assertSame( $order, $orders->owned( $ada, $order )?->id );
		$this->assertNull( $orders->owned( $other, $order ) );
		$this->assertNull( $orders->owned( 0, $guest ), 'a guest order belongs to no member' );
		$this->assertNull( $orders->owned( $ada, 999999 ) );
		$this->assertSame( $order, $orders->by_key( $order, str_repeat( 'k', 32 ) )?->id );
		$this->assertNull( $orders->by_key( $order, str_repeat( 'k', 31 ) . 'x' ) );
		$this->assertNull( $orders->by_key( $order, '' ) );
	}

	public function test_a_lookup_finds_the_order_by_number_and_inbox(): void {
		$id = $this->store_order( 0, 'Ada@Example.com' );

		$found = ( new CustomerOrders() )->lookup( '#' . $id, ' ada+shop@example.COM ' );

		$this->assertInstanceOf( Order::class, $found );
		$this->assertSame( $id, $found->id );
	}

	public function test_a_wrong_email_and_a_wrong_number_get_the_same_refusal(): void {
		$id     = $this->store_order( 0, 'ada@example.com' );
		$orders = new CustomerOrders();

		$wrong_email  = $orders->lookup( (string) $id, 'grace@example.com' );
		$wrong_number = $orders->lookup( (string) ( $id + 1000 ), 'ada@example.com' );
		$no_email     = $orders->lookup( (string) $id, '' );

		foreach ( array( $wrong_email, $wrong_number, $no_email ) as $refusal ) {
			$this->assertInstanceOf( WP_Error::class, $refusal );
			$this->assertSame( 'vitrine_order_not_found', $refusal->get_error_code() );
			$this->assertSame( $wrong_email->get_error_message(), $refusal->get_error_message() );
			$this->assertSame( 404, $refusal->get_error_data()['status'] );
		}
	}

	public function test_lookups_are_limited_per_client_address(): void {
		add_filter(
			'vitrine_order_lookup_rate_limit',
			static fn(): array => array(
				'attempts' => 3,
				'window'   => 600,
			)
		);
		$id                     = $this->store_order( 0, 'ada@example.com' );
		$orders                 = new CustomerOrders();
		$_SERVER['REMOTE_ADDR'] = '198.51.100.7';
		for ( $i = 0; $i < 3; $i++ ) {
			$this->assertInstanceOf( WP_Error::class, $orders->lookup( (string) $id, 'wrong@example.com' ) );
		}

		// Past the limit even the right pair is refused, with 429.
		$refused = $orders->lookup( (string) $id, 'ada@example.com' );
		$this->assertInstanceOf( WP_Error::class, $refused );
		$this->assertSame( 'vitrine_order_lookup_rate_limited', $refused->get_error_code() );
		$this->assertSame( 429, $refused->get_error_data()['status'] );
		$this->assertSame( 600, $refused->get_error_data()['retry_after'] );

		// Another address has its own allowance.
		$_SERVER['REMOTE_ADDR'] = '198.51.100.8';
		$this->assertInstanceOf( Order::class, $orders->lookup( (string) $id, 'ada@example.com' ) );
	}
}
