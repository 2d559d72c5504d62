<?php
/**
 * Every block, registered from its metadata.
 *
 * @package Vitrine
 */

declare( strict_types = 1 );

namespace Vitrine\Blocks;

use Vitrine\Core\Assets;
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
	 * Registers every block of the manifest and points their editor scripts' translations at
	 * the plugin's own `languages/` folder.
	 */
	public function register_blocks(): void {
		if ( ! self::register_collection( Assets::build_dir() ) ) {
			return; // Not built yet.
		}
		// Only the editor loads the editor scripts: their translations wait for it.
		add_action( 'enqueue_block_editor_assets', array( $this, 'set_editor_translations' ), 0 );
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
