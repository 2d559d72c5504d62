<?php
/**
 * Pieces every slider card shares.
 *
 * @package Vitrine
 */

declare( strict_types = 1 );

namespace Vitrine\Sliders\Cards;

defined( 'ABSPATH' ) || exit;

/**
 * The image box, the linked title and the short text of a card, escaped.
 */
final class CardParts {

	/** Slides are at most a third of a 1200 px row on desktop, half on tablets, full on phones. */
	private const SIZES = '(min-width: 1024px) 400px, (min-width: 768px) 50vw, 100vw';

	/**
	 * An image in a box of fixed proportions (an empty box without one), so cards line up and
	 * nothing shifts while images load.
	 *
	 * @param int    $image Attachment id, 0 for none.
	 * @param string $size  Image size.
	 */
	public static function media( int $image, string $size = 'medium_large' ): string {
		$html = $image > 0
			? wp_get_attachment_image(
				$image,
				$size,
				false,
				array(
					'loading' => 'lazy',
					'sizes'   => self::SIZES,
					// The title beside it says what the card is; the image adds nothing for a screen reader.
					'alt'     => '',
				)
			)
			: '';
		return '<div class="vitrine-carousel__media">' . $html . '</div>';
	}

	/**
	 * The title, linked when there is a page to link to.
	 *
	 * @param string $title Title (raw text).
	 * @param string $url   Link, '' for none.
	 */
	public static function title( string $title, string $url ): string {
		$title = esc_html( $title );
		if ( '' !== $url ) {
			$title = sprintf( '<a href="%s">%s</a>', esc_url( $url ), $title );
		}
		return '<h3 class="vitrine-carousel__title">' . $title . '</h3>';
	}

	/**
	 * A short plain text of at most `$words` words.
	 *
	 * @param string $text  Text, possibly with markup and shortcodes.
	 * @param int    $words Word limit.
	 */
	public static function text( string $text, int $words = 20 ): string {
		$text = wp_trim_words( wp_strip_all_tags( strip_shortcodes( $text ) ), $words );
		return '' === $text ? '' : '<p class="vitrine-carousel__text">' . esc_html( $text ) . '</p>';
	}

	/**
	 * A small line above the title.
	 *
	 * @param string $text Text.
	 */
	public static function eyebrow( string $text ): string {
		return '' === $text ? '' : '<p class="vitrine-carousel__eyebrow">' . esc_html( $text ) . '</p>';
	}

	/**
	 * A card: media on top, then the body.
	 *
	 * @param string $media Escaped media box.
	 * @param string $body  Escaped body.
	 */
	public static function card( string $media, string $body ): string {
		return '<article class="vitrine-carousel__card">' . $media . '<div class="vitrine-carousel__body">' . $body . '</div></article>';
	}
}
