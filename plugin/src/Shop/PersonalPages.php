<?php
/**
 * Pages that show one visitor's cart or checkout.
 *
 * @package Vitrine
 */

declare( strict_types = 1 );

namespace Vitrine\Shop;

use WP_Post;

defined( 'ABSPATH' ) || exit;

/**
 * The cart and checkout blocks print the visitor's own lines, so their pages must never be
 * stored by a page cache. The blocks render after the page has started to stream, too late for
 * headers, so the page is marked at `template_redirect`: no-cache headers (nginx, Varnish and
 * CDNs honour them) and `DONOTCACHEPAGE` (the constant WordPress caching plugins read).
 */
final class PersonalPages {

	private const BLOCKS     = array( 'vitrine/cart', 'vitrine/checkout' );
	private const SHORTCODES = array( 'vitrine_cart', 'vitrine_checkout' );

	/**
	 * Hooks in before the page is sent.
	 */
	public function register(): void {
		add_action( 'template_redirect', array( $this, 'mark' ) );
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
