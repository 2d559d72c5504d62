<?php
/**
 * Styles and scripts.
 *
 * @package Vitrine
 */

declare( strict_types = 1 );

defined( 'ABSPATH' ) || exit;

/**
 * Enqueues the theme stylesheet and the theme behaviours.
 *
 * The behaviours bundle (`vitrine-theme`) is built and registered by the plugin at `init`;
 * without it the theme still works: dropdowns open on hover and focus, the mobile menu
 * shows as a plain list, the loader is not shown.
 *
 * @since 0.1.0
 */
function vitrine_theme_enqueue_assets(): void {
	$css  = '/assets/css/theme.css';
	$path = get_template_directory() . $css;
	wp_enqueue_style(
		'vitrine-theme',
		get_template_directory_uri() . $css,
		array(),
		is_readable( $path ) ? (string) filemtime( $path ) : (string) wp_get_theme()->get( 'Version' )
	);

	if ( wp_script_is( 'vitrine-theme', 'registered' ) ) {
		wp_enqueue_script( 'vitrine-theme' );
	}

	if ( is_singular() && comments_open() && get_option( 'thread_comments' ) ) {
		wp_enqueue_script( 'comment-reply' );
	}
}
add_action( 'wp_enqueue_scripts', 'vitrine_theme_enqueue_assets', 20 );

/**
 * Swaps the `no-js` class on `<html>` for `js` before the first paint, but only when the
 * behaviours bundle is on the page: the mobile menu toggle and the loader rely on it.
 *
 * @since 0.1.0
 */
function vitrine_theme_js_class(): void {
	if ( wp_script_is( 'vitrine-theme', 'enqueued' ) ) {
		wp_print_inline_script_tag( "document.documentElement.classList.replace('no-js','js');" );
	}
}
add_action( 'wp_head', 'vitrine_theme_js_class', 2 );

/**
 * Lets WordPress print core's block styles inline up to 150 KB a page instead of 20 KB: a
 * stylesheet left as a `<link>` is a request the first paint waits for, and this theme's pages
 * (the front page, /widgets/) use more core blocks than 20 KB covers. The plugin inlines its
 * own widget styles within a budget of its own (Vitrine\Performance\InlineWidgetStyles).
 *
 * @since 0.1.0
 *
 * @param int $limit Bytes WordPress inlines per pass (head, footer).
 */
function vitrine_theme_inline_styles_limit( $limit ): int {
	return max( (int) $limit, 150000 );
}
add_filter( 'styles_inline_size_limit', 'vitrine_theme_inline_styles_limit' );
