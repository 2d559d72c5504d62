<?php
/**
 * The `vitrine/like` block.
 *
 * @package Vitrine
 */

declare( strict_types = 1 );

namespace Vitrine\Likes;

use WP_Block;

defined( 'ABSPATH' ) || exit;

/**
 * Renders the like button of the post the block sits in: the post template of a query loop
 * hands it `postId` through block context; elsewhere (a single-post template) it takes the
 * current post.
 */
final class LikeBlock {

	/**
	 * `block_editor_settings_all`: the editor's button needs the post types visitors can love
	 * (a filter decides) to say, where it stands in any other, that it shows nothing there.
	 *
	 * @param array<string, mixed> $settings Editor settings.
	 * @return array<string, mixed>
	 */
	public function editor_settings( $settings ): array {
		$settings                             = (array) $settings;
		$settings['vitrineLikeablePostTypes'] = array_values( array_map( 'strval', LikeService::post_types() ) );
		return $settings;
	}

	/**
	 * Renders the block: the button inside the block's wrapper, or nothing for posts that
	 * cannot be loved (pages, drafts, protected posts).
	 *
	 * @param array<string, mixed> $attributes Block attributes (none).
	 * @param string               $content    Inner content (none).
	 * @param WP_Block|null        $block      The block, with its context.
	 */
	public function render( array $attributes = array(), string $content = '', ?WP_Block $block = null ): string {
		$post_id = (int) ( $block->context['postId'] ?? 0 );
		$post    = get_post( $post_id > 0 ? $post_id : null );
		// A post of a type without likes (a page) is likeable through a block placed in its
		// content; the block the template hooks after that content would be a second button.
		if ( $post && ! in_array( $post->post_type, LikeService::post_types(), true ) && ! doing_filter( 'the_content' ) ) {
			return '';
		}
		$button = LikeButton::render( $post );
		if ( '' === $button ) {
			return '';
		}
		// The block's supports reach this root through Vitrine\Blocks\BlockWrapper. The root
		// lays its row out like the post's text column (`is-layout-constrained`: the theme's
		// content width, centred): hooked after the Post Content block of a template whose
		// parent is not constrained (Twenty Twenty-Two's single post), it would otherwise sit
		// at the window's edge while the text starts far to its right.
		return '<div class="vitrine-like-row is-layout-constrained"><div class="vitrine-like-row__inner">' . $button . '</div></div>';
	}
}
