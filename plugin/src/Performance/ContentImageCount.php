<?php
/**
 * Every picture of the content counts toward WordPress's first-screen guess.
 *
 * @package Vitrine
 */

declare( strict_types = 1 );

namespace Vitrine\Performance;

defined( 'ABSPATH' ) || exit;

/**
 * WordPress guesses that the first three pictures of the post content are in the first screen:
 * it loads them at once, the first large one at high priority, and the rest lazily. It counts
 * only the pictures nobody marked yet, so the lazy pictures of widgets (galleries, cards,
 * sliders) do not count, and a picture far down a long page of widgets (a slideshow
 * background's first slide) was taken for the first one and fetched first on /widgets/.
 */
final class ContentImageCount {

	/**
	 * `wp_content_img_tag`: counts a picture already marked lazy as WordPress counts the others
	 * (main query, in the loop).
	 *
	 * @param string $tag     The `<img>` tag.
	 * @param string $context Where the content comes from.
	 */
	public function count_lazy( string $tag, string $context ): string {
		if ( 'the_content' === $context && in_the_loop() && is_main_query() && str_contains( $tag, ' loading="lazy"' ) ) {
			wp_increase_content_media_count();
		}
		return $tag;
	}
}
