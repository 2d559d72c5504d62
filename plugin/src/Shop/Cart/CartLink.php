<?php
/**
 * The header's cart link.
 *
 * @package Vitrine
 */

declare( strict_types = 1 );

namespace Vitrine\Shop\Cart;

use Vitrine\Shop\Setup\ShopPages;
use stdClass;
use Vitrine\Account\AccountLink;
use Vitrine\Widgets\WidgetRenderer;

defined( 'ABSPATH' ) || exit;

/**
 * Appends a "Cart" link with the number of units to the primary menu. The count is filled in
 * by the `cart-link` widget from the session call, so the link is the same on cached pages;
 * the widget also sends the add-to-cart forms through the REST route and shows the
 * confirmation. Without JavaScript the link goes to /cart/ and the forms post normally.
 */
final class CartLink {

	/**
	 * Hooks in.
	 */
	public function register(): void {
		add_filter( 'wp_nav_menu_items', array( $this, 'append_item' ), 20, 2 );
		// After the account link's (priority 10), so the cart comes last in the header.
		add_filter( 'hooked_block_types', array( $this, 'hook_block' ), 11, 4 );
	}

	/**
	 * In block themes that do not place a cart link themselves
	 * (`add_theme_support( 'vitrine-cart-link' )`), hooks the `vitrine/cart-link` block after
	 * the Navigation block of their headers, as the account link is (the Block Hooks API): the
	 * Site Editor shows it, where it can be moved or removed; `hooked_block_types` can take it out.
	 *
	 * @param list<string> $hooked_blocks Blocks hooked at this position.
	 * @param string       $position      `before`, `after`, `first_child` or `last_child`.
	 * @param string       $anchor_block  The anchor block's name.
	 * @param mixed        $context       The template, template part or pattern being read.
	 * @return list<string>
	 */
	public function hook_block( $hooked_blocks, $position, $anchor_block, $context = null ) {
		if ( 'after' === $position && 'core/navigation' === $anchor_block && AccountLink::is_header( $context )
			&& ! current_theme_supports( 'vitrine-cart-link' ) ) {
			$hooked_blocks[] = 'vitrine/cart-link';
		}
		return $hooked_blocks;
	}

	/**
	 * `wp_nav_menu_items`: the cart item at the end of the menus of the chosen locations.
	 *
	 * @param string   $items The menu's list items.
	 * @param stdClass $args  wp_nav_menu() arguments.
	 * @return string
	 */
	public function append_item( $items, $args ) {
		$location = (string) ( $args->theme_location ?? '' );
		// A theme that places the link itself gets no second cart entry in its menu.
		$default = current_theme_supports( 'vitrine-cart-link' ) ? array() : array( 'primary' );
		/**
		 * Filters the menu locations that get the cart link.
		 *
		 * @since 0.1.0
		 * @since 0.3.0 Default none in themes that place the link themselves
		 *              (`add_theme_support( 'vitrine-cart-link' )`).
		 *
		 * @param list<string> $locations Menu location slugs. Default `primary` (none in themes
		 *                                that declare `vitrine-cart-link`).
		 */
		$locations = (array) apply_filters( 'vitrine_cart_menu_locations', $default );
		if ( '' === $location || ! in_array( $location, $locations, true ) ) {
			return $items;
		}
		$item = array(
			'tag'   => 'li',
			'class' => 'menu-item vitrine-cart-menu-item',
		);
		return $items . self::render( '', '', $item );
	}

	/**
	 * The link as a widget mount point (the menu item, the `vitrine/cart-link` block and the
	 * `[vitrine_cart_link label="…"]` shortcode).
	 *
	 * @param string $label The link's text; "Cart" when empty.
	 * @param string $link  A theme's own link markup, escaped, with the class
	 *                      `vitrine-cart-link__link` (the count is added inside it); the plain
	 *                      link when empty.
	 * @param array{tag?: string, class?: string} $wrapper The mount point's tag and classes: the
	 *                      menu item is the `li` itself, so its link is the item's child, as
	 *                      the theme's own links are (themes colour `.menu > li > a`).
	 */
	public static function render( string $label = '', string $link = '', array $wrapper = array( 'tag' => 'span' ) ): string {
		$url   = ShopPages::url( 'cart' );
		$label = '' !== trim( $label ) ? sanitize_text_field( $label ) : __( 'Cart', 'vitrine' );
		return WidgetRenderer::render(
			'cart-link',
			array(
				'cartUrl'     => $url,
				'label'       => $label,
				'confirmText' => __( 'Added to your cart', 'vitrine' ),
				'viewText'    => __( 'View cart', 'vitrine' ),
				'closeText'   => __( 'Close', 'vitrine' ),
			),
			'' !== $link ? $link : sprintf(
				'<a class="vitrine-cart-link__link" href="%1$s">%2$s</a>',
				esc_url( $url ),
				esc_html( $label )
			),
			$wrapper
		);
	}
}
