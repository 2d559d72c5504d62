<?php
/**
 * A service in a slider.
 *
 * @package Vitrine
 */

declare( strict_types = 1 );

namespace Vitrine\Sliders\Cards;

defined( 'ABSPATH' ) || exit;

/**
 * A service card: image, icon, linked title, summary and a link to the service page.
 */
final class ServiceCard {

	/**
	 * The card's HTML.
	 *
	 * @param array<string, mixed> $item An item of Content\Services.
	 */
	public static function render( array $item ): string {
		$url   = (string) ( $item['url'] ?? '' );
		$title = (string) ( $item['title'] ?? '' );
		$label = (string) ( $item['link_label'] ?? '' );
		$link  = '' === $url ? '' : sprintf(
			'<a class="vitrine-carousel__action" href="%s">%s<span class="screen-reader-text"> %s</span></a>',
			esc_url( $url ),
			esc_html( '' === $label ? __( 'Learn more', 'vitrine' ) : $label ),
			/* translators: %s: the service's name, read after "Learn more" by screen readers. */
			esc_html( sprintf( __( 'about %s', 'vitrine' ), $title ) )
		);
		$icon = (string) ( $item['icon'] ?? '' );
		return CardParts::card(
			CardParts::media( (int) ( $item['image'] ?? 0 ) ),
			( '' === $icon ? '' : '<p class="vitrine-carousel__icon" aria-hidden="true">' . esc_html( $icon ) . '</p>' )
				. CardParts::title( $title, $url )
				. CardParts::text( '' !== (string) ( $item['excerpt'] ?? '' ) ? (string) $item['excerpt'] : (string) ( $item['content'] ?? '' ) )
				. $link
		);
	}
}
