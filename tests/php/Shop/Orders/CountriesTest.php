<?php
/**
 * @package Vitrine
 */

declare( strict_types = 1 );

namespace Vitrine\Tests\Shop\Orders;

use Vitrine\Shop\Cart\CartFactory;
use Vitrine\Shop\Orders\Billing;
use Vitrine\Shop\Orders\Countries;
use Vitrine\Tests\Shop\Cart\CartTestCase;

/**
 * The checkout's country select: ISO 3166-1 countries only, named and sorted in the site's
 * language, the shop's country chosen, the two-letter code stored, a code not in the list
 * refused.
 */
final class CountriesTest extends CartTestCase {

	protected function tearDown(): void {
		Countries::reset();
		parent::tearDown();
	}

	public function test_the_list_holds_the_iso_countries_named_in_the_locale(): void {
		$english = Countries::all( 'en_US' );
		$this->assertCount( 249, $english, 'ISO 3166-1 has 249 codes' );
		$this->assertSame( 'Germany', $english['DE'] );
		foreach ( array( 'EU', 'ZZ', 'UN', 'XK', 'QO', 'AC' ) as $not_a_country ) {
			$this->assertArrayNotHasKey( $not_a_country, $english );
		}
		$french = Countries::all( 'fr_FR' );
		$this->assertSame( 'Allemagne', $french['DE'] );
		$this->assertSame( 'Royaume-Uni', $french['GB'] );
	}

	public function test_names_are_sorted_in_the_locale_s_order(): void {
		$codes = array_keys( Countries::all( 'fr_FR' ) );
		// "Égypte" sorts between "Dominique" and "Espagne" in French (a byte sort puts it after
		// "Zimbabwe").
		$this->assertGreaterThan( array_search( 'DM', $codes, true ), array_search( 'EG', $codes, true ) );
		$this->assertLessThan( array_search( 'ES', $codes, true ), array_search( 'EG', $codes, true ) );
		$this->assertSame( 'AF', $codes[0] );
	}

	public function test_the_shop_s_country_is_the_locale_s_region_or_the_filter_s(): void {
		add_filter( 'locale', static fn() => 'de_DE' );
		$this->assertSame( 'DE', Countries::default() );
		add_filter( 'vitrine_shop_country', static fn() => 'fr' );
		$this->assertSame( 'FR', Countries::default() );
		add_filter( 'vitrine_shop_country', static fn() => 'EU', 11 );
		$this->assertSame( '', Countries::default(), 'a region that is not a country is not chosen' );
	}

	public function test_the_checkout_shows_a_select_with_the_shop_s_country_chosen(): void {
		add_filter( 'vitrine_shop_country', static fn() => 'FR' );
		$this->as_guest( str_repeat( 'd', 32 ) );
		CartFactory::current()->add( $this->create_product() );
		$html = do_shortcode( '[vitrine_checkout]' );
		$this->assertMatchesRegularExpression( '#<select id="billing_country" name="billing_country" autocomplete="country" required>#', $html );
		$this->assertStringContainsString( '<option value="FR" selected=\'selected\'>France</option>', $html );
		$this->assertStringNotContainsString( 'two-letter', $html );
	}

	public function test_a_code_not_in_the_list_is_refused_and_a_listed_one_is_stored_as_its_code(): void {
		$values = array( 'country' => 'XK' ) + OrderServiceTest::billing();
		$this->assertSame( array( 'country' => 'Please choose a country from the list.' ), Billing::validate( $values ) );
		add_filter( 'vitrine_checkout_countries', static fn( $countries ) => array_intersect_key( $countries, array( 'FR' => 1 ) ) );
		Countries::reset();
		$this->assertArrayHasKey( 'country', Billing::validate( OrderServiceTest::billing() ), 'a shop that ships to France only refuses GB' );
		$this->assertSame( 'FR', Billing::from_post( array( 'billing_country' => 'fr' ) )['country'] );
	}
}
