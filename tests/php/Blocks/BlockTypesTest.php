<?php
/**
 * @package Vitrine
 */

declare( strict_types = 1 );

namespace Vitrine\Tests\Blocks;

use Vitrine\Blocks\BlockTypes;
use Vitrine\Core\Assets;
use Vitrine\Core\I18n;
use Vitrine\Tests\TestCase;

/**
 * Every block of src/blocks/<name>/ is registered from the built manifest: its metadata, its
 * editor script (translated from the plugin's languages/ folder) and its render.php.
 */
final class BlockTypesTest extends TestCase {

	/**
	 * Block folder names, from the sources (what the manifest must hold).
	 *
	 * @return array<string, array{string}>
	 */
	public static function blocks(): array {
		$names = array();
		foreach ( (array) glob( dirname( __DIR__, 3 ) . '/src/blocks/*/block.json' ) as $file ) {
			$name           = basename( dirname( (string) $file ) );
			$names[ $name ] = array( $name );
		}
		return $names;
	}

	public function test_the_manifest_holds_every_block_folder_by_its_name(): void {
		$manifest = require Assets::build_dir() . '/blocks-manifest.php';

		$expected = array_keys( self::blocks() );
		$actual   = array_keys( $manifest );
		sort( $expected );
		sort( $actual );
		$this->assertSame( $expected, $actual );
		foreach ( $manifest as $name => $metadata ) {
			$this->assertSame( 'vitrine/' . $name, $metadata['name'] );
		}
	}

	/**
	 * @dataProvider blocks
	 */
	public function test_each_block_registers_from_its_metadata_with_an_editor_script_and_a_render( string $name ): void {
		$type = \WP_Block_Type_Registry::get_instance()->get_registered( 'vitrine/' . $name );

		$this->assertNotNull( $type );
		$this->assertNotSame( '', (string) $type->description, 'the description comes from block.json' );
		$this->assertTrue( $type->is_dynamic(), 'render.php renders it' );
		$this->assertFileExists( BlockTypes::dir() . '/' . $name . '/render.php' );

		$this->assertCount( 1, $type->editor_script_handles );
		$script = wp_scripts()->registered[ $type->editor_script_handles[0] ];
		$this->assertStringEndsWith( '/build/blocks/' . $name . '/index.js', $script->src );
		// Set when an editor loads (front-end requests never print these scripts).
		do_action( 'enqueue_block_editor_assets' );
		$this->assertSame( I18n::languages_dir(), $script->translations_path, 'translations come from the plugin' );
	}

	public function test_render_php_receives_the_attributes_with_their_defaults(): void {
		$html = render_block(
			array(
				'blockName'    => 'vitrine/accordion',
				'attrs'        => array(
					'items' => array(
						array(
							'title'   => 'First',
							'content' => 'One',
						),
						array(
							'title'   => 'Second',
							'content' => 'Two',
						),
					),
				),
				'innerBlocks'  => array(),
				'innerHTML'    => '',
				'innerContent' => array(),
			)
		);

		$this->assertStringContainsString( 'First', $html );
		$this->assertStringContainsString( 'Second', $html );
	}
}
