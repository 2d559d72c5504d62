<?php
/**
 * @package Vitrine
 */

declare( strict_types = 1 );

namespace Vitrine\Tests\Account;

use Vitrine\Tests\TestCase;
use WP_Block;
use WP_Block_Template;

/**
 * The account link: the `vitrine/account` block (hooked into block themes' headers), the
 * template function, and the item classic themes get in their primary menu.
 */
final class AccountLinkTest extends TestCase {

	protected function setUp(): void {
		parent::setUp();
		// The Vitrine theme has its own header link; these tests play "any other theme".
		remove_theme_support( 'vitrine-account-link' );
	}

	protected function tearDown(): void {
		add_theme_support( 'vitrine-account-link' );
		parent::tearDown();
	}

	public function test_the_block_prints_a_login_link_that_opens_the_popup_and_works_without_javascript(): void {
		update_option( 'users_can_register', 1 );
		$block = array(
			'blockName'    => 'vitrine/account',
			'attrs'        => array(),
			'innerBlocks'  => array(),
			'innerHTML'    => '',
			'innerContent' => array(),
		);

		$html = ( new WP_Block( $block ) )->render();

		$this->assertStringStartsWith( '<div class="vitrine-account wp-block-vitrine-account">', $html );
		$this->assertStringContainsString( 'href="' . esc_url( wp_login_url() ) . '" data-vitrine-login-open>', $html );
		$this->assertStringContainsString( '<span data-vitrine-login-label>Log in</span>', $html );
		$this->assertStringNotContainsString( 'Register', $html );
		$this->assertTrue( wp_style_is( 'vitrine-block-account', 'enqueued' ) );

		$block['attrs'] = array( 'showRegister' => true );
		$this->assertStringContainsString( 'data-vitrine-login-open="register">Register</a>', ( new WP_Block( $block ) )->render() );
		update_option( 'users_can_register', 0 );
		$this->assertStringNotContainsString( 'Register', ( new WP_Block( $block ) )->render() );
	}

	public function test_the_template_function_returns_the_same_link(): void {
		$this->assertStringContainsString( 'data-vitrine-login-open><svg', vitrine_account_link() );
	}

	public function test_block_themes_get_the_block_after_the_navigation_of_their_header_only(): void {
		$header       = new WP_Block_Template();
		$header->type = 'wp_template_part';
		$header->area = 'header';
		$footer       = clone $header;
		$footer->area = 'footer';
		$pattern      = array(
			'slug'       => 'theme/header',
			'blockTypes' => array( 'core/template-part/header' ),
		);

		$hooked = static fn( $context, $anchor = 'core/navigation' ) => apply_filters( 'hooked_block_types', array(), 'after', $anchor, $context );

		$this->assertContains( 'vitrine/account', $hooked( $header ) );
		$this->assertContains( 'vitrine/account', $hooked( $pattern ) );
		$this->assertNotContains( 'vitrine/account', $hooked( $footer ) );
		$this->assertNotContains( 'vitrine/account', $hooked( array( 'slug' => 'theme/footer' ) ) );
		$this->assertNotContains( 'vitrine/account', $hooked( $header, 'core/site-title' ) );

		add_theme_support( 'vitrine-account-link' );
		$this->assertNotContains( 'vitrine/account', $hooked( $header ) );
	}

	public function test_classic_themes_get_an_account_item_in_the_primary_menu(): void {
		$menu = wp_create_nav_menu( 'Main ' . wp_generate_password( 4, false ) );
		$this->assertIsInt( $menu );
		wp_update_nav_menu_item(
			$menu,
			0,
			array(
				'menu-item-title'  => 'Journal',
				'menu-item-url'    => home_url( '/blog/' ),
				'menu-item-status' => 'publish',
			)
		);
		set_theme_mod( 'nav_menu_locations', array( 'primary' => $menu ) );

		$html = $this->menu( 'primary' );
		$this->assertStringContainsString( '<li class="menu-item vitrine-account vitrine-account-menu-item"><a class="vitrine-account__link vitrine-account__login"', $html );

		$this->assertStringNotContainsString( 'vitrine-account', $this->menu( 'footer', $menu ) );

		add_theme_support( 'vitrine-account-link' );
		$this->assertStringNotContainsString( 'vitrine-account', $this->menu( 'primary' ) );
	}

	public function test_a_custom_link_to_the_popup_becomes_a_real_login_link_and_replaces_the_added_item(): void {
		$menu = wp_create_nav_menu( 'Main ' . wp_generate_password( 4, false ) );
		$this->assertIsInt( $menu );
		wp_update_nav_menu_item(
			$menu,
			0,
			array(
				'menu-item-title'  => 'Sign up',
				'menu-item-url'    => '#vitrine-register',
				'menu-item-status' => 'publish',
			)
		);
		set_theme_mod( 'nav_menu_locations', array( 'primary' => $menu ) );

		$html = $this->menu( 'primary' );

		$this->assertStringContainsString( 'href="' . esc_url( wp_registration_url() ) . '" data-vitrine-login-open="register"', $html );
		$this->assertStringNotContainsString( 'vitrine-account-menu-item', $html );
	}

	/**
	 * Renders the menu of a location.
	 *
	 * @param string $location Location slug.
	 * @param int    $menu     Menu id, for locations without one.
	 */
	private function menu( string $location, int $menu = 0 ): string {
		return (string) wp_nav_menu(
			array(
				'theme_location' => $location,
				'menu'           => $menu,
				'echo'           => false,
				'fallback_cb'    => false,
			)
		);
	}
}
