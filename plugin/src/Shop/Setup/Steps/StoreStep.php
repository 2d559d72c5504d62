<?php
/**
 * Setup step: the store's address, country and currency.
 *
 * @package Vitrine
 */

declare( strict_types = 1 );

namespace Vitrine\Shop\Setup\Steps;

use Vitrine\Shop\Money;
use Vitrine\Shop\Orders\Countries;
use Vitrine\Shop\Setup\SetupStep;
use Vitrine\Shop\Setup\StoreSettings;
use Vitrine\Shop\ShopSettings;
use WP_Error;

defined( 'ABSPATH' ) || exit;

/**
 * Where the store is (its mails and invoices print it; the checkout preselects its country)
 * and the currency its prices are in.
 */
final class StoreStep implements SetupStep {

	/**
	 * {@inheritDoc}
	 */
	public function id(): string {
		return 'store';
	}

	/**
	 * {@inheritDoc}
	 */
	public function title(): string {
		return __( 'Store address and currency', 'vitrine' );
	}

	/**
	 * {@inheritDoc}
	 *
	 * @param bool $saved Unused: done with an address.
	 */
	public function is_done( bool $saved ): bool {
		return StoreSettings::has_address();
	}

	/**
	 * {@inheritDoc}
	 */
	public function render(): void {
		$store  = StoreSettings::get();
		$fields = array(
			'address'   => array( __( 'Address line 1', 'vitrine' ), 'street-address', true ),
			'address_2' => array( __( 'Address line 2 (optional)', 'vitrine' ), 'address-line2', false ),
			'city'      => array( __( 'City', 'vitrine' ), 'address-level2', true ),
			'postcode'  => array( __( 'Postcode / ZIP', 'vitrine' ), 'postal-code', false ),
		);
		echo '<table class="form-table" role="presentation"><tbody>';
		foreach ( $fields as $key => list( $label, $autocomplete, $required ) ) {
			printf(
				'<tr><th scope="row"><label for="vitrine-store-%1$s">%2$s</label></th><td><input type="text" class="regular-text" id="vitrine-store-%1$s" name="%1$s" value="%3$s" autocomplete="%4$s"%5$s></td></tr>',
				esc_attr( $key ),
				esc_html( $label ),
				esc_attr( $store[ $key ] ),
				esc_attr( $autocomplete ),
				$required ? ' required' : ''
			);
		}
		$country = '' !== $store['country'] ? $store['country'] : Countries::default();
		printf(
			'<tr><th scope="row"><label for="vitrine-store-country">%1$s</label></th><td><select id="vitrine-store-country" name="country" required>%2$s</select></td></tr>',
			esc_html__( 'Country / Region', 'vitrine' ),
			Countries::options( $country ) // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- escaped options.
		);
		printf(
			'<tr><th scope="row"><label for="vitrine-store-currency">%1$s</label></th><td><input type="text" id="vitrine-store-currency" name="currency" value="%2$s" class="small-text code" maxlength="3" pattern="[A-Za-z]{3}" required aria-describedby="vitrine-store-currency-description"><p class="description" id="vitrine-store-currency-description">%3$s</p></td></tr>',
			esc_html__( 'Currency', 'vitrine' ),
			esc_attr( Money::currency() ),
			esc_html__( 'A three-letter ISO 4217 code, such as EUR, USD or GBP.', 'vitrine' )
		);
		echo '</tbody></table>';
	}

	/**
	 * {@inheritDoc}
	 *
	 * @param array<string, mixed> $posted The form's values.
	 */
	public function save( array $posted ): ?WP_Error {
		$clean = StoreSettings::sanitize( $posted );
		if ( '' === $clean['address'] || '' === $clean['city'] || '' === $clean['country'] ) {
			return new WP_Error( 'vitrine_setup_store_incomplete', __( 'Please enter the store’s address, city and country.', 'vitrine' ), array( 'status' => 400 ) );
		}
		$currency = is_string( $posted['currency'] ?? null ) ? strtoupper( trim( $posted['currency'] ) ) : '';
		if ( ! preg_match( '/^[A-Z]{3}$/', $currency ) ) {
			return new WP_Error( 'vitrine_currency_invalid', __( 'Currency: enter a three-letter ISO 4217 code, such as EUR or USD.', 'vitrine' ), array( 'status' => 400 ) );
		}
		update_option( Money::OPTION, ShopSettings::sanitize_currency( $currency ) );
		StoreSettings::update( array_intersect_key( $clean, array_flip( array( 'address', 'address_2', 'city', 'postcode', 'country' ) ) ) );
		return null;
	}

	/**
	 * {@inheritDoc}
	 */
	public function button(): string {
		return __( 'Save the address', 'vitrine' );
	}
}
