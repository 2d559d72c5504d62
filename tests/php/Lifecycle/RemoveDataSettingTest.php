<?php
/**
 * @package Vitrine
 */

declare( strict_types = 1 );

namespace Vitrine\Tests\Lifecycle;

use Vitrine\Core\Admin\SettingsScreen;
use Vitrine\Core\Lifecycle\RemoveDataSetting;
use Vitrine\Tests\TestCase;

/**
 * The "remove all data when deleted" opt-in: off by default, a checkbox in Vitrine → Settings → Advanced,
 * and the Plugins screen says what deleting will do.
 */
final class RemoveDataSettingTest extends TestCase {

	/**
	 * The Plugins screen's row meta of a plugin file.
	 *
	 * @param string $file Plugin file.
	 */
	private static function row_meta( string $file = 'vitrine/vitrine.php' ): string {
		return implode( ' ', (array) apply_filters( 'plugin_row_meta', array(), $file, array(), 'all' ) );
	}

	public function test_data_is_kept_unless_the_owner_opts_in(): void {
		$this->assertFalse( RemoveDataSetting::opted_in() );
		$this->assertStringContainsString( 'Deleting keeps its data', self::row_meta() );

		update_option( RemoveDataSetting::OPTION, true );

		$this->assertTrue( RemoveDataSetting::opted_in() );
		$this->assertStringContainsString( 'Deleting removes all of its data', self::row_meta() );
		$this->assertStringContainsString( esc_url( SettingsScreen::url( 'advanced', RemoveDataSetting::OPTION ) ), self::row_meta() );
		$this->assertSame( '', self::row_meta( 'akismet/akismet.php' ), 'only on Vitrine’s row' );
	}

	public function test_the_setting_is_a_checkbox_on_the_advanced_tab_that_says_what_each_choice_does(): void {
		global $wp_settings_fields;
		require_once ABSPATH . 'wp-admin/includes/template.php';
		( new RemoveDataSetting() )->register_setting();

		$this->assertArrayHasKey( RemoveDataSetting::OPTION, $wp_settings_fields[ SettingsScreen::page( 'advanced' ) ][ RemoveDataSetting::SECTION ] );
		$this->assertTrue( sanitize_option( RemoveDataSetting::OPTION, '1' ) );
		$this->assertFalse( sanitize_option( RemoveDataSetting::OPTION, '' ) );

		ob_start();
		( new RemoveDataSetting() )->render_field();
		$html = (string) ob_get_clean();
		$this->assertStringContainsString( 'type="checkbox" name="vitrine_remove_all_data"', $html );
		$this->assertStringNotContainsString( 'checked', $html );
		$this->assertStringContainsString( 'removes only its scheduled events and temporary data', $html );
	}
}
