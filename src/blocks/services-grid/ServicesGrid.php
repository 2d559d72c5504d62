<?php
/**
 * The services masonry grid.
 *
 * @package Vitrine
 */

declare( strict_types = 1 );

namespace Vitrine\Presentation;

use Vitrine\Content\Services;
use Vitrine\Widgets\WidgetRenderer;

defined( 'ABSPATH' ) || exit;

/**
 * Service cards in a masonry of CSS columns (1, 2 or 3 by width), which needs no script;
 * the mounted widget shows the same cards and fades them in as they scroll into view (0.4 s).
 */
final class ServicesGrid {

	/**
	 * Renders the widget.
	 *
	 * @param array{count?: int} $settings `count` (default all, up to 12).
	 */
	public static function render( array $settings = array() ): string {
		$items = array();
		foreach ( Services::items( array( 'limit' => max( 1, min( 12, (int) ( $settings['count'] ?? 12 ) ) ) ) ) as $service ) {
			$items[] = array(
				'id'        => (int) $service['id'],
				'title'     => (string) $service['title'],
				'excerpt'   => (string) $service['excerpt'],
				'text'      => wp_trim_words( wp_strip_all_tags( (string) $service['content'] ), 40 ),
				'icon'      => (string) $service['icon'],
				'url'       => (string) $service['url'],
				'linkLabel' => '' === $service['link_label'] ? __( 'Learn more', 'vitrine' ) : (string) $service['link_label'],
			);
		}
		if ( ! $items ) {
			return '';
		}
		$cards = '';
		foreach ( $items as $item ) {
			$cards .= sprintf(
				'<li class="vitrine-services-grid__item"><article class="vitrine-services-grid__card">%1$s<h3 class="vitrine-services-grid__title">%2$s</h3>%3$s%4$s<a class="vitrine-services-grid__link" href="%5$s">%6$s<span class="screen-reader-text">: %2$s</span></a></article></li>',
				'' === $item['icon'] ? '' : '<span class="vitrine-services-grid__icon" aria-hidden="true">' . esc_html( $item['icon'] ) . '</span>',
				esc_html( $item['title'] ),
				'' === $item['excerpt'] ? '' : '<p class="vitrine-services-grid__excerpt">' . esc_html( $item['excerpt'] ) . '</p>',
				'' === $item['text'] ? '' : '<p class="vitrine-services-grid__text">' . esc_html( $item['text'] ) . '</p>',
				esc_url( $item['url'] ),
				esc_html( $item['linkLabel'] )
			);
		}
		return WidgetRenderer::render( 'services-grid', array( 'items' => $items ), '<ul class="vitrine-services-grid__list">' . $cards . '</ul>' );
	}
}
