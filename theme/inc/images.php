<?php
/**
 * Responsive images: the crops the theme shows, each in a few widths of the same shape so
 * `srcset` can offer phones a smaller file, and the `sizes`/loading attributes per place.
 *
 * @package Vitrine
 */

declare( strict_types = 1 );

defined( 'ABSPATH' ) || exit;

/**
 * Registers the crops. WordPress only puts sizes of the same aspect ratio as the displayed
 * one into `srcset`, so every crop has smaller siblings of exactly its shape.
 *
 * @since 0.1.0
 */
function vitrine_theme_register_image_sizes(): void {
	// Wide hero of single posts and pages, and the featured card (16:9).
	add_image_size( 'vitrine-hero', 1600, 900, true );
	add_image_size( 'vitrine-hero-m', 1040, 585, true );
	add_image_size( 'vitrine-hero-s', 720, 405, true );
	// Post cards (3:2).
	add_image_size( 'vitrine-card', 768, 512, true );
	add_image_size( 'vitrine-card-s', 480, 320, true );
	// The front page's hero picture, shown nearly square (5:4 on phones, 1:1.05 on desktops).
	add_image_size( 'vitrine-square', 960, 960, true );
	add_image_size( 'vitrine-square-s', 720, 720, true );
	add_image_size( 'vitrine-square-xs', 480, 480, true );
}
add_action( 'after_setup_theme', 'vitrine_theme_register_image_sizes' );

/**
 * The `sizes` attribute for each place an image is shown: its rendered width at each
 * breakpoint of theme.css (containers leave a gutter of about 4vw on each side on phones).
 *
 * @since 0.1.0
 *
 * @param string $place `front-hero`, `entry-hero`, `card` or `featured-card`.
 */
function vitrine_theme_image_sizes( string $place ): string {
	$sizes = array(
		// Half of the 1200px container beside the hero text from 900px up; full width below.
		'front-hero'    => '(min-width: 1270px) 530px, (min-width: 900px) 42vw, 90vw',
		// .container--wide: 1040px at most.
		'entry-hero'    => '(min-width: 1110px) 1040px, 92vw',
		// Cards: three columns from 1000px, two from 640px, one below.
		'card'          => '(min-width: 1270px) 380px, (min-width: 1000px) 30vw, (min-width: 640px) 46vw, 92vw',
		// The featured card spans two of the three columns from 1000px.
		'featured-card' => '(min-width: 1270px) 780px, (min-width: 1000px) 62vw, (min-width: 640px) 46vw, 92vw',
	);
	return $sizes[ $place ] ?? '100vw';
}

/**
 * Loading attributes: the page's largest picture (its LCP element) loads at once and first,
 * every other one when it comes near the viewport.
 *
 * @since 0.1.0
 *
 * @param bool $is_lcp Whether the image is the page's main (largest, first seen) picture.
 * @return array{loading: string, fetchpriority?: string}
 */
function vitrine_theme_image_loading( bool $is_lcp ): array {
	if ( $is_lcp ) {
		/**
		 * Fires when the template is about to print the page's main picture, above the content.
		 *
		 * @since 0.1.0
		 */
		do_action( 'vitrine_theme_main_picture' );
		// WordPress keeps the threshold it read first in the request: have it read it again.
		wp_omit_loading_attr_threshold( true );
	}
	return $is_lcp
		? array(
			'loading'       => 'eager',
			'fetchpriority' => 'high',
		)
		: array( 'loading' => 'lazy' );
}

/**
 * Once the template has printed the page's main picture above the content, no picture in the
 * content is in the first screen: all of them load lazily. WordPress would keep the first three
 * eager (`wp_omit_loading_attr_threshold`), and a phone would fetch them, a slideshow's first
 * slide far down the page for one, at the same time as the main picture.
 *
 * @since 0.1.0
 *
 * @param int $threshold How many content images WordPress leaves eager.
 */
function vitrine_theme_content_images_threshold( int $threshold ): int {
	return did_action( 'vitrine_theme_main_picture' ) ? 0 : $threshold;
}
add_filter( 'wp_omit_loading_attr_threshold', 'vitrine_theme_content_images_threshold' );
