<?php
/**
 * Demo menus.
 *
 * @package VitrineDemo
 */

declare( strict_types = 1 );

namespace Vitrine\Demo;

defined( 'ABSPATH' ) || exit;

/**
 * The navigation menus and the theme locations they are assigned to.
 *
 * An item is `['page', slug, label?]`, `['category', slug, label?]` or
 * `['custom', url, label, children?]`; children are items too.
 */
final class DemoMenus {

	/**
	 * Menus keyed by theme location.
	 *
	 * @return array<string, array{name: string, items: list<array<int, mixed>>}>
	 */
	public static function all(): array {
		return array(
			'primary' => array(
				'name'  => 'Primary menu',
				'items' => array(
					array( 'page', 'home', 'Home' ),
					array( 'page', 'blog', 'Blog' ),
					array(
						'custom',
						'#',
						'Discover',
						array(
							array( 'page', 'about', 'About' ),
							array( 'page', 'widgets', 'Widgets' ),
							array( 'page', 'wishlist', 'Wishlist' ),
							array( 'category', 'design' ),
							array( 'category', 'travel' ),
						),
					),
					array( 'page', 'shop', 'Shop' ),
					array( 'page', 'contact', 'Contact' ),
				),
			),
			'footer'  => array(
				'name'  => 'Footer menu',
				'items' => array(
					array( 'page', 'blog', 'Journal' ),
					array( 'page', 'shop', 'Shop' ),
					array( 'page', 'wishlist', 'Wishlist' ),
					array( 'page', 'contact', 'Contact' ),
				),
			),
		);
	}
}
