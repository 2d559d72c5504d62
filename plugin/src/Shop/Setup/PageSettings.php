<?php
/**
 * The shop's page pickers on Vitrine → Settings → Shop.
 *
 * @package Vitrine
 */

declare( strict_types = 1 );

namespace Vitrine\Shop\Setup;

use Vitrine\Core\Admin\SettingsFields;
use Vitrine\Core\Admin\SettingsScreen;

defined( 'ABSPATH' ) || exit;

/**
 * One page picker per shop page (the cart, the checkout…), as WooCommerce's Advanced → Page
 * setup: the chosen ids go through {@see ShopPages::choose()}, which stores their paths.
 */
final class PageSettings extends SettingsFields {

	private const SECTION = 'vitrine_shop_pages';

	private const FIELD = 'vitrine_shop_page_ids';

	/**
	 * Registers the pickers' field: a virtual option, whose value goes to ShopPages.
	 */
	public function register_setting(): void {
		register_setting(
			SettingsScreen::group( 'shop' ),
			self::FIELD,
			array(
				'type'              => 'object',
				'label'             => __( 'Shop pages', 'vitrine' ),
				'sanitize_callback' => array( self::class, 'save' ),
				'show_in_rest'      => false,
			)
		);
	}

	/**
	 * Stores the chosen pages; keeps nothing in the picker's own option.
	 *
	 * @param mixed $value Key => page id.
	 * @return array<string, int> Always empty.
	 */
	public static function save( $value ): array {
		$ids = array();
		foreach ( array_keys( ShopPages::definitions() ) as $key ) {
			$ids[ $key ] = is_array( $value ) ? absint( $value[ $key ] ?? 0 ) : 0;
		}
		ShopPages::choose( $ids );
		return array();
	}

	/**
	 * Adds the section and a picker per page.
	 */
	public function add_fields(): void {
		$page = SettingsScreen::page( 'shop' );
		add_settings_section( self::SECTION, __( 'Shop pages', 'vitrine' ), array( $this, 'render_intro' ), $page );
		foreach ( ShopPages::definitions() as $key => $definition ) {
			add_settings_field(
				'vitrine-shop-page-' . $key,
				$definition['title'],
				array( $this, 'render_picker' ),
				$page,
				self::SECTION,
				array(
					'key'       => $key,
					'label_for' => 'vitrine-shop-page-' . $key,
				)
			);
		}
	}

	/**
	 * The section's introduction.
	 */
	public function render_intro(): void {
		printf(
			'<p>%1$s <a href="%2$s">%3$s</a></p>',
			esc_html__( 'The pages the shop sends visitors to. Each shows its block (Cart, Checkout, My account, Wishlist).', 'vitrine' ),
			esc_url( SetupScreen::url() . '#vitrine-setup-pages' ),
			esc_html__( 'Create the missing pages', 'vitrine' )
		);
	}

	/**
	 * One page picker.
	 *
	 * @param array{key: string} $args Field arguments.
	 */
	public function render_picker( array $args ): void {
		$key = $args['key'];
		wp_dropdown_pages(
			array(
				'name'              => esc_attr( self::FIELD . '[' . $key . ']' ),
				'id'                => esc_attr( 'vitrine-shop-page-' . $key ),
				'selected'          => (int) ShopPages::stored()[ $key ]['id'],
				'show_option_none'  => esc_html__( '— Choose a page —', 'vitrine' ),
				'option_none_value' => '0',
				'post_status'       => array( 'publish' ),
			)
		);
		if ( ! ShopPages::exists( $key ) ) {
			echo ' <span class="vitrine-setup__missing">' . esc_html__( 'Missing', 'vitrine' ) . '</span>';
		}
	}
}
