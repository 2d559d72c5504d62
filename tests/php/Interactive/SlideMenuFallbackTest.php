<?php
/**
 * @package Vitrine
 */

declare( strict_types = 1 );

namespace Vitrine\Tests\Interactive;

use Vitrine\Interactive\SlideMenu;
use Vitrine\Tests\TestCase;

/**
 * A slide menu whose location has no menu shows what the theme's own navigation shows there:
 * under a block theme (no menu locations at all) the Navigation block's fallback, the newest
 * navigation menu, else a classic menu, else the pages; under a classic theme the pages, as
 * `wp_nav_menu()` falls back to them. A menu named that does not exist still shows nothing.
 */
final class SlideMenuFallbackTest extends TestCase {

	/** A location no theme assigns. */
	private const LOCATION = 'vitrine-test-nowhere';

	/**
	 * The items the slide menu's props carry.
	 *
	 * @param array<string, string> $settings Settings.
	 * @return list<array{label: string, url: string, children: list<mixed>}>
	 */
	private function items( array $settings = array( 'location' => self::LOCATION ) ): array {
		$html = SlideMenu::render( $settings );
		if ( '' === $html ) {
			return array();
		}
		$this->assertMatchesRegularExpression( '/data-vitrine-widget="slide-menu" data-vitrine-props="([^"]*)"/', $html );
		preg_match( '/data-vitrine-widget="slide-menu" data-vitrine-props="([^"]*)"/', $html, $match );
		$props = (array) json_decode( html_entity_decode( $match[1], ENT_QUOTES ), true );
		/** @var list<array{label: string, url: string, children: list<mixed>}> $items */
		$items = $props['items'];
		return $items;
	}

	/**
	 * The item of a label, wherever it is in the tree.
	 *
	 * @param list<array{label: string, url: string, children: list<mixed>}> $items Items.
	 * @param string                                                          $label Label.
	 * @return array{label: string, url: string, children: list<mixed>}|null
	 */
	private function find( array $items, string $label ): ?array {
		foreach ( $items as $item ) {
			if ( $label === $item['label'] ) {
				return $item;
			}
			/** @var list<array{label: string, url: string, children: list<mixed>}> $children */
			$children = $item['children'];
			$found    = $this->find( $children, $label );
			if ( null !== $found ) {
				return $found;
			}
		}
		return null;
	}

	/** Renders as Twenty Twenty-Five, a block theme, would be active. */
	private function under_a_block_theme(): void {
		$theme = static fn() => 'twentytwentyfive';
		add_filter( 'pre_option_stylesheet', $theme );
		add_filter( 'pre_option_template', $theme );
		$this->assertTrue( wp_is_block_theme(), 'Twenty Twenty-Five is installed' );
	}

	/** No navigation menu is published (this test's transaction rolls it back). */
	private function no_navigation_menus(): void {
		global $wpdb;
		$wpdb->update( $wpdb->posts, array( 'post_status' => 'draft' ), array( 'post_type' => 'wp_navigation' ) );
		clean_post_cache( 0 );
		wp_cache_flush();
	}

	/**
	 * Two pages, one under the other, and a draft one.
	 *
	 * @return array{parent: int, child: int}
	 */
	private function pages(): array {
		$parent = $this->create_post(
			array(
				'post_type'  => 'page',
				'post_title' => 'Fallback parent',
			)
		);
		$child  = $this->create_post(
			array(
				'post_type'   => 'page',
				'post_title'  => 'Fallback child',
				'post_parent' => $parent,
			)
		);
		$this->create_post(
			array(
				'post_type'   => 'page',
				'post_title'  => 'Fallback draft',
				'post_status' => 'draft',
			)
		);
		return array(
			'parent' => $parent,
			'child'  => $child,
		);
	}

	public function test_under_a_block_theme_it_shows_the_newest_navigation_menu(): void {
		$this->under_a_block_theme();
		$this->no_navigation_menus();
		$pages = $this->pages();
		$draft = $this->create_post(
			array(
				'post_type'   => 'page',
				'post_title'  => 'Unpublished target',
				'post_status' => 'draft',
			)
		);
		$this->create_post(
			array(
				'post_type'    => 'wp_navigation',
				'post_title'   => 'Older navigation',
				'post_date'    => '2020-01-01 00:00:00',
				'post_content' => '<!-- wp:navigation-link {"label":"Older link","url":"https://example.org/older/"} /-->',
			)
		);
		$this->create_post(
			array(
				'post_type'    => 'wp_navigation',
				'post_title'   => 'Header navigation',
				// Slashed as core slashes what it saves (wp_insert_post() unslashes it).
				'post_content' => wp_slash(
					implode(
						'',
						array(
							'<!-- wp:home-link /-->',
							'<!-- wp:navigation-link {"label":"About \u003cem\u003eus\u003c/em\u003e","url":"https://example.org/about/"} /-->',
							'<!-- wp:navigation-link {"label":"Gone","url":"https://example.org/gone/","kind":"post-type","type":"page","id":' . $draft . '} /-->',
							'<!-- wp:navigation-submenu {"label":"Visit","url":"#"} -->',
							'<!-- wp:navigation-link {"label":"Opening hours","url":"https://example.org/hours/"} /-->',
							'<!-- /wp:navigation-submenu -->',
							'<!-- wp:search /-->',
							'<!-- wp:page-list {"parentPageID":' . $pages['parent'] . '} /-->',
						)
					)
				),
			)
		);

		$items = $this->items();

		$this->assertSame( array( 'Home', 'About us', 'Visit', 'Fallback child' ), array_column( $items, 'label' ) );
		$this->assertSame( home_url( '/' ), $items[0]['url'] );
		$this->assertSame( 'https://example.org/about/', $items[1]['url'] );
		$this->assertSame( 'https://example.org/hours/', $items[2]['children'][0]['url'] );
		$this->assertSame( get_permalink( $pages['child'] ), $items[3]['url'] );
		$this->assertNull( $this->find( $items, 'Older link' ) );
		$html = SlideMenu::render( array( 'location' => self::LOCATION ) );
		$this->assertStringContainsString( '<a class="vitrine-slide-menu__link" href="https://example.org/about/">About us</a>', $html );
	}

	public function test_under_a_block_theme_without_navigation_menus_it_shows_the_classic_menu_core_would_convert(): void {
		$this->under_a_block_theme();
		$this->no_navigation_menus();
		$menu = wp_create_nav_menu( 'Fallback classic ' . wp_generate_password( 6, false ) );
		$this->assertIsInt( $menu );
		wp_update_nav_menu_item(
			$menu,
			0,
			array(
				'menu-item-title'  => 'From the classic menu',
				'menu-item-url'    => 'https://example.org/classic/',
				'menu-item-status' => 'publish',
			)
		);

		$item = $this->find( $this->items(), 'From the classic menu' );

		$this->assertNotNull( $item, 'the newest classic menu' );
		$this->assertSame( 'https://example.org/classic/', $item['url'] );
	}

	public function test_under_a_classic_theme_it_shows_the_published_pages_nested(): void {
		$this->assertFalse( wp_is_block_theme() );
		$pages = $this->pages();

		$items  = $this->items();
		$parent = $this->find( $items, 'Fallback parent' );

		$this->assertNotNull( $parent );
		$this->assertContains( $parent, $items, 'a top-level item' );
		$this->assertSame( get_permalink( $pages['parent'] ), $parent['url'] );
		$this->assertSame( array( 'Fallback child' ), array_column( $parent['children'], 'label' ) );
		$this->assertNull( $this->find( $items, 'Fallback draft' ) );
	}

	public function test_a_menu_named_that_does_not_exist_shows_nothing(): void {
		$this->under_a_block_theme();
		$this->pages();

		$this->assertSame( array(), $this->items( array( 'menu' => 'no-such-menu' ) ) );
	}
}
