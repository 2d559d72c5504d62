<?php
/**
 * @package Vitrine
 */

declare( strict_types = 1 );

namespace Vitrine\Tests\Performance;

use Vitrine\Performance\InlineWidgetStyles;
use Vitrine\Tests\TestCase;

/**
 * Only the widget styles a page enqueued are printed inline, and core's own inlining budget is
 * left as the theme set it.
 */
final class InlineWidgetStylesTest extends TestCase {

	/**
	 * Temporary style files.
	 *
	 * @var list<string>
	 */
	private array $files = array();

	protected function tearDown(): void {
		foreach ( $this->files as $file ) {
			wp_delete_file( $file );
		}
		parent::tearDown();
	}

	/**
	 * Registers a style backed by a file of `$bytes` bytes.
	 *
	 * @param string $handle Handle.
	 * @param int    $bytes  File size.
	 */
	private function style( string $handle, int $bytes ): void {
		$file          = (string) tempnam( get_temp_dir(), $handle );
		$this->files[] = $file;
		file_put_contents( $file, '.' . $handle . '{background:url(img/a.png)}' . str_repeat( ' ', max( 0, $bytes - 40 - strlen( $handle ) ) ) ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_system_operations_file_put_contents -- A test fixture.
		wp_register_style( $handle, 'http://example.org/wp-content/plugins/vitrine/build/' . $handle . '.css', array(), '1' );
		wp_style_add_data( $handle, 'path', $file );
	}

	public function test_an_enqueued_widget_style_is_printed_inline_and_one_not_enqueued_is_not_read(): void {
		$this->style( 'vitrine-widget-test-shown', 300 );
		$this->style( 'vitrine-widget-test-absent', 300 );
		wp_enqueue_style( 'vitrine-widget-test-shown' );

		( new InlineWidgetStyles() )->inline();
		ob_start();
		wp_print_styles( array( 'vitrine-widget-test-shown' ) );
		$html = (string) ob_get_clean();

		$this->assertStringContainsString( "<style id='vitrine-widget-test-shown-inline-css'>", $html );
		$this->assertStringContainsString( '.vitrine-widget-test-shown{background:url(/wp-content/plugins/vitrine/build/img/a.png)}', $html, 'relative URLs keep pointing at the files' );
		$this->assertStringNotContainsString( '<link', $html );
		$this->assertNotFalse( wp_styles()->registered['vitrine-widget-test-absent']->src );
	}

	public function test_the_shared_style_an_enqueued_one_builds_on_is_printed_inline_too(): void {
		$this->style( 'vitrine-widget-test-shared', 300 );
		$this->style( 'vitrine-widget-test-page', 300 );
		wp_styles()->registered['vitrine-widget-test-page']->deps = array( 'vitrine-widget-test-shared' );
		wp_enqueue_style( 'vitrine-widget-test-page' );

		( new InlineWidgetStyles() )->inline();
		ob_start();
		wp_print_styles( array( 'vitrine-widget-test-page' ) );
		$html = (string) ob_get_clean();

		$shared = strpos( $html, "<style id='vitrine-widget-test-shared-inline-css'>" );
		$this->assertNotFalse( $shared );
		$this->assertLessThan( strpos( $html, "<style id='vitrine-widget-test-page-inline-css'>" ), $shared, 'the shared style comes first' );
		$this->assertStringNotContainsString( '<link', $html );
	}

	public function test_styles_that_are_not_ours_are_left_to_wordpress(): void {
		$this->style( 'someone-elses-block', 300 );
		wp_enqueue_style( 'someone-elses-block' );

		( new InlineWidgetStyles() )->inline();

		$this->assertNotFalse( wp_styles()->registered['someone-elses-block']->src );
	}

	public function test_the_budget_is_ours_smallest_first_and_shared_by_the_head_and_the_footer(): void {
		add_filter( 'vitrine_inline_styles_limit', static fn() => 1000 );
		$this->style( 'vitrine-widget-test-small', 400 );
		$this->style( 'vitrine-widget-test-big', 700 );
		$this->style( 'vitrine-widget-test-late', 650 );
		wp_enqueue_style( 'vitrine-widget-test-big' );
		wp_enqueue_style( 'vitrine-widget-test-small' );
		$inline = new InlineWidgetStyles();

		$inline->inline();
		wp_enqueue_style( 'vitrine-widget-test-late' );
		$inline->inline();

		$registered = wp_styles()->registered;
		$this->assertFalse( $registered['vitrine-widget-test-small']->src );
		$this->assertNotFalse( $registered['vitrine-widget-test-big']->src, 'beyond the budget it stays a link' );
		$this->assertNotFalse( $registered['vitrine-widget-test-late']->src, 'the footer pass counts what the head inlined' );
	}

	public function test_the_plugin_leaves_wordpress_own_budget_alone(): void {
		// The Vitrine theme raises it for its own pages; any other theme keeps WordPress's.
		remove_filter( 'styles_inline_size_limit', 'vitrine_theme_inline_styles_limit' );

		$this->assertSame( 20000, apply_filters( 'styles_inline_size_limit', 20000 ) ); // phpcs:ignore WordPress.NamingConventions.PrefixAllGlobals.NonPrefixedHooknameFound -- core's filter.
	}
}
