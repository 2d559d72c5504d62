<?php
/**
 * Pieces every slider card shares.
 *
 * @package Vitrine
 */

declare( strict_types = 1 );

namespace Vitrine\Sliders\Cards;

use WP_Post;

/**
 * The image box, the linked title and the short text of a card, escaped.
 */
final class CardParts {

	/** Slides are at most a third of a 1200 px row on desktop, half on tablets, full on phones. */
	private const SIZES = '(min-width: 1024px) 400px, (min-width: 768px) 50vw, 100vw';

	/**
	 * The featured image in a box of fixed proportions (an empty box without one), so
	 * cards line up and nothing shifts while images load.
	 *
	 * @param WP_Post $post Post.
	 * @param string  $size Image size.
	 */
	public static function media( WP_Post $post, string $size = 'medium_large' ): string {
		$image = get_the_post_thumbnail(
			$post,
			$size,
			array(
				'loading' => 'lazy',
				'sizes'   => self::SIZES,
				// The title beside it says what the card is; the image adds nothing for a screen reader.
				'alt'     => '',
			)
		);
		return '<div class="vitrine-carousel__media">' . $image . '</div>';
	}

	/**
	 * The title, linked to the post when it has a public page.
	 *
	 * @param WP_Post $post Post.
	 * @param string  $tag  Heading tag.
	 */
	public static function title( WP_Post $post, string $tag = 'h3' ): string {
		$title = esc_html( get_the_title( $post ) );
		if ( is_post_type_viewable( $post->post_type ) ) {
			$title = sprintf( '<a href="%s">%s</a>', esc_url( (string) get_permalink( $post ) ), $title );
		}
		return sprintf( '<%1$s class="vitrine-carousel__title">%2$s</%1$s>', tag_escape( $tag ), $title );
	}

	/**
	 * The excerpt (or the start of the content), as plain text of at most `$words` words.
	 *
	 * @param WP_Post $post  Post.
	 * @param int     $words Word limit.
	 */
	public static function text( WP_Post $post, int $words = 20 ): string {
		$text = has_excerpt( $post ) ? $post->post_excerpt : strip_shortcodes( $post->post_content );
		$text = wp_trim_words( wp_strip_all_tags( $text ), $words );
		return '' === $text ? '' : '<p class="vitrine-carousel__text">' . esc_html( $text ) . '</p>';
	}
}
