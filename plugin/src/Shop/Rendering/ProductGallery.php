<?php
/**
 * The product gallery.
 *
 * @package Vitrine
 */

declare( strict_types = 1 );

namespace Vitrine\Shop\Rendering;

use Vitrine\Presentation\ImageProps;
use Vitrine\Presentation\ThumbsGallery;
use Vitrine\Shop\Product;
use Vitrine\Widgets\WidgetRenderer;

defined( 'ABSPATH' ) || exit;

/**
 * The product's images: a large picture and a row of thumbnails (5 shown, 4 below 1023 px;
 * in layout 2 the thumbnails stand beside the picture, and go below it under 1023 px). The
 * `product-gallery` widget turns it into a Swiper slider whose pictures zoom in the lightbox.
 * Without JavaScript the pictures scroll sideways and every picture links to its full size
 * (the shared ThumbsGallery markup). Only the first picture is fetched with the page; the
 * widget fetches each other one as its slide nears (docs/shop.md).
 */
final class ProductGallery {

	/**
	 * Renders the gallery; for a product without images, the shop's placeholder in its place.
	 *
	 * @param Product $product Product.
	 * @param int     $layout  1 (thumbnails below) or 2 (thumbnails beside).
	 * @param string  $sizes   The large pictures' `sizes`.
	 * @param bool    $eager   Load the first picture at once (it is the page's largest).
	 */
	public static function render( Product $product, int $layout = 1, string $sizes = '(min-width: 1024px) 600px, 100vw', bool $eager = false ): string {
		$images = array_map(
			// A phone at DPR 3 would take the original; the 768 px file looks the same there.
			static function ( array $image ): array {
				$image['large'] = ImageProps::without_original( $image['large'] );
				return $image;
			},
			ThumbsGallery::images( $product->image_ids(), $sizes )
		);
		if ( ! $images ) {
			return '<div class="vitrine-product-gallery-placeholder">' . ProductPicture::placeholder( 'vitrine-product-gallery-placeholder__image' ) . '</div>';
		}
		$layout = 2 === $layout ? 2 : 1;
		$title  = $product->name;
		return WidgetRenderer::render(
			'product-gallery',
			array(
				'images' => $images,
				'layout' => $layout,
				'title'  => $title,
				'eager'  => $eager,
				'defer'  => true,
			),
			ThumbsGallery::markup(
				$images,
				/* translators: 1: image number, 2: product name. */
				static fn( int $n ): string => sprintf( __( 'Zoom image %1$d of %2$s', 'vitrine' ), $n, $title ),
				$eager,
				true
			),
			array( 'class' => 'vitrine-product-gallery--layout-' . $layout )
		);
	}
}
