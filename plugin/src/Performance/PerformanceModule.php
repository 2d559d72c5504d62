<?php
/**
 * Front-end speed and search basics.
 *
 * @package Vitrine
 */

declare( strict_types = 1 );

namespace Vitrine\Performance;

use Vitrine\Core\Module;

defined( 'ABSPATH' ) || exit;

/**
 * Wires what makes pages fast on phones and complete for search engines: deferred core
 * scripts under our bundles, widget styles in the head, WebP image sizes, no emoji script, a
 * meta description.
 */
final class PerformanceModule implements Module {

	/**
	 * {@inheritDoc}
	 */
	public function register(): void {
		add_action( 'wp_enqueue_scripts', array( new ScriptStrategies(), 'defer_dependencies' ), 100 );
		$webp = new WebpImages();
		add_filter( 'image_editor_output_format', array( $webp, 'output_formats' ) );
		add_filter( 'wp_editor_set_quality', array( $webp, 'quality' ), 10, 2 );
		add_filter( 'wp_content_img_tag', array( new ContentImageCount(), 'count_lazy' ), 10, 2 );
		add_filter( 'wp_content_img_tag', array( new ExactImageSizes(), 'keep' ) );
		add_action( 'init', array( new EmojiRemoval(), 'remove' ) );
		add_action( 'after_setup_theme', array( new ImageSizes(), 'register' ) );
		add_action( 'wp_head', array( new MetaDescription(), 'print' ), 1 );
		// Before WordPress's own pass (priority 1), so core's budget is spent on core's styles;
		// again after the footer's widgets, just before the late styles print (priority 19).
		$inline = new InlineWidgetStyles();
		add_action( 'wp_head', array( $inline, 'inline' ), 0 );
		add_action( 'wp_footer', array( $inline, 'inline' ), 0 );
		add_action( 'wp_footer', array( $inline, 'inline' ), 18 );
		$late_styles = new LateStylesInHead();
		add_action( 'template_redirect', array( $late_styles, 'start' ), PHP_INT_MAX );
		// Just before WordPress prints them itself (wp_print_footer_scripts, priority 20).
		add_action( 'wp_footer', array( $late_styles, 'print_marked' ), 19 );
	}
}
