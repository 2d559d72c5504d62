<?php
/**
 * @package Vitrine
 */

declare( strict_types = 1 );

namespace Vitrine\Tests\Core;

use Vitrine\Core\Assets;
use Vitrine\Tests\TestCase;

/**
 * Bundles are registered from the build's asset files; React comes from core.
 */
final class AssetsTest extends TestCase {

	public function test_registers_the_runtime_with_core_dependencies(): void {
		$script = wp_scripts()->registered[ Assets::RUNTIME ] ?? null;

		$this->assertNotNull( $script );
		$this->assertSame( Assets::asset( 'runtime' )['dependencies'], $script->deps );
		$this->assertContains( 'wp-element', $script->deps );
		$this->assertStringEndsWith( '/build/runtime.js', $script->src );
		$this->assertSame( 'defer', $script->extra['strategy'] ?? null );
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
}
