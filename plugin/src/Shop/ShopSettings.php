<?php
/**
 * The shop's own settings.
 *
 * @package Vitrine
 */

declare( strict_types = 1 );

namespace Vitrine\Shop;

use Vitrine\Core\Admin\SettingsFields;
use Vitrine\Core\Admin\SettingsScreen;

defined( 'ABSPATH' ) || exit;

/**
 * The currency (`vitrine_shop_currency`, read by {@see Money}) on Vitrine → Settings → Shop;
 * until 0.2 it could only be set with WP-CLI or the database.
 */
final class ShopSettings extends SettingsFields {

	private const SECTION = 'vitrine_shop';

	/**
	 * Registers the option.
	 */
	public function register_setting(): void {
		register_setting(
			SettingsScreen::group( 'shop' ),
			Money::OPTION,
			array(
				'type'              => 'string',
				'label'             => __( 'Currency', 'vitrine' ),
				'description'       => __( 'The shop’s currency, as an ISO 4217 code.', 'vitrine' ),
				'default'           => Money::DEFAULT,
				'sanitize_callback' => array( self::class, 'sanitize_currency' ),
				'show_in_rest'      => array( 'schema' => array( 'pattern' => '^[A-Z]{3}$' ) ),
			)
		);
	}

	/**
	 * A three-letter code in capitals; the stored one (or the default) otherwise, with a notice.
	 *
	 * @param mixed $value The submitted value.
	 */
	public static function sanitize_currency( $value ): string {
		$code = is_string( $value ) ? strtoupper( trim( $value ) ) : '';
		if ( preg_match( '/^[A-Z]{3}$/', $code ) ) {
			return $code;
		}
		if ( function_exists( 'add_settings_error' ) ) {
			add_settings_error( Money::OPTION, 'vitrine_currency_invalid', __( 'Currency: enter a three-letter ISO 4217 code, such as EUR or USD.', 'vitrine' ) );
		}
		return Money::currency();
	}

	/**
	 * Adds the section and the field.
	 */
	public function add_fields(): void {
		$page = SettingsScreen::page( 'shop' );
		add_settings_section( self::SECTION, __( 'Prices', 'vitrine' ), '__return_false', $page );
		add_settings_field(
			Money::OPTION,
			__( 'Currency', 'vitrine' ),
			array( $this, 'render_currency' ),
			$page,
			self::SECTION,
			array( 'label_for' => Money::OPTION )
		);
	}

	/**
	 * The currency field.
	 */
	public function render_currency(): void {
		printf(
			'<input type="text" name="%1$s" id="%1$s" value="%2$s" class="small-text code" maxlength="3" pattern="[A-Za-z]{3}" aria-describedby="%1$s-description">',
			esc_attr( Money::OPTION ),
			esc_attr( Money::currency() )
		);
		echo '<p class="description" id="' . esc_attr( Money::OPTION ) . '-description">' . esc_html__( 'A three-letter ISO 4217 code, such as EUR, USD or GBP. Orders keep the currency they were placed in.', 'vitrine' ) . '</p>';
	}
}
