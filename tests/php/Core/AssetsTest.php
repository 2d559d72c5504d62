<?php
/**
 * @package Vitrine
 */

declare( strict_types = 1 );

namespace Vitrine\Tests\Core;

use Vitrine\Core\Assets;
use Vitrine\Core\ChunkScripts;
use Vitrine\Tests\TestCase;

/**
 * Bundles are registered from the build's asset files; React comes from core.
 */
final class AssetsTest extends TestCase {

	public function test_registers_the_runtime_with_only_what_its_own_code_needs(): void {
		$script = wp_scripts()->registered[ Assets::RUNTIME ] ?? null;

		$this->assertNotNull( $script );
		$this->assertSame( ChunkScripts::for_runtime(), $script->deps );
		$this->assertNotContains( 'wp-element', $script->deps, 'React comes with the widgets that use it' );
		$this->assertContains( 'wp-element', Assets::asset( 'runtime' )['dependencies'], 'the asset file still lists everything' );
		$this->assertStringEndsWith( '/build/runtime.js', $script->src );
		$this->assertSame( 'defer', $script->extra['strategy'] ?? null );
	}

	public function test_an_eager_react_widget_brings_react_but_not_the_scripts_that_would_block_rendering(): void {
		vitrine_render_widget( 'age-gate' );

		$deps = wp_scripts()->registered[ Assets::RUNTIME ]->deps;
		$this->assertContains( 'wp-element', $deps );
		$this->assertContains( 'react-jsx-runtime', $deps );
		// wp-i18n and api-fetch have inline scripts after them, so WordPress prints them
		// blocking: the runtime loads them on demand, before the chunk that needs them runs.
		$this->assertNotContains( 'wp-i18n', $deps );
		$this->assertNotContains( 'wp-api-fetch', $deps );
	}

	public function test_a_widget_that_waits_for_the_viewport_leaves_react_to_be_fetched_when_it_mounts(): void {
		vitrine_render_widget( 'like' );
		vitrine_render_widget( 'contact-form', array( 'formId' => 1 ) );

		$this->assertSame( ChunkScripts::for_runtime(), wp_scripts()->registered[ Assets::RUNTIME ]->deps );
	}

	public function test_the_login_launcher_brings_no_react(): void {
		vitrine_render_widget( 'login-popup', array( 'loginUrl' => '/wp-login.php' ) );

		$this->assertSame( ChunkScripts::for_runtime(), wp_scripts()->registered[ Assets::RUNTIME ]->deps );
	}

	public function test_a_waiting_widget_popup_brings_no_react(): void {
		vitrine_render_widget( 'inline-popup', array( 'id' => 'spring' ) );

		$this->assertSame( ChunkScripts::for_runtime(), wp_scripts()->registered[ Assets::RUNTIME ]->deps );
	}

	public function test_a_waiting_builder_popup_brings_no_react(): void {
		vitrine_render_widget( 'popup', array( 'id' => 7 ) );

		$this->assertSame( ChunkScripts::for_runtime(), wp_scripts()->registered[ Assets::RUNTIME ]->deps );
	}

	public function test_a_closed_off_canvas_panel_brings_no_react(): void {
		vitrine_render_widget( 'off-canvas', array( 'id' => 'notes' ) );

		$this->assertSame( ChunkScripts::for_runtime(), wp_scripts()->registered[ Assets::RUNTIME ]->deps );
	}

	public function test_sites_in_another_language_load_wp_i18n_with_the_runtime(): void {
		add_filter( 'determine_locale', static fn() => 'de_DE' );
		wp_deregister_script( Assets::RUNTIME );
		try {
			( new Assets() )->register_assets();

			$this->assertContains( 'wp-i18n', wp_scripts()->registered[ Assets::RUNTIME ]->deps );
			$this->assertSame( 'vitrine', wp_scripts()->registered[ Assets::RUNTIME ]->textdomain );
		} finally {
			remove_all_filters( 'determine_locale' );
			wp_deregister_script( Assets::RUNTIME );
			( new Assets() )->register_assets();
		}
	}

	public function test_the_runtime_bundles_no_copy_of_react(): void {
		$bundle = (string) file_get_contents( Assets::build_dir() . '/runtime.js' );
		foreach ( glob( Assets::build_dir() . '/chunks/*.js' ) as $chunk ) {
			$bundle .= file_get_contents( $chunk );
		}
		$this->assertStringNotContainsString( 'react.production', $bundle );
		$this->assertStringNotContainsString( '__SECRET_INTERNALS', $bundle );
	}

	public function test_pages_without_widgets_load_no_vitrine_script(): void {
		$this->assertFalse( wp_script_is( Assets::RUNTIME, 'enqueued' ) );
	}

	public function test_every_widget_and_block_style_the_build_wrote_is_registered_with_its_entrys_version(): void {
		$built = glob( Assets::build_dir() . '/style-{widget,block}-*.css', GLOB_BRACE );
		$built = array_filter( $built, static fn( string $file ): bool => ! str_ends_with( $file, '-rtl.css' ) );
		$this->assertGreaterThan( 40, count( $built ) );
		foreach ( $built as $file ) {
			$entry = substr( basename( $file, '.css' ), strlen( 'style-' ) );
			$style = wp_styles()->registered[ 'vitrine-' . $entry ] ?? null;
			$this->assertNotNull( $style, $entry );
			$this->assertSame( Assets::asset( $entry )['version'], $style->ver, $entry );
			$this->assertSame( $file, $style->extra['path'] ?? null, 'printed inline from its file' );
		}
	}
}
