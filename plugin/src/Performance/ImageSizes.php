<?php
/**
 * Image sizes WordPress lacks between its own, so `srcset` has one near what is shown.
 *
 * @package Vitrine
 */

declare( strict_types = 1 );

namespace Vitrine\Performance;

defined( 'ABSPATH' ) || exit;

/**
 * `vitrine-480w`: 480 px wide, the height following the picture (no crop), so every picture has
 * it and `srcset` always offers it. Between medium (300) and medium_large (768) WordPress has
 * nothing, so a product card shown 190 px wide on a phone at 1.75× (330 device pixels) or 300 px
 * on a desktop got the 768 px file: three times the bytes of what it shows.
 */
final class ImageSizes {

	public const MEDIUM = 'vitrine-480w';

	/** A 300 px square: gallery thumbnails (75–120 px) on 2× and 3× screens, between 150 and 480. */
	public const THUMB_2X = 'vitrine-square-300';

	/**
	 * Registers the size (after_setup_theme).
	 */
	public function register(): void {
		add_image_size( self::MEDIUM, 480, 0, false );
		add_image_size( self::THUMB_2X, 300, 300, true );
	}
}
