<?php
/**
 * @package Vitrine
 */

declare( strict_types = 1 );

namespace Vitrine\Tests\Shop\Cart;

use Vitrine\Shop\Cart\CartLink;
use Vitrine\Tests\TestCase;

/**
 * The "Cart" item appended to a classic theme's menu (docs/themes.md, "Menus of classic
 * themes"): the item itself is the widget's mount point, so its link is the item's child, as
 * the theme's own links are, and rules such as Twenty Twenty's `.primary-menu > li > a` (its
 * accent colour) reach it.
 */
final class CartLinkMenuItemTest extends TestCase {

	public function test_the_menu_item_is_the_mount_point_and_its_link_its_child(): void {
		// The test site's theme places its own cart link; a classic theme's menu gets the item.
		add_filter( 'vitrine_cart_menu_locations', static fn() => array( 'primary' ) );
		$items = ( new CartLink() )->append_item( '<li class="menu-item"><a href="/">Home</a></li>', (object) array( 'theme_location' => 'primary' ) );

		$document = new \DOMDocument();
		$document->loadHTML( '<ul>' . $items . '</ul>', LIBXML_NOERROR );
		$item = $document->getElementsByTagName( 'li' )->item( 1 );
		$this->assertNotNull( $item );
		$this->assertSame( 'cart-link', $item->getAttribute( 'data-vitrine-widget' ) );
		$this->assertStringContainsString( 'menu-item vitrine-cart-menu-item', $item->getAttribute( 'class' ) );
		$link = $item->getElementsByTagName( 'a' )->item( 0 );
		$this->assertNotNull( $link );
		$this->assertSame( $item, $link->parentNode, 'the link is the item\'s child' ); // phpcs:ignore WordPress.NamingConventions.ValidVariableName.UsedPropertyNotSnakeCase -- DOM API.
		$this->assertSame( 'vitrine-cart-link__link', $link->getAttribute( 'class' ) );
	}

	public function test_the_block_and_shortcode_keep_an_inline_mount_point(): void {
		$this->assertStringStartsWith( '<span class="vitrine-widget vitrine-cart-link"', CartLink::render() );
	}

	public function test_other_menu_locations_get_nothing(): void {
		$this->assertSame( '<li>x</li>', ( new CartLink() )->append_item( '<li>x</li>', (object) array( 'theme_location' => 'footer' ) ) );
	}
}
