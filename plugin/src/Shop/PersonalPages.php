<?php
/**
 * Pages that show one visitor's cart or checkout.
 *
 * @package Vitrine
 */

declare( strict_types = 1 );

namespace Vitrine\Shop;

use Vitrine\Account\Customer\AccountPage;
use Vitrine\Shop\Cart\CartFormHandler;
use Vitrine\Shop\Setup\ShopPages;
use Vitrine\Wishlists\WishlistUrls;
use WP_Post;

defined( 'ABSPATH' ) || exit;

/**
 * The cart and checkout blocks print the visitor's own lines, so their pages must never be
 * stored by a page cache. The blocks render after the page has started to stream, too late for
 * headers, so the page is marked at `template_redirect`: no-cache headers (nginx, Varnish and
 * CDNs honour them) and `DONOTCACHEPAGE` (the constant WordPress caching plugins read).
 *
 * Nor may the browser fetch them ahead (WordPress 6.8's speculative loading prefetches links a
 * guest reaches for): a checkout prefetched before the add to cart finished showed an empty
 * cart under a header that counted two items.
 */
final class PersonalPages {

	private const BLOCKS     = array( 'vitrine/cart', 'vitrine/checkout' );
	private const SHORTCODES = array( 'vitrine_cart', 'vitrine_checkout' );

	/**
	 * Hooks in before the page is sent.
	 */
	public function register(): void {
		add_action( 'template_redirect', array( $this, 'mark' ) );
		add_filter( 'wp_speculation_rules_href_exclude_paths', array( $this, 'not_speculated' ) );
	}

	/**
	 * Adds the cart, the checkout, the account and the wishlist pages (and what lies under them)
	 * to the paths WordPress's speculation rules never prefetch or prerender.
	 *
	 * @param mixed $paths Paths relative to the home address, `*` matching anything.
	 * @return list<string>
	 */
	public function not_speculated( $paths ): array {
		$home  = untrailingslashit( (string) wp_parse_url( home_url( '/' ), PHP_URL_PATH ) );
		$paths = is_array( $paths ) ? array_values( array_filter( $paths, 'is_string' ) ) : array();
		foreach ( array( CartFormHandler::cart_url(), ShopPages::url( 'checkout' ), AccountPage::url(), WishlistUrls::page() ) as $url ) {
			$path = (string) wp_parse_url( $url, PHP_URL_PATH );
			if ( '' !== $home && str_starts_with( $path, $home ) ) {
				$path = substr( $path, strlen( $home ) );
			}
			$paths[] = trailingslashit( '/' . ltrim( $path, '/' ) ) . '*';
		}
		return array_values( array_unique( $paths ) );
	}

	/**
	 * Marks the current page when it holds a cart or checkout.
	 */
	public function mark(): void {
		$post = get_queried_object();
		if ( ! is_singular() || ! $post instanceof WP_Post || ! self::is_personal( $post ) ) {
			return;
		}
		if ( ! defined( 'DONOTCACHEPAGE' ) ) {
			define( 'DONOTCACHEPAGE', true ); // phpcs:ignore WordPress.NamingConventions.PrefixAllGlobals.NonPrefixedConstantFound -- the caching plugins' shared convention.
		}
		nocache_headers();
	}

	/**
	 * Whether a post shows a cart or a checkout.
	 *
	 * @param WP_Post $post Post.
	 */
	public static function is_personal( WP_Post $post ): bool {
		foreach ( self::BLOCKS as $block ) {
			if ( has_block( $block, $post ) ) {
				return true;
			}
		}
		foreach ( self::SHORTCODES as $shortcode ) {
			if ( has_shortcode( $post->post_content, $shortcode ) ) {
				return true;
			}
		}
		return false;
	}
}
