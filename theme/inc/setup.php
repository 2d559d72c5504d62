<?php
/**
 * Theme supports, image sizes and menu locations.
 *
 * @package Vitrine
 */

declare( strict_types = 1 );

defined( 'ABSPATH' ) || exit;

/**
 * Registers what the theme supports.
 *
 * @since 0.1.0
 */
function vitrine_theme_setup(): void {
	// Strings use the `vitrine` text domain shared with the plugin, which loads the project's
	// translations (plugin/languages/); vitrine_theme_load_textdomain() covers the theme alone.

	add_theme_support( 'title-tag' );
	add_theme_support( 'automatic-feed-links' );
	add_theme_support( 'post-thumbnails' );
	add_theme_support( 'responsive-embeds' );
	add_theme_support( 'align-wide' );
	add_theme_support( 'wp-block-styles' );
	add_theme_support(
		'html5',
		array( 'search-form', 'comment-form', 'comment-list', 'gallery', 'caption', 'style', 'script', 'navigation-widgets' )
	);
	add_theme_support(
		'custom-logo',
		array(
			'height'      => 64,
			'width'       => 200,
			'flex-height' => true,
			'flex-width'  => true,
		)
	);
	// The theme places the like button itself (single posts and post cards), so the plugin
	// does not append it to the content.
	add_theme_support( 'vitrine-like-button' );
	// Its header has the "Log in" link, so the plugin adds none to the primary menu.
	add_theme_support( 'vitrine-account-link' );
	// single.php prints the related-posts slider in its own section.
	add_theme_support( 'vitrine-related-posts' );
	// single-vitrine_product.php prints the product page (gallery, summary, related products).
	add_theme_support( 'vitrine-shop' );
	// Its header places the cart link; no block to hook (docs/themes.md).
	add_theme_support( 'vitrine-cart-link' );

	// Image sizes: inc/images.php.

	register_nav_menus(
		array(
			'primary' => __( 'Primary menu', 'vitrine' ),
			'footer'  => __( 'Footer menu', 'vitrine' ),
		)
	);
}
add_action( 'after_setup_theme', 'vitrine_theme_setup' );

/**
 * Loads the translations `npm run package` copies into the theme's own `languages/` folder, so
 * the theme is translated without the plugin too (with it, both files hold the same strings
 * and WordPress merges them). A site's wp-content/languages/themes/ copy still wins.
 *
 * @since 0.2.0
 */
function vitrine_theme_load_textdomain(): void {
	load_theme_textdomain( 'vitrine', get_template_directory() . '/languages' );
}
add_action( 'init', 'vitrine_theme_load_textdomain' );

/**
 * The content width embeds and large images are scaled to.
 *
 * @since 0.1.0
 */
function vitrine_theme_content_width(): void {
	$GLOBALS['content_width'] = 720; // phpcs:ignore WordPress.WP.GlobalVariablesOverride.Prohibited -- WordPress reads this global.
}
add_action( 'after_setup_theme', 'vitrine_theme_content_width', 0 );

/**
 * Names the theme's image sizes in the editor's size picker.
 *
 * @since 0.1.0
 *
 * @param array<string, string> $sizes Size names keyed by slug.
 * @return array<string, string>
 */
function vitrine_theme_image_size_names( array $sizes ): array {
	$sizes['vitrine-card'] = __( 'Card (3:2)', 'vitrine' );
	$sizes['vitrine-hero'] = __( 'Hero (16:9)', 'vitrine' );
	return $sizes;
}
add_filter( 'image_size_names_choose', 'vitrine_theme_image_size_names' );

/**
 * A shorter, cleaner excerpt for cards.
 *
 * @since 0.1.0
 */
function vitrine_theme_excerpt_length(): int {
	return 24;
}
add_filter( 'excerpt_length', 'vitrine_theme_excerpt_length' );

/**
 * Ends trimmed excerpts with an ellipsis instead of "[&hellip;]".
 *
 * @since 0.1.0
 */
function vitrine_theme_excerpt_more(): string {
	return '&hellip;';
}
add_filter( 'excerpt_more', 'vitrine_theme_excerpt_more' );

/**
 * Archive titles without the "Category:" style prefix: the theme shows the kind of
 * archive in a separate eyebrow line.
 *
 * @since 0.1.0
 */
function vitrine_theme_archive_title_prefix(): string {
	return '';
}
add_filter( 'get_the_archive_title_prefix', 'vitrine_theme_archive_title_prefix' );

/**
 * Whether the current page shows its content at the wide width (shop pages and the widget
 * showcase hold tables, grids and forms rather than running text).
 *
 * @since 0.1.0
 */
function vitrine_theme_is_wide_page(): bool {
	if ( ! is_page() ) {
		return false;
	}
	$slug = (string) get_post_field( 'post_name', get_queried_object_id() );
	$wide = in_array( $slug, array( 'shop', 'cart', 'checkout', 'wishlist', 'widgets' ), true );
	/**
	 * Filters whether a page shows its content at the wide width.
	 *
	 * @since 0.1.0
	 *
	 * @param bool   $wide Whether the page is wide.
	 * @param string $slug The page's slug.
	 */
	return (bool) apply_filters( 'vitrine_theme_is_wide_page', $wide, $slug );
}

/*
 * Load each core block's stylesheet only on pages that use the block, instead of the whole
 * block library (≈15 KB gzipped) on every page.
 */
add_filter( 'should_load_separate_core_block_assets', '__return_true' );

/**
 * The theme's mark as the site's icon until the owner sets one (Settings → General → Site
 * Icon; core prints that one): browsers then never ask for /favicon.ico, which WordPress
 * answers with its own "W".
 */
function vitrine_theme_site_icon(): void {
	if ( has_site_icon() ) {
		return;
	}
	printf( '<link rel="icon" href="%s" type="image/svg+xml" sizes="any">' . "\n", esc_url( get_theme_file_uri( 'assets/images/site-icon.svg' ) ) );
}
add_action( 'wp_head', 'vitrine_theme_site_icon', 99 );
