<?php
/**
 * @package Vitrine
 */

declare( strict_types = 1 );

namespace Vitrine\Tests\Blocks;

use Vitrine\Blocks\BlockTypes;
use Vitrine\Core\Http\VisitorPage;
use Vitrine\Tests\TestCase;
use WP_Block_Type_Registry;

/**
 * On a visitor's page the blocks are registered without their editor parts (editor script and
 * style, inserter example): registering an editor script reads its asset file and sets its
 * translations, for every block on every page. The editors, the REST API and WP-CLI get them.
 */
final class LeanBlockRegistrationTest extends TestCase {

	/**
	 * The request address before the test.
	 *
	 * @var string|null
	 */
	private ?string $uri = null;

	protected function setUp(): void {
		parent::setUp();
		$this->uri = $_SERVER['REQUEST_URI'] ?? null;
	}

	protected function tearDown(): void {
		if ( null === $this->uri ) {
			unset( $_SERVER['REQUEST_URI'] );
		} else {
			$_SERVER['REQUEST_URI'] = $this->uri;
		}
		unset( $_GET['rest_route'] );
		unset( $GLOBALS['current_screen'] );
		parent::tearDown();
	}

	public function test_a_visitors_page_is_told_from_the_admin_and_the_rest_api(): void {
		$_SERVER['REQUEST_URI'] = '/the-quiet-return-of-lime-plaster/';
		$this->assertTrue( VisitorPage::is_current( 'fpm-fcgi' ) );
		$this->assertFalse( VisitorPage::is_current( 'cli' ), 'WP-CLI, cron and the tests get them whole' );

		$_SERVER['REQUEST_URI'] = '/wp-json/wp/v2/block-renderer/vitrine/like?context=edit';
		$this->assertFalse( VisitorPage::is_current( 'fpm-fcgi' ), 'the REST API by its address' );
		$_SERVER['REQUEST_URI'] = '/wp-json';
		$this->assertFalse( VisitorPage::is_current( 'fpm-fcgi' ), 'the REST index' );

		$_SERVER['REQUEST_URI'] = '/?rest_route=/wp/v2/block-types';
		$_GET['rest_route']     = '/wp/v2/block-types';
		$this->assertFalse( VisitorPage::is_current( 'fpm-fcgi' ), 'the REST API without pretty links' );
		unset( $_GET['rest_route'] );

		$_SERVER['REQUEST_URI'] = '/wp-admin/post.php?post=1&action=edit';
		// What is_admin() asks of the admin's current screen.
		$GLOBALS['current_screen'] = new class() { // phpcs:ignore WordPress.WP.GlobalVariablesOverride.Prohibited -- what is_admin() reads.
			public function in_admin(): bool {
				return true;
			}
		};
		$this->assertFalse( VisitorPage::is_current( 'fpm-fcgi' ), 'the admin' );
	}

	public function test_only_our_blocks_lose_their_editor_parts(): void {
		$ours = array(
			'name'         => 'vitrine/like',
			'editorScript' => 'file:./index.js',
			'editorStyle'  => 'vitrine-widget-like',
			'example'      => array( 'attributes' => array() ),
			'render'       => 'file:./render.php',
			'style'        => 'vitrine-widget-like',
			'attributes'   => array( 'postId' => array( 'type' => 'number' ) ),
		);
		$this->assertSame(
			array(
				'name'       => 'vitrine/like',
				'render'     => 'file:./render.php',
				'style'      => 'vitrine-widget-like',
				'attributes' => array( 'postId' => array( 'type' => 'number' ) ),
			),
			BlockTypes::without_editor_parts( $ours )
		);
		$core = array(
			'name'         => 'core/paragraph',
			'editorScript' => 'wp-block-paragraph',
		);
		$this->assertSame( $core, BlockTypes::without_editor_parts( $core ) );
	}

	public function test_blocks_registered_for_a_visitors_page_render_as_before_without_editor_scripts(): void {
		$registry = WP_Block_Type_Registry::get_instance();
		$full     = $registry->get_registered( 'vitrine/accordion' );
		$this->assertNotNull( $full );
		$this->assertNotEmpty( $full->editor_script_handles, 'the test process registers them whole' );
		$markup = '<!-- wp:vitrine/accordion {"items":[{"title":"Delivery","content":"Within a week."}]} /-->';
		$before = do_blocks( $markup );

		$names = array_filter( array_keys( $registry->get_all_registered() ), static fn ( string $name ): bool => str_starts_with( $name, 'vitrine/' ) );
		foreach ( $names as $name ) {
			unregister_block_type( $name );
		}
		try {
			// What register_blocks() does on a visitor's page.
			add_filter( 'block_type_metadata', array( BlockTypes::class, 'without_editor_parts' ) );
			BlockTypes::register_collection( \Vitrine\Core\Assets::build_dir() );
			remove_filter( 'block_type_metadata', array( BlockTypes::class, 'without_editor_parts' ) );
			// As on `init` after the blocks: the supports' attributes (class name, anchor…).
			\WP_Block_Supports::init();
			$lean = $registry->get_registered( 'vitrine/accordion' );
			$this->assertNotNull( $lean );
			$this->assertSame( array(), $lean->editor_script_handles );
			$this->assertSame( array(), $lean->editor_style_handles );
			$this->assertNull( $lean->example );
			$this->assertSame( $full->attributes, $lean->attributes );
			$this->assertSame( $full->style_handles, $lean->style_handles );
			// The same markup but for the page-unique id's counter.
			$same_but_id = static fn ( string $html ): string => (string) preg_replace( '/vitrine-accordion-\d+/', 'vitrine-accordion-N', $html );
			$this->assertSame( $same_but_id( $before ), $same_but_id( do_blocks( $markup ) ) );
		} finally {
			// Whole again for the tests after this one.
			foreach ( $names as $name ) {
				if ( $registry->is_registered( $name ) ) {
					unregister_block_type( $name );
				}
			}
			( new BlockTypes() )->register_blocks();
			\WP_Block_Supports::init();
		}
	}

	public function test_under_a_block_theme_a_block_is_registered_when_a_tree_holding_it_renders(): void {
		$registry = WP_Block_Type_Registry::get_instance();
		$markup   = '<!-- wp:group --><div class="wp-block-group"><!-- wp:group --><div class="wp-block-group"><!-- wp:vitrine/accordion {"items":[{"title":"Delivery","content":"Within a week."}]} /--></div><!-- /wp:group --></div><!-- /wp:group -->';
		$whole    = do_blocks( $markup );
		$this->assertStringContainsString( 'data-vitrine-widget="accordion"', $whole );
		$file = \Vitrine\Core\Assets::build_dir() . '/blocks/accordion/block.json';
		unregister_block_type( 'vitrine/accordion' );
		try {
			BlockTypes::register_when_rendered( array( 'vitrine/accordion' => $file ) );
			$this->assertFalse( $registry->is_registered( 'vitrine/accordion' ), 'not before a page shows it' );

			// An inner block's own pre_render_block comes after it was built: the top registers it.
			BlockTypes::register_rendered( null, parse_blocks( $markup )[0]['innerBlocks'][0], new \WP_Block( array( 'blockName' => 'core/group' ) ) );
			$this->assertFalse( $registry->is_registered( 'vitrine/accordion' ), 'a tree with a parent is left to its top' );

			$same_but_id = static fn ( string $html ): string => (string) preg_replace( '/vitrine-accordion-\d+/', 'vitrine-accordion-N', $html );
			$this->assertSame( $same_but_id( $whole ), $same_but_id( do_blocks( $markup ) ), 'two groups down, rendered as when registered at init' );
			$this->assertTrue( $registry->is_registered( 'vitrine/accordion' ) );
			$this->assertSame( array(), $registry->get_registered( 'vitrine/accordion' )->editor_script_handles );
			$this->assertNotNull( $registry->get_registered( 'core/group' ), 'other blocks untouched' );
		} finally {
			if ( $registry->is_registered( 'vitrine/accordion' ) ) {
				unregister_block_type( 'vitrine/accordion' );
			}
			register_block_type_from_metadata( $file );
			\WP_Block_Supports::init();
		}
	}
}
