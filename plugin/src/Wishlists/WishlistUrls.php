<?php
/**
 * Wishlist addresses.
 *
 * @package Vitrine
 */

declare( strict_types = 1 );

namespace Vitrine\Wishlists;

use Vitrine\Shop\Setup\ShopPages;

defined( 'ABSPATH' ) || exit;

/**
 * The wishlist page (`/wishlist/`, docs/architecture.md §7, or the address given by the filter) and
 * a list's own address on it: `?wishlist=<token>`. The manage page is `?wishlist=manage`.
 */
final class WishlistUrls {

	public const QUERY_VAR = 'wishlist';

	/**
	 * The wishlist page's address.
	 */
	public static function page(): string {
		// No page lookup: every product card prints this, and ShopPages keeps the path in an autoloaded option.
		$url = ShopPages::url( 'wishlist' );

		/**
		 * Filters the address of the wishlist page.
		 *
		 * @since 0.1.0
		 *
		 * @param string $url Address.
		 */
		return (string) apply_filters( 'vitrine_wishlist_page_url', $url );
	}

	/**
	 * A list's address (its share link for public and shared lists).
	 *
	 * @param Wishlist $wishlist List.
	 */
	public static function of( Wishlist $wishlist ): string {
		return add_query_arg( self::QUERY_VAR, $wishlist->token, self::page() );
	}

	/**
	 * The manage page's address.
	 */
	public static function manage(): string {
		return add_query_arg( self::QUERY_VAR, 'manage', self::page() );
	}

	/**
	 * The reference's `add_to_this_wishlist_url`: a product page address that adds on load.
	 *
	 * @param int $product_id  Product id.
	 * @param int $wishlist_id List id.
	 */
	public static function add_to( int $product_id, int $wishlist_id ): string {
		return add_query_arg(
			array(
				'add_to_wishlist' => $product_id,
				'wishlist_id'     => $wishlist_id,
			),
			(string) get_permalink( $product_id )
		);
	}
}
