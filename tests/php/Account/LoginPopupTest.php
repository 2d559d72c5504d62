<?php
/**
 * @package Vitrine
 */

declare( strict_types = 1 );

namespace Vitrine\Tests\Account;

use Vitrine\Account\LoginPopup;
use Vitrine\Core\Assets;
use Vitrine\Performance\LateStylesInHead;
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

	public function test_a_page_without_a_link_that_opens_it_gets_no_popup_and_no_runtime(): void {
		$this->assertFalse( LoginPopup::page_has_opener( '<html><body><main><a href="/about/">About</a></main>' ) );
		foreach ( array(
			'<a href="http://example.org/wp-login.php" data-vitrine-login-open>Log in</a>',
			'<a href="#vitrine-login" data-vitrine-redirect="/shop/">Members</a>',
			"<a href='#vitrine-register'>Join</a>",
		) as $opener ) {
			$this->assertTrue( LoginPopup::page_has_opener( '<body><main>' . $opener . '</main>' ), $opener );
		}
	}

	public function test_the_footer_prints_it_only_after_a_page_with_an_opener(): void {
		$late = new LateStylesInHead();
		$late->start();
		echo '<body><main><p>A post with no login link.</p></main>';
		do_action( 'wp_footer' );
		$html = (string) ob_get_clean();

		$this->assertStringNotContainsString( 'data-vitrine-widget="login-popup"', $html );
		$this->assertFalse( wp_script_is( Assets::RUNTIME, 'enqueued' ), 'no runtime for a popup the page cannot open' );

		LoginPopup::reset();
		$late->start();
		echo '<body><header><a href="http://example.org/wp-login.php" data-vitrine-login-open>Log in</a></header>';
		do_action( 'wp_footer' );
		$html = (string) ob_get_clean();

		$this->assertSame( 1, substr_count( $html, 'data-vitrine-widget="login-popup"' ) );
		$this->assertTrue( wp_script_is( Assets::RUNTIME, 'enqueued' ) );
	}

	public function test_a_filter_prints_it_on_a_page_whose_links_come_later(): void {
		add_filter( 'vitrine_login_popup_enabled', '__return_true' );
		$late = new LateStylesInHead();
		$late->start();
		echo '<body><main><p>Links added by a script.</p></main>';
		do_action( 'wp_footer' );

		$this->assertStringContainsString( 'data-vitrine-widget="login-popup"', (string) ob_get_clean() );
	}
}
