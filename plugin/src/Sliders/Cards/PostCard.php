<?php
/**
 * A post in a slider.
 *
 * @package Vitrine
 */

declare( strict_types = 1 );

namespace Vitrine\Sliders\Cards;

use WP_Post;

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
		$eyebrow    = $categories ? '<p class="vitrine-carousel__eyebrow">' . esc_html( $categories[0]->name ) . '</p>' : '';
		$date       = sprintf(
			'<p class="vitrine-carousel__meta"><time datetime="%s">%s</time></p>',
			esc_attr( (string) get_the_date( DATE_W3C, $post ) ),
			esc_html( (string) get_the_date( '', $post ) )
		);
		return '<article class="vitrine-carousel__card">' . CardParts::media( $post )
			. '<div class="vitrine-carousel__body">' . $eyebrow . CardParts::title( $post ) . CardParts::text( $post ) . $date . '</div></article>';
	}
}
