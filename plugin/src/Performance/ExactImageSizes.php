<?php
/**
 * Pictures whose `sizes` list is exact keep it in the content.
 *
 * @package Vitrine
 */

declare( strict_types = 1 );

namespace Vitrine\Performance;

use Vitrine\Presentation\ImageProps;

defined( 'ABSPATH' ) || exit;

/**
 * WordPress filters the post content's pictures again (`wp_filter_content_tags()`) and puts
 * `auto` before the `sizes` of every lazy one. The gallery's thumbnails and the product cards
 * print an exact list without it (ImageProps::without_auto_sizes()): with `auto`, the browser
 * measured a thumbnail before the strip's layout applied and took a 480 px file for a 69 px
 * thumbnail on a phone (image-sizes.spec).
 */
final class ExactImageSizes {

	/**
	 * `wp_content_img_tag` (after core's `auto`): takes `auto` off a marked picture again.
	 *
	 * @param string $tag The `<img>` tag.
	 */
	public function keep( string $tag ): string {
		if ( ! str_contains( $tag, ImageProps::EXACT_SIZES ) || ! str_contains( $tag, 'auto' ) ) {
			return $tag;
		}
		return ImageProps::without_auto_sizes( $tag );
	}
}
