<?php
/**
 * Script and style registration from the webpack build.
 *
 * @package Vitrine
 */

declare( strict_types = 1 );

namespace Vitrine\Core;

use Vitrine\Performance\ScriptStrategies;

use const Vitrine\PLUGIN_FILE;

defined( 'ABSPATH' ) || exit;

/**
 * Registers the built bundles with the dependencies and versions that
 * `@wordpress/dependency-extraction-webpack-plugin` wrote into each `*.asset.php`.
 */
final class Assets implements Module {

	public const RUNTIME = 'vitrine-runtime';

	/**
	 * Styles built on a shared one, which WordPress then loads first: the pages with notices
	 * use the one notice (src/widgets/notice/style.css), the wishlist the one quantity stepper
	 * (src/widgets/quantity/style.css), the pages with forms the server may refuse the one error
	 * summary (src/widgets/error-summary/style.css), the cart and the checkout what their pages
	 * share (src/widgets/commerce/style.css).
	 *
	 * @var array<string, list<string>>
	 */
	private const STYLE_DEPENDENCIES = array(
		'vitrine-widget-cart'       => array( 'vitrine-widget-commerce', 'vitrine-widget-notice' ),
		'vitrine-widget-checkout'   => array( 'vitrine-widget-commerce', 'vitrine-widget-error-summary' ),
		'vitrine-widget-my-account' => array( 'vitrine-widget-notice', 'vitrine-widget-error-summary' ),
		'vitrine-widget-wishlist'   => array( 'vitrine-widget-notice', 'vitrine-widget-quantity' ),
	);
	public const THEME               = 'vitrine-theme';

	/**
	 * {@inheritDoc}
	 */
	public function register(): void {
		add_action( 'init', array( $this, 'register_assets' ) );
	}

	/**
	 * Registers the runtime, the theme behaviours and one style per widget or block that has one.
	 */
	public function register_assets(): void {
		$this->register_script( self::RUNTIME, 'runtime' );
		$this->register_script( self::THEME, 'theme' );

		// Widget and block styles build as `style-widget-<name>.css` / `style-block-<name>.css`
		// (plus an `-rtl` twin) from `widget-<name>` / `block-<name>` entries. This runs on every
		// request, so the build lists them with their versions in one file (`styles.php`), and
		// the folder's URL is worked out once, not per style.
		$url = plugins_url( 'build/', PLUGIN_FILE );
		$rtl = is_rtl() ? '-rtl' : '';
		foreach ( self::styles() as $entry => $version ) {
			$this->register_style( 'vitrine-' . $entry, $url, 'style-' . $entry, (string) $version, $rtl );
		}
		foreach ( self::STYLE_DEPENDENCIES as $handle => $dependencies ) {
			$style = wp_styles()->query( $handle, 'registered' );
			if ( $style instanceof \_WP_Dependency ) {
				$style->deps = array_values( array_unique( array_merge( $style->deps, $dependencies ) ) );
			}
		}
	}

	/**
	 * Absolute path of the build folder.
	 */
	public static function build_dir(): string {
		return dirname( PLUGIN_FILE ) . '/build';
	}

	/**
	 * The widget and block styles the build wrote, keyed by entry, with their versions.
	 *
	 * @return array<string, string> Empty when the bundles were not built.
	 */
	private static function styles(): array {
		$file = self::build_dir() . '/styles.php';
		return is_readable( $file ) ? (array) require $file : array();
	}

	/**
	 * Reads an entry's asset file.
	 *
	 * @param string $entry Entry name, e.g. `runtime`.
	 * @return array{dependencies: list<string>, version: string}|null Null when the bundle was not built.
	 */
	public static function asset( string $entry ): ?array {
		$file = self::build_dir() . '/' . $entry . '.asset.php';
		if ( ! is_readable( $file ) ) {
			return null;
		}
		$asset = require $file;
		return array(
			'dependencies' => array_values( (array) ( $asset['dependencies'] ?? array() ) ),
			'version'      => (string) ( $asset['version'] ?? '' ),
		);
	}

	/**
	 * Registers one script entry with its translations.
	 *
	 * @param string $handle Script handle.
	 * @param string $entry  Entry name in the build folder.
	 */
	private function register_script( string $handle, string $entry ): void {
		$asset = self::asset( $entry );
		if ( null === $asset ) {
			return;
		}
		$dependencies = $asset['dependencies'];
		if ( self::RUNTIME === $handle && null !== ChunkScripts::for_runtime() ) {
			// The asset file lists what any widget could need; each page adds what its widgets
			// need (WidgetRenderer::enqueue) and the runtime loads the rest on demand.
			$dependencies = ChunkScripts::for_runtime();
			if ( 'en_US' !== determine_locale() ) {
				// So that chunks loaded later find their translations in place.
				$dependencies[] = 'wp-i18n';
			}
		}
		wp_register_script(
			$handle,
			plugins_url( 'build/' . $entry . '.js', PLUGIN_FILE ),
			$dependencies,
			$asset['version'],
			array(
				'in_footer' => true,
				'strategy'  => 'defer',
			)
		);
		// Translations make wp-i18n a dependency: only for bundles that translate anything.
		if ( in_array( 'wp-i18n', $dependencies, true ) ) {
			wp_set_script_translations( $handle, I18n::TEXT_DOMAIN, I18n::languages_dir() );
		}
	}

	/**
	 * Adds core scripts the runtime needs on this page (those of the widgets rendered).
	 *
	 * @param list<string> $handles Script handles.
	 */
	public static function add_runtime_dependencies( array $handles ): void {
		$runtime = wp_scripts()->query( self::RUNTIME, 'registered' );
		if ( ! $runtime instanceof \_WP_Dependency ) {
			return;
		}
		// Scripts WordPress cannot defer (an inline script runs after them: wp-i18n, api-fetch)
		// would block the page's rendering; the runtime loads those on demand instead.
		$handles = array_filter( array_diff( $handles, $runtime->deps ), array( self::class, 'can_defer' ) );
		if ( array() === $handles ) {
			return;
		}
		$runtime->deps = array_values( array_unique( array_merge( $runtime->deps, $handles ) ) );
		if ( in_array( 'wp-i18n', $handles, true ) ) {
			wp_set_script_translations( self::RUNTIME, I18n::TEXT_DOMAIN, I18n::languages_dir() );
		}
	}

	/**
	 * Whether WordPress can print a script and what it depends on deferred.
	 *
	 * @param string $handle Script handle.
	 */
	private static function can_defer( string $handle ): bool {
		$scripts = wp_scripts();
		foreach ( array_merge( array( $handle ), ( new ScriptStrategies() )->dependencies( array( $handle ) ) ) as $script ) {
			if ( ! empty( $scripts->get_data( $script, 'after' ) ) ) {
				return false;
			}
		}
		return true;
	}

	/**
	 * Registers one style entry.
	 *
	 * @param string $handle  Style handle.
	 * @param string $url     URL of the build folder, with a trailing slash.
	 * @param string $file    CSS file name in the build folder, without extension.
	 * @param string $version The entry's version (from its asset file).
	 * @param string $rtl     `-rtl` when the site's language is written right to left.
	 */
	private function register_style( string $handle, string $url, string $file, string $version, string $rtl ): void {
		wp_register_style( $handle, $url . $file . '.css', array(), $version );
		wp_style_add_data( $handle, 'rtl', 'replace' );
		// With a path, our styles are printed inline (Performance\InlineWidgetStyles): widget
		// styles are enqueued while the page renders, so as links they would arrive late, in
		// the body, and hold up the first paint.
		wp_style_add_data( $handle, 'path', self::build_dir() . '/' . $file . $rtl . '.css' );
	}
}
