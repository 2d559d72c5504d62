<?php
/**
 * @package Vitrine
 */

declare( strict_types = 1 );

namespace Vitrine\Tests\Core;

use Vitrine\Core\Admin\SettingsScreen;
use Vitrine\Core\Visitor\TrustedProxies;
use Vitrine\Core\Visitor\TrustedProxySetting;
use Vitrine\Tests\TestCase;

/**
 * The trusted proxies setting: empty by default, two fields in Vitrine → Settings → Advanced, and only
 * addresses and ranges are saved; anything else is named in a settings error.
 */
final class TrustedProxySettingTest extends TestCase {

	protected function setUp(): void {
		parent::setUp();
		global $wp_settings_errors;
		$wp_settings_errors = array(); // phpcs:ignore WordPress.WP.GlobalVariablesOverride.Prohibited -- each test starts with no settings errors.
		require_once ABSPATH . 'wp-admin/includes/template.php';
		( new TrustedProxySetting() )->register_setting();
	}

	/**
	 * The messages of the settings errors so far.
	 *
	 * @return list<string>
	 */
	private static function errors(): array {
		return array_values( array_map( static fn( array $error ): string => (string) $error['message'], get_settings_errors( TrustedProxySetting::OPTION ) ) );
	}

	public function test_nothing_is_trusted_by_default(): void {
		$this->assertSame( array(), TrustedProxySetting::ranges() );
		$this->assertSame( TrustedProxies::HEADER_X_FORWARDED_FOR, TrustedProxySetting::header() );
	}

	public function test_valid_entries_are_kept_in_canonical_form(): void {
		$saved = sanitize_option( TrustedProxySetting::OPTION, "10.0.0.0/8\n 192.0.2.7, 2001:DB8:0::/32\r\n2001:db8::1/128 10.0.0.0/8 192.0.2.1/32" );

		$this->assertSame( array( '10.0.0.0/8', '192.0.2.7', '2001:db8::/32', '2001:db8::1', '192.0.2.1' ), $saved );
		$this->assertSame( array(), self::errors() );
	}

	public function test_bad_entries_are_refused_with_a_clear_error_and_the_good_ones_kept(): void {
		$saved = sanitize_option( TrustedProxySetting::OPTION, "10.0.0.0/8\nlocalhost\n192.0.2.0/33\n10.1.1.1/x\n0.0.0.0/0\n::/0\n300.1.1.1\n2001:db8::/129\n<b>x</b>" );

		$this->assertSame( array( '10.0.0.0/8' ), $saved );
		$errors = self::errors();
		$this->assertCount( 1, $errors );
		$this->assertStringContainsString( 'were not saved because they are not an IP address or a network range', $errors[0] );
		$this->assertStringContainsString( 'localhost, 192.0.2.0/33, 10.1.1.1/x, 0.0.0.0/0, ::/0, 300.1.1.1, 2001:db8::/129, x', $errors[0] );
		$this->assertStringNotContainsString( '<b>', $errors[0], 'what the owner typed is not echoed as markup' );
	}

	public function test_an_option_saved_for_the_first_time_is_sanitized_twice_without_a_second_error(): void {
		update_option( TrustedProxySetting::OPTION, "192.0.2.0/24\nnope" );

		$this->assertSame( array( '192.0.2.0/24' ), get_option( TrustedProxySetting::OPTION ) );
		$this->assertCount( 1, self::errors() );
	}

	public function test_garbage_in_the_stored_option_does_not_break_reading_it(): void {
		add_filter( 'pre_option_' . TrustedProxySetting::OPTION, static fn(): array => array( '192.0.2.0/24', array( 'x' ), 7, 'junk' ) );

		$this->assertSame( array( '192.0.2.0/24' ), TrustedProxySetting::ranges() );
	}

	public function test_the_header_is_one_of_the_known_ones(): void {
		$this->assertSame( 'forwarded', sanitize_option( TrustedProxySetting::HEADER_OPTION, 'Forwarded' ) );
		$this->assertSame( 'x-forwarded-for', sanitize_option( TrustedProxySetting::HEADER_OPTION, 'x-forwarded-for' ) );
		$this->assertSame( 'x-forwarded-for', sanitize_option( TrustedProxySetting::HEADER_OPTION, 'X-Evil' ) );
		$this->assertSame( 'x-forwarded-for', sanitize_option( TrustedProxySetting::HEADER_OPTION, array( 'forwarded' ) ) );
	}

	public function test_the_fields_are_on_the_advanced_tab_and_show_what_the_server_sees(): void {
		global $wp_settings_fields;
		$page = SettingsScreen::page( 'advanced' );
		$this->assertArrayHasKey( TrustedProxySetting::OPTION, $wp_settings_fields[ $page ][ TrustedProxySetting::SECTION ] );
		$this->assertArrayHasKey( TrustedProxySetting::HEADER_OPTION, $wp_settings_fields[ $page ][ TrustedProxySetting::SECTION ] );
		$this->assertArrayNotHasKey( TrustedProxySetting::SECTION, $wp_settings_fields['general'] ?? array(), 'no longer in Settings → General' );
		update_option( TrustedProxySetting::OPTION, array( '127.0.0.0/8', '2001:db8::/32' ) );
		$_SERVER['REMOTE_ADDR']          = '127.0.0.1';
		$_SERVER['HTTP_X_FORWARDED_FOR'] = '198.51.100.7';

		ob_start();
		( new TrustedProxySetting() )->render_field();
		( new TrustedProxySetting() )->render_header_field();
		$html = (string) ob_get_clean();
		unset( $_SERVER['HTTP_X_FORWARDED_FOR'] );

		$this->assertStringContainsString( ">127.0.0.0/8\n2001:db8::/32</textarea>", $html );
		$this->assertStringContainsString( 'This request reached the server from 127.0.0.1; Vitrine counts it as coming from 198.51.100.7.', $html );
		$this->assertStringContainsString( '<option value="x-forwarded-for" selected=\'selected\'>X-Forwarded-For</option>', $html );
	}
}
