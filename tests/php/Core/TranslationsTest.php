<?php
/**
 * @package Vitrine
 */

declare( strict_types = 1 );

namespace Vitrine\Tests\Core;

use Vitrine\Builder\BlockEffects;
use Vitrine\Core\Assets;
use Vitrine\Core\I18n;
use Vitrine\Tests\TestCase;

/**
 * The German translation (plugin/languages/vitrine-de_DE.po) reaches PHP, the theme and the
 * scripts: the runtime with the lazily loaded widget chunks, whose strings travel with it, and
 * every editor script, each through its own JSON file named after its bundle's path.
 */
final class TranslationsTest extends TestCase {

	protected function setUp(): void {
		parent::setUp();
		add_filter( 'determine_locale', static fn() => 'de_DE' );
	}

	protected function tearDown(): void {
		unload_textdomain( 'vitrine' );
		parent::tearDown();
	}

	public function test_php_strings_are_translated(): void {
		( new I18n() )->load_textdomain();

		$this->assertSame( 'Gefällt mir', __( 'Love this', 'vitrine' ) );
		/* translators: %s: number of loves. */
		$this->assertSame( '3 Herzen', sprintf( _n( '%s love', '%s loves', 3, 'vitrine' ), 3 ) );
	}

	public function test_php_strings_come_from_the_opcache_friendly_file(): void {
		$loaded = array();
		$spy    = static function ( $file, $domain ) use ( &$loaded ) {
			if ( 'vitrine' === $domain ) {
				$loaded[] = basename( (string) $file );
			}
			return $file;
		};
		add_filter( 'load_translation_file', $spy, 10, 2 );
		( new I18n() )->load_textdomain();
		remove_filter( 'load_translation_file', $spy );

		// WordPress reads the .l10n.php beside the .mo (an array OPcache keeps), not the .mo.
		$this->assertSame( array( 'vitrine-de_DE.l10n.php' ), $loaded );
		$this->assertSame( 'Gefällt mir', __( 'Love this', 'vitrine' ) );
		/* translators: %s: number of loves. */
		$this->assertSame( '3 Herzen', sprintf( _n( '%s love', '%s loves', 3, 'vitrine' ), 3 ) );
		$this->assertSame( 'In Bearbeitung', _x( 'Processing', 'order status', 'vitrine' ) );
	}

	public function test_theme_strings_and_contexts_are_translated(): void {
		( new I18n() )->load_textdomain();

		$this->assertSame( 'Zum Inhalt springen', __( 'Skip to content', 'vitrine' ) );
		$this->assertSame( 'In Bearbeitung', _x( 'Processing', 'order status', 'vitrine' ) );
		$this->assertSame( 'Kasse', _x( 'Checkout', 'block title', 'vitrine' ) );
	}

	public function test_widget_chunk_strings_load_with_the_runtime_script(): void {
		$messages = $this->script_messages( Assets::RUNTIME );

		// From src/blocks/like (a lazily loaded chunk) and src/runtime.
		$this->assertSame( array( 'Das gefällt Ihnen bereits!' ), $messages['You already love this!'] );
		$this->assertSame( array( 'Sie sind wahrscheinlich offline.' ), $messages['You are probably offline.'] );
		// The editors' strings stay in their own files: every page loads the runtime's inline.
		$this->assertArrayNotHasKey( 'Motion effects', $messages );
	}

	public function test_an_editor_script_loads_its_own_translations(): void {
		( new BlockEffects() )->enqueue_editor();
		try {
			$messages = $this->script_messages( BlockEffects::EDITOR_SCRIPT );
		} finally {
			wp_deregister_script( BlockEffects::EDITOR_SCRIPT );
		}

		$this->assertSame( array( 'Bewegungseffekte' ), $messages['Motion effects'] );
		$this->assertArrayNotHasKey( 'You already love this!', $messages );
	}

	public function test_a_block_editor_script_loads_its_own_translations(): void {
		$handle = generate_block_asset_handle( 'vitrine/map', 'editorScript' );
		$this->assertTrue( wp_script_is( $handle, 'registered' ) );

		$messages = $this->script_messages( $handle );

		$this->assertSame( array( 'Stecknadel hinzufügen' ), $messages['Add a pin'] );
	}

	/**
	 * The messages WordPress hands to wp.i18n for a registered script, from the plugin's folder.
	 *
	 * @param string $handle Script handle.
	 * @return array<string, list<string>>
	 */
	private function script_messages( string $handle ): array {
		$json = load_script_textdomain( $handle, 'vitrine', I18n::languages_dir() );

		$this->assertIsString( $json, "no translations for $handle" );
		return json_decode( $json, true )['locale_data']['messages'];
	}

	public function test_the_runtime_is_registered_for_script_translations(): void {
		wp_deregister_script( Assets::RUNTIME );
		try {
			( new Assets() )->register_assets(); // As at `init`, in German.

			$this->assertSame( 'vitrine', wp_scripts()->registered[ Assets::RUNTIME ]->textdomain );
		} finally {
			remove_all_filters( 'determine_locale' );
			wp_deregister_script( Assets::RUNTIME );
			( new Assets() )->register_assets();
		}
	}
}
