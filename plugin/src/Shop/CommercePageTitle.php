<?php
/**
 * The page title of a cart, checkout or wishlist page in a block theme, lined up with the block.
 *
 * @package Vitrine
 */

declare( strict_types = 1 );

namespace Vitrine\Shop;

use WP_Block;
use WP_HTML_Tag_Processor;

defined( 'ABSPATH' ) || exit;

/**
 * The cart, checkout and wishlist blocks are wide by default (lines and totals side by side), while a
 * block theme's page template keeps its Post Title block in the content width: the title stood
 * 244 px in from the cart's edge in Twenty Twenty-Five at 1280 px. On the page that holds one
 * of them, the page's own title takes the block's alignment (`alignwide` or `alignfull`), so
 * both start on one line; a title the template aligned already is left as it is. Classic themes
 * print their own title, which this does not touch.
 */
final class CommercePageTitle {

	private const BLOCKS = array( 'vitrine/cart', 'vitrine/checkout', 'vitrine/wishlist' );

	/**
	 * Hooks in.
	 */
	public function register(): void {
		add_filter( 'render_block_core/post-title', array( $this, 'align' ), 10, 3 );
	}

	/**
	 * `render_block_core/post-title`: the queried page's title takes its cart's or checkout's
	 * alignment.
	 *
	 * @param mixed                $content The title's markup.
	 * @param array<string, mixed> $parsed  The parsed block.
	 * @param WP_Block|null        $block   The block instance (its context names the post).
	 * @return mixed
	 */
	public function align( $content, $parsed = array(), $block = null ) {
		if ( ! is_string( $content ) || '' === $content || ! is_page() || ! empty( $parsed['attrs']['align'] ) ) {
			return $content;
		}
		$post_id = (int) ( $block instanceof WP_Block ? ( $block->context['postId'] ?? 0 ) : 0 );
		if ( get_queried_object_id() !== $post_id ) {
			return $content;
		}
		$align = self::alignment( (string) get_post_field( 'post_content', $post_id ) );
		if ( '' === $align ) {
			return $content;
		}
		$title = new WP_HTML_Tag_Processor( $content );
		if ( $title->next_tag() && ! $title->has_class( 'alignwide' ) && ! $title->has_class( 'alignfull' ) ) {
			$title->add_class( 'align' . $align );
		}
		return $title->get_updated_html();
	}

	/**
	 * The alignment of the first top-level cart, checkout or wishlist block of a post (block.json's
	 * default `wide` when none is saved), or '' when it has none or is not wide or full.
	 *
	 * @param string $post_content The post's content.
	 */
	public static function alignment( string $post_content ): string {
		if ( ! has_blocks( $post_content ) ) {
			return '';
		}
		foreach ( parse_blocks( $post_content ) as $top ) {
			if ( in_array( $top['blockName'] ?? '', self::BLOCKS, true ) ) {
				$align = (string) ( $top['attrs']['align'] ?? 'wide' );
				return in_array( $align, array( 'wide', 'full' ), true ) ? $align : '';
			}
		}
		return '';
	}
}
