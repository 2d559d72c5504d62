<?php
/**
 * Template tags: small presentation helpers the templates share.
 *
 * @package Vitrine
 */

declare( strict_types = 1 );

defined( 'ABSPATH' ) || exit;

/**
 * Returns an inline SVG icon (decorative: hidden from assistive technology).
 *
 * @since 0.1.0
 *
 * @param string $name Icon name.
 * @param int    $size Width and height in pixels.
 */
function vitrine_theme_icon( string $name, int $size = 20 ): string {
	static $paths = array(
		'chevron-down' => '<path d="m6 9 6 6 6-6"/>',
		'menu'         => '<path d="M4 7h16M4 12h16M4 17h16"/>',
		'close'        => '<path d="M6 6l12 12M18 6 6 18"/>',
		'arrow-up'     => '<path d="M12 19V5M5 12l7-7 7 7"/>',
		'arrow-right'  => '<path d="M5 12h14M13 6l6 6-6 6"/>',
		'arrow-left'   => '<path d="M19 12H5M11 18l-6-6 6-6"/>',
		'search'       => '<circle cx="11" cy="11" r="7"/><path d="m20 20-3.5-3.5"/>',
		'clock'        => '<circle cx="12" cy="12" r="9"/><path d="M12 7v5l3 2"/>',
		'leaf'         => '<path d="M5 19c0-8 5-14 15-14 0 10-6 15-14 15"/><path d="M5 19 13 11"/>',
		'truck'        => '<path d="M3 6h11v10H3zM14 10h4l3 3v3h-7"/><circle cx="7" cy="17.5" r="1.8"/><circle cx="17" cy="17.5" r="1.8"/>',
		'shield'       => '<path d="M12 3 5 6v5c0 4.5 3 8.3 7 10 4-1.7 7-5.5 7-10V6z"/><path d="m9 12 2 2 4-4"/>',
		'chat'         => '<path d="M4 5h16v11H9l-5 4z"/><path d="M8 9.5h8M8 12.5h5"/>',
		'mail'         => '<rect x="3" y="5" width="18" height="14" rx="2"/><path d="m4 7 8 6 8-6"/>',
		'bag'          => '<path d="M5 8h14l-1 12H6z"/><path d="M9 8V6a3 3 0 0 1 6 0v2"/>',
	);
	if ( ! isset( $paths[ $name ] ) ) {
		return '';
	}
	return sprintf(
		'<svg class="icon icon-%1$s" width="%2$d" height="%2$d" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="1.8" stroke-linecap="round" stroke-linejoin="round" aria-hidden="true" focusable="false">%3$s</svg>',
		esc_attr( $name ),
		$size,
		$paths[ $name ]
	);
}

/**
 * Estimated reading time of a post, in minutes (at least one).
 *
 * @since 0.1.0
 *
 * @param int|WP_Post|null $post Post.
 */
function vitrine_theme_reading_time( int|WP_Post|null $post = null ): int {
	$post = get_post( $post );
	if ( ! $post instanceof WP_Post ) {
		return 1;
	}
	$words = str_word_count( wp_strip_all_tags( strip_shortcodes( $post->post_content ) ) );
	return max( 1, (int) ceil( $words / 220 ) );
}

/**
 * Up to two initials of a name, for the author badge (no third-party avatar request).
 *
 * @since 0.1.0
 *
 * @param string $name A display name.
 */
function vitrine_theme_initials( string $name ): string {
	$initials = '';
	$words    = preg_split( '/\s+/u', trim( $name ) );
	foreach ( array_slice( is_array( $words ) ? $words : array(), 0, 2 ) as $word ) {
		$initials .= mb_strtoupper( mb_substr( $word, 0, 1 ) );
	}
	return $initials;
}

/**
 * The post's first category, or null.
 *
 * @since 0.1.0
 *
 * @param int|WP_Post|null $post Post.
 */
function vitrine_theme_primary_category( int|WP_Post|null $post = null ): ?WP_Term {
	$categories = get_the_category( get_post( $post )->ID ?? 0 );
	foreach ( $categories as $category ) {
		if ( 'uncategorized' !== $category->slug ) {
			return $category;
		}
	}
	return $categories[0] ?? null;
}

/**
 * Prints the like button the plugin provides, when the plugin is active.
 *
 * @since 0.1.0
 *
 * @param int|WP_Post|null $post Post.
 */
function vitrine_theme_like_button( int|WP_Post|null $post = null ): void {
	if ( function_exists( 'vitrine_like_button' ) ) {
		echo vitrine_like_button( get_post( $post ) ); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- The plugin returns escaped markup.
	}
}

/**
 * The URL of a page by slug, or a path under the home URL when the page does not exist.
 *
 * @since 0.1.0
 *
 * @param string $slug Page slug, e.g. `shop`.
 */
function vitrine_theme_page_url( string $slug ): string {
	$page = get_page_by_path( $slug );
	if ( $page instanceof WP_Post && 'publish' === $page->post_status ) {
		return (string) get_permalink( $page );
	}
	return home_url( '/' . $slug . '/' );
}

/**
 * The URL of the posts index (the blog page, or the front page when it lists posts).
 *
 * @since 0.1.0
 */
function vitrine_theme_blog_url(): string {
	$blog = (int) get_option( 'page_for_posts' );
	if ( 'page' === get_option( 'show_on_front' ) && $blog ) {
		return (string) get_permalink( $blog );
	}
	return 'page' === get_option( 'show_on_front' ) ? vitrine_theme_page_url( 'blog' ) : home_url( '/' );
}

/**
 * Prints the numbered pagination of a listing.
 *
 * @since 0.1.0
 */
function vitrine_theme_pagination(): void {
	the_posts_pagination(
		array(
			'mid_size'           => 1,
			'prev_text'          => vitrine_theme_icon( 'arrow-left', 18 ) . '<span class="nav-prev-text">' . esc_html__( 'Newer', 'vitrine' ) . '</span>',
			'next_text'          => '<span class="nav-next-text">' . esc_html__( 'Older', 'vitrine' ) . '</span>' . vitrine_theme_icon( 'arrow-right', 18 ),
			'before_page_number' => '<span class="screen-reader-text">' . esc_html__( 'Page', 'vitrine' ) . ' </span>',
			'class'              => 'pagination',
			'aria_label'         => __( 'Posts', 'vitrine' ),
		)
	);
}
