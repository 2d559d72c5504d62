<?php
/**
 * Portfolio and gallery.
 *
 * @package Vitrine
 */

declare( strict_types = 1 );

namespace Vitrine\Media;

use Vitrine\Presentation\ImageProps;
use Vitrine\Widgets\WidgetRenderer;

defined( 'ABSPATH' ) || exit;

/**
 * Pictures from the media library in a grid (square crops), masonry (CSS columns) or
 * justified rows (each picture as wide as its aspect ratio asks), 1 to 6 columns per device
 * (phones below 768 px, tablets below 1024 px). The layout is CSS, so without JavaScript it is
 * already final and every picture is a link to its large version. The `portfolio` widget adds
 * the category filter buttons, parallax on scroll, tilt on hover, the lightbox and retries of
 * pictures that fail to load.
 */
final class Portfolio {

	public const LAYOUTS = array( 'grid', 'masonry', 'justified' );

	/** The parallax speed of docs/product-spec.md §9 (parallax gallery). */
	public const PARALLAX_SPEED = 0.15;

	/**
	 * Renders a gallery, or nothing without pictures.
	 *
	 * @param array<string, mixed> $settings Block attributes (or camelCased shortcode attributes).
	 */
	public static function render( array $settings ): string {
		$items = self::items( $settings );
		if ( array() === $items ) {
			return '';
		}
		$layout  = in_array( $settings['layout'] ?? '', self::LAYOUTS, true ) ? (string) $settings['layout'] : 'grid';
		$columns = array(
			'desktop' => self::columns( $settings['columns'] ?? 3, 3 ),
			'tablet'  => self::columns( $settings['columnsTablet'] ?? 2, 2 ),
			'mobile'  => self::columns( $settings['columnsMobile'] ?? 1, 1 ),
		);
		$filters = array();
		foreach ( $items as $item ) {
			if ( '' !== $item['category'] ) {
				$filters[ sanitize_title( $item['category'] ) ] = $item['category'];
			}
		}
		$show_filters = count( $filters ) > 1 && ! self::off( $settings['filters'] ?? true );
		$speed        = is_numeric( $settings['parallaxSpeed'] ?? null ) ? max( 0.0, min( 1.0, (float) $settings['parallaxSpeed'] ) ) : self::PARALLAX_SPEED;
		$props        = array(
			'filters'  => $show_filters ? array_map(
				static fn( $slug, $label ) => array(
					'slug'  => (string) $slug,
					'label' => $label,
				),
				array_keys( $filters ),
				$filters
			) : array(),
			'parallax' => ! self::off( $settings['parallax'] ?? false ) ? $speed : 0,
			'tilt'     => ! self::off( $settings['tilt'] ?? false ),
			'lightbox' => ! self::off( $settings['lightbox'] ?? true ),
		);
		$sizes        = sprintf( '(min-width: 1024px) %1$dvw, (min-width: 768px) %2$dvw, %3$dvw', (int) ceil( 100 / $columns['desktop'] ), (int) ceil( 100 / $columns['tablet'] ), (int) ceil( 100 / $columns['mobile'] ) );
		$list         = '';
		foreach ( $items as $item ) {
			$image = ImageProps::of( $item['id'], 'large', $sizes );
			$full  = wp_get_attachment_image_url( $item['id'], 'full' );
			if ( null === $image || ! $full ) {
				continue;
			}
			$caption = (string) wp_get_attachment_caption( $item['id'] );
			$ratio   = $image['height'] > 0 ? $image['width'] / $image['height'] : 1;
			$list   .= sprintf(
				'<li class="vitrine-portfolio__item" data-category="%1$s" style="--vitrine-ratio:%2$s"><a class="vitrine-portfolio__link" href="%3$s"%4$s>%5$s</a></li>',
				esc_attr( sanitize_title( $item['category'] ) ),
				esc_attr( sprintf( '%.4F', $ratio ) ),
				esc_url( $full ),
				'' === $caption ? '' : ' data-title="' . esc_attr( $caption ) . '"',
				ImageProps::img( $image, 'vitrine-portfolio__image' )
			);
		}
		return sprintf(
			'<div class="vitrine-portfolio vitrine-portfolio--%1$s%2$s" style="--vitrine-columns:%3$d;--vitrine-columns-tablet:%4$d;--vitrine-columns-mobile:%5$d">%6$s<ul class="vitrine-portfolio__items">%7$s</ul></div>',
			esc_attr( $layout ),
			$show_filters ? ' vitrine-portfolio--filtered' : '',
			$columns['desktop'],
			$columns['tablet'],
			$columns['mobile'],
			WidgetRenderer::render( 'portfolio', $props, '', array( 'class' => 'vitrine-portfolio__widget' ) ),
			$list
		);
	}

	/**
	 * The pictures: the block's `items` (`{id, category}`), or the shortcode's comma-separated
	 * `ids` with `categories` in the same order.
	 *
	 * @param array<string, mixed> $settings Settings.
	 * @return list<array{id: int, category: string}>
	 */
	private static function items( array $settings ): array {
		$items = array();
		if ( isset( $settings['ids'] ) ) {
			$ids        = array_map( 'absint', explode( ',', (string) $settings['ids'] ) );
			$categories = explode( ',', (string) ( $settings['categories'] ?? '' ) );
			foreach ( $ids as $index => $id ) {
				$items[] = array(
					'id'       => $id,
					'category' => $categories[ $index ] ?? '',
				);
			}
		} else {
			foreach ( (array) ( $settings['items'] ?? array() ) as $item ) {
				$item    = (array) $item;
				$items[] = array(
					'id'       => absint( $item['id'] ?? 0 ),
					'category' => (string) ( $item['category'] ?? '' ),
				);
			}
		}
		$valid = array();
		foreach ( array_slice( $items, 0, 60 ) as $item ) {
			if ( $item['id'] > 0 && wp_attachment_is_image( $item['id'] ) ) {
				$valid[] = array(
					'id'       => $item['id'],
					'category' => sanitize_text_field( $item['category'] ),
				);
			}
		}
		return $valid;
	}

	/**
	 * A column count in 1…6.
	 *
	 * @param mixed $value    Raw value.
	 * @param int   $fallback Default.
	 */
	private static function columns( $value, int $fallback ): int {
		$number = is_numeric( $value ) ? (int) $value : $fallback;
		return max( 1, min( 6, $number ) );
	}

	/**
	 * Whether a boolean setting is off (false, "0", "false", "no", "").
	 *
	 * @param mixed $value Raw value.
	 */
	public static function off( $value ): bool {
		return in_array( is_string( $value ) ? strtolower( $value ) : $value, array( false, 0, '0', 'false', 'no', 'off', '' ), true );
	}
}
