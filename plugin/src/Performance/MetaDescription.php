<?php
/**
 * The page's meta description.
 *
 * @package Vitrine
 */

declare( strict_types = 1 );

namespace Vitrine\Performance;

defined( 'ABSPATH' ) || exit;

/**
 * Prints `<meta name="description">`: a post's or page's excerpt on singular views, the
 * term's description on archives, the site's tagline elsewhere. Left to an SEO plugin when
 * one is active, so the page never carries two.
 */
final class MetaDescription {

	/**
	 * Search engines show about this many characters.
	 */
	private const MAX_LENGTH = 160;

	/**
	 * Prints the tag in `wp_head`.
	 */
	public function print(): void {
		if ( $this->seo_plugin_active() ) {
			return;
		}
		$description = $this->description();
		if ( '' !== $description ) {
			printf( "<meta name=\"description\" content=\"%s\" />\n", esc_attr( $description ) );
		}
	}

	/**
	 * The description for the current view, plain text, at most 160 characters.
	 */
	public function description(): string {
		$text = '';
		if ( is_singular() ) {
			$post = get_queried_object();
			// The excerpt, or the content's own text; a front page made of widgets says more
			// with the tagline unless it has its own excerpt.
			$from_content = ! is_front_page() || has_excerpt( $post );
			if ( $post instanceof \WP_Post && $from_content && ! post_password_required( $post ) ) {
				$text = has_excerpt( $post ) ? $post->post_excerpt : self::text_of( $post->post_content );
			}
		} elseif ( is_category() || is_tag() || is_tax() ) {
			$text = term_description();
		}
		if ( '' === trim( wp_strip_all_tags( (string) $text ) ) ) {
			$text = get_bloginfo( 'description' );
		}
		$text = trim( (string) preg_replace( '/\s+/u', ' ', html_entity_decode( wp_strip_all_tags( (string) $text ), ENT_QUOTES, 'UTF-8' ) ) );
		if ( mb_strlen( $text ) > self::MAX_LENGTH ) {
			$text = rtrim( mb_substr( $text, 0, self::MAX_LENGTH - 1 ) ) . '…';
		}
		/**
		 * Filters the meta description; an empty string prints none.
		 *
		 * @since 0.1.0
		 *
		 * @param string $text The description.
		 */
		return (string) apply_filters( 'vitrine_meta_description', $text );
	}

	/**
	 * The words a content is written with, without rendering it. get_the_excerpt() runs the
	 * content filters: every block and shortcode of the page rendered a second time inside the
	 * head, enqueuing their styles there as render-blocking links (13 on /widgets/) and using
	 * up the lazy-loading count before the real content had shown its first image.
	 *
	 * @param string $content Post content.
	 */
	private static function text_of( string $content ): string {
		// Blocks are HTML comments and dynamic blocks are only comments: wp_trim_words() strips
		// the tags and keeps the text.
		return wp_trim_words( strip_shortcodes( $content ), 55, '' );
	}

	/**
	 * Whether an SEO plugin that prints its own description is active.
	 */
	private function seo_plugin_active(): bool {
		$active = defined( 'WPSEO_VERSION' ) || defined( 'RANK_MATH_VERSION' ) || defined( 'AIOSEO_VERSION' )
			|| defined( 'SEOPRESS_VERSION' ) || defined( 'THE_SEO_FRAMEWORK_VERSION' );
		/**
		 * Filters whether an SEO plugin handles the meta description, so Vitrine prints none.
		 *
		 * @since 0.1.0
		 *
		 * @param bool $active Whether one of Yoast SEO, Rank Math, All in One SEO, SEOPress or
		 *                     The SEO Framework is active.
		 */
		return (bool) apply_filters( 'vitrine_seo_plugin_active', $active );
	}
}
