<?php
/**
 * Every block, registered from its metadata.
 *
 * @package Vitrine
 */

declare( strict_types = 1 );

namespace Vitrine\Blocks;

use Vitrine\Core\Assets;
use Vitrine\Core\Http\VisitorPage;
use Vitrine\Core\I18n;
use Vitrine\Core\Module;

defined( 'ABSPATH' ) || exit;

/**
 * Registers the blocks built from `src/blocks/<name>/` (block.json, index.tsx, render.php)
 * into `build/blocks/<name>/`, in one go from the manifest the build writes
 * (`build/blocks-manifest.php`): WordPress reads no block.json file at run time.
 *
 * Every block sits in the inserter's "Vitrine" category (`"category": "vitrine"` in each
 * block.json), added after core's, as WooCommerce adds its own.
 */
final class BlockTypes implements Module {

	/** The inserter category of every block. */
	public const CATEGORY = 'vitrine';

	/**
	 * {@inheritDoc}
	 */
	public function register(): void {
		add_action( 'init', array( $this, 'register_blocks' ) );
		add_filter( 'block_categories_all', array( $this, 'add_category' ) );
	}

	/**
	 * Adds the "Vitrine" category (once: another filter may have added it).
	 *
	 * @param array<int, array{slug: string, title: string, icon?: string|null}> $categories Categories.
	 * @return array<int, array{slug: string, title: string, icon?: string|null}>
	 */
	public function add_category( $categories ): array {
		$categories = (array) $categories;
		if ( in_array( self::CATEGORY, array_column( $categories, 'slug' ), true ) ) {
			return $categories;
		}
		$categories[] = array(
			'slug'  => self::CATEGORY,
			'title' => __( 'Vitrine', 'vitrine' ),
			'icon'  => null,
		);
		return $categories;
	}

	/**
	 * Folder of the built blocks, one sub-folder per block.
	 */
	public static function dir(): string {
		return Assets::build_dir() . '/blocks';
	}

	/**
	 * Block name => its metadata file, for the blocks a visitor's page registers when it renders
	 * them (see register_blocks()).
	 *
	 * @var array<string, string>
	 */
	private static array $pending = array();

	/**
	 * Registers every block of the manifest and points their editor scripts' translations at
	 * the plugin's own `languages/` folder.
	 *
	 * On a visitor's page the blocks go without their editor parts, and under a block theme
	 * (whose templates are rendered before the head) each is registered only when a block tree
	 * about to render holds it: WordPress then works out theme.json selectors, global styles
	 * and supports for the blocks a page shows, not for all of ours on every page.
	 */
	public function register_blocks(): void {
		$build    = Assets::build_dir();
		$manifest = $build . '/blocks-manifest.php';
		if ( ! is_readable( $manifest ) ) {
			return; // Not built yet.
		}
		if ( ! VisitorPage::is_current() ) {
			self::register_collection( $build );
			// Only the editor loads the editor scripts: their translations wait for it.
			add_action( 'enqueue_block_editor_assets', array( $this, 'set_editor_translations' ), 0 );
			return;
		}
		wp_register_block_metadata_collection( $build . '/blocks', $manifest );
		$files = array();
		foreach ( (array) require $manifest as $folder => $metadata ) {
			$files[ (string) ( $metadata['name'] ?? '' ) ] = $build . '/blocks/' . $folder . '/block.json';
		}
		if ( wp_is_block_theme() ) {
			self::register_when_rendered( $files );
			// The blocks our placements hook into templates are registered now: registered
			// later, each would make WordPress work the theme's theme.json data out again.
			$hooked        = array_intersect_key( $files, array_flip( self::hooked_by_placements() ) );
			self::$pending = array_diff_key( self::$pending, $hooked );
			self::register_lean( $hooked );
			return;
		}
		self::register_lean( $files );
	}

	/**
	 * Where the plugin's placements hook blocks into a block theme's templates (the like
	 * button after the post's content or excerpt, the account and cart links after a header's
	 * navigation): position, anchor block, and whether the context is a header part.
	 */
	private const PLACEMENT_ANCHORS = array(
		array( 'after', 'core/post-content', false ),
		array( 'after', 'core/post-excerpt', false ),
		array( 'after', 'core/navigation', true ),
	);

	/**
	 * The blocks the `hooked_block_types` filter adds at the placements' anchors on this site
	 * (the placements' settings, the theme's supports and a site's own filters decide), asked
	 * once before any template is read. A header without navigation then registers two blocks
	 * it does not show, which costs less than a theme.json pass.
	 *
	 * @return list<string>
	 */
	public static function hooked_by_placements(): array {
		$header       = new \WP_Block_Template();
		$header->type = 'wp_template_part';
		$header->area = 'header';
		$names        = array();
		foreach ( self::PLACEMENT_ANCHORS as list( $position, $anchor, $in_header ) ) {
			$hooked = apply_filters( 'hooked_block_types', array(), $position, $anchor, $in_header ? $header : null ); // phpcs:ignore WordPress.NamingConventions.PrefixAllGlobals.NonPrefixedHooknameFound -- Core's filter, asked as core asks it.
			foreach ( (array) $hooked as $name ) {
				if ( is_string( $name ) && str_starts_with( $name, 'vitrine/' ) ) {
					$names[] = $name;
				}
			}
		}
		return array_values( array_unique( $names ) );
	}

	/**
	 * Registers blocks (without their editor parts) when a block tree holding them is about to
	 * render.
	 *
	 * @param array<string, string> $files Block name => metadata file.
	 */
	public static function register_when_rendered( array $files ): void {
		self::$pending = $files + self::$pending;
		if ( ! has_filter( 'pre_render_block', array( self::class, 'register_rendered' ) ) ) {
			add_filter( 'pre_render_block', array( self::class, 'register_rendered' ), 0, 3 );
		}
	}

	/**
	 * `pre_render_block`, before a block tree renders: registers the blocks of ours it holds,
	 * at any depth (its inner blocks are built before their own `pre_render_block`).
	 *
	 * @param string|null          $pre    Short-circuited output (left as it is).
	 * @param array<string, mixed> $parsed The parsed block.
	 * @param \WP_Block|null       $parent The parent block; null for the top of a tree.
	 * @return string|null
	 */
	public static function register_rendered( $pre, $parsed, $parent = null ) {
		if ( null !== $parent || ! self::$pending || ! is_array( $parsed ) ) {
			return $pre;
		}
		$found = array();
		$stack = array( $parsed );
		while ( $stack ) {
			$block = array_pop( $stack );
			$name  = (string) ( $block['blockName'] ?? '' );
			if ( isset( self::$pending[ $name ] ) ) {
				$found[ $name ] = self::$pending[ $name ];
				unset( self::$pending[ $name ] );
			}
			foreach ( (array) ( $block['innerBlocks'] ?? array() ) as $inner ) {
				$stack[] = $inner;
			}
		}
		self::register_lean( $found );
		return $pre;
	}

	/**
	 * Registers blocks without their editor parts.
	 *
	 * @param array<string, string> $files Block name => metadata file.
	 */
	private static function register_lean( array $files ): void {
		if ( ! $files ) {
			return;
		}
		add_filter( 'block_type_metadata', array( self::class, 'without_editor_parts' ) );
		foreach ( $files as $file ) {
			register_block_type_from_metadata( $file );
		}
		remove_filter( 'block_type_metadata', array( self::class, 'without_editor_parts' ) );
	}

	/**
	 * Registers the blocks a build folder holds (`blocks/<name>/` and `blocks-manifest.php`).
	 *
	 * @param string $build The build folder.
	 * @return bool Whether there was a manifest.
	 */
	public static function register_collection( string $build ): bool {
		$manifest = $build . '/blocks-manifest.php';
		if ( ! is_readable( $manifest ) ) {
			return false;
		}
		wp_register_block_types_from_metadata_collection( $build . '/blocks', $manifest );
		return true;
	}

	/**
	 * `block_type_metadata` on a visitor's page: a block of ours without its editor script and
	 * style and its inserter example. Only the editors use them; registering the editor script
	 * reads its asset file and sets its translations, for each of the blocks, on every page.
	 *
	 * @param array<string, mixed> $metadata Block metadata.
	 * @return array<string, mixed>
	 */
	public static function without_editor_parts( $metadata ) {
		if ( ! is_array( $metadata ) || ! str_starts_with( (string) ( $metadata['name'] ?? '' ), 'vitrine/' ) ) {
			return $metadata;
		}
		unset( $metadata['editorScript'], $metadata['editorStyle'], $metadata['example'] );
		return $metadata;
	}

	/**
	 * Core sets the editor scripts' translations without a path, which looks in
	 * wp-content/languages/plugins/ only.
	 */
	public function set_editor_translations(): void {
		$manifest = Assets::build_dir() . '/blocks-manifest.php';
		$registry = \WP_Block_Type_Registry::get_instance();
		foreach ( (array) require $manifest as $metadata ) {
			$block = $registry->get_registered( (string) ( $metadata['name'] ?? '' ) );
			foreach ( null === $block ? array() : $block->editor_script_handles as $handle ) {
				wp_set_script_translations( $handle, I18n::TEXT_DOMAIN, I18n::languages_dir() );
			}
		}
	}
}
