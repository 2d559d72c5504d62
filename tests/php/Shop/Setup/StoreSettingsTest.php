<?php
/**
 * @package Vitrine
 */

declare( strict_types = 1 );

namespace Vitrine\Tests\Shop\Setup;

use Vitrine\Shop\Setup\StoreSettings;
use Vitrine\Tests\TestCase;

/**
 * The store's settings hold only what is read: the payment methods live in
 * `vitrine_payment_methods` (PaymentSettings), so the `payment_methods` key an older version
 * kept in `vitrine_store` is neither returned nor written back.
 */
final class StoreSettingsTest extends TestCase {

	public function test_an_old_payment_methods_key_is_not_read_and_goes_with_the_next_save(): void {
		update_option(
			StoreSettings::OPTION,
			array(
				'city'            => 'Lyon',
				'payment_methods' => array( 'cod' ),
			)
		);

		$store = StoreSettings::get();
		$this->assertArrayNotHasKey( 'payment_methods', $store );
		$this->assertSame( 'Lyon', $store['city'] );

		StoreSettings::update( array( 'postcode' => '69001' ) );
		$stored = get_option( StoreSettings::OPTION );
		$this->assertIsArray( $stored );
		$this->assertArrayNotHasKey( 'payment_methods', $stored );
		$this->assertSame( array( 'Lyon', '69001' ), array( $stored['city'], $stored['postcode'] ) );
		$this->assertSame( array_keys( StoreSettings::defaults() ), array_keys( $stored ) );
	}
}
