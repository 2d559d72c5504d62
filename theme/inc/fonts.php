<?php
/**
 * Web fonts.
 *
 * @package Vitrine
 */

declare( strict_types = 1 );

/**
 * The text font's file, preloaded so the browser fetches it with the stylesheet instead of
 * after it (theme.css declares both fonts).
 *
 * @since 0.1.0
 */
function vitrine_theme_preload_fonts(): void {
	printf(
		"<link rel=\"preload\" href=\"%s\" as=\"font\" type=\"font/woff2\" crossorigin />\n",
		esc_url( get_template_directory_uri() . '/assets/fonts/inter-latin-wght-normal.woff2' )
	);
}
add_action( 'wp_head', 'vitrine_theme_preload_fonts', 1 );
