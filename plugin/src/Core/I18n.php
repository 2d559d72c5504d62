<?php
/**
 * Translations.
 *
 * @package Vitrine
 */

declare( strict_types = 1 );

namespace Vitrine\Core;

use const Vitrine\PLUGIN_FILE;

defined( 'ABSPATH' ) || exit;

/**
 * Loads the `vitrine` text domain for PHP and points script translations at the same folder.
 */
final class I18n implements Module {

	public const TEXT_DOMAIN = 'vitrine';

	/**
	 * {@inheritDoc}
	 */
	public function register(): void {
		add_action( 'init', array( $this, 'load_textdomain' ), 0 );
	}

	/**
	 * Where the .mo and script .json files live: the plugin's own `languages/` folder, which
	 * `npm run i18n` writes and `npm run package` ships.
	 */
	public static function languages_dir(): string {
		return dirname( PLUGIN_FILE ) . '/languages';
	}

	/**
	 * Loads the PHP translations (a site's own wp-content/languages copy wins, as in core).
	 */
	public function load_textdomain(): void {
		$locale = determine_locale();
		$mofile = self::languages_dir() . '/vitrine-' . $locale . '.mo';
		if ( is_readable( $mofile ) ) {
			load_textdomain( self::TEXT_DOMAIN, $mofile, $locale );
		}
	}
}
