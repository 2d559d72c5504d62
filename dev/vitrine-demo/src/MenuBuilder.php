<?php
/**
 * Demo navigation menus.
 *
 * @package VitrineDemo
 */

declare( strict_types = 1 );

namespace Vitrine\Demo;

use RuntimeException;

defined( 'ABSPATH' ) || exit;

/**
 * Creates a navigation menu with its items (nested items become dropdowns) and assigns it to a
 * theme location. A menu that exists already, found by its marker or its name, is left as is.
 */
final class MenuBuilder {

	/**
	 * Creates the menu unless it exists.
	 *
	 * @param string                  $location Theme location, e.g. `primary`.
	 * @param string                  $name     Menu name.
	 * @param list<array<int, mixed>> $items    Items, as described in DemoMenus.
	 * @param array<string, int>      $pages    Page ids by slug.
	 * @return bool Whether the menu was created now.
	 * @throws RuntimeException When WordPress refuses the menu.
	 */
	public function ensure( string $location, string $name, array $items, array $pages ): bool {
		if ( $this->find( $location, $name ) ) {
			return false;
		}
		$menu_id = wp_create_nav_menu( $name );
		if ( is_wp_error( $menu_id ) ) {
			throw new RuntimeException( esc_html( "Could not create the menu {$name}: " . $menu_id->get_error_message() ) );
		}
		add_term_meta( $menu_id, ContentStore::MARKER, "menu:{$location}", true );
		$this->add_items( $menu_id, $items, $pages, 0 );

		// Theme mods are stored per theme, so this holds even before the theme registers the location.
		$locations = (array) get_theme_mod( 'nav_menu_locations', array() );
		if ( empty( $locations[ $location ] ) || ! wp_get_nav_menu_object( (int) $locations[ $location ] ) ) {
			$locations[ $location ] = $menu_id;
			set_theme_mod( 'nav_menu_locations', $locations );
		}
		return true;
	}

	/**
	 * Returns the id of the demo menu for a location, or 0.
	 *
	 * @param string $location Theme location.
	 * @param string $name     Menu name.
	 */
	private function find( string $location, string $name ): int {
		$ids = get_terms(
			array(
				'taxonomy'   => 'nav_menu',
				'hide_empty' => false,
				'fields'     => 'ids',
				'meta_key'   => ContentStore::MARKER, // phpcs:ignore WordPress.DB.SlowDBQuery.slow_db_query_meta_key -- seeding only.
				'meta_value' => "menu:{$location}", // phpcs:ignore WordPress.DB.SlowDBQuery.slow_db_query_meta_value -- seeding only.
			)
		);
		if ( is_array( $ids ) && $ids ) {
			return (int) $ids[0];
		}
		$menu = wp_get_nav_menu_object( $name );
		return $menu ? (int) $menu->term_id : 0;
	}

	/**
	 * Adds items, depth first, so their order is the order given.
	 *
	 * @param int                     $menu_id Menu id.
	 * @param list<array<int, mixed>> $items   Items.
	 * @param array<string, int>      $pages   Page ids by slug.
	 * @param int                     $parent  Parent item id, 0 for the top level.
	 */
	private function add_items( int $menu_id, array $items, array $pages, int $parent ): void {
		foreach ( $items as $item ) {
			$args = $this->item_args( $item, $pages );
			if ( ! $args ) {
				continue;
			}
			$args['menu-item-status']    = 'publish';
			$args['menu-item-parent-id'] = $parent;

			$item_id = wp_update_nav_menu_item( $menu_id, 0, $args );
			if ( ! is_wp_error( $item_id ) && ! empty( $item[3] ) ) {
				$this->add_items( $menu_id, $item[3], $pages, (int) $item_id );
			}
		}
	}

	/**
	 * Translates one item into wp_update_nav_menu_item() arguments.
	 *
	 * @param array<int, mixed>  $item  Item.
	 * @param array<string, int> $pages Page ids by slug.
	 * @return array<string, mixed>|null Null when what it points to does not exist.
	 */
	private function item_args( array $item, array $pages ): ?array {
		switch ( $item[0] ) {
			case 'page':
				$id = $pages[ $item[1] ] ?? 0;
				return $id ? array(
					'menu-item-type'      => 'post_type',
					'menu-item-object'    => 'page',
					'menu-item-object-id' => $id,
					'menu-item-title'     => $item[2] ?? '',
				) : null;
			case 'category':
				$term = get_term_by( 'slug', (string) $item[1], 'category' );
				return $term instanceof \WP_Term ? array(
					'menu-item-type'      => 'taxonomy',
					'menu-item-object'    => 'category',
					'menu-item-object-id' => (int) $term->term_id,
					'menu-item-title'     => $item[2] ?? '',
				) : null;
			default:
				return array(
					'menu-item-type'  => 'custom',
					'menu-item-url'   => (string) $item[1],
					'menu-item-title' => (string) ( $item[2] ?? '' ),
				);
		}
	}
}
