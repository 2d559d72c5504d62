<?php
/**
 * The shipping zones.
 *
 * @package Vitrine
 */

declare( strict_types = 1 );

namespace Vitrine\Shop\Shipping;

use Vitrine\Core\Admin\SettingsFields;
use Vitrine\Core\Admin\SettingsScreen;
use Vitrine\Shop\Admin\SettingsRows;
use Vitrine\Shop\ProductMeta;

defined( 'ABSPATH' ) || exit;

/**
 * Option `vitrine_shipping_zones` on Vitrine → Settings → Shipping and tax: the zones in order,
 * each with its countries, a flat rate, the amount from which shipping is free and whether
 * customers may pick their order up ({@see ShippingRules}). Costs are entered as prices are
 * (with or without tax, {@see \Vitrine\Shop\Tax\TaxSettings}).
 */
final class ShippingSettings extends SettingsFields {

	public const OPTION = 'vitrine_shipping_zones';

	private const TAB = 'shipping';

	/**
	 * The zones.
	 *
	 * @return list<array{name: string, countries: list<string>, flat_rate: string, free_over: string, pickup: bool}>
	 */
	public static function zones(): array {
		$stored = get_option( self::OPTION, array() );
		return self::sanitize( is_array( $stored ) ? $stored : array() );
	}

	/**
	 * Registers the option.
	 */
	public function register_setting(): void {
		$amount = array(
			'type'    => 'string',
			'pattern' => '^(\d+([.,]\d{1,2})?)?$',
		);
		register_setting(
			SettingsScreen::group( self::TAB ),
			self::OPTION,
			array(
				'type'              => 'array',
				'label'             => __( 'Shipping zones', 'vitrine' ),
				'default'           => array(),
				'sanitize_callback' => static fn( $value ): array => self::sanitize( is_array( $value ) ? $value : array() ),
				'show_in_rest'      => array(
					'schema' => array(
						'type'  => 'array',
						'items' => array(
							'type'                 => 'object',
							'additionalProperties' => false,
							'properties'           => array(
								'name'      => array(
									'type'      => 'string',
									'maxLength' => 100,
								),
								'countries' => array(
									'type'  => 'array',
									'items' => array(
										'type'    => 'string',
										'pattern' => '^[A-Za-z]{2}$',
									),
								),
								'flat_rate' => $amount,
								'free_over' => $amount,
								'pickup'    => array( 'type' => 'boolean' ),
							),
						),
					),
				),
			)
		);
	}

	/**
	 * The zones as stored: a name, upper-case two-letter codes, plain decimals or '', a boolean.
	 *
	 * @param array<int|string, mixed> $value Submitted or stored zones.
	 * @return list<array{name: string, countries: list<string>, flat_rate: string, free_over: string, pickup: bool}>
	 */
	public static function sanitize( array $value ): array {
		$zones = array();
		foreach ( SettingsRows::submitted( $value ) as $row ) {
			$countries = array_values( array_unique( array_filter( array_map( static fn( $code ) => strtoupper( trim( $code ) ), (array) preg_split( '/[\s,;]+/', $row['countries'] ?? '' ) ), static fn( $code ) => (bool) preg_match( '/^[A-Z]{2}$/', $code ) ) ) );
			$zones[]   = array(
				'name'      => mb_substr( sanitize_text_field( $row['name'] ?? '' ), 0, 100 ),
				'countries' => $countries,
				'flat_rate' => ProductMeta::decimal( $row['flat_rate'] ?? '' ),
				'free_over' => ProductMeta::decimal( $row['free_over'] ?? '' ),
				'pickup'    => in_array( $row['pickup'] ?? '', array( '1', 'true', 'on', 'yes' ), true ),
			);
		}
		return $zones;
	}

	/**
	 * Adds the section and its field.
	 */
	public function add_fields(): void {
		$page = SettingsScreen::page( self::TAB );
		add_settings_section( 'vitrine_shipping', __( 'Shipping zones', 'vitrine' ), array( $this, 'render_intro' ), $page );
		add_settings_field( self::OPTION, __( 'Zones', 'vitrine' ), array( $this, 'render_zones' ), $page, 'vitrine_shipping' );
	}

	/**
	 * The section's introduction.
	 */
	public function render_intro(): void {
		echo '<p>' . esc_html__( 'A customer is in the first zone listing their country, else in the zone without countries (everywhere else). Countries in no zone are not charged for shipping. Customers choose among the zone’s methods at checkout; free shipping replaces the flat rate from its amount on.', 'vitrine' ) . '</p>';
	}

	/**
	 * The zones' table.
	 */
	public function render_zones(): void {
		SettingsRows::render(
			self::OPTION,
			array(
				'name'      => array( 'label' => __( 'Zone name', 'vitrine' ) ),
				'countries' => array( 'label' => __( 'Country codes (e.g. DE, AT)', 'vitrine' ) ),
				'flat_rate' => array(
					'label' => __( 'Flat rate', 'vitrine' ),
					'class' => 'small-text',
				),
				'free_over' => array(
					'label' => __( 'Free from', 'vitrine' ),
					'class' => 'small-text',
				),
				'pickup'    => array(
					'label' => __( 'Local pickup', 'vitrine' ),
					'type'  => 'checkbox',
				),
			),
			self::zones(),
			__( 'Shipping zones', 'vitrine' )
		);
	}
}
