<?php
/**
 * Navigation menus: submenu toggle buttons and the fallback when no menu is assigned.
 *
 * @package Vitrine
 */

declare( strict_types = 1 );

defined( 'ABSPATH' ) || exit;

/**
 * Adds a real `<button>` after every primary-menu item that has a submenu. The behaviours
 * bundle uses it to open the submenu by click or keyboard (and on touch screens); without
 * JavaScript it is hidden and submenus open on hover and focus.
 *
 * @since 0.1.0
 *
 * @param string   $item_output The menu item's HTML.
 * @param object   $item        Menu item (a post decorated by wp_setup_nav_menu_item()).
 * @param int      $depth       Depth of the item.
 * @param stdClass $args        wp_nav_menu() arguments.
 */
function vitrine_theme_submenu_toggle( $item_output, $item, $depth, $args ): string {
	$item_output = (string) $item_output;
	if ( ! isset( $args->theme_location ) || 'primary' !== $args->theme_location ) {
		return $item_output;
	}
	if ( ! in_array( 'menu-item-has-children', (array) $item->classes, true ) ) {
		return $item_output;
	}
	return $item_output . vitrine_theme_submenu_toggle_button( (string) $item->title );
}
add_filter( 'walker_nav_menu_start_el', 'vitrine_theme_submenu_toggle', 10, 4 );

/**
 * The submenu toggle's markup.
 *
 * @since 0.1.0
 *
 * @param string $title The parent item's title.
 */
function vitrine_theme_submenu_toggle_button( string $title ): string {
	return sprintf(
		'<button type="button" class="submenu-toggle" aria-expanded="false"><span class="screen-reader-text">%s</span>%s</button>',
		esc_html(
			sprintf(
				/* translators: %s: title of the menu item that has a submenu. */
				__( 'Show submenu for %s', 'vitrine' ),
				wp_strip_all_tags( $title )
			)
		),
		vitrine_theme_icon( 'chevron-down' )
	);
}

/**
 * Marks the current menu item for assistive technology.
 *
 * @since 0.1.0
 *
 * @param array<string, string> $atts Link attributes.
 * @param object                $item Menu item (a post decorated by wp_setup_nav_menu_item()).
 * @return array<string, string>
 */
function vitrine_theme_menu_link_atts( $atts, $item ): array {
	$atts = (array) $atts;
	if ( in_array( 'current-menu-item', (array) $item->classes, true ) ) {
		$atts['aria-current'] = 'page';
	}
	return $atts;
}
add_filter( 'nav_menu_link_attributes', 'vitrine_theme_menu_link_atts', 10, 2 );

/**
 * Primary menu fallback when no menu is assigned: the front page and the first top-level
 * pages, with the same markup as a real menu so it is styled the same.
 *
 * @since 0.1.0
 *
 * @param array<string, mixed> $args wp_nav_menu() arguments.
 */
function vitrine_theme_primary_menu_fallback( $args = array() ): void {
	$args     = (array) $args;
	$front_id = (int) get_option( 'page_on_front' );
	$exclude  = $front_id ? array( $front_id ) : array();
	// Transactional pages are reached from the shop, not from the main navigation.
	foreach ( array( 'home', 'cart', 'checkout' ) as $slug ) {
		$page = get_page_by_path( $slug );
		if ( $page instanceof WP_Post ) {
			$exclude[] = $page->ID;
		}
	}
	$current_id = is_page() ? (int) get_queried_object_id() : 0;
	$items      = array(
		array(
			'url'     => home_url( '/' ),
			'title'   => __( 'Home', 'vitrine' ),
			'current' => is_front_page(),
		),
	);

	$pages = get_pages(
		array(
			'parent'      => 0,
			'sort_column' => 'menu_order,post_title',
			'exclude'     => $exclude,
			'number'      => 5,
		)
	);
	foreach ( $pages as $page ) {
		$items[] = array(
			'url'     => (string) get_permalink( $page ),
			'title'   => get_the_title( $page ),
			'current' => $current_id === $page->ID || ( is_home() && (int) get_option( 'page_for_posts' ) === $page->ID ),
		);
	}

	$class = isset( $args['menu_class'] ) ? (string) $args['menu_class'] : 'menu';
	echo '<ul class="' . esc_attr( $class ) . '">';
	foreach ( $items as $item ) {
		$url   = esc_url( $item['url'] );
		$title = esc_html( wp_strip_all_tags( $item['title'] ) );
		if ( $item['current'] ) {
			printf( '<li class="menu-item current-menu-item"><a href="%1$s" aria-current="page">%2$s</a></li>', $url, $title ); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- Escaped just above.
		} else {
			printf( '<li class="menu-item"><a href="%1$s">%2$s</a></li>', $url, $title ); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- Escaped just above.
		}
	}
	echo '</ul>';
}

/**
 * Footer menu fallback: a few useful links.
 *
 * @since 0.1.0
 *
 * @param array<string, mixed> $args wp_nav_menu() arguments.
 */
function vitrine_theme_footer_menu_fallback( $args = array() ): void {
	$args  = (array) $args;
	$links = array();
	foreach ( array( 'blog', 'shop', 'wishlist', 'contact' ) as $slug ) {
		$page = get_page_by_path( $slug );
		if ( $page instanceof WP_Post && 'publish' === $page->post_status ) {
			$links[] = array( (string) get_permalink( $page ), get_the_title( $page ) );
		}
	}
	if ( ! $links ) {
		$links[] = array( home_url( '/' ), __( 'Home', 'vitrine' ) );
	}
	$class = isset( $args['menu_class'] ) ? (string) $args['menu_class'] : 'menu';
	echo '<ul class="' . esc_attr( $class ) . '">';
	foreach ( $links as $link ) {
		printf( '<li class="menu-item"><a href="%1$s">%2$s</a></li>', esc_url( $link[0] ), esc_html( wp_strip_all_tags( $link[1] ) ) );
	}
	echo '</ul>';
}
