<?php
/**
 * @package Vitrine
 */

declare( strict_types = 1 );

namespace Vitrine\Tests\Account\Customer;

use Vitrine\Shop\Orders\OrderRepository;

/**
 * Stores orders directly (the checkout's own rules are tested in tests/php/Shop/Orders/).
 */
trait OrdersFixture {

	/**
	 * Stores an order and returns its id.
	 *
	 * @param int    $user_id Member, 0 for a guest.
	 * @param string $email   Billing email.
	 * @param string $created GMT date.
	 * @param string $key     Order key.
	 */
	private function store_order( int $user_id, string $email = 'ada@example.com', string $created = '2026-11-01 10:00:00', string $key = '' ): int {
		$id = ( new OrderRepository() )->insert(
			array(
				'order_key'          => '' !== $key ? $key : wp_generate_password( 32, false ),
				'status'             => 'on-hold',
				'user_id'            => $user_id,
				'billing_first_name' => 'Ada',
				'billing_last_name'  => 'Lovelace',
				'billing_email'      => $email,
				'billing_phone'      => '',
				'billing_address'    => '12 St James’s Square',
				'billing_city'       => 'London',
				'billing_postcode'   => 'SW1Y 4JH',
				'billing_country'    => 'GB',
				'payment_method'     => 'bacs',
				'currency'           => 'EUR',
				'subtotal'           => '25.00',
				'total'              => '25.00',
				'created_via'        => 'checkout',
				'created_at'         => $created,
			),
			array(
				array(
					'product_id' => 1,
					'name'       => 'Stoneware cup',
					'quantity'   => 2,
					'unit_price' => '12.50',
					'total'      => '25.00',
				),
			),
			array()
		);
		$this->assertGreaterThan( 0, $id );
		return $id;
	}
}
