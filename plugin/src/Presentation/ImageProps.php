<?php
/**
 * Image data handed to widgets.
 *
 * @package Vitrine
 */

declare( strict_types = 1 );

namespace Vitrine\Presentation;

defined( 'ABSPATH' ) || exit;

/**
 * An attachment as the plain data a widget's props carry (`src`, `srcset`, `sizes`, `width`,
 * `height`, `alt`), and the same data as an `<img>`, so the server fallback and the mounted
 * widget show the same picture at the same reserved size.
 */
final class ImageProps {

	/**
	 * The attribute that marks a picture whose `sizes` list is exact (without_auto_sizes()).
	 */
	public const EXACT_SIZES = 'data-vitrine-exact-sizes';

	/**
	 * The image's data, or null when the attachment is not an image.
	 *
	 * @param int    $id    Attachment id.
	 * @param string $size  Registered size.
	 * @param string $sizes The `sizes` attribute.
	 * @return array{id: int, size: string, src: string, srcset: string, sizes: string, width: int, height: int, alt: string}|null
	 */
	public static function of( int $id, string $size = 'medium_large', string $sizes = '(min-width: 900px) 33vw, 100vw' ): ?array {
		$src = $id > 0 ? wp_get_attachment_image_src( $id, $size ) : false;
		if ( ! $src ) {
			return null;
		}
		return array(
			'id'     => $id,
			'size'   => $size,
			'src'    => (string) $src[0],
			'srcset' => (string) wp_get_attachment_image_srcset( $id, $size ),
			'sizes'  => $sizes,
			'width'  => (int) $src[1],
			'height' => (int) $src[2],
			'alt'    => (string) get_post_meta( $id, '_wp_attachment_image_alt', true ),
		);
	}

	/**
	 * The `<img>` of image data, made by core's `wp_get_attachment_image()` (its filters, its
	 * srcset, its escaping) from the same attachment and size, so it matches the props.
	 *
	 * @param array{id: int, size: string, src: string, srcset: string, sizes: string, width: int, height: int, alt: string} $image Image data.
	 * @param string                                                                                                         $class Class.
	 */
	public static function img( array $image, string $class ): string {
		return wp_get_attachment_image(
			$image['id'],
			$image['size'],
			false,
			array(
				'class'    => $class,
				// The props' own file and candidates (without_original() may have trimmed them).
				'src'      => $image['src'],
				'srcset'   => $image['srcset'],
				'sizes'    => $image['sizes'],
				'alt'      => $image['alt'],
				'loading'  => 'lazy',
				'decoding' => 'async',
			)
		);
	}

	/**
	 * Image data without the uploaded original in its `srcset` when an intermediate size at
	 * least `$min` wide is offered: a phone at DPR 3 asks for over 1,000 px and would take the
	 * original (the largest candidate), often half as heavy again as the 768 px file for a
	 * difference nobody sees on a phone. The picture's `src` becomes the widest kept file; a
	 * zoom links to its own size, so the lightbox still shows the large picture.
	 *
	 * @param array{id: int, size: string, src: string, srcset: string, sizes: string, width: int, height: int, alt: string} $image Image data from of().
	 * @param int                                                                                                            $min   Narrowest intermediate that may stand in for the original.
	 * @return array{id: int, size: string, src: string, srcset: string, sizes: string, width: int, height: int, alt: string}
	 */
	public static function without_original( array $image, int $min = 768 ): array {
		$meta     = wp_get_attachment_metadata( $image['id'] );
		$original = is_array( $meta ) ? (int) ( $meta['width'] ?? 0 ) : 0;
		$kept     = array();
		foreach ( array_filter( array_map( 'trim', explode( ',', $image['srcset'] ) ) ) as $candidate ) {
			$parts = preg_split( '/\s+/', $candidate );
			$width = is_array( $parts ) && isset( $parts[1] ) ? (int) $parts[1] : 0;
			if ( $width > 0 && $width !== $original ) {
				$kept[ $width ] = $candidate;
			}
		}
		if ( ! $kept || max( array_keys( $kept ) ) < $min ) {
			return $image;
		}
		ksort( $kept );
		$widest          = (string) end( $kept );
		$image['src']    = (string) strtok( $widest, ' ' );
		$image['srcset'] = implode( ', ', $kept );
		return $image;
	}

	/**
	 * A picture of img() without core's `auto` in its `sizes`: for a picture made eager (a
	 * browser ignores the list of an eager picture that starts with `auto` and takes 100vw, the
	 * largest file) and for the cards, whose list is exact for every width. The picture is
	 * marked (`data-vitrine-exact-sizes`) so that core, filtering the content it is printed in,
	 * does not put `auto` back (ExactImageSizes).
	 *
	 * @param string $img An `<img>` from img().
	 */
	public static function without_auto_sizes( string $img ): string {
		$tags = new \WP_HTML_Tag_Processor( $img );
		if ( ! $tags->next_tag( array( 'tag_name' => 'img' ) ) ) {
			return $img;
		}
		$tags->set_attribute( self::EXACT_SIZES, '' );
		$sizes = (string) $tags->get_attribute( 'sizes' );
		if ( str_starts_with( $sizes, 'auto,' ) ) {
			$tags->set_attribute( 'sizes', ltrim( substr( $sizes, 5 ) ) );
		}
		return $tags->get_updated_html();
	}
}
