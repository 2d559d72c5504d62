<?php
/**
 * The public template API: what themes, blocks and shortcodes call.
 *
 * @package Vitrine
 */

declare( strict_types = 1 );

use Vitrine\Likes\LikeButton;
use Vitrine\Widgets\WidgetRenderer;

/**
 * Returns a widget's mount point: a container the front-end runtime mounts the widget into,
 * holding usable server-rendered fallback markup until then (or for good, without JavaScript).
 *
 * @since 0.1.0
 *
 * @param string               $name     Widget name, e.g. `like`.
 * @param array<string, mixed> $props    Props handed to the widget, JSON-encoded into the markup.
 * @param string               $fallback Already escaped HTML shown before (or without) JavaScript.
 * @param array{tag?: string, class?: string} $args Wrapper tag (`div` or `span`) and extra classes.
 */
function vitrine_render_widget( string $name, array $props = array(), string $fallback = '', array $args = array() ): string {
	return WidgetRenderer::render( $name, $props, $fallback, $args );
}

/**
 * Returns the like button of a post (the current post by default).
 *
 * @since 0.1.0
 *
 * @param int|WP_Post|null $post Post, post id, or null for the current post.
 */
function vitrine_like_button( int|WP_Post|null $post = null ): string {
	return LikeButton::render( get_post( $post ) );
}
