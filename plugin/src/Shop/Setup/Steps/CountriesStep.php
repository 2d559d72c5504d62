<?php
/**
 * Setup step: where the shop sells and ships.
 *
 * @package Vitrine
 */

declare( strict_types = 1 );

namespace Vitrine\Shop\Setup\Steps;

use Vitrine\Shop\Orders\Countries;
use Vitrine\Shop\Setup\SetupStep;
use Vitrine\Shop\Setup\StoreSettings;
use WP_Error;

defined( 'ABSPATH' ) || exit;

/**
 * The countries the checkout offers (every country, or those chosen) and the ones the shop
 * ships to (every country it sells to, or those chosen).
 */
final class CountriesStep implements SetupStep {

	/**
	 * {@inheritDoc}
	 */
	public function id(): string {
		return 'countries';
	}

	/**
	 * {@inheritDoc}
	 */
	public function title(): string {
		return __( 'Selling and shipping countries', 'vitrine' );
	}

	/**
	 * {@inheritDoc}
	 *
	 * @param bool $saved Whether the form was saved.
	 */
	public function is_done( bool $saved ): bool {
		return $saved;
	}

	/**
	 * {@inheritDoc}
	 */
	public function render(): void {
		$store = StoreSettings::get();
		echo '<table class="form-table" role="presentation"><tbody>';
		$this->row( 'sell_to', __( 'Sell to', 'vitrine' ), __( 'Every country', 'vitrine' ), $store['sell_to'] );
		$this->row( 'ship_to', __( 'Ship to', 'vitrine' ), __( 'Every country the shop sells to', 'vitrine' ), $store['ship_to'] );
		echo '</tbody></table>';
	}

	/**
	 * One row: "every" or the chosen countries.
	 *
	 * @param string       $key    Field.
	 * @param string       $label  Row title.
	 * @param string       $every  The "every country" choice.
	 * @param list<string> $chosen Chosen codes.
	 */
	private function row( string $key, string $label, string $every, array $chosen ): void {
		$options = '';
		foreach ( Countries::all() as $code => $name ) {
			$options .= sprintf( '<option value="%1$s"%2$s>%3$s</option>', esc_attr( $code ), selected( in_array( $code, $chosen, true ), true, false ), esc_html( $name ) );
		}
		printf(
			'<tr><th scope="row">%1$s</th><td><fieldset><legend class="screen-reader-text">%1$s</legend>'
			. '<p><label><input type="radio" name="%2$s_mode" value="all"%3$s> %4$s</label></p>'
			. '<p><label><input type="radio" name="%2$s_mode" value="some"%5$s> %6$s</label></p>'
			. '<p><label for="vitrine-setup-%2$s" class="screen-reader-text">%7$s</label><select multiple size="8" id="vitrine-setup-%2$s" name="%2$s[]" class="vitrine-setup__countries">%8$s</select></p>'
			. '<p class="description">%9$s</p></fieldset></td></tr>',
			esc_html( $label ),
			esc_attr( $key ),
			checked( ! $chosen, true, false ),
			esc_html( $every ),
			checked( (bool) $chosen, true, false ),
			esc_html__( 'Only these countries', 'vitrine' ),
			/* translators: %s: "Sell to" or "Ship to". */
			esc_html( sprintf( __( '%s: countries', 'vitrine' ), $label ) ),
			$options, // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- escaped options.
			esc_html__( 'Hold Ctrl (Cmd on a Mac) to choose several.', 'vitrine' )
		);
	}

	/**
	 * {@inheritDoc}
	 *
	 * @param array<string, mixed> $posted The form's values.
	 */
	public function save( array $posted ): ?WP_Error {
		$changes = array();
		foreach ( array( 'sell_to', 'ship_to' ) as $key ) {
			$some            = 'some' === ( $posted[ $key . '_mode' ] ?? 'all' );
			$changes[ $key ] = $some ? StoreSettings::sanitize( array( $key => $posted[ $key ] ?? array() ) )[ $key ] : array();
			if ( $some && ! $changes[ $key ] ) {
				return new WP_Error( 'vitrine_setup_countries_empty', __( 'Please choose at least one country, or every country.', 'vitrine' ), array( 'status' => 400 ) );
			}
		}
		StoreSettings::update( $changes );
		return null;
	}

	/**
	 * {@inheritDoc}
	 */
	public function button(): string {
		return __( 'Save the countries', 'vitrine' );
	}
}
