<?php
/**
 * Gallery slider with thumbnails.
 *
 * @package Vitrine
 */

declare( strict_types = 1 );

namespace Vitrine\Media;

use Vitrine\Presentation\ThumbsGallery;

defined( 'ABSPATH' ) || exit;

/**
 * Pictures from the media library in a slider synchronised with a thumbnail strip below them
 * or in a column at their left or right (a row under 1023 px), optionally autoplaying and
 * opening the lightbox. It is the product page's gallery (ThumbsGallery, its markup and
 * stylesheet) on chosen pictures. Without JavaScript: the first picture large, the others a
 * scroll-snap row, and the thumbnails links to the full images.
 */
final class GallerySlider {

	private const POSITIONS = array( 'bottom', 'left', 'right' );

	/**
	 * Renders the slider, or nothing without a picture.
	 *
	 * @param array<string, mixed> $settings `ids` (list or comma-separated attachment ids),
	 *                                       `position` (bottom|left|right), `perView` (2–8),
	 *                                       `autoplay`, `lightbox`.
	 */
	public static function render( array $settings ): string {
		$images = ThumbsGallery::images( self::ids( $settings['ids'] ?? array() ), '(min-width: 1024px) 900px, 100vw' );
		if ( ! $images ) {
			return '';
		}
		$position = in_array( $settings['position'] ?? '', self::POSITIONS, true ) ? (string) $settings['position'] : 'bottom';
		$per_view = is_numeric( $settings['perView'] ?? null ) ? max( 2, min( 8, (int) $settings['perView'] ) ) : 5;
		$lightbox = wp_validate_boolean( $settings['lightbox'] ?? true );
		$count    = count( $images );
		// The product gallery's stylesheet draws the shared parts; this widget's adds the rest.
		wp_enqueue_style( 'vitrine-widget-product-gallery' );
		return vitrine_render_widget(
			'gallery-slider',
			array(
				'images'   => $images,
				'position' => $position,
				'perView'  => $per_view,
				'autoplay' => wp_validate_boolean( $settings['autoplay'] ?? false ),
				'lightbox' => $lightbox,
			),
			ThumbsGallery::markup(
				$images,
				$lightbox
					/* translators: 1: image number, 2: number of images. */
					? static fn( int $n ): string => sprintf( __( 'Enlarge image %1$d of %2$d', 'vitrine' ), $n, $count )
					: null
			),
			array(
				'class' => ThumbsGallery::BASE
					. ( 'bottom' === $position ? '' : ' vitrine-product-gallery--layout-2' )
					. ' vitrine-gallery-slider--' . $position
					. ' vitrine-gallery-slider--per-view-' . $per_view,
			)
		);
	}

	/**
	 * Attachment ids from the block (a list) or the shortcode ("1, 2,3"), positive and unique.
	 *
	 * @param mixed $value Setting.
	 * @return array<int>
	 */
	public static function ids( $value ): array {
		$list = is_array( $value ) ? $value : explode( ',', is_scalar( $value ) ? (string) $value : '' );
		return array_values( array_unique( array_filter( array_map( 'absint', $list ) ) ) );
	}
}
