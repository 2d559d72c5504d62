<?php
/**
 * Slide menu.
 *
 * @package Vitrine
 */

declare( strict_types = 1 );

namespace Vitrine\Interactive;

defined( 'ABSPATH' ) || exit;

/**
 * A multi-level menu that slides between levels: a submenu replaces its parent, with a back
 * button. The items come from a WordPress menu (by theme location, or by name, slug or id); a
 * location with no menu falls back to what the theme's navigation shows (SlideMenuFallback).
 * The server prints the menu as nested lists of links, usable without scripting.
 */
final class SlideMenu {

	/**
	 * Renders a slide menu.
	 *
	 * @param array{menu?: mixed, location?: mixed, label?: mixed} $settings `menu` (name, slug or id) or `location` (default `primary`); `label`: the navigation's name.
	 */
	public static function render( array $settings = array() ): string {
		$tree = self::items( $settings );
		if ( ! $tree ) {
			return '';
		}
		$label = sanitize_text_field( (string) ( $settings['label'] ?? '' ) );
		$label = '' === $label ? __( 'Menu', 'vitrine' ) : $label;
		return vitrine_render_widget(
			'slide-menu',
			array(
				'id'    => wp_unique_id( 'vitrine-slide-menu-' ),
				'label' => $label,
				'items' => $tree,
			),
			'<nav class="vitrine-slide-menu__nav" aria-label="' . esc_attr( $label ) . '">' . self::fallback( $tree ) . '</nav>'
		);
	}

	/**
	 * The menu's items as a tree. A menu named by the settings shows that menu or nothing (as
	 * a Navigation block whose menu was deleted); a location with no menu (every location
	 * under a block theme, which has none) shows what the theme's own navigation shows there
	 * (SlideMenuFallback).
	 *
	 * @param array{menu?: mixed, location?: mixed} $settings Settings.
	 * @return list<array{label: string, url: string, children: list<mixed>}>
	 */
	private static function items( array $settings ): array {
		$menu = (string) ( $settings['menu'] ?? '' );
		if ( '' !== $menu ) {
			$object = wp_get_nav_menu_object( ctype_digit( $menu ) ? (int) $menu : $menu );
			return $object ? self::menu_tree( $object ) : array();
		}
		$location  = (string) ( $settings['location'] ?? '' );
		$locations = get_nav_menu_locations();
		$assigned  = (int) ( $locations[ '' === $location ? 'primary' : $location ] ?? 0 );
		$object    = $assigned > 0 ? wp_get_nav_menu_object( $assigned ) : false;
		$tree      = $object ? self::menu_tree( $object ) : array();
		return $tree ? $tree : SlideMenuFallback::tree();
	}

	/**
	 * A classic menu's items as a tree.
	 *
	 * @param \WP_Term $menu The menu.
	 * @return list<array{label: string, url: string, children: list<mixed>}>
	 */
	public static function menu_tree( \WP_Term $menu ): array {
		$items = wp_get_nav_menu_items( $menu->term_id, array( 'update_post_term_cache' => false ) );
		return self::tree( is_array( $items ) ? array_values( $items ) : array() );
	}

	/**
	 * Flat menu items as a tree.
	 *
	 * @param list<\WP_Post> $items Items (with `ID`, `menu_item_parent`, `title`, `url`).
	 * @param int            $parent Parent item id.
	 * @param int            $depth  Levels left (a cycle cannot loop).
	 * @return list<array{label: string, url: string, children: list<mixed>}>
	 */
	private static function tree( array $items, int $parent = 0, int $depth = 6 ): array {
		if ( $depth <= 0 ) {
			return array();
		}
		$tree = array();
		foreach ( $items as $item ) {
			// Properties that wp_setup_nav_menu_item() adds to the post object.
			$vars = get_object_vars( $item );
			if ( (int) ( $vars['menu_item_parent'] ?? 0 ) !== $parent ) {
				continue;
			}
			$tree[] = array(
				'label'    => wp_strip_all_tags( (string) ( $vars['title'] ?? '' ) ),
				'url'      => esc_url_raw( (string) ( $vars['url'] ?? '' ) ),
				'children' => self::tree( $items, (int) $item->ID, $depth - 1 ),
			);
		}
		return $tree;
	}

	/**
	 * Nested lists of links.
	 *
	 * @param list<array{label: string, url: string, children: list<mixed>}> $tree Items.
	 */
	private static function fallback( array $tree ): string {
		$html = '<ul class="vitrine-slide-menu__list">';
		foreach ( $tree as $item ) {
			$html .= '<li class="vitrine-slide-menu__item">';
			$html .= '' === $item['url'] || '#' === $item['url']
				? '<span class="vitrine-slide-menu__label">' . esc_html( $item['label'] ) . '</span>'
				: '<a class="vitrine-slide-menu__link" href="' . esc_url( $item['url'] ) . '">' . esc_html( $item['label'] ) . '</a>';
			if ( $item['children'] ) {
				/** @var list<array{label: string, url: string, children: list<mixed>}> $children */
				$children = $item['children'];
				$html    .= self::fallback( $children );
			}
			$html .= '</li>';
		}
		return $html . '</ul>';
	}
}
