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
		$lean = self::is_front_end_request();
		if ( $lean ) {
			add_filter( 'block_type_metadata', array( self::class, 'without_editor_parts' ) );
		}
		$registered = self::register_collection( Assets::build_dir() );
		if ( $lean ) {
			remove_filter( 'block_type_metadata', array( self::class, 'without_editor_parts' ) );
		}
		if ( ! $registered ) {
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
	 * Whether the request is a visitor's page: not the admin (the editors, admin-ajax), not
	 * the REST API (the editors' block renderer and block types), not the command line (WP-CLI,
	 * cron, the tests). Read on `init`, before WordPress has parsed the request, so the REST API
	 * is told by its address.
	 *
	 * @param string $sapi The PHP interface serving the request.
	 */
	public static function is_front_end_request( string $sapi = PHP_SAPI ): bool {
		if ( 'cli' === $sapi || is_admin() || ( defined( 'REST_REQUEST' ) && REST_REQUEST ) ) {
			return false;
		}
		// phpcs:ignore WordPress.Security.NonceVerification.Recommended -- only tells the REST API apart.
		if ( isset( $_GET['rest_route'] ) ) {
			return false;
		}
		$uri  = isset( $_SERVER['REQUEST_URI'] ) ? sanitize_url( wp_unslash( $_SERVER['REQUEST_URI'] ) ) : '';
		$path = (string) wp_parse_url( $uri, PHP_URL_PATH );
		return ! str_contains( $path, '/' . rest_get_url_prefix() . '/' ) && ! str_ends_with( $path, '/' . rest_get_url_prefix() );
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
