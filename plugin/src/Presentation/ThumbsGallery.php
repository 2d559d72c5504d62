<?php
/**
 * A picture slider with a thumbnail strip, shared by the product gallery and the gallery slider.
 *
 * @package Vitrine
 */

declare( strict_types = 1 );

namespace Vitrine\Presentation;

defined( 'ABSPATH' ) || exit;

/**
 * The pictures' data and the server markup of `src/widgets/shared/thumbs-gallery.tsx`: the
 * pictures in a row with scroll snapping (each linking to its full size when it zooms), and a
 * row of thumbnails linking to the full images. Without JavaScript that is the gallery; with it,
 * the widget mounts the same parts and Swiper takes them over, so nothing moves.
 *
 * @phpstan-type ThumbsImage array{id: int, large: array{id: int, size: string, src: string, srcset: string, sizes: string, width: int, height: int, alt: string}, thumb: array{id: int, size: string, src: string, srcset: string, sizes: string, width: int, height: int, alt: string}, full: string}
 */
final class ThumbsGallery {

	/** Class prefix of every part (the product gallery's stylesheet styles both widgets). */
	public const BASE = 'vitrine-product-gallery';

	/**
	 * The pictures of attachment ids; ids that are not images are left out.
	 *
	 * @param array<int> $ids   Attachment ids.
	 * @param string     $sizes The large pictures' `sizes`.
	 * @return list<ThumbsImage>
	 */
	public static function images( array $ids, string $sizes ): array {
		$images = array();
		foreach ( $ids as $id ) {
			if ( $id <= 0 || ! wp_attachment_is_image( $id ) ) {
				continue;
			}
			// The zoom (`full`) links to the large size, not the original (a camera's 5,000 px file).
			// Thumbnails are 120 px wide on wide screens, about 75 px on phones (a row of four).
			$large = ImageProps::of( $id, 'large', $sizes );
			$thumb = ImageProps::of( $id, 'thumbnail', '(min-width: 1024px) 120px, 75px' );
			$full  = wp_get_attachment_image_src( $id, 'large' );
			if ( $large && $thumb && $full ) {
				$images[] = array(
					'id'    => $id,
					'large' => $large,
					'thumb' => $thumb,
					'full'  => (string) $full[0],
				);
			}
		}
		return $images;
	}

	/**
	 * The markup the mounted widget renders too.
	 *
	 * @param list<ThumbsImage>            $images     Pictures.
	 * @param (callable(int): string)|null $zoom_label Accessible name of picture n (1-based) as a
	 *                                                 link to its full size; null: plain pictures.
	 * @param bool                         $eager      Load the first picture at once.
	 * @param bool                         $defer      Fetch only the first picture until the widget
	 *                                                 starts: the others stand in `<noscript>` (a
	 *                                                 lazy picture in a sideways row is inside the
	 *                                                 browser's lazy-load margin, so all would load),
	 *                                                 and the widget sets them as their slide nears.
	 */
	public static function markup( array $images, ?callable $zoom_label, bool $eager = false, bool $defer = false ): string {
		$base   = self::BASE;
		$slides = '';
		$thumbs = '';
		foreach ( $images as $index => $image ) {
			$img = ImageProps::img( $image['large'], $base . '__image' );
			if ( 0 === $index && $eager ) {
				$img = str_replace( ' loading="lazy"', ' fetchpriority="high"', ImageProps::without_auto_sizes( $img ) );
			} elseif ( $index > 0 && $defer ) {
				$img = '<noscript>' . $img . '</noscript>';
			}
			if ( null !== $zoom_label ) {
				$img = sprintf(
					'<a class="%1$s__zoom" href="%2$s" aria-label="%3$s">%4$s</a>',
					$base,
					esc_url( $image['full'] ),
					esc_attr( $zoom_label( $index + 1 ) ),
					$img
				);
			}
			$slides .= '<li class="' . $base . '__slide">' . $img . '</li>';
			$thumbs .= sprintf(
				'<li class="%1$s__thumb"><a class="%1$s__thumb-button" href="%2$s" aria-label="%3$s">%4$s</a></li>',
				$base,
				esc_url( $image['full'] ),
				/* translators: %d: image number. */
				esc_attr( sprintf( __( 'Show image %d', 'vitrine' ), $index + 1 ) ),
				// The strip's slot is fixed (the sizes list is exact). With core's `auto` the
				// browser measured the picture before the strip's layout applied and sometimes
				// took the 720 px file for a 74 px thumbnail (image-sizes.spec).
				ImageProps::without_auto_sizes( ImageProps::img( $image['thumb'], $base . '__thumb-image' ) )
			);
		}
		return '<div class="' . $base . '__main"><ul class="' . $base . '__slides">' . $slides . '</ul></div>'
			. ( count( $images ) > 1 ? '<div class="' . $base . '__thumbs-viewport"><ul class="' . $base . '__thumbs">' . $thumbs . '</ul></div>' : '' );
	}
}
