<?php
/**
 * A case study in a slider.
 *
 * @package Vitrine
 */

declare( strict_types = 1 );

namespace Vitrine\Sliders\Cards;

defined( 'ABSPATH' ) || exit;

/**
 * A case-study card: image, client, linked title, summary and a "View gallery" button that
 * carries the study's `data-id` for `gallery_popup123`. Without JavaScript the button is a
 * link to the case study's page, which shows the gallery.
 */
final class CaseStudyCard {

	/**
	 * The card's HTML.
	 *
	 * @param array<string, mixed> $item An item of Content\CaseStudies.
	 */
	public static function render( array $item ): string {
		$title   = (string) ( $item['title'] ?? '' );
		$url     = (string) ( $item['url'] ?? '' );
		$gallery = '';
		if ( '' !== $url && ! empty( $item['gallery'] ) ) {
			$gallery = sprintf(
				'<a class="vitrine-carousel__action vitrine-case-study__gallery-button" href="%1$s" data-id="%2$d">%3$s<span class="screen-reader-text"> %4$s</span></a>',
				esc_url( $url ),
				(int) ( $item['id'] ?? 0 ),
				esc_html__( 'View gallery', 'vitrine' ),
				/* translators: %s: the case study's title, read after "View gallery" by screen readers. */
				esc_html( sprintf( __( 'of %s', 'vitrine' ), $title ) )
			);
		}
		return CardParts::card(
			CardParts::media( (int) ( $item['image'] ?? 0 ) ),
			CardParts::eyebrow( (string) ( $item['client'] ?? '' ) )
				. CardParts::title( $title, $url )
				. CardParts::text( '' !== (string) ( $item['excerpt'] ?? '' ) ? (string) $item['excerpt'] : (string) ( $item['content'] ?? '' ) )
				. $gallery
		);
	}
}
