<?php
/**
 * @package Vitrine
 */

declare( strict_types = 1 );

namespace Vitrine\Tests\Account;

use Vitrine\Account\LoginPopup;
use Vitrine\Core\Assets;
use Vitrine\Tests\TestCase;

/**
 * The popup's mount point: once per page, the same for every visitor, no nonce in it.
 */
final class LoginPopupTest extends TestCase {

	protected function setUp(): void {
		parent::setUp();
		LoginPopup::reset();
	}

	protected function tearDown(): void {
		LoginPopup::reset();
		// Rendering enqueued the runtime: leave the script queue as other tests expect it.
		wp_dequeue_script( Assets::RUNTIME );
		wp_dequeue_style( 'vitrine-widget-login-popup' );
		if ( isset( wp_scripts()->registered[ Assets::RUNTIME ] ) ) {
			unset( wp_scripts()->registered[ Assets::RUNTIME ]->extra['before'] );
		}
		parent::tearDown();
	}

	/**
	 * The props printed into the mount point.
	 *
	 * @param string $html Mount point.
	 * @return array<string, mixed>
	 */
	private static function props( string $html ): array {
		preg_match( '/data-vitrine-props="([^"]*)"/', $html, $match );
		return (array) json_decode( html_entity_decode( $match[1] ?? '' ), true );
	}

	public function test_prints_one_mount_point_per_page(): void {
		update_option( 'users_can_register', 1 );
		$html = vitrine_render_login_popup();

		$this->assertStringContainsString( 'data-vitrine-widget="login-popup"', $html );
		$props = self::props( $html );
		$this->assertTrue( $props['registrationOpen'] );
		$this->assertSame( wp_login_url(), $props['loginUrl'] );
		// "My account" is the front-end account page, not wp-admin's profile screen.
		$this->assertSame( home_url( '/account/' ), $props['accountUrl'] );
		$this->assertSame( '', vitrine_render_login_popup(), 'once per page' );
	}

	public function test_is_the_same_for_guests_and_members_and_holds_no_nonce(): void {
		$guest = vitrine_render_login_popup();
		LoginPopup::reset();
		wp_set_current_user( $this->create_user() );
		$member = vitrine_render_login_popup();

		$this->assertSame( $guest, $member );
		$this->assertStringNotContainsString( wp_create_nonce( 'jws_login_ajax' ), $member );
		$this->assertStringNotContainsString( wp_create_nonce( 'ajax_register_nonce' ), $member );
	}

	public function test_tells_the_widget_when_registration_is_closed(): void {
		update_option( 'users_can_register', 0 );
		$this->assertFalse( self::props( vitrine_render_login_popup() )['registrationOpen'] );
	}

	public function test_leaves_its_stylesheet_to_the_popup_and_names_it(): void {
		$props = self::props( vitrine_render_login_popup() );

		$this->assertFalse( wp_style_is( 'vitrine-widget-login-popup', 'enqueued' ), 'no stylesheet on every page' );
		$this->assertMatchesRegularExpression( '#/build/style-widget-login-popup\.css\?ver=\w+$#', $props['stylesheet'] );
		$this->assertSame( 'My account', $props['accountLabel'] );
	}

	public function test_is_printed_in_the_footer_unless_filtered_off(): void {
		ob_start();
		do_action( 'wp_footer' );
		$footer = (string) ob_get_clean();
		$this->assertSame( 1, substr_count( $footer, 'data-vitrine-widget="login-popup"' ) );

		LoginPopup::reset();
		add_filter( 'vitrine_login_popup_enabled', '__return_false' );
		ob_start();
		do_action( 'wp_footer' );
		$this->assertStringNotContainsString( 'login-popup', (string) ob_get_clean() );
	}
}
