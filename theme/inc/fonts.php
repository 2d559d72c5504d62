<?php
/**
 * Web fonts.
 *
 * @package Vitrine
 */

declare( strict_types = 1 );

defined( 'ABSPATH' ) || exit;

/**
 * Both fonts' files, preloaded so the browser fetches them with the stylesheet instead of
 * when layout first finds text that uses them (theme.css declares both). Found late, the
 * heading font arrived after the first paint and its swap laid the whole page out again: on
 * /widgets/ a 20 ms task unthrottled, four times that on Lighthouse's phone.
 *
 * @since 0.1.0
 */
function vitrine_theme_preload_fonts(): void {
	foreach ( array( 'inter', 'fraunces' ) as $font ) {
		printf(
			"<link rel=\"preload\" href=\"%s\" as=\"font\" type=\"font/woff2\" crossorigin />\n",
			esc_url( get_template_directory_uri() . "/assets/fonts/{$font}-latin-wght-normal.woff2" )
		);
	}
}
add_action( 'wp_head', 'vitrine_theme_preload_fonts', 1 );
