<?php
/**
 * @package Vitrine
 */

declare( strict_types = 1 );

namespace Vitrine\Tests\Blocks;

use Vitrine\Autoloader;
use Vitrine\Blocks\BlockTypes;
use Vitrine\Blocks\Shortcodes;
use Vitrine\Core\Assets;
use Vitrine\Tests\TestCase;

/**
 * Adding a block is adding its folder: a throwaway `src/blocks/throwaway-widget/` (block.json,
 * render.php, a class, shortcode.php, view.ts), put through the build's own steps
 * (bin/webpack/block-folders.js, the copy into the build folder, core's blocks manifest), is
 * registered, renders its widget's mount point, answers to its shortcode, and is in the
 * runtime's loaders. (src/runtime/widget-loaders.test.ts mounts such a widget.)
 */
final class BlockFolderTest extends TestCase {

	private const NAME = 'throwaway-widget';

	/** A throwaway block whose shortcode keeps an older tag. */
	private const RENAMED = 'throwaway-renamed';

	/** The throwaway project (its src/). */
	private static string $project = '';

	/** Its build folder, inside the plugin's folder, where core accepts block collections. */
	private static string $build = '';

	public static function setUpBeforeClass(): void {
		parent::setUpBeforeClass();
		$root          = dirname( __DIR__, 3 );
		self::$project = get_temp_dir() . 'vitrine-throwaway-' . getmypid();
		self::$build   = dirname( Assets::build_dir() ) . '/.throwaway-build-' . getmypid();
		$folder        = self::$project . '/src/blocks/' . self::NAME;
		wp_mkdir_p( $folder );
		wp_mkdir_p( self::$project . '/src/runtime' );
		wp_mkdir_p( self::$build . '/blocks' );

		$files = array(
			'block.json'          => (string) wp_json_encode(
				array(
					'apiVersion' => 3,
					'name'       => 'vitrine/' . self::NAME,
					'title'      => 'Throwaway',
					'attributes' => array(
						'said' => array(
							'type'    => 'string',
							'default' => 'nothing',
						),
					),
					'render'     => 'file:./render.php',
				)
			),
			'ThrowawayWidget.php' => "<?php\nnamespace Vitrine\\Tests\\Throwaway;\nfinal class ThrowawayWidget {\n\tpublic static function render( string \$said ): string {\n\t\treturn vitrine_render_widget( 'throwaway-widget', array( 'said' => \$said ), '<p>' . esc_html( \$said ) . '</p>' );\n\t}\n}\n",
			'render.php'          => "<?php\necho Vitrine\\Tests\\Throwaway\\ThrowawayWidget::render( (string) \$attributes['said'] );\n",
			'shortcode.php'       => "<?php\nreturn static fn( \$atts ): string => Vitrine\\Tests\\Throwaway\\ThrowawayWidget::render( (string) Vitrine\\Blocks\\ShortcodeAtts::parse( \$atts, array( 'said' => 'nothing' ) )['said'] );\n",
			'view.ts'             => "export default { parseProps: () => ( {} ), mount: () => undefined };\n",
		);
		foreach ( $files as $name => $code ) {
			file_put_contents( $folder . '/' . $name, $code ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_system_operations_file_put_contents
		}
		// A block whose shortcode is older than its name names its tag.
		$renamed = self::$project . '/src/blocks/' . self::RENAMED;
		wp_mkdir_p( $renamed );
		file_put_contents( $renamed . '/block.json', (string) wp_json_encode( array( 'apiVersion' => 3, 'name' => 'vitrine/' . self::RENAMED, 'title' => 'Renamed' ) ) ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_system_operations_file_put_contents, WordPress.Arrays.ArrayDeclarationSpacing.AssociativeArrayFound
		file_put_contents( $renamed . '/shortcode.php', "<?php\n/**\n * The older tag.\n *\n * @shortcode vitrine_throwaway_older\n */\nreturn static fn(): string => '<p>older tag</p>';\n" ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_system_operations_file_put_contents

		// The build's steps: the generated maps, the copy, core's manifest.
		$node = 'node ' . escapeshellarg( $root . '/bin/webpack/block-folders.js' ) . ' ' . escapeshellarg( self::$project ) . ' ' . escapeshellarg( self::$build );
		exec( $node, $output, $status ); // phpcs:ignore WordPress.PHP.DiscouragedPHPFunctions.system_calls_exec
		self::assertSame( 0, $status, implode( "\n", $output ) );
		exec( 'cp -r ' . escapeshellarg( $folder ) . ' ' . escapeshellarg( self::$build . '/blocks/' ) ); // phpcs:ignore WordPress.PHP.DiscouragedPHPFunctions.system_calls_exec
		exec( 'node ' . escapeshellarg( $root . '/node_modules/@wordpress/scripts/scripts/build-blocks-manifest.js' ) . ' --input=' . escapeshellarg( self::$build . '/blocks' ) . ' --output=' . escapeshellarg( self::$build . '/blocks-manifest.php' ), $output, $status ); // phpcs:ignore WordPress.PHP.DiscouragedPHPFunctions.system_calls_exec
		self::assertSame( 0, $status, implode( "\n", $output ) );
		exec( 'cp -r ' . escapeshellarg( $renamed ) . ' ' . escapeshellarg( self::$build . '/blocks/' ) ); // phpcs:ignore WordPress.PHP.DiscouragedPHPFunctions.system_calls_exec -- its shortcode only, after the manifest.

		// What the plugin does with a build folder at boot and on init.
		Autoloader::register_map( self::$build . '/blocks-classes.php' );
		BlockTypes::register_collection( self::$build );
		( new Shortcodes() )->register_shortcodes( self::$build . '/blocks-shortcodes.php' );
	}

	public static function tearDownAfterClass(): void {
		unregister_block_type( 'vitrine/' . self::NAME );
		remove_shortcode( 'vitrine_throwaway_widget' );
		remove_shortcode( 'vitrine_throwaway_older' );
		exec( 'rm -rf ' . escapeshellarg( self::$project ) . ' ' . escapeshellarg( self::$build ) ); // phpcs:ignore WordPress.PHP.DiscouragedPHPFunctions.system_calls_exec
		parent::tearDownAfterClass();
	}

	public function test_the_folder_is_a_registered_block_that_renders_its_widget(): void {
		$this->assertTrue( \WP_Block_Type_Registry::get_instance()->is_registered( 'vitrine/' . self::NAME ) );

		$html = do_blocks( '<!-- wp:vitrine/throwaway-widget {"said":"From the block"} /-->' );

		$this->assertStringContainsString( 'data-vitrine-widget="throwaway-widget"', $html );
		$this->assertStringContainsString( '<p>From the block</p>', $html );
		$this->assertStringContainsString( '&quot;said&quot;:&quot;From the block&quot;', $html );
	}

	public function test_its_shortcode_is_registered_and_renders_the_same_widget(): void {
		$this->assertTrue( shortcode_exists( 'vitrine_throwaway_widget' ) );

		$html = do_shortcode( '[vitrine_throwaway_widget said="From the shortcode"]' );

		$this->assertStringContainsString( 'data-vitrine-widget="throwaway-widget"', $html );
		$this->assertStringContainsString( '<p>From the shortcode</p>', $html );
	}

	public function test_a_shortcode_file_may_name_an_older_tag(): void {
		$this->assertTrue( shortcode_exists( 'vitrine_throwaway_older' ) );
		$this->assertFalse( shortcode_exists( 'vitrine_throwaway_renamed' ) );
		$this->assertSame( '<p>older tag</p>', do_shortcode( '[vitrine_throwaway_older]' ) );
	}

	public function test_the_runtime_loads_its_view_as_the_widget_of_that_name(): void {
		$loaders = (string) file_get_contents( self::$project . '/src/runtime/widget-loaders.ts' ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_get_contents_file_get_contents

		$this->assertStringContainsString( "'throwaway-widget': () =>\n\t\timport( /* webpackChunkName: \"throwaway-widget\" */ '../blocks/throwaway-widget/view' ),", $loaders );
	}
}
