<?php
/**
 * @package Vitrine
 */

declare( strict_types = 1 );

namespace Vitrine\Tests\Shop\Tax;

use Vitrine\Shop\Money;
use Vitrine\Shop\Orders\OrderQuote;
use Vitrine\Shop\Shipping\ShippingRules;
use Vitrine\Shop\Shipping\ShippingSettings;
use Vitrine\Shop\Tax\TaxCalculator;
use Vitrine\Shop\Tax\TaxSettings;
use Vitrine\Tests\TestCase;

/**
 * Every tax and shipping rule, on whole cents: rounding, prices with and without tax, the
 * reduced rate, the free-shipping threshold at its boundary, the zones' fallback, pickup.
 */
final class TaxAndShippingRulesTest extends TestCase {

	private const RATES = array(
		array(
			'country'  => 'DE',
			'standard' => '19',
			'reduced'  => '7',
		),
		array(
			'country'  => '*',
			'standard' => '20',
			'reduced'  => '',
		),
	);

	/**
	 * Zones: Germany, and everywhere else.
	 *
	 * @return list<array{name: string, countries: list<string>, flat_rate: string, free_over: string, pickup: bool}>
	 */
	private static function zones(): array {
		return array(
			array(
				'name'      => 'Germany',
				'countries' => array( 'DE', 'AT' ),
				'flat_rate' => '4.90',
				'free_over' => '50.00',
				'pickup'    => true,
			),
			array(
				'name'      => 'World',
				'countries' => array(),
				'flat_rate' => '15.00',
				'free_over' => '',
				'pickup'    => false,
			),
		);
	}

	/**
	 * @return array<string, array{0: string, 1: int}>
	 */
	public static function amounts(): array {
		return array(
			'whole'             => array( '12', 1200 ),
			'one decimal'       => array( '12.5', 1250 ),
			'two decimals'      => array( '0.07', 7 ),
			'third rounds up'   => array( '0.005', 1 ),
			'third rounds down' => array( '0.004', 0 ),
			'negative'          => array( '-3.20', -320 ),
			'no integer part'   => array( '.5', 50 ),
			'garbage'           => array( '1e3', 0 ),
		);
	}

	/**
	 * @dataProvider amounts
	 */
	public function test_amounts_are_read_as_text_into_cents( string $text, int $cents ): void {
		$this->assertSame( $cents, Money::to_minor( $text ) );
	}

	public function test_cents_print_back_with_two_decimals_and_sums_do_not_drift(): void {
		$this->assertSame( '0.05', Money::from_minor( 5 ) );
		$this->assertSame( '-12.30', Money::from_minor( -1230 ) );
		// 0.1 + 0.2 in floats is 0.30000000000000004; in cents it is 30.
		$this->assertSame( '0.30', Money::from_minor( Money::to_minor( '0.10' ) + Money::to_minor( '0.20' ) ) );
		$this->assertSame( '3.30', Money::multiply( '1.10', 3 ) );
	}

	public function test_tax_on_a_price_without_tax_rounds_half_up(): void {
		$this->assertSame( 190, TaxCalculator::tax( 1000, 1900, false ) );
		// 0.25 × 19 % = 4.75 cents → 5; 0.23 × 19 % = 4.37 → 4.
		$this->assertSame( 5, TaxCalculator::tax( 25, 1900, false ) );
		$this->assertSame( 4, TaxCalculator::tax( 23, 1900, false ) );
	}

	public function test_tax_inside_a_price_with_tax(): void {
		// €119.00 incl. 19 % holds €19.00; €10.00 incl. 19 % holds €1.596… → €1.60.
		$this->assertSame( 1900, TaxCalculator::tax( 11900, 1900, true ) );
		$this->assertSame( 160, TaxCalculator::tax( 1000, 1900, true ) );
		$this->assertSame( 65, TaxCalculator::tax( 1000, 700, true ) );
		$this->assertSame( 0, TaxCalculator::tax( 1000, 0, true ) );
	}

	public function test_the_rate_follows_country_class_and_the_fallback_row(): void {
		$this->assertSame( '19', TaxCalculator::rate_for( self::RATES, 'DE', TaxCalculator::STANDARD ) );
		$this->assertSame( '7', TaxCalculator::rate_for( self::RATES, 'de', TaxCalculator::REDUCED ) );
		$this->assertSame( '0', TaxCalculator::rate_for( self::RATES, 'DE', TaxCalculator::ZERO ) );
		$this->assertSame( '20', TaxCalculator::rate_for( self::RATES, 'FR', TaxCalculator::STANDARD ) );
		$this->assertSame( '20', TaxCalculator::rate_for( self::RATES, 'FR', TaxCalculator::REDUCED ), 'no reduced rate: the standard one' );
		$this->assertSame( '0', TaxCalculator::rate_for( array_slice( self::RATES, 0, 1 ), 'FR', TaxCalculator::STANDARD ), 'no row: no tax' );
	}

	public function test_lines_of_one_rate_are_rounded_once(): void {
		// Ten lines of €0.99 without tax at 19 %: 10 × 18.81 cents rounds to 188, not 10 × 19.
		$lines = array_fill(
			0,
			10,
			array(
				'amount' => 99,
				'rate'   => '19',
			)
		);
		$taxes = TaxCalculator::lines( $lines, false );
		$this->assertSame(
			array(
				array(
					'rate' => '19',
					'base' => 990,
					'tax'  => 188,
				),
			),
			$taxes
		);
	}

	public function test_zones_first_match_then_fallback_then_none(): void {
		$this->assertSame( 'Germany', ShippingRules::zone_for( self::zones(), 'AT' )['name'] ?? '' );
		$this->assertSame( 'World', ShippingRules::zone_for( self::zones(), 'US' )['name'] ?? '' );
		$this->assertNull( ShippingRules::zone_for( array_slice( self::zones(), 0, 1 ), 'US' ) );
	}

	public function test_free_shipping_starts_at_the_threshold_itself(): void {
		$zone  = self::zones()[0];
		$below = array_column( ShippingRules::options( $zone, 4999 ), 'cost', 'id' );
		$at    = array_column( ShippingRules::options( $zone, 5000 ), 'cost', 'id' );
		$this->assertSame(
			array(
				ShippingRules::FLAT_RATE => 490,
				ShippingRules::PICKUP    => 0,
			),
			$below
		);
		$this->assertSame(
			array(
				ShippingRules::FREE   => 0,
				ShippingRules::PICKUP => 0,
			),
			$at,
			'from the amount on, free shipping replaces the flat rate'
		);
	}

	public function test_the_chosen_method_or_the_first(): void {
		$options = ShippingRules::options( self::zones()[0], 1000 );
		$this->assertSame( ShippingRules::PICKUP, ShippingRules::choose( $options, ShippingRules::PICKUP )['id'] ?? '' );
		$this->assertSame( ShippingRules::FLAT_RATE, ShippingRules::choose( $options, 'teleport' )['id'] ?? '' );
		$this->assertNull( ShippingRules::choose( array(), '' ) );
	}

	public function test_a_quote_with_prices_including_tax(): void {
		// €25.00 standard + €10.70 reduced, flat rate €4.90, to Germany, prices with tax.
		$quote = OrderQuote::calculate(
			array(
				array(
					'amount' => 2500,
					'class'  => TaxCalculator::STANDARD,
				),
				array(
					'amount' => 1070,
					'class'  => TaxCalculator::REDUCED,
				),
			),
			'DE',
			'',
			self::zones(),
			self::RATES,
			true
		);
		$this->assertSame( 3570, $quote->subtotal );
		$this->assertSame( ShippingRules::FLAT_RATE, $quote->shipping['id'] ?? '' );
		$this->assertSame( 3570 + 490, $quote->total, 'the tax is inside the prices' );
		// 19 % inside €29.90 (items and shipping) is €4.77; 7 % inside €10.70 is €0.70.
		$this->assertSame(
			array(
				array(
					'rate' => '19',
					'base' => 2990,
					'tax'  => 477,
				),
				array(
					'rate' => '7',
					'base' => 1070,
					'tax'  => 70,
				),
			),
			$quote->taxes
		);
		$this->assertSame( 547, $quote->tax_total() );
	}

	public function test_a_quote_with_prices_without_tax_adds_it(): void {
		$quote = OrderQuote::calculate(
			array(
				array(
					'amount' => 10000,
					'class'  => TaxCalculator::STANDARD,
				),
			),
			'US',
			'',
			self::zones(),
			self::RATES,
			false
		);
		// The fallback zone's €15.00 and the "*" rate of 20 % on €115.00.
		$this->assertSame( 1500, $quote->shipping['cost'] ?? -1 );
		$this->assertSame( 2300, $quote->tax_total() );
		$this->assertSame( 10000 + 1500 + 2300, $quote->total );
	}

	public function test_pickup_is_free_and_untaxed_and_a_zone_without_methods_does_not_ship(): void {
		$quote = OrderQuote::calculate(
			array(
				array(
					'amount' => 1190,
					'class'  => TaxCalculator::STANDARD,
				),
			),
			'DE',
			ShippingRules::PICKUP,
			self::zones(),
			self::RATES,
			true
		);
		$this->assertSame( 1190, $quote->total );
		$this->assertSame( 190, $quote->tax_total() );
		$this->assertTrue( $quote->ships );

		$empty                 = self::zones();
		$empty[1]['flat_rate'] = '';
		$nowhere               = OrderQuote::calculate( array(), 'US', '', $empty, array(), true );
		$this->assertFalse( $nowhere->ships );
		$this->assertTrue( OrderQuote::calculate( array(), 'US', '', array(), array(), true )->ships, 'no zones: nothing charged' );
	}

	public function test_settings_are_sanitized_into_codes_and_decimals(): void {
		$zones = ShippingSettings::sanitize(
			array(
				array(
					'name'      => 'EU <b>',
					'countries' => 'de, at;xx1, FR',
					'flat_rate' => '4,9',
					'free_over' => '',
					'pickup'    => '1',
				),
				array(
					'name'      => '',
					'countries' => '',
					'flat_rate' => '',
					'free_over' => '',
				),
			)
		);
		$this->assertSame(
			array(
				array(
					'name'      => 'EU',
					'countries' => array( 'DE', 'AT', 'FR' ),
					'flat_rate' => '4.90',
					'free_over' => '',
					'pickup'    => true,
				),
			),
			$zones
		);
		$tax = TaxSettings::sanitize(
			array(
				'prices_include_tax' => '0',
				'rates'              => array(
					array(
						'country'  => 'de',
						'standard' => '19,00',
						'reduced'  => '7',
					),
					array(
						'country'  => 'Germany',
						'standard' => '19',
					),
				),
			),
			false
		);
		$this->assertFalse( $tax['prices_include_tax'] );
		$this->assertSame(
			array(
				array(
					'country'  => 'DE',
					'standard' => '19',
					'reduced'  => '7',
				),
			),
			$tax['rates']
		);
	}
}
