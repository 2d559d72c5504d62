<?php
/**
 * Site-wide front-end settings.
 *
 * @package Vitrine
 */

declare( strict_types = 1 );

namespace Vitrine\Widgets;

use Vitrine\Core\ChunkScripts;

use const Vitrine\PLUGIN_FILE;
use const Vitrine\VERSION;

defined( 'ABSPATH' ) || exit;

/**
 * The `window.vitrineSettings` object. The same for every visitor, so pages stay cacheable:
 * anything per visitor (user, nonces, loved posts) comes from the session endpoint instead.
 */
final class Settings {

	/**
	 * Returns the settings.
	 *
	 * @return array<string, mixed>
	 */
	public static function get(): array {
		$settings = array(
			'ajaxUrl'  => admin_url( 'admin-ajax.php', 'relative' ),
			'restUrl'  => esc_url_raw( rest_url() ),
			'buildUrl' => plugins_url( 'build/', PLUGIN_FILE ),
			'version'  => VERSION,
		);
		// What the runtime needs to load core scripts on demand (ChunkScripts): the same on
		// every page, so that widgets arriving later (ajax HTML, a dialog) find React.
		$settings['coreScripts']  = (object) ChunkScripts::sources();
		$settings['chunkScripts'] = (object) ChunkScripts::by_chunk();

		/**
		 * Filters the site-wide settings handed to the front-end runtime.
		 *
		 * Never add per-visitor values here: the page may be served from a cache.
		 *
		 * @since 0.1.0
		 *
		 * @param array<string, mixed> $settings Settings.
		 */
		return (array) apply_filters( 'vitrine_frontend_settings', $settings );
	}
}
