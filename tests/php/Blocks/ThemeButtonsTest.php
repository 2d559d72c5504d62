<?php
/**
 * @package Vitrine
 */

declare( strict_types = 1 );

namespace Vitrine\Tests\Blocks;

use Vitrine\Blocks\ThemeButtons;
use Vitrine\Tests\TestCase;

/**
 * The theme's Button block rule is worked out once and kept until the theme's styles change.
 */
final class ThemeButtonsTest extends TestCase {

	protected function setUp(): void {
		parent::setUp();
		delete_option( ThemeButtons::OPTION );
	}

	public function test_the_rule_is_kept_and_read_back_on_the_next_page(): void {
		$css = ThemeButtons::cached_css();

		$this->assertSame( ThemeButtons::css(), $css );
		$stored = get_option( ThemeButtons::OPTION );
		$this->assertSame( ThemeButtons::key(), $stored['key'] );
		$this->assertSame( $css, $stored['css'] );
		// Autoloaded: the next page reads it with the other options, in no query of its own.
		$this->assertArrayHasKey( ThemeButtons::OPTION, wp_load_alloptions() );

		update_option(
			ThemeButtons::OPTION,
			array(
				'key' => ThemeButtons::key(),
				'css' => '.kept{}',
			)
		);
		$this->assertSame( '.kept{}', ThemeButtons::cached_css() );
	}

	public function test_another_theme_or_version_is_another_key(): void {
		update_option(
			ThemeButtons::OPTION,
			array(
				'key' => ThemeButtons::key(),
				'css' => '.kept{}',
			)
		);
		add_filter( 'stylesheet', static fn() => 'another-theme' );

		$this->assertNotSame( get_option( ThemeButtons::OPTION )['key'], ThemeButtons::key() );
		$this->assertSame( ThemeButtons::css(), ThemeButtons::cached_css() );
	}

	public function test_saving_or_deleting_the_site_editors_styles_forgets_the_rule(): void {
		ThemeButtons::cached_css();
		$styles = wp_insert_post(
			array(
				'post_type'    => 'wp_global_styles',
				'post_status'  => 'publish',
				'post_title'   => 'Custom Styles',
				'post_content' => '{"version": 3, "isGlobalStylesUserThemeJSON": true}',
			)
		);
		$this->assertFalse( get_option( ThemeButtons::OPTION ) );

		ThemeButtons::cached_css();
		wp_delete_post( (int) $styles, true );
		$this->assertFalse( get_option( ThemeButtons::OPTION ) );

		// Other posts leave it alone.
		ThemeButtons::cached_css();
		wp_delete_post( $this->create_post(), true );
		$this->assertIsArray( get_option( ThemeButtons::OPTION ) );
	}

	public function test_switching_the_theme_forgets_the_rule(): void {
		ThemeButtons::cached_css();

		do_action( 'switch_theme', 'Another', wp_get_theme() );

		$this->assertFalse( get_option( ThemeButtons::OPTION ) );
	}

	public function test_the_rule_reaches_the_global_styles_from_the_kept_copy(): void {
		$registered = wp_style_is( 'global-styles', 'registered' );
		if ( ! $registered ) {
			wp_register_style( 'global-styles', false, array(), '1' );
		}
		update_option(
			ThemeButtons::OPTION,
			array(
				'key' => ThemeButtons::key(),
				'css' => ':root :where(.vitrine-widget .wp-element-button){color:teal;}',
			)
		);

		( new ThemeButtons() )->enqueue();

		$after = (array) wp_styles()->get_data( 'global-styles', 'after' );
		if ( ! $registered ) {
			wp_deregister_style( 'global-styles' );
		}
		$this->assertContains( ':root :where(.vitrine-widget .wp-element-button){color:teal;}', $after );
	}
}
