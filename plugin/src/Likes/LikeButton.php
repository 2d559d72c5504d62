<?php
/**
 * The like button's mount point.
 *
 * @package Vitrine
 */

declare( strict_types = 1 );

namespace Vitrine\Likes;

use Vitrine\Plugin;
use Vitrine\Widgets\WidgetRenderer;
use WP_Post;

defined( 'ABSPATH' ) || exit;

/**
 * Renders the `like` widget for a post. The fallback shows the heart and the count (cached
 * pages show the count as of caching; the loved state always comes from the session).
 */
final class LikeButton {

	/**
	 * Returns the mount point, or an empty string for posts that cannot be loved.
	 *
	 * @param WP_Post|null $post Post.
	 */
	public static function render( ?WP_Post $post ): string {
		if ( ! $post instanceof WP_Post || ! LikeService::is_likeable( $post ) ) {
			return '';
		}
		$count = Plugin::instance()->module( LikesModule::class )->repository()->count( $post->ID );
		$title = wp_strip_all_tags( get_the_title( $post ) );

		$fallback = sprintf(
			'<span class="vitrine-like__button" title="%1$s">%2$s<span class="vitrine-like__count">%3$s</span><span class="screen-reader-text">%4$s</span></span>',
			esc_attr__( 'Love this', 'vitrine' ),
			self::heart_icon(),
			esc_html( number_format_i18n( $count ) ),
			esc_html(
				sprintf(
					/* translators: %s: number of loves. */
					_n( '%s love', '%s loves', $count, 'vitrine' ),
					number_format_i18n( $count )
				)
			)
		);

		return WidgetRenderer::render(
			'like',
			array(
				'postId'    => $post->ID,
				'count'     => $count,
				// The count as the site writes it: the button shows it without building a
				// number format, which costs a phone tens of milliseconds on first use.
				'countText' => number_format_i18n( $count ),
				'title'     => $title,
			),
			$fallback,
			array( 'tag' => 'span' )
		);
	}

	/**
	 * The outline heart the fallback shows (the widget swaps in a filled one once loved).
	 */
	private static function heart_icon(): string {
		return '<svg class="vitrine-like__icon" viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false"><path d="M12 20.6 4.4 13.2A4.9 4.9 0 0 1 11.3 6.3L12 7l.7-.7a4.9 4.9 0 0 1 6.9 6.9Z" fill="none" stroke="currentColor" stroke-width="1.8" stroke-linejoin="round"/></svg>';
	}
}
