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

	/**
	 * The committed files are subsets (bin/fonts.mjs): Latin-1 and punctuation in the preloaded
	 * file, the rest of Latin Extended-A in one a page fetches only for one of its letters. The
	 * stylesheet's unicode-ranges are the script's, or a browser would ask a file for
	 * characters it does not hold (or skip it for ones it does).
	 */
	public function test_each_font_is_subset_and_declared_with_the_subsets_ranges(): void {
		$css    = (string) file_get_contents( get_template_directory() . '/assets/css/theme.css' );
		$script = (string) file_get_contents( dirname( __DIR__, 3 ) . '/bin/fonts.mjs' );
		$this->assertSame( 1, preg_match( "#LATIN =\s*'([^']+)'#", $script, $latin ) );
		$this->assertSame( 1, preg_match( "#LATIN_EXT_A = '([^']+)'#", $script, $ext ) );

		foreach ( array( 'inter', 'fraunces' ) as $font ) {
			foreach ( array(
				"{$font}-latin-wght-normal"       => $latin[1],
				"{$font}-latin-ext-a-wght-normal" => $ext[1],
			) as $file => $range ) {
				$this->assertFileExists( get_template_directory() . "/assets/fonts/{$file}.woff2" );
				$this->assertMatchesRegularExpression(
					'#url\(\.\./fonts/' . $file . '\.woff2\) format\("woff2"\);\s*unicode-range: ' . preg_quote( str_replace( ',', ', ', $range ), '#' ) . ';#',
					$css
				);
			}
			// A subset, not the package's whole latin file (Inter's is 48 KB, Fraunces' 37 KB):
			// cut to the weights used, Inter is 28 KB and Fraunces 32 KB.
			$this->assertLessThan( 34000, filesize( get_template_directory() . "/assets/fonts/{$font}-latin-wght-normal.woff2" ) );
		}
	}

	/**
	 * The files hold the weights the theme and the plugin use (bin/fonts.mjs cuts the weight
	 * axis), and every face says so: a browser asked for a weight outside a face's range picks
	 * the nearest it holds instead of stretching an axis the file no longer has.
	 */
	public function test_faces_declare_the_weights_their_files_hold(): void {
		$css    = (string) file_get_contents( get_template_directory() . '/assets/css/theme.css' );
		$script = (string) file_get_contents( dirname( __DIR__, 3 ) . '/bin/fonts.mjs' );
		$this->assertSame( 1, preg_match( "#WEIGHTS = '(\d+):(\d+)'#", $script, $weights ) );
		$this->assertSame( 4, preg_match_all( '#@font-face \{[^}]*font-weight: (\d+) (\d+);#', $css, $faces, PREG_SET_ORDER ) );
		foreach ( $faces as $face ) {
			$this->assertSame( array( $weights[1], $weights[2] ), array( $face[1], $face[2] ) );
		}
		foreach ( array( 'inter', 'fraunces' ) as $font ) {
			$file = (string) file_get_contents( get_template_directory() . "/assets/fonts/{$font}-latin-wght-normal.woff2" );
			$this->assertStringStartsWith( 'wOF2', $file, "{$font} is a WOFF2 file" );
		}
	}
}
