<?php
/**
 * Fallback template.
 *
 * @package Vitrine
 */

get_header();
while ( have_posts() ) :
	the_post();
	the_title( '<h2>', '</h2>' );
	if ( function_exists( 'vitrine_like_button' ) ) {
		echo vitrine_like_button(); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- escaped by the plugin.
	}
endwhile;
get_footer();
