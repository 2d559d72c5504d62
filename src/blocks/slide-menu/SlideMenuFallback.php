<?php
/**
 * What a slide menu shows when its menu location has no menu.
 *
 * @package Vitrine
 */

declare( strict_types = 1 );

namespace Vitrine\Interactive;

defined( 'ABSPATH' ) || exit;

/**
 * The links the theme's own navigation shows where no menu is assigned, so a slide menu placed
 * for the `primary` location is not empty under a theme without that location (every block
 * theme). Under a block theme it follows the Navigation block's fallback
 * (`WP_Navigation_Fallback`): the most recently published navigation menu (`wp_navigation`),
 * else the classic menu core would convert (slug `primary`, else the newest), else the
 * published pages. Under a classic theme it is the page list `wp_nav_menu()` falls back to
 * (`wp_page_menu()`). Nothing is created on the way: core's fallback inserts a `wp_navigation`
 * post when there is none, a write a page view should not make.
 */
final class SlideMenuFallback {

	/** The most pages a page list shows (core's Page List block has no limit). */
	private const PAGE_LIMIT = 100;

	/** Levels at most: a menu nested deeper is cut there (and a cycle cannot loop). */
	private const DEPTH = 6;

	/**
	 * The fallback's items as the slide menu's tree.
	 *
	 * @return list<array{label: string, url: string, children: list<mixed>}>
	 */
	public static function tree(): array {
		if ( wp_is_block_theme() ) {
			$tree = self::navigation_tree();
			if ( ! $tree ) {
				$menu = self::classic_menu();
				$tree = null === $menu ? array() : SlideMenu::menu_tree( $menu );
			}
			if ( $tree ) {
				return $tree;
			}
		}
		return self::page_tree();
	}

	/**
	 * The newest published navigation menu's links, as core's Navigation block finds it
	 * (`WP_Navigation_Fallback::get_most_recently_published_navigation()`, a query on the
	 * posts table's type, status and date index).
	 *
	 * @return list<array{label: string, url: string, children: list<mixed>}>
	 */
	private static function navigation_tree(): array {
		$posts = get_posts(
			array(
				'post_type'              => 'wp_navigation',
				'post_status'            => 'publish',
				'numberposts'            => 1,
				'orderby'                => 'date',
				'order'                  => 'DESC',
				'no_found_rows'          => true,
				'update_post_meta_cache' => false,
				'update_post_term_cache' => false,
			)
		);
		$post  = $posts[0] ?? null;
		return $post instanceof \WP_Post ? self::blocks_tree( parse_blocks( $post->post_content ) ) : array();
	}

	/**
	 * Navigation blocks as items: links, submenus, the home link and page lists; other blocks
	 * (search, social icons, spacers) have no place in a list of links.
	 *
	 * @param array<int, array<string, mixed>> $blocks Parsed blocks.
	 * @param int                              $depth  Levels left.
	 * @return list<array{label: string, url: string, children: list<mixed>}>
	 */
	private static function blocks_tree( array $blocks, int $depth = self::DEPTH ): array {
		if ( $depth <= 0 ) {
			return array();
		}
		$tree = array();
		foreach ( $blocks as $block ) {
			$name       = (string) ( $block['blockName'] ?? '' );
			$attributes = (array) ( $block['attrs'] ?? array() );
			if ( 'core/page-list' === $name ) {
				array_push( $tree, ...self::page_tree( (int) ( $attributes['parentPageID'] ?? 0 ), $depth ) );
				continue;
			}
			if ( 'core/home-link' === $name ) {
				$label  = wp_strip_all_tags( (string) ( $attributes['label'] ?? '' ) );
				$tree[] = array(
					'label'    => '' === $label ? __( 'Home', 'vitrine' ) : $label,
					'url'      => home_url( '/' ),
					'children' => array(),
				);
				continue;
			}
			if ( ! in_array( $name, array( 'core/navigation-link', 'core/navigation-submenu' ), true ) ) {
				continue;
			}
			$url = self::link_url( $attributes );
			if ( null === $url ) {
				continue;
			}
			/** @var array<int, array<string, mixed>> $inner */
			$inner  = (array) ( $block['innerBlocks'] ?? array() );
			$tree[] = array(
				'label'    => wp_strip_all_tags( (string) ( $attributes['label'] ?? '' ) ),
				'url'      => $url,
				'children' => self::blocks_tree( $inner, $depth - 1 ),
			);
		}
		return $tree;
	}

	/**
	 * A navigation link's address; null for a link to a post that is no longer published,
	 * which core's Navigation Link block does not print either.
	 *
	 * @param array<mixed> $attributes The link block's attributes.
	 */
	private static function link_url( array $attributes ): ?string {
		$id = (int) ( $attributes['id'] ?? 0 );
		if ( $id > 0 && 'post-type' === ( $attributes['kind'] ?? '' ) ) {
			$post = get_post( $id );
			if ( ! $post || 'publish' !== $post->post_status ) {
				return null;
			}
		}
		return esc_url_raw( (string) ( $attributes['url'] ?? '' ) );
	}

	/**
	 * The classic menu core's Navigation block would convert when there is no navigation menu:
	 * the one whose slug is `primary`, else the newest (the menu at the `primary` location was
	 * looked for already).
	 */
	private static function classic_menu(): ?\WP_Term {
		$menus = wp_get_nav_menus();
		if ( ! $menus ) {
			return null;
		}
		foreach ( $menus as $menu ) {
			if ( 'primary' === $menu->slug ) {
				return $menu;
			}
		}
		usort( $menus, static fn( \WP_Term $a, \WP_Term $b ): int => $b->term_id <=> $a->term_id );
		return $menus[0];
	}

	/**
	 * The published pages under a page (0: all), in the admin's order, nested as they are.
	 *
	 * @param int $parent The page whose descendants are listed; 0 for every page.
	 * @param int $depth  Levels at most.
	 * @return list<array{label: string, url: string, children: list<mixed>}>
	 */
	private static function page_tree( int $parent = 0, int $depth = self::DEPTH ): array {
		$pages    = get_pages(
			array(
				'sort_column'  => 'menu_order,post_title',
				'hierarchical' => false,
				'child_of'     => $parent,
				'number'       => self::PAGE_LIMIT,
			)
		);
		$children = array();
		foreach ( $pages ? $pages : array() as $page ) {
			$children[ (int) $page->post_parent ][] = $page;
		}
		return self::pages_under( $children, $parent, $depth );
	}

	/**
	 * One level of the page tree.
	 *
	 * @param array<int, list<\WP_Post>> $children Pages by parent id.
	 * @param int                        $parent   Parent page id.
	 * @param int                        $depth    Levels left.
	 * @return list<array{label: string, url: string, children: list<mixed>}>
	 */
	private static function pages_under( array $children, int $parent, int $depth ): array {
		if ( $depth <= 0 ) {
			return array();
		}
		$tree = array();
		foreach ( $children[ $parent ] ?? array() as $page ) {
			$title  = wp_strip_all_tags( $page->post_title );
			$tree[] = array(
				'label'    => '' === $title ? __( '(no title)', 'vitrine' ) : $title,
				'url'      => (string) get_permalink( $page ),
				'children' => self::pages_under( $children, (int) $page->ID, $depth - 1 ),
			);
		}
		return $tree;
	}
}
