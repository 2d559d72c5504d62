<?php
/**
 * @package Vitrine
 */

declare( strict_types = 1 );

namespace Vitrine\Tests\Shop;

use Vitrine\Shop\Catalogue\PostMetaCatalogue;
use Vitrine\Shop\Money;
use Vitrine\Tests\TestCase;

/**
 * Price formatting in the shop's currency.
 */
final class MoneyTest extends TestCase {

	use ProductFactory;

	public function test_euro_by_default(): void {
		delete_option( Money::OPTION );
		$this->assertSame( 'EUR', Money::currency() );
		$this->assertSame( '€1,234.50', Money::format( '1234.5' ) );
		$this->assertSame( '€1,234.50', vitrine_format_price( '1234.50' ) );
	}

	public function test_the_currency_option_and_its_decimals(): void {
		update_option( Money::OPTION, 'usd' );
		$this->assertSame( '$9.90', Money::format( '9.9' ) );
		update_option( Money::OPTION, 'JPY' );
		$this->assertSame( '¥1,200', Money::format( '1200' ) );
		update_option( Money::OPTION, 'NOK' );
		$this->assertSame( 'NOK 5.00', Money::format( 5 ) );
		update_option( Money::OPTION, '<script>' );
		$this->assertSame( 'NOK', Money::currency(), 'the setting refuses what is not a code' );
		// A value stored before the setting checked it (or written around it) still reads as EUR.
		remove_all_filters( 'sanitize_option_' . Money::OPTION );
		update_option( Money::OPTION, '<script>' );
		$this->assertSame( 'EUR', Money::currency() );
	}

	public function test_multiply_has_no_float_drift(): void {
		$this->assertSame( '0.30', Money::multiply( '0.10', 3 ) );
		$this->assertSame( '59.97', Money::multiply( '19.99', 3 ) );
	}

	public function test_price_html_strikes_the_regular_price_while_on_sale(): void {
		delete_option( Money::OPTION );
		$catalogue = new PostMetaCatalogue();
		$regular   = $catalogue->get( $this->create_product( array( '_regular_price' => '24' ) ) );
		$sale      = $catalogue->get(
			$this->create_product(
				array(
					'_regular_price' => '40',
					'_sale_price'    => '32',
				)
			)
		);
		$none      = $catalogue->get( $this->create_product( array( '_regular_price' => '' ) ) );
		$this->assertNotNull( $regular );
		$this->assertNotNull( $sale );
		$this->assertNotNull( $none );

		$this->assertStringContainsString( '€24.00', Money::price_html( $regular ) );
		$this->assertStringNotContainsString( '<del', Money::price_html( $regular ) );
		$this->assertMatchesRegularExpression( '#<del[^>]*>€40.00</del>.*<ins[^>]*>€32.00</ins>#s', Money::price_html( $sale ) );
		$this->assertStringContainsString( 'Original price was: €40.00.', Money::price_html( $sale ) );
		$this->assertSame( '', Money::price_html( $none ) );
	}
}
