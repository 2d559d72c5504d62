<?php
/**
 * A testimonial in a slider.
 *
 * @package Vitrine
 */

declare( strict_types = 1 );

namespace Vitrine\Sliders\Cards;

defined( 'ABSPATH' ) || exit;

/**
 * A testimonial card: the quote, the rating, then who said it (portrait, name, role).
 */
final class TestimonialCard {

	/**
	 * The card's HTML.
	 *
	 * @param array<string, mixed> $item An item of Content\Testimonials.
	 */
	public static function render( array $item ): string {
		$rating = max( 0, min( 5, (int) ( $item['rating'] ?? 0 ) ) );
		$stars  = 0 === $rating ? '' : sprintf(
			'<p class="vitrine-carousel__rating" role="img" aria-label="%s">%s</p>',
			/* translators: %d: number of stars, 1 to 5. */
			esc_attr( sprintf( _n( 'Rated %d star out of 5', 'Rated %d stars out of 5', $rating, 'vitrine' ), $rating ) ),
			str_repeat( '★', $rating ) . str_repeat( '☆', 5 - $rating )
		);
		$image  = (int) ( $item['image'] ?? 0 );
		$avatar = $image > 0
			? wp_get_attachment_image(
				$image,
				'thumbnail',
				false,
				array(
					'class'   => 'vitrine-carousel__avatar',
					'loading' => 'lazy',
					'alt'     => '',
				)
			)
			: '';
		$role   = (string) ( $item['role'] ?? '' );
		return sprintf(
			'<figure class="vitrine-carousel__card vitrine-carousel__card--quote"><blockquote class="vitrine-carousel__quote"><p>%1$s</p></blockquote>%2$s<figcaption class="vitrine-carousel__author">%3$s<span><cite class="vitrine-carousel__author-name">%4$s</cite>%5$s</span></figcaption></figure>',
			esc_html( (string) ( $item['quote'] ?? '' ) ),
			$stars,
			$avatar,
			esc_html( (string) ( $item['author'] ?? $item['title'] ?? '' ) ),
			'' === $role ? '' : '<span class="vitrine-carousel__meta">' . esc_html( $role ) . '</span>'
		);
	}
}
