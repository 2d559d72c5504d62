<?php
/**
 * The Shop page's text on the shop.
 *
 * @package Vitrine
 */

declare( strict_types = 1 );

namespace Vitrine\Shop\Rendering;

use Vitrine\Shop\ProductPostType;
use WP_Post;

defined( 'ABSPATH' ) || exit;

/**
 * One address for the shop: /shop/ is the product archive, which owns the address before any
 * page can. A published page with the archive's slug (the demo's "Shop") is therefore not a
 * second shop but the shop's introduction, as WooCommerce's shop page is: its title names the
 * archive and its text comes above the listing on the first, unfiltered page. Product grid
 * blocks in it are left out: the listing is the grid.
 */
final class ShopIntro {

	/**
	 * The page whose text introduces the shop, if any.
	 */
	public static function page(): ?WP_Post {
		$page = get_page_by_path( 'shop', OBJECT, 'page' );
		$id   = $page instanceof WP_Post && 'publish' === $page->post_status ? $page->ID : 0;
		/**
		 * Filters the page whose title and text introduce the shop (/shop/).
		 *
		 * @since 0.2.0
		 *
		 * @param int $page_id Page id; 0 for none. Default: the published page at the slug `shop`.
		 */
		$id   = (int) apply_filters( 'vitrine_shop_page_id', $id );
		$post = $id > 0 ? get_post( $id ) : null;
		return $post instanceof WP_Post && 'publish' === $post->post_status ? $post : null;
	}

	/**
	 * The page's text without its product grids ('' when there is no page or no text).
	 */
	public static function render(): string {
		$page = self::page();
		if ( ! $page || post_password_required( $page ) ) {
			return '';
		}
		$blocks = array_filter(
			parse_blocks( $page->post_content ),
			static fn( array $block ): bool => ! in_array( $block['blockName'], array( 'vitrine/products', 'vitrine/product-catalogue' ), true )
		);
		$html   = '';
		foreach ( $blocks as $block ) {
			$html .= render_block( $block );
		}
		$html = trim( do_shortcode( (string) preg_replace( '/\[vitrine_products[^\]]*\]/', '', $html ) ) );
		return '' === $html ? '' : '<div class="vitrine-shop__intro">' . $html . '</div>';
	}

	/**
	 * The archive's title: the Shop page's, else "Shop". Hooked on `post_type_archive_title`.
	 *
	 * @param string $title     Title (the post type's name).
	 * @param string $post_type Post type.
	 * @return string
	 */
	public static function filter_title( $title, $post_type = '' ) {
		if ( ProductPostType::POST_TYPE !== $post_type ) {
			return $title;
		}
		$page = self::page();
		return $page ? get_the_title( $page ) : __( 'Shop', 'vitrine' );
	}
}
