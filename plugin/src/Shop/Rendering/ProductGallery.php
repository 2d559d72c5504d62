<?php
/**
 * The product gallery.
 *
 * @package Vitrine
 */

declare( strict_types = 1 );

namespace Vitrine\Shop\Rendering;

use Vitrine\Presentation\ImageProps;
use Vitrine\Shop\Product;
use Vitrine\Widgets\WidgetRenderer;

/**
 * The product's images: a large picture and a row of thumbnails (5 shown, 4 below 1023 px;
 * in layout 2 the thumbnails stand beside the picture, and go below it under 1023 px). The
 * `product-gallery` widget turns it into a Swiper slider whose pictures zoom in the lightbox.
 * Without JavaScript the pictures scroll sideways and every picture links to its full size.
 */
final class ProductGallery {

	/**
	 * Renders the gallery ('' for a product without images).
	 *
	 * @param Product $product Product.
	 * @param int     $layout  1 (thumbnails below) or 2 (thumbnails beside).
	 * @param string  $sizes   The large pictures' `sizes`.
	 * @param bool    $eager   Load the first picture at once (it is the page's largest).
	 */
	public static function render( Product $product, int $layout = 1, string $sizes = '(min-width: 1024px) 600px, 100vw', bool $eager = false ): string {
		$images = array();
		foreach ( $product->image_ids() as $id ) {
			$large = ImageProps::of( $id, 'large', $sizes );
			$thumb = ImageProps::of( $id, 'thumbnail', '120px' );
			$full  = wp_get_attachment_image_src( $id, 'full' );
			if ( $large && $thumb && $full ) {
				$images[] = array(
					'id'    => $id,
					'large' => $large,
					'thumb' => $thumb,
					'full'  => (string) $full[0],
				);
			}
		}
		if ( ! $images ) {
			return '';
		}
		$layout = 2 === $layout ? 2 : 1;
		return WidgetRenderer::render(
			'product-gallery',
			array(
				'images' => $images,
				'layout' => $layout,
				'title'  => $product->name,
				'eager'  => $eager,
			),
			self::fallback( $images, $product->name, $eager ),
			array( 'class' => 'vitrine-product-gallery--layout-' . $layout )
		);
	}

	/**
	 * The same markup as the mounted widget renders.
	 *
	 * @param list<array{id: int, large: array{src: string, srcset: string, sizes: string, width: int, height: int, alt: string}, thumb: array{src: string, srcset: string, sizes: string, width: int, height: int, alt: string}, full: string}> $images Images.
	 * @param string                                                                                                                                                                                                                      $title  Product name.
	 * @param bool                                                                                                                                                                                                                        $eager  Load the first picture at once.
	 */
	private static function fallback( array $images, string $title, bool $eager ): string {
		$slides = '';
		$thumbs = '';
		foreach ( $images as $index => $image ) {
			$img = ImageProps::img( $image['large'], 'vitrine-product-gallery__image' );
			if ( 0 === $index && $eager ) {
				$img = str_replace( ' loading="lazy"', ' fetchpriority="high"', $img );
			}
			$slides .= sprintf(
				'<li class="vitrine-product-gallery__slide"><a class="vitrine-product-gallery__zoom" href="%1$s" aria-label="%2$s">%3$s</a></li>',
				esc_url( $image['full'] ),
				/* translators: 1: image number, 2: product name. */
				esc_attr( sprintf( __( 'Zoom image %1$d of %2$s', 'vitrine' ), $index + 1, $title ) ),
				$img
			);
			$thumbs .= sprintf(
				'<li class="vitrine-product-gallery__thumb"><a class="vitrine-product-gallery__thumb-button" href="%1$s" aria-label="%2$s">%3$s</a></li>',
				esc_url( $image['full'] ),
				/* translators: %d: image number. */
				esc_attr( sprintf( __( 'Show image %d', 'vitrine' ), $index + 1 ) ),
				ImageProps::img( $image['thumb'], 'vitrine-product-gallery__thumb-image' )
			);
		}
		return '<div class="vitrine-product-gallery__main"><ul class="vitrine-product-gallery__slides">' . $slides . '</ul></div>'
			. ( count( $images ) > 1 ? '<div class="vitrine-product-gallery__thumbs-viewport"><ul class="vitrine-product-gallery__thumbs">' . $thumbs . '</ul></div>' : '' );
	}
}
