<?php
/**
 * @package Vitrine
 */

declare( strict_types = 1 );

namespace Vitrine\Tests\Core;

use Vitrine\Core\Assets;
use Vitrine\Core\I18n;
use Vitrine\Tests\TestCase;

/**
 * Translations reach PHP and the scripts, including the lazily loaded widget chunks, whose
 * strings travel with the runtime's handle (plugin/languages/vitrine-de_DE.po is the sample).
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

	public function test_widget_chunk_strings_load_with_the_runtime_script(): void {
		$json = load_script_textdomain( Assets::RUNTIME, 'vitrine', I18n::languages_dir() );

		$this->assertIsString( $json );
		$messages = json_decode( $json, true )['locale_data']['messages'];
		// From src/blocks/like (a lazily loaded chunk) and src/runtime.
		$this->assertSame( array( 'Das gefällt dir schon!' ), $messages['You already love this!'] );
		$this->assertSame( array( 'Du bist wahrscheinlich offline.' ), $messages['You are probably offline.'] );
		// msgmerge's fuzzy guesses are not translations: "Moves on" is marked fuzzy as "Gefällt mir".
		$this->assertArrayNotHasKey( 'Moves on', $messages );
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
