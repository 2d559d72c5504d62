<?php
/**
 * Price tables.
 *
 * @package Vitrine
 */

declare( strict_types = 1 );

namespace Vitrine\Presentation;

use Vitrine\Content\PricePlans;

defined( 'ABSPATH' ) || exit;

/**
 * The plans of one table side by side, the highlighted one marked "Recommended". Pure markup
 * and CSS: nothing to load.
 */
final class PriceTable {

	/**
	 * Renders a table.
	 *
	 * @param array{table?: string} $settings `table` (default `default`).
	 */
	public static function render( array $settings = array() ): string {
		$plans = PricePlans::table( (string) ( $settings['table'] ?? 'default' ) );
		if ( ! $plans ) {
			return '';
		}
		wp_enqueue_style( 'vitrine-widget-price-table' );
		$html = '';
		foreach ( $plans as $plan ) {
			$features = '';
			foreach ( (array) $plan['features'] as $feature ) {
				$features .= '<li>' . esc_html( (string) $feature ) . '</li>';
			}
			$html .= sprintf(
				'<li class="vitrine-price-table__plan%1$s">%2$s<h3 class="vitrine-price-table__name">%3$s</h3><p class="vitrine-price-table__price"><span class="vitrine-price-table__amount">%4$s</span> <span class="vitrine-price-table__period">%5$s</span></p>%6$s%7$s</li>',
				$plan['highlighted'] ? ' is-highlighted' : '',
				$plan['highlighted'] ? '<p class="vitrine-price-table__badge">' . esc_html__( 'Recommended', 'vitrine' ) . '</p>' : '',
				esc_html( (string) $plan['title'] ),
				esc_html( (string) $plan['price'] ),
				esc_html( (string) $plan['period'] ),
				'' === $features ? '' : '<ul class="vitrine-price-table__features">' . $features . '</ul>',
				'' === $plan['cta_url'] ? '' : '<a class="vitrine-price-table__cta wp-element-button button" href="' . esc_url( (string) $plan['cta_url'] ) . '">' . esc_html( '' === $plan['cta_label'] ? __( 'Choose', 'vitrine' ) : (string) $plan['cta_label'] ) . '</a>'
			);
		}
		return '<div class="vitrine-price-table"><ul class="vitrine-price-table__plans">' . $html . '</ul></div>';
	}
}
