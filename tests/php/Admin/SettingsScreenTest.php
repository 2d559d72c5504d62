<?php
/**
 * @package Vitrine
 */

declare( strict_types = 1 );

namespace Vitrine\Tests\Admin;

use Vitrine\Core\Admin\SettingsScreen;
use Vitrine\Core\Lifecycle\RemoveDataSetting;
use Vitrine\Core\Visitor\TrustedProxySetting;
use Vitrine\Likes\LikePlacement;
use Vitrine\Shop\Attribution\AttributionModule;
use Vitrine\Shop\Money;
use Vitrine\Shop\Setup\PageSettings;
use Vitrine\Shop\Setup\SetupScreen;
use Vitrine\Shop\Setup\ShopPages;
use Vitrine\Shop\Setup\StoreSettings;
use Vitrine\Shop\ShopSettings;
use Vitrine\Tests\AjaxDie;
use Vitrine\Tests\TestCase;
use Vitrine\Wishlists\Admin\WishlistSettingsFields;
use Vitrine\Wishlists\WishlistSettings;
use Vitrine\Shop\Payments\PaymentSettings;
use Vitrine\Shop\Shipping\ShippingSettings;
use Vitrine\Shop\Tax\TaxSettings;

/**
 * Vitrine → Settings (issue 31): every option of the plugin is registered with the Settings
 * API in a tab's group, with its sanitizing; the tabs are links with aria-current, each a form
 * posting its own group to options.php; the options are gone from core's screens.
 */
final class SettingsScreenTest extends TestCase {

	/**
	 * Options the plugin keeps for itself, never edited by anyone.
	 */
	private const INTERNAL = array(
		'vitrine_db_version',
		'vitrine_popup_index',
		'vitrine_content_rewrite_version',
		'vitrine_shop_rewrite_version',
		'vitrine_setup_saved',
		// Its pickers are on the Shop tab, posting `vitrine_shop_page_ids` (ids in, paths kept).
		'vitrine_shop_pages',
		// Edited on Shop → Setup, step by step (test_the_store_options_are_on_the_setup_screen).
		'vitrine_store',
		// The lookup table's back-fill progress (Shop\Catalogue\ProductLookup).
		'vitrine_product_lookup_backfill',
		'vitrine_product_lookup_schema',
		'vitrine_catalogue_version',
		// The related stories' cache stamp (Sliders\RelatedPostsCache).
		'vitrine_related_posts_changed',
		// The theme's Button block rule, kept until the theme's styles change (Blocks\ThemeButtons).
		'vitrine_theme_buttons',
	);

	protected function setUp(): void {
		parent::setUp();
		global $wp_settings_errors, $wp_settings_sections, $wp_settings_fields;
		// phpcs:disable WordPress.WP.GlobalVariablesOverride.Prohibited -- each test starts with no sections, fields or errors.
		$wp_settings_errors   = array();
		$wp_settings_sections = array();
		$wp_settings_fields   = array();
		// phpcs:enable
		require_once ABSPATH . 'wp-admin/includes/template.php';
		require_once ABSPATH . 'wp-admin/includes/plugin.php';
		// What `admin_init` adds; the `init` registrations ran when WordPress loaded.
		( new TrustedProxySetting() )->register_setting();
		( new RemoveDataSetting() )->register_setting();
		( new LikePlacement() )->add_settings_field();
		( new ShopSettings() )->add_fields();
		( new PaymentSettings() )->add_fields();
		( new ShippingSettings() )->add_fields();
		( new TaxSettings() )->add_fields();
		( new AttributionModule() )->add_settings_fields();
		( new WishlistSettingsFields() )->add_fields();
		( new SettingsScreen() )->add_moved_notices();
	}

	protected function tearDown(): void {
		unset( $_GET['tab'] );
		parent::tearDown();
	}

	/**
	 * The option names the plugin's sources declare (`OPTION… = 'vitrine_…'`).
	 *
	 * @return list<string>
	 */
	private static function declared_options(): array {
		$names = array();
		$files = new \RecursiveIteratorIterator( new \RecursiveDirectoryIterator( dirname( __DIR__, 3 ) . '/plugin/src' ) );
		foreach ( $files as $file ) {
			if ( $file->isFile() && 'php' === $file->getExtension() ) {
				preg_match_all( "/const \w*OPTION\w* += '(vitrine_\w+)'/", (string) file_get_contents( $file->getPathname() ), $found ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_get_contents_file_get_contents -- a local source file.
				$names = array_merge( $names, $found[1] );
			}
		}
		return array_values( array_unique( array_merge( $names, self::INTERNAL ) ) );
	}

	public function test_every_option_of_the_plugin_is_on_a_tab_of_the_screen(): void {
		$registered = get_registered_settings();
		$groups     = array_map( array( SettingsScreen::class, 'group' ), array_keys( SettingsScreen::tabs() ) );
		$options    = array_diff( self::declared_options(), self::INTERNAL );
		$this->assertGreaterThanOrEqual( 9, count( $options ) );

		foreach ( $options as $option ) {
			$this->assertArrayHasKey( $option, $registered, $option );
			$this->assertContains( $registered[ $option ]['group'], $groups, $option );
			$this->assertIsCallable( $registered[ $option ]['sanitize_callback'], $option );
			ob_start();
			do_settings_sections( SettingsScreen::page( substr( $registered[ $option ]['group'], strlen( 'vitrine_' ) ) ) );
			$this->assertStringContainsString( 'name="' . $option, (string) ob_get_clean(), $option . ' has a field on its tab' );
		}
	}

	public function test_the_store_options_are_on_the_setup_screen_and_the_page_pickers_on_the_shop_tab(): void {
		wp_set_current_user( $this->create_user( 'administrator' ) );
		ob_start();
		( new SetupScreen() )->render();
		$html = (string) ob_get_clean();
		foreach ( array_keys( StoreSettings::defaults() ) as $key ) {
			$this->assertMatchesRegularExpression( '/name="' . preg_quote( $key, '/' ) . '(\[\])?"/', $html, $key );
		}
		( new PageSettings() )->add_fields();
		ob_start();
		do_settings_sections( SettingsScreen::page( 'shop' ) );
		$shop = (string) ob_get_clean();
		foreach ( array_keys( ShopPages::definitions() ) as $key ) {
			$this->assertStringContainsString( "name='vitrine_shop_page_ids[" . $key . "]'", $shop, $key );
		}
	}

	public function test_core_screens_keep_no_field_of_the_plugin_and_say_where_they_went(): void {
		global $wp_settings_fields, $wp_settings_sections;
		foreach ( array( 'general', 'reading' ) as $core_page ) {
			$this->assertSame( array(), $wp_settings_fields[ $core_page ] ?? array(), $core_page );
			$this->assertSame( array( 'vitrine_moved' ), array_keys( $wp_settings_sections[ $core_page ] ) );
		}
		ob_start();
		call_user_func( $wp_settings_sections['reading']['vitrine_moved']['callback'] );
		$html = (string) ob_get_clean();
		$this->assertStringContainsString( esc_url( SettingsScreen::url( 'general' ) ), $html );
		$this->assertStringContainsString( 'Open Vitrine → Settings → General', $html );
	}

	public function test_the_tabs_are_links_and_the_current_one_is_a_form_posting_its_group(): void {
		wp_set_current_user( $this->create_user( 'administrator' ) );
		$_GET['tab'] = 'shop';
		ob_start();
		( new SettingsScreen() )->render();
		$html = (string) ob_get_clean();

		$this->assertStringContainsString( '<nav class="nav-tab-wrapper wp-clearfix"', $html );
		$this->assertSame( 1, substr_count( $html, 'aria-current="page"' ) );
		$this->assertMatchesRegularExpression( '#<a href="[^"]*tab=shop" class="nav-tab nav-tab-active" aria-current="page">Shop</a>#', $html );
		$this->assertMatchesRegularExpression( '#<a href="[^"]*tab=wishlists" class="nav-tab">Wishlists</a>#', $html );
		$this->assertStringContainsString( 'action="' . esc_url( admin_url( 'options.php' ) ) . '"', $html );
		$this->assertStringContainsString( "name='option_page' value='vitrine_shop'", $html );
		$this->assertStringContainsString( 'name="vitrine_shop_currency" id="vitrine_shop_currency" value="EUR"', $html );
		$this->assertStringContainsString( 'name="vitrine_attribution_session_length"', $html );
		$this->assertStringNotContainsString( 'vitrine_wishlist_settings', $html, 'one tab at a time' );

		$_GET['tab'] = 'nonsense';
		$this->assertSame( 'general', SettingsScreen::current_tab() );
	}

	public function test_the_screen_refuses_users_who_may_not_manage_options(): void {
		wp_set_current_user( $this->create_user( 'editor' ) );
		$die = static function ( $message, $title, $args ): void {
			throw new AjaxDie( (string) ( is_array( $args ) ? ( $args['response'] ?? 500 ) : 500 ) );
		};
		add_filter( 'wp_die_handler', static fn() => $die );
		$this->expectException( AjaxDie::class );
		$this->expectExceptionMessage( '403' );
		( new SettingsScreen() )->render();
	}

	public function test_the_currency_is_a_three_letter_code(): void {
		$this->assertSame( 'USD', sanitize_option( Money::OPTION, ' usd ' ) );
		update_option( Money::OPTION, 'GBP' );
		$this->assertSame( 'GBP', Money::currency() );

		update_option( Money::OPTION, 'pounds' );

		$this->assertSame( 'GBP', get_option( Money::OPTION ), 'a bad code keeps the one in force' );
		$this->assertSame( array( 'vitrine_currency_invalid' ), array_column( get_settings_errors( Money::OPTION ), 'code' ) );
	}

	public function test_the_wishlist_settings_read_unticked_boxes_as_off_and_clamp_the_times(): void {
		$saved = sanitize_option(
			WishlistSettings::OPTION,
			array(
				'estimate'  => '1',
				'notice_ms' => '999999',
			)
		);

		$this->assertSame(
			array(
				'multi'             => false,
				'hide_after_add'    => false,
				'remove_after_cart' => false,
				'popup_ms'          => 3000,
				'notice_ms'         => 60000,
				'estimate'          => true,
				'default_privacy'   => 2,
			),
			$saved
		);
	}

	public function test_the_rest_api_reads_and_writes_the_settings_it_shows_with_their_schemas(): void {
		wp_set_current_user( $this->create_user( 'administrator' ) );
		$request = new \WP_REST_Request( 'POST', '/wp/v2/settings' );
		$request->set_body_params(
			array(
				Money::OPTION         => 'CHF',
				LikePlacement::OPTION => LikePlacement::SINGLE,
			)
		);
		$response = rest_get_server()->dispatch( $request );
		$this->assertSame( 200, $response->get_status() );
		$this->assertSame( 'CHF', get_option( Money::OPTION ) );
		$this->assertSame( LikePlacement::SINGLE, get_option( LikePlacement::OPTION ) );

		$data = $this->rest( 'GET', '/wp/v2/settings' )->get_data();
		$this->assertSame( 3000, $data[ WishlistSettings::OPTION ]['popup_ms'] );
		$this->assertArrayNotHasKey( TrustedProxySetting::OPTION, $data, 'who is trusted is not for scripts to change' );

		$request = new \WP_REST_Request( 'POST', '/wp/v2/settings' );
		$request->set_body_params( array( LikePlacement::OPTION => 'sideways' ) );
		$this->assertSame( 400, rest_get_server()->dispatch( $request )->get_status(), 'the schema refuses what the field would not offer' );
	}
}
