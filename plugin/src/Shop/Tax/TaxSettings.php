<?php
/**
 * The tax settings.
 *
 * @package Vitrine
 */

declare( strict_types = 1 );

namespace Vitrine\Shop\Tax;

use Vitrine\Core\Admin\SettingsFields;
use Vitrine\Core\Admin\SettingsScreen;
use Vitrine\Shop\Admin\SettingsRows;
use Vitrine\Shop\ProductMeta;

defined( 'ABSPATH' ) || exit;

/**
 * Option `vitrine_tax` on Vitrine → Settings → Shipping and tax: whether prices are entered
 * (and shown) with tax included, the tax's name ("VAT") and the rates by country, a standard
 * and a reduced one ("*" for every other country). With no rate for a country its orders carry
 * no tax line. Products pick their rate with the tax class field ({@see TaxCalculator}).
 */
final class TaxSettings extends SettingsFields {

	public const OPTION = 'vitrine_tax';

	/** The product field naming a product's rate. */
	public const META_TAX_CLASS = '_vitrine_tax_class';

	private const TAB = 'shipping';

	/**
	 * The stored settings with their defaults: prices include tax, "VAT", no rates.
	 *
	 * @return array{prices_include_tax: bool, label: string, rates: list<array{country: string, standard: string, reduced: string}>}
	 */
	public static function get(): array {
		$stored = get_option( self::OPTION, array() );
		return self::sanitize( is_array( $stored ) ? $stored : array(), false );
	}

	/**
	 * Whether prices are entered and shown with tax included.
	 */
	public static function prices_include_tax(): bool {
		return self::get()['prices_include_tax'];
	}

	/**
	 * The tax's name, as the shop's customers know it.
	 */
	public static function label(): string {
		$label = self::get()['label'];
		return '' !== $label ? $label : __( 'VAT', 'vitrine' );
	}

	/**
	 * A product's tax class.
	 *
	 * @param int $product_id Product.
	 */
	public static function class_of( int $product_id ): string {
		$class = (string) get_post_meta( $product_id, self::META_TAX_CLASS, true );
		return array_key_exists( $class, self::classes() ) ? $class : TaxCalculator::STANDARD;
	}

	/**
	 * The tax classes a product can have.
	 *
	 * @return array<string, string>
	 */
	public static function classes(): array {
		return array(
			TaxCalculator::STANDARD => __( 'Standard rate', 'vitrine' ),
			TaxCalculator::REDUCED  => __( 'Reduced rate', 'vitrine' ),
			TaxCalculator::ZERO     => __( 'Zero rate', 'vitrine' ),
		);
	}

	/**
	 * Registers the option.
	 */
	public function register_setting(): void {
		$rate = array(
			'type'    => 'string',
			'pattern' => '^(\d+([.,]\d{1,2})?)?$',
		);
		register_setting(
			SettingsScreen::group( self::TAB ),
			self::OPTION,
			array(
				'type'              => 'object',
				'label'             => __( 'Tax', 'vitrine' ),
				'default'           => array(
					'prices_include_tax' => true,
					'label'              => '',
					'rates'              => array(),
				),
				'sanitize_callback' => static fn( $value ): array => self::sanitize( is_array( $value ) ? $value : array(), true ),
				'show_in_rest'      => array(
					'schema' => array(
						'type'                 => 'object',
						'additionalProperties' => false,
						'properties'           => array(
							'prices_include_tax' => array( 'type' => 'boolean' ),
							'label'              => array(
								'type'      => 'string',
								'maxLength' => 40,
							),
							'rates'              => array(
								'type'  => 'array',
								'items' => array(
									'type'                 => 'object',
									'additionalProperties' => false,
									'properties'           => array(
										'country'  => array(
											'type'    => 'string',
											'pattern' => '^([A-Za-z]{2}|\*)$',
										),
										'standard' => $rate,
										'reduced'  => $rate,
									),
								),
							),
						),
					),
				),
			)
		);
	}

	/**
	 * The settings as stored: a boolean, a short name, rates with a country code (or "*") and
	 * plain decimal percentages; rows without a readable country are dropped (with a notice
	 * when an owner saved them).
	 *
	 * @param array<string, mixed> $value  Submitted or stored settings.
	 * @param bool                 $notify Whether to tell the owner about dropped rows.
	 * @return array{prices_include_tax: bool, label: string, rates: list<array{country: string, standard: string, reduced: string}>}
	 */
	public static function sanitize( array $value, bool $notify ): array {
		$include = $value['prices_include_tax'] ?? true;
		$rates   = array();
		$dropped = false;
		foreach ( SettingsRows::submitted( $value['rates'] ?? array() ) as $row ) {
			$country = strtoupper( $row['country'] ?? '' );
			if ( ! preg_match( '/^([A-Z]{2}|\*)$/', $country ) ) {
				$dropped = true;
				continue;
			}
			$rates[ $country ] = array(
				'country'  => $country,
				'standard' => self::percent( $row['standard'] ?? '' ),
				'reduced'  => self::percent( $row['reduced'] ?? '' ),
			);
		}
		if ( $dropped && $notify && function_exists( 'add_settings_error' ) ) {
			add_settings_error( self::OPTION, 'vitrine_tax_country', __( 'Tax rates: a row without a two-letter country code (or * for every other country) was not saved.', 'vitrine' ) );
		}
		return array(
			'prices_include_tax' => ! in_array( $include, array( false, 0, '0', '', 'no' ), true ),
			'label'              => mb_substr( sanitize_text_field( (string) ( is_scalar( $value['label'] ?? '' ) ? $value['label'] ?? '' : '' ) ), 0, 40 ),
			'rates'              => array_values( $rates ),
		);
	}

	/**
	 * A percentage as a plain decimal ("19", "5.5"), or ''.
	 *
	 * @param string $text Entered.
	 */
	private static function percent( string $text ): string {
		$decimal = ProductMeta::decimal( $text );
		return '' === $decimal ? '' : TaxCalculator::rate_text( TaxCalculator::basis_points( $decimal ) );
	}

	/**
	 * Adds the section and its fields.
	 */
	public function add_fields(): void {
		$page = SettingsScreen::page( self::TAB );
		add_settings_section( 'vitrine_tax', __( 'Tax', 'vitrine' ), array( $this, 'render_intro' ), $page );
		add_settings_field( 'vitrine_tax_prices', __( 'Prices entered', 'vitrine' ), array( $this, 'render_prices' ), $page, 'vitrine_tax' );
		add_settings_field( 'vitrine_tax_label', __( 'Name of the tax', 'vitrine' ), array( $this, 'render_label' ), $page, 'vitrine_tax', array( 'label_for' => 'vitrine_tax_label' ) );
		add_settings_field( 'vitrine_tax_rates', __( 'Rates by country', 'vitrine' ), array( $this, 'render_rates' ), $page, 'vitrine_tax' );
	}

	/**
	 * The section's introduction.
	 */
	public function render_intro(): void {
		echo '<p>' . esc_html__( 'Orders keep the tax lines they were placed with: changing a rate changes new orders only.', 'vitrine' ) . '</p>';
	}

	/**
	 * Inclusive or exclusive prices.
	 */
	public function render_prices(): void {
		$include = self::prices_include_tax();
		echo '<fieldset><legend class="screen-reader-text">' . esc_html__( 'Prices entered', 'vitrine' ) . '</legend>';
		printf( '<label><input type="radio" name="%1$s[prices_include_tax]" value="1"%2$s> %3$s</label><br>', esc_attr( self::OPTION ), checked( $include, true, false ), esc_html__( 'With tax included (shown as “incl. 19 % VAT”)', 'vitrine' ) );
		printf( '<label><input type="radio" name="%1$s[prices_include_tax]" value="0"%2$s> %3$s</label>', esc_attr( self::OPTION ), checked( $include, false, false ), esc_html__( 'Without tax (the tax is added at checkout)', 'vitrine' ) );
		echo '</fieldset>';
	}

	/**
	 * The tax's name.
	 */
	public function render_label(): void {
		printf( '<input type="text" id="vitrine_tax_label" name="%1$s[label]" value="%2$s" class="regular-text" maxlength="40" placeholder="%3$s">', esc_attr( self::OPTION ), esc_attr( self::get()['label'] ), esc_attr__( 'VAT', 'vitrine' ) );
	}

	/**
	 * The rates' table.
	 */
	public function render_rates(): void {
		SettingsRows::render(
			self::OPTION . '[rates]',
			array(
				'country'  => array(
					'label' => __( 'Country code', 'vitrine' ),
					'class' => 'small-text code',
				),
				'standard' => array(
					'label' => __( 'Standard rate (%)', 'vitrine' ),
					'class' => 'small-text',
				),
				'reduced'  => array(
					'label' => __( 'Reduced rate (%)', 'vitrine' ),
					'class' => 'small-text',
				),
			),
			self::get()['rates'],
			__( 'Tax rates', 'vitrine' )
		);
		echo '<p class="description">' . esc_html__( 'A two-letter country code such as DE, or * for every country not listed. Shipping is taxed at the standard rate.', 'vitrine' ) . '</p>';
	}
}
