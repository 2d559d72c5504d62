<?php
/**
 * Front-end speed and search basics.
 *
 * @package Vitrine
 */

declare( strict_types = 1 );

namespace Vitrine\Performance;

use Vitrine\Core\Module;

/**
 * Wires what makes pages fast on phones and complete for search engines: deferred core
 * scripts under our bundles, WebP image sizes, no emoji script, a meta description.
 */
final class PerformanceModule implements Module {

	/**
	 * {@inheritDoc}
	 */
	public function register(): void {
		add_action( 'wp_enqueue_scripts', array( new ScriptStrategies(), 'defer_dependencies' ), 100 );
		add_filter( 'image_editor_output_format', array( new WebpImages(), 'output_formats' ) );
		add_action( 'init', array( new EmojiRemoval(), 'remove' ) );
		add_action( 'wp_head', array( new MetaDescription(), 'print' ), 1 );
	}
}
