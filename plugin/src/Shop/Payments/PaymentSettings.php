<?php
/**
 * The offline payment methods' settings.
 *
 * @package Vitrine
 */

declare( strict_types = 1 );

namespace Vitrine\Shop\Payments;

use Vitrine\Core\Admin\SettingsFields;
use Vitrine\Core\Admin\SettingsScreen;
use Vitrine\Shop\Admin\SettingsRows;

defined( 'ABSPATH' ) || exit;

/**
 * Vitrine → Settings → Payments: which offline methods the checkout offers
 * (`vitrine_payment_methods`: bank transfer, cheque, cash on delivery) and the bank accounts a
 * transfer goes to (`vitrine_bank_accounts`, several, as WooCommerce's BACS has), printed on
 * the order received page, in the order mail and in the customer's account
 * ({@see BankDetails}). Online gateways are added by add-ons ({@see PaymentGateway}).
 */
final class PaymentSettings extends SettingsFields {

	public const METHODS_OPTION = 'vitrine_payment_methods';
	public const BANK_OPTION    = 'vitrine_bank_accounts';

	private const TAB = 'payments';

	/**
	 * The offline methods and whether each is offered (bank transfer and cash on delivery by
	 * default, as in 0.1; cheque when the owner turns it on).
	 *
	 * @return array{bacs: bool, cheque: bool, cod: bool}
	 */
	public static function methods(): array {
		$stored = get_option( self::METHODS_OPTION, array() );
		return self::sanitize_methods( is_array( $stored ) ? $stored : array() );
	}

	/**
	 * The bank accounts.
	 *
	 * @return list<array{account_name: string, iban: string, bank_name: string, bic: string, sort_code: string}>
	 */
	public static function bank_accounts(): array {
		$stored = get_option( self::BANK_OPTION, array() );
		return self::sanitize_accounts( is_array( $stored ) ? $stored : array() );
	}

	/**
	 * The fields of a bank account and their names.
	 *
	 * @return array<string, string>
	 */
	public static function bank_fields(): array {
		return array(
			'account_name' => __( 'Account name', 'vitrine' ),
			'iban'         => __( 'Account number or IBAN', 'vitrine' ),
			'bank_name'    => __( 'Bank', 'vitrine' ),
			'bic'          => __( 'BIC / SWIFT', 'vitrine' ),
			'sort_code'    => __( 'Sort code', 'vitrine' ),
		);
	}

	/**
	 * Registers both options.
	 */
	public function register_setting(): void {
		$flag = array( 'type' => 'boolean' );
		register_setting(
			SettingsScreen::group( self::TAB ),
			self::METHODS_OPTION,
			array(
				'type'              => 'object',
				'label'             => __( 'Payment methods', 'vitrine' ),
				'default'           => self::sanitize_methods( array() ),
				'sanitize_callback' => static fn( $value ): array => self::sanitize_methods( is_array( $value ) ? $value : array( 'submitted' => '1' ) ),
				'show_in_rest'      => array(
					'schema' => array(
						'type'                 => 'object',
						'additionalProperties' => false,
						'properties'           => array(
							'bacs'   => $flag,
							'cheque' => $flag,
							'cod'    => $flag,
						),
					),
				),
			)
		);
		$properties = array();
		foreach ( array_keys( self::bank_fields() ) as $field ) {
			$properties[ $field ] = array(
				'type'      => 'string',
				'maxLength' => 100,
			);
		}
		register_setting(
			SettingsScreen::group( self::TAB ),
			self::BANK_OPTION,
			array(
				'type'              => 'array',
				'label'             => __( 'Bank accounts', 'vitrine' ),
				'default'           => array(),
				'sanitize_callback' => static fn( $value ): array => self::sanitize_accounts( is_array( $value ) ? $value : array() ),
				'show_in_rest'      => array(
					'schema' => array(
						'type'  => 'array',
						'items' => array(
							'type'                 => 'object',
							'additionalProperties' => false,
							'properties'           => $properties,
						),
					),
				),
			)
		);
	}

	/**
	 * Booleans for the three methods. A form posts only the ticked boxes (and a marker), so a
	 * method missing from a submitted form is off; missing from an unsaved option, its default.
	 *
	 * @param array<string, mixed> $value Submitted or stored.
	 * @return array{bacs: bool, cheque: bool, cod: bool}
	 */
	public static function sanitize_methods( array $value ): array {
		$defaults = array(
			'bacs'   => true,
			'cheque' => false,
			'cod'    => true,
		);
		$form     = isset( $value['submitted'] );
		$methods  = array();
		foreach ( $defaults as $method => $default ) {
			$given              = $value[ $method ] ?? ( $form ? false : $default );
			$methods[ $method ] = ! in_array( $given, array( false, 0, '0', '', 'no' ), true );
		}
		return $methods;
	}

	/**
	 * Accounts with their fields as single lines of text; empty rows dropped.
	 *
	 * @param array<int|string, mixed> $value Submitted or stored.
	 * @return list<array{account_name: string, iban: string, bank_name: string, bic: string, sort_code: string}>
	 */
	public static function sanitize_accounts( array $value ): array {
		$accounts = array();
		foreach ( SettingsRows::submitted( $value ) as $row ) {
			$account = array();
			foreach ( array_keys( self::bank_fields() ) as $field ) {
				$account[ $field ] = mb_substr( sanitize_text_field( $row[ $field ] ?? '' ), 0, 100 );
			}
			if ( '' !== implode( '', $account ) ) {
				$accounts[] = $account;
			}
		}
		return $accounts;
	}

	/**
	 * Adds the sections and fields.
	 */
	public function add_fields(): void {
		$page = SettingsScreen::page( self::TAB );
		add_settings_section( 'vitrine_payment_methods', __( 'Payment methods', 'vitrine' ), array( $this, 'render_methods_intro' ), $page );
		add_settings_field( self::METHODS_OPTION, __( 'Offered at checkout', 'vitrine' ), array( $this, 'render_methods' ), $page, 'vitrine_payment_methods' );
		add_settings_section( 'vitrine_bank_accounts', __( 'Bank transfer', 'vitrine' ), '__return_false', $page );
		add_settings_field( self::BANK_OPTION, __( 'Bank accounts', 'vitrine' ), array( $this, 'render_accounts' ), $page, 'vitrine_bank_accounts' );
	}

	/**
	 * What the methods are.
	 */
	public function render_methods_intro(): void {
		echo '<p>' . esc_html__( 'Offline methods leave the order on hold (bank transfer, cheque) or processing (cash on delivery) until you see the money. Payment providers are added by add-ons and appear here when active.', 'vitrine' ) . '</p>';
	}

	/**
	 * The methods' boxes, and the online gateways add-ons registered.
	 */
	public function render_methods(): void {
		$methods = self::methods();
		$labels  = array(
			'bacs'   => __( 'Direct bank transfer', 'vitrine' ),
			'cheque' => __( 'Check payments', 'vitrine' ),
			'cod'    => __( 'Cash on delivery', 'vitrine' ),
		);
		echo '<fieldset><legend class="screen-reader-text">' . esc_html__( 'Offered at checkout', 'vitrine' ) . '</legend>';
		printf( '<input type="hidden" name="%1$s[submitted]" value="1">', esc_attr( self::METHODS_OPTION ) );
		foreach ( $labels as $method => $label ) {
			printf( '<label><input type="checkbox" name="%1$s[%2$s]" value="1"%3$s> %4$s</label><br>', esc_attr( self::METHODS_OPTION ), esc_attr( $method ), checked( $methods[ $method ], true, false ), esc_html( $label ) );
		}
		echo '</fieldset>';
		$online = OnlineGateways::all();
		if ( $online ) {
			echo '<p>' . esc_html__( 'Online, from add-ons:', 'vitrine' ) . ' ' . esc_html( implode( ', ', array_map( static fn( PaymentGateway $gateway ): string => $gateway->title(), $online ) ) ) . '</p>';
		}
	}

	/**
	 * The accounts' table.
	 */
	public function render_accounts(): void {
		$columns = array();
		foreach ( self::bank_fields() as $field => $label ) {
			$columns[ $field ] = array(
				'label' => $label,
				'class' => 'widefat',
			);
		}
		SettingsRows::render( self::BANK_OPTION, $columns, self::bank_accounts(), __( 'Bank accounts', 'vitrine' ) );
	}
}
