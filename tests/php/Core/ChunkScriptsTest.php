<?php
/**
 * @package Vitrine
 */

declare( strict_types = 1 );

namespace Vitrine\Tests\Core;

use Vitrine\Core\ChunkScripts;
use Vitrine\Tests\TestCase;

/**
 * The build's map of core scripts per chunk, and what the runtime needs to load them itself.
 */
final class ChunkScriptsTest extends TestCase {

	public function test_widgets_name_the_core_scripts_their_chunks_need(): void {
		$this->assertContains( 'wp-element', ChunkScripts::for_widget( 'newsletter' ) );
		$this->assertSame( array(), ChunkScripts::for_widget( 'like' ), 'the like button is plain DOM' );
		// api-fetch comes with the first REST call (its own chunk), not with the widget.
		$this->assertContains( 'wp-api-fetch', ChunkScripts::for_widget( 'api-fetch' ) );
		$this->assertNotContains( 'wp-api-fetch', ChunkScripts::for_widget( 'contact-form' ) );
		$this->assertSame( array(), ChunkScripts::for_widget( 'login-popup' ), 'the launcher is on every page' );
		$this->assertContains( 'wp-element', ChunkScripts::for_widget( 'login-popup-dialog' ) );
		$this->assertSame( array(), ChunkScripts::for_widget( 'no-such-widget' ) );
	}

	public function test_the_runtime_itself_needs_no_react(): void {
		$this->assertNotNull( ChunkScripts::for_runtime() );
		$this->assertNotContains( 'wp-element', ChunkScripts::for_runtime() );
		$this->assertNotContains( 'react-jsx-runtime', ChunkScripts::for_runtime() );
	}

	public function test_sources_describe_each_script_and_its_dependencies_as_registered(): void {
		$sources = ChunkScripts::sources();

		$this->assertMatchesRegularExpression( '#/wp-includes/js/dist/element\.min\.js\?ver=#', $sources['wp-element']['src'] );
		$this->assertContains( 'react-dom', $sources['wp-element']['deps'] );
		// Dependencies of dependencies, so the runtime can load them in order.
		foreach ( array( 'react', 'react-dom', 'wp-hooks' ) as $handle ) {
			$this->assertArrayHasKey( $handle, $sources, $handle );
		}
		// Inline scripts go with their script…
		$this->assertStringContainsString( 'setLocaleData', $sources['wp-i18n']['after'] ?? '' );
		// …but not api-fetch's, which holds the visitor's nonce: the runtime sets it up itself.
		$this->assertArrayNotHasKey( 'after', $sources['wp-api-fetch'] );
	}

	public function test_no_chunk_waits_for_polyfills_of_older_browsers(): void {
		$sources = ChunkScripts::sources();

		$this->assertArrayHasKey( 'wp-url', $sources );
		$this->assertArrayNotHasKey( 'wp-polyfill', $sources );
		foreach ( $sources as $handle => $source ) {
			$this->assertNotContains( 'wp-polyfill', $source['deps'], $handle );
		}
	}

	public function test_chunk_ids_map_to_handles_only(): void {
		$chunks = ChunkScripts::by_chunk();

		$this->assertNotEmpty( $chunks );
		$sources = ChunkScripts::sources();
		foreach ( $chunks as $handles ) {
			foreach ( $handles as $handle ) {
				$this->assertArrayHasKey( $handle, $sources, $handle );
			}
		}
	}
}
