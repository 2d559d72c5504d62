<?php
/**
 * WebP image sizes.
 *
 * @package Vitrine
 */

declare( strict_types = 1 );

namespace Vitrine\Performance;

/**
 * Makes WordPress write the sizes of uploaded JPEGs as WebP (the original stays as it was
 * uploaded), when the server's image editor can: about a third smaller at the same quality,
 * and every browser in use shows it.
 */
final class WebpImages {

	/**
	 * Maps JPEG to WebP in the image editor's output formats.
	 *
	 * @param array<string, string> $formats Output MIME type by input MIME type.
	 * @return array<string, string>
	 */
	public function output_formats( array $formats ): array {
		/**
		 * Filters whether the sizes of uploaded JPEGs are written as WebP.
		 *
		 * @since 0.1.0
		 *
		 * @param bool $webp Whether to write WebP. Default true when the image editor supports it.
		 */
		$webp = (bool) apply_filters( 'vitrine_webp_images', wp_image_editor_supports( array( 'mime_type' => 'image/webp' ) ) );
		if ( $webp && ! isset( $formats['image/jpeg'] ) ) {
			$formats['image/jpeg'] = 'image/webp';
		}
		return $formats;
	}
}
