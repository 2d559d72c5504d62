<?php
/**
 * @package Vitrine
 */

declare( strict_types = 1 );

namespace Vitrine\Tests\Theme;

use Vitrine\Tests\TestCase;

/**
 * The theme's self-hosted fonts: declared with `font-display: swap`, used by the text and
 * heading stacks, and both preloaded: a heading font found only when the page is laid out
 * arrives after the first paint, and its swap lays the whole page out again.
 */
final class WebFontsTest extends TestCase {

	protected function setUp(): void {
		parent::setUp();
		// wp_head runs below: start from an empty main query, whatever an earlier test left.
		$this->set_main_query();
		unset( $GLOBALS['post'] );
	}

	public function test_both_fonts_are_preloaded_from_the_theme(): void {
		ob_start();
		do_action( 'wp_head' );
		$head = (string) ob_get_clean();

		foreach ( array( 'inter', 'fraunces' ) as $font ) {
			$url = get_template_directory_uri() . "/assets/fonts/{$font}-latin-wght-normal.woff2";
			$this->assertStringContainsString( '<link rel="preload" href="' . $url . '" as="font" type="font/woff2" crossorigin />', $head );
			$this->assertFileExists( get_template_directory() . "/assets/fonts/{$font}-latin-wght-normal.woff2" );
		}
	}

	public function test_the_stylesheet_declares_both_fonts_with_swap_and_uses_them(): void {
		$css = (string) file_get_contents( get_template_directory() . '/assets/css/theme.css' );

		foreach ( array( 'inter', 'fraunces' ) as $font ) {
			$this->assertFileExists( get_template_directory() . "/assets/fonts/{$font}-latin-wght-normal.woff2" );
			$this->assertMatchesRegularExpression( "#@font-face \\{[^}]*font-display: swap;[^}]*url\\(\\.\\./fonts/{$font}-latin-wght-normal\\.woff2\\)#", $css );
		}
		$this->assertStringContainsString( '--font-sans: Inter, "Inter Fallback"', $css );
		$this->assertStringContainsString( '--font-serif: Fraunces, "Fraunces Fallback', $css );
	}
}
