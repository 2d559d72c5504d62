<?php
/**
 * Builder popups.
 *
 * @package Vitrine
 */

declare( strict_types = 1 );

namespace Vitrine\Popups;

use Vitrine\Core\Assets;
use Vitrine\Core\I18n;
use Vitrine\Core\Module;
use const Vitrine\PLUGIN_FILE;

defined( 'ABSPATH' ) || exit;

/**
 * The Popup post type, its editor sidebar (conditions, timing rules, triggers) and the
 * printing of matching popups in each page's footer. The inline widget popup is its block
 * folder, src/blocks/widget-popup/, shortcode included.
 */
final class PopupsModule implements Module {

	public const EDITOR_SCRIPT = 'vitrine-editor-popup';

	/**
	 * {@inheritDoc}
	 */
	public function register(): void {
		add_action( 'init', array( PopupPostType::class, 'register' ) );
		PopupIndex::register();
		// Before wp_maybe_inline_styles() (wp_footer, 1), so the popup's style is printed inline too.
		add_action( 'wp_footer', array( PopupRenderer::class, 'print_popups' ), 0 );
		add_action( 'enqueue_block_editor_assets', array( $this, 'enqueue_sidebar' ) );
	}

	/**
	 * The sidebar panels, on popups only.
	 */
	public function enqueue_sidebar(): void {
		$screen = function_exists( 'get_current_screen' ) ? get_current_screen() : null;
		if ( ! $screen || PopupPostType::POST_TYPE !== $screen->post_type ) {
			return;
		}
		$asset = Assets::asset( 'editor-popup' );
		if ( ! $asset ) {
			return;
		}
		// The sidebar reaches core's editor and plugins packages through their globals.
		$deps = array_merge( $asset['dependencies'], array( 'wp-plugins', 'wp-editor' ) );
		wp_enqueue_script( self::EDITOR_SCRIPT, plugins_url( 'build/editor-popup.js', PLUGIN_FILE ), $deps, $asset['version'], true );
		wp_set_script_translations( self::EDITOR_SCRIPT, I18n::TEXT_DOMAIN, I18n::languages_dir() );
		// The timing rules' groups: a legend in the look of the sidebar's own small headings.
		wp_add_inline_style(
			'wp-components',
			'.vitrine-popup-rules{border:0;margin:0 0 24px;padding:0;min-width:0}'
			. '.vitrine-popup-rules__legend{padding:0;margin:0 0 12px;font-size:11px;font-weight:500;text-transform:uppercase}'
			. '.vitrine-popup-rules .components-toggle-control{margin-bottom:12px}'
		);
		// "Preview popup" shows the front end's dialog, so it needs the front end's look.
		if ( wp_style_is( 'vitrine-widget-popup', 'registered' ) ) {
			wp_enqueue_style( 'vitrine-widget-popup' );
		}
	}
}
