<?php
/**
 * No emoji script.
 *
 * @package Vitrine
 */

declare( strict_types = 1 );

namespace Vitrine\Performance;

defined( 'ABSPATH' ) || exit;

/**
 * Removes core's emoji detection script and styles. Every browser in use draws emoji itself;
 * the script (≈6 KB inline on every page) only swapped them for images from a third-party
 * CDN on very old systems.
 */
final class EmojiRemoval {

	/**
	 * Unhooks the emoji script, styles and the image swap in feeds and mail.
	 */
	public function remove(): void {
		/**
		 * Filters whether core's emoji script and styles are removed.
		 *
		 * @since 0.1.0
		 *
		 * @param bool $remove Whether to remove them. Default true.
		 */
		if ( ! apply_filters( 'vitrine_remove_emoji', true ) ) {
			return;
		}
		remove_action( 'wp_head', 'print_emoji_detection_script', 7 );
		remove_action( 'admin_print_scripts', 'print_emoji_detection_script' );
		remove_action( 'embed_head', 'print_emoji_detection_script' );
		remove_action( 'wp_enqueue_scripts', 'wp_enqueue_emoji_styles' );
		remove_action( 'admin_enqueue_scripts', 'wp_enqueue_emoji_styles' );
		remove_action( 'wp_print_styles', 'print_emoji_styles' );
		remove_action( 'admin_print_styles', 'print_emoji_styles' );
		remove_filter( 'the_content_feed', 'wp_staticize_emoji' );
		remove_filter( 'comment_text_rss', 'wp_staticize_emoji' );
		remove_filter( 'wp_mail', 'wp_staticize_emoji_for_email' );
		add_filter( 'emoji_svg_url', '__return_false' );
	}
}
