<?php
/**
 * The shop's pages: which page is the cart, the checkout, the account, the wishlist.
 *
 * @package Vitrine
 */

declare( strict_types = 1 );

namespace Vitrine\Shop\Setup;

use WP_Post;

defined( 'ABSPATH' ) || exit;

/**
 * The pages the shop sends visitors to, each holding its block, as WooCommerce keeps its
 * `woocommerce_*_page_id` options: the owner picks them on Vitrine → Settings → Shop, or the
 * setup (or a notice) creates the missing ones in one click.
 *
 * One autoloaded option, `vitrine_shop_pages`, keeps each page's id and its path, so the
 * addresses printed on every page (the header's cart link, the wishlist buttons, the login
 * popup's account link) cost no query. A page that is unpublished, trashed or deleted leaves an
 * empty path: the page is missing, the theme hides its link and the admin says so. Before a
 * page is chosen, a published page at the usual slug (`/cart/`…) with its block is taken.
 */
final class ShopPages {

	public const OPTION = 'vitrine_shop_pages';

	/**
	 * The shop's pages: key => default slug, block and title.
	 *
	 * @return array<string, array{slug: string, block: string, title: string}>
	 */
	public static function definitions(): array {
		return array(
			'shop'     => array(
				'slug'  => 'shop',
				'block' => 'vitrine/product-catalogue',
				'title' => _x( 'Shop', 'page title', 'vitrine' ),
			),
			'cart'     => array(
				'slug'  => 'cart',
				'block' => 'vitrine/cart',
				'title' => _x( 'Cart', 'page title', 'vitrine' ),
			),
			'checkout' => array(
				'slug'  => 'checkout',
				'block' => 'vitrine/checkout',
				'title' => _x( 'Checkout', 'page title', 'vitrine' ),
			),
			'account'  => array(
				'slug'  => 'account',
				'block' => 'vitrine/my-account',
				'title' => _x( 'My account', 'page title', 'vitrine' ),
			),
			'wishlist' => array(
				'slug'  => 'wishlist',
				'block' => 'vitrine/wishlist',
				'title' => _x( 'Wishlist', 'page title', 'vitrine' ),
			),
		);
	}

	/**
	 * What is stored: key => the page's id and path ('' while it is missing).
	 *
	 * @return array<string, array{id: int, path: string}>
	 */
	public static function stored(): array {
		$stored = get_option( self::OPTION );
		if ( ! is_array( $stored ) ) {
			// First read on this site: take the pages already at the usual slugs, once.
			$stored = self::refresh( array() );
		}
		$pages = array();
		foreach ( array_keys( self::definitions() ) as $key ) {
			$row           = is_array( $stored[ $key ] ?? null ) ? $stored[ $key ] : array();
			$pages[ $key ] = array(
				'id'   => absint( $row['id'] ?? 0 ),
				'path' => is_string( $row['path'] ?? null ) ? $row['path'] : '',
			);
		}
		return $pages;
	}

	/**
	 * The page's id, or 0 while it is missing.
	 *
	 * @param string $key A key of definitions().
	 */
	public static function id( string $key ): int {
		$page = self::stored()[ $key ] ?? null;
		return $page && '' !== $page['path'] ? $page['id'] : 0;
	}

	/**
	 * Whether the page exists (published).
	 *
	 * @param string $key A key of definitions().
	 */
	public static function exists( string $key ): bool {
		return '' !== ( self::stored()[ $key ]['path'] ?? '' );
	}

	/**
	 * The page's address; while it is missing, the usual one (`/cart/`), which a page made
	 * later will answer.
	 *
	 * @param string $key A key of definitions().
	 */
	public static function url( string $key ): string {
		$path = self::stored()[ $key ]['path'] ?? '';
		if ( '' === $path ) {
			$path = self::definitions()[ $key ]['slug'] ?? $key;
		}
		return home_url( user_trailingslashit( $path, 'page' ) );
	}

	/**
	 * The keys of the missing pages.
	 *
	 * @return list<string>
	 */
	public static function missing(): array {
		return array_keys( array_filter( self::stored(), static fn( array $page ): bool => '' === $page['path'] ) );
	}

	/**
	 * Stores the chosen pages (from the settings' pickers), each with its path.
	 *
	 * @param array<string, int> $ids Key => page id (0: none chosen).
	 */
	public static function choose( array $ids ): void {
		$pages = self::stored();
		foreach ( $ids as $key => $id ) {
			if ( isset( $pages[ $key ] ) ) {
				$pages[ $key ] = array(
					'id'   => absint( $id ),
					'path' => '',
				);
			}
		}
		self::refresh( $pages );
	}

	/**
	 * Creates the missing pages, each with its block, published; returns the keys made.
	 *
	 * @return list<string>
	 */
	public static function create_missing(): array {
		$pages = self::stored();
		$made  = array();
		foreach ( self::definitions() as $key => $page ) {
			if ( '' !== $pages[ $key ]['path'] ) {
				continue;
			}
			$id = wp_insert_post(
				array(
					'post_type'      => 'page',
					'post_status'    => 'publish',
					'post_title'     => $page['title'],
					'post_name'      => $page['slug'],
					'post_content'   => '<!-- wp:' . $page['block'] . ' /-->',
					'comment_status' => 'closed',
				),
				true
			);
			if ( ! is_wp_error( $id ) && $id > 0 ) {
				$pages[ $key ] = array(
					'id'   => (int) $id,
					'path' => '',
				);
				$made[]        = $key;
			}
		}
		self::refresh( $pages );
		return $made;
	}

	/**
	 * A page was saved, trashed or deleted: the paths are worked out again when it is one of
	 * the shop's pages, or a page at a missing one's slug.
	 *
	 * @param int $post_id Post id.
	 */
	public static function on_page_change( $post_id ): void {
		$post = get_post( (int) $post_id );
		if ( ! $post instanceof WP_Post || 'page' !== $post->post_type ) {
			return;
		}
		$pages = self::stored();
		foreach ( $pages as $key => $page ) {
			if ( $page['id'] === $post->ID || ( '' === $page['path'] && self::definitions()[ $key ]['slug'] === $post->post_name ) ) {
				self::refresh( $pages );
				return;
			}
		}
	}

	/**
	 * Works out every page's path and stores them: a chosen page's own path when it is
	 * published; with none chosen, a published page at the usual slug holding the block.
	 *
	 * @param array<string, array{id: int, path: string}> $pages Current rows.
	 * @return array<string, array{id: int, path: string}>
	 */
	private static function refresh( array $pages ): array {
		$out = array();
		foreach ( self::definitions() as $key => $definition ) {
			$id          = absint( $pages[ $key ]['id'] ?? 0 );
			$post        = $id ? get_post( $id ) : self::at_slug( $definition['slug'], $definition['block'] );
			$live        = $post instanceof WP_Post && 'page' === $post->post_type && 'publish' === $post->post_status;
			$out[ $key ] = array(
				'id'   => $post instanceof WP_Post ? (int) $post->ID : $id,
				'path' => $live ? get_page_uri( $post ) : '',
			);
		}
		update_option( self::OPTION, $out, true );
		return $out;
	}

	/**
	 * A published page at a slug that holds the block (a site set up before 0.3).
	 *
	 * @param string $slug  Slug.
	 * @param string $block Block name.
	 */
	private static function at_slug( string $slug, string $block ): ?WP_Post {
		$page = get_page_by_path( $slug );
		// The shop's page lists products with either product block (or none: /shop/ is the archive).
		$holds = 'shop' === $slug || has_block( $block, $page instanceof WP_Post ? $page : null );
		return $page instanceof WP_Post && 'publish' === $page->post_status && $holds ? $page : null;
	}
}
