<?php
/**
 * The image lightbox of post content.
 *
 * @package Vitrine
 */

declare( strict_types = 1 );

namespace Vitrine\Presentation;

use Vitrine\Content\CaseStudies;
use Vitrine\Content\GalleryMarkup;
use Vitrine\Widgets\WidgetRenderer;

defined( 'ABSPATH' ) || exit;

/**
 * On single posts, pages and case studies whose content links to images (png, jpg, jpeg, gif,
 * svg, webp), adds the `image-lightbox` widget after the content: it opens those links in the
 * lightbox as one gallery. Case study pages also get their gallery. Without JavaScript the
 * links simply open the images.
 */
final class ImageLightbox {

	/**
	 * Image links, as the lightbox recognises them.
	 */
	private const IMAGE_LINK = '/<a\s[^>]*href=(["\'])[^"\'?#]+\.(?:png|jpe?g|gif|svg|webp)(?:[?#][^"\']*)?\1/i';

	/**
	 * Adds the gallery (case studies) and the lightbox to the main post's content.
	 *
	 * @param string $content Post content.
	 */
	public static function filter_content( string $content ): string {
		if ( ! is_singular() || ! in_the_loop() || ! is_main_query() ) {
			return $content;
		}
		$study = is_singular( CaseStudies::POST_TYPE ) ? CaseStudies::find( (int) get_the_ID() ) : null;
		if ( $study && $study['gallery'] ) {
			$content .= GalleryMarkup::render( $study );
		}
		return self::has_image_links( $content ) ? $content . self::mount_point() : $content;
	}

	/**
	 * Whether HTML links to an image.
	 *
	 * @param string $html HTML.
	 */
	public static function has_image_links( string $html ): bool {
		return 1 === preg_match( self::IMAGE_LINK, $html );
	}

	/**
	 * The widget's mount point (empty: the links it enhances are its fallback).
	 */
	public static function mount_point(): string {
		return WidgetRenderer::render( 'image-lightbox', array(), '', array( 'tag' => 'span' ) );
	}
}
