<?php
/**
 * The case-study grid.
 *
 * @package Vitrine
 */

declare( strict_types = 1 );

namespace Vitrine\Presentation;

use Vitrine\Content\CaseStudies;
use Vitrine\Widgets\WidgetRenderer;

defined( 'ABSPATH' ) || exit;

/**
 * Cards of case studies, each with a "View gallery" button that opens the study's gallery
 * (`gallery_popup123`) in the lightbox. Without JavaScript the button is a link to the study.
 */
final class CaseStudyGrid {

	/**
	 * Renders the widget.
	 *
	 * @param array{count?: int, columns?: int} $settings `count` (default 6), `columns` (1–4, default 3).
	 */
	public static function render( array $settings = array() ): string {
		$columns = max( 1, min( 4, (int) ( $settings['columns'] ?? 3 ) ) );
		$items   = array();
		foreach ( CaseStudies::items( array( 'limit' => max( 1, (int) ( $settings['count'] ?? 6 ) ) ) ) as $study ) {
			$items[] = array(
				'id'      => (int) $study['id'],
				'title'   => (string) $study['title'],
				'excerpt' => (string) $study['excerpt'],
				'client'  => (string) $study['client'],
				'url'     => (string) $study['url'],
				'image'   => ImageProps::of( (int) $study['image'], 'medium_large', '(min-width: 900px) ' . (int) round( 100 / $columns ) . 'vw, 100vw' ),
				'photos'  => count( $study['gallery'] ),
			);
		}
		if ( ! $items ) {
			return '';
		}
		$cards = '';
		foreach ( $items as $item ) {
			$cards .= self::card( $item );
		}
		$fallback = '<ul class="vitrine-case-studies__list">' . $cards . '</ul>';
		return WidgetRenderer::render(
			'case-studies',
			array(
				'items'   => $items,
				'columns' => $columns,
			),
			$fallback,
			array( 'class' => 'vitrine-case-studies--columns-' . $columns )
		);
	}

	/**
	 * One card; its gallery button is a link to the study until the widget mounts.
	 *
	 * @param array{id: int, title: string, excerpt: string, client: string, url: string, image: array{id: int, size: string, src: string, srcset: string, sizes: string, width: int, height: int, alt: string}|null, photos: int} $item Card data.
	 */
	private static function card( array $item ): string {
		return sprintf(
			'<li class="vitrine-case-studies__item" data-id="%1$d"><article class="vitrine-case-studies__card">%2$s<div class="vitrine-case-studies__body">%3$s<h3 class="vitrine-case-studies__title"><a href="%4$s">%5$s</a></h3>%6$s<a class="vitrine-case-studies__gallery wp-element-button button" href="%4$s">%7$s</a></div></article></li>',
			$item['id'],
			$item['image'] ? '<div class="vitrine-case-studies__media">' . ImageProps::img( $item['image'], 'vitrine-case-studies__image' ) . '</div>' : '',
			'' === $item['client'] ? '' : '<p class="vitrine-case-studies__client">' . esc_html( $item['client'] ) . '</p>',
			esc_url( $item['url'] ),
			esc_html( $item['title'] ),
			'' === $item['excerpt'] ? '' : '<p class="vitrine-case-studies__excerpt">' . esc_html( $item['excerpt'] ) . '</p>',
			esc_html__( 'View gallery', 'vitrine' )
		);
	}
}
