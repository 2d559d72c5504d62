<?php
/**
 * Finds a loop grid in a post's content.
 *
 * @package Vitrine
 */

declare( strict_types = 1 );

namespace Vitrine\Builder;

use WP_Post;

defined( 'ABSPATH' ) || exit;

/**
 * A loop grid's stored settings, from its block (nested blocks included) or its shortcode.
 */
final class LoopGridLocator {

	/**
	 * The settings of the grid with that id, or null when the post has none.
	 *
	 * @param WP_Post $post      Post.
	 * @param string  $widget_id Grid id.
	 * @return array<string, mixed>|null
	 */
	public static function find( WP_Post $post, string $widget_id ): ?array {
		$found = self::in_blocks( parse_blocks( $post->post_content ), $widget_id );
		if ( null !== $found ) {
			return $found;
		}
		if ( ! has_shortcode( $post->post_content, 'vitrine_loop_grid' ) ) {
			return null;
		}
		preg_match_all( '/' . get_shortcode_regex( array( 'vitrine_loop_grid' ) ) . '/s', $post->post_content, $matches, PREG_SET_ORDER );
		foreach ( $matches as $match ) {
			$atts = shortcode_parse_atts( $match[3] );
			if ( is_array( $atts ) && ( $atts['id'] ?? '' ) === $widget_id ) {
				return BuilderModule::loop_grid_atts( $atts );
			}
		}
		return null;
	}

	/**
	 * Searches blocks depth first.
	 *
	 * @param array<mixed> $blocks    Parsed blocks.
	 * @param string       $widget_id Grid id.
	 * @return array<string, mixed>|null
	 */
	private static function in_blocks( array $blocks, string $widget_id ): ?array {
		foreach ( $blocks as $block ) {
			if ( ! is_array( $block ) ) {
				continue;
			}
			$attrs = (array) ( $block['attrs'] ?? array() );
			if ( 'vitrine/loop-grid' === ( $block['blockName'] ?? '' ) && ( $attrs['widgetId'] ?? '' ) === $widget_id ) {
				return $attrs;
			}
			$inner = self::in_blocks( (array) ( $block['innerBlocks'] ?? array() ), $widget_id );
			if ( null !== $inner ) {
				return $inner;
			}
		}
		return null;
	}
}
