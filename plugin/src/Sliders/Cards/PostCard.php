<?php
/**
 * A post in a slider.
 *
 * @package Vitrine
 */

declare( strict_types = 1 );

namespace Vitrine\Sliders\Cards;

use WP_Post;

defined( 'ABSPATH' ) || exit;

/**
 * A story card: image, category, linked title, excerpt and date.
 */
final class PostCard {

	/**
	 * The card's HTML.
	 *
	 * @param WP_Post $post Post.
	 */
	public static function render( WP_Post $post ): string {
		$categories = get_the_category( $post->ID );
		$date       = sprintf(
			'<p class="vitrine-carousel__meta"><time datetime="%s">%s</time></p>',
			esc_attr( (string) get_the_date( DATE_W3C, $post ) ),
			esc_html( (string) get_the_date( '', $post ) )
		);
		return CardParts::card(
			CardParts::media( (int) get_post_thumbnail_id( $post ) ),
			CardParts::eyebrow( $categories ? $categories[0]->name : '' )
				. CardParts::title( get_the_title( $post ), (string) get_permalink( $post ) )
				. CardParts::text( has_excerpt( $post ) ? $post->post_excerpt : $post->post_content )
				. $date
		);
	}
}
