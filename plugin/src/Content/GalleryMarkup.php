<?php
/**
 * A case study's gallery as HTML.
 *
 * @package Vitrine
 */

declare( strict_types = 1 );

namespace Vitrine\Content;

defined( 'ABSPATH' ) || exit;

/**
 * The gallery markup shared by `gallery_popup123` and the case study page: a heading and one
 * figure per image whose link points at the large picture (so without JavaScript the link
 * still opens it, and with it the lightbox browses the links as a gallery).
 */
final class GalleryMarkup {

	/**
	 * Returns the escaped gallery of a published case study.
	 *
	 * @param array<string, mixed> $study An item of CaseStudies (from find() or items()).
	 */
	public static function render( array $study ): string {
		$figures = '';
		foreach ( (array) $study['gallery'] as $image ) {
			$full = wp_get_attachment_image_url( (int) $image, 'large' );
			if ( ! $full ) {
				continue;
			}
			$caption  = (string) wp_get_attachment_caption( (int) $image );
			$figures .= sprintf(
				'<li class="vitrine-gallery__item"><figure><a class="vitrine-gallery__link" href="%1$s">%2$s</a>%3$s</figure></li>',
				esc_url( $full ),
				wp_get_attachment_image(
					(int) $image,
					'medium',
					false,
					array(
						'loading' => 'lazy',
						'class'   => 'vitrine-gallery__image',
					)
				),
				'' === $caption ? '' : '<figcaption>' . esc_html( $caption ) . '</figcaption>'
			);
		}
		return sprintf(
			'<div class="vitrine-gallery" data-id="%1$d"><h2 class="vitrine-gallery__title">%2$s</h2>%3$s</div>',
			(int) $study['id'],
			esc_html( (string) $study['title'] ),
			'' === $figures ? '<p>' . esc_html__( 'This project has no pictures yet.', 'vitrine' ) . '</p>' : '<ul class="vitrine-gallery__list">' . $figures . '</ul>'
		);
	}
}
