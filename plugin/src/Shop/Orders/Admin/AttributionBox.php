<?php
/**
 * The attribution box of an order.
 *
 * @package Vitrine
 */

declare( strict_types = 1 );

namespace Vitrine\Shop\Orders\Admin;

use Vitrine\Shop\Attribution\AttributionFields;

defined( 'ABSPATH' ) || exit;

/**
 * "Order attribution" beside an order in admin: the Origin, then each stored field with
 * WooCommerce's labels (source type, referral, UTM values, device type, session pages and
 * visit count).
 */
final class AttributionBox {

	/**
	 * Renders the box.
	 *
	 * @param array<string, string> $meta        The order's meta.
	 * @param string                $created_via `checkout` or `admin`.
	 */
	public static function render( array $meta, string $created_via ): string {
		$labels = array(
			'source_type'          => __( 'Source type', 'vitrine' ),
			'referrer'             => __( 'Referral', 'vitrine' ),
			'utm_campaign'         => __( 'UTM campaign', 'vitrine' ),
			'utm_source'           => __( 'UTM source', 'vitrine' ),
			'utm_medium'           => __( 'UTM medium', 'vitrine' ),
			'utm_content'          => __( 'UTM content', 'vitrine' ),
			'utm_id'               => __( 'UTM ID', 'vitrine' ),
			'utm_term'             => __( 'UTM term', 'vitrine' ),
			'utm_source_platform'  => __( 'UTM source platform', 'vitrine' ),
			'utm_creative_format'  => __( 'UTM creative format', 'vitrine' ),
			'utm_marketing_tactic' => __( 'UTM marketing tactic', 'vitrine' ),
			'device_type'          => __( 'Device type', 'vitrine' ),
			'session_entry'        => __( 'Entry page', 'vitrine' ),
			'session_pages'        => __( 'Session page views', 'vitrine' ),
			'session_count'        => __( 'Visits', 'vitrine' ),
		);
		$rows   = sprintf( '<dt>%1$s</dt><dd class="vitrine-attribution__origin">%2$s</dd>', esc_html__( 'Origin', 'vitrine' ), esc_html( AttributionFields::origin( $meta, $created_via ) ) );
		foreach ( $labels as $field => $label ) {
			$value = $meta[ AttributionFields::META_PREFIX . $field ] ?? '';
			if ( '' !== $value ) {
				$rows .= sprintf( '<dt>%1$s</dt><dd>%2$s</dd>', esc_html( $label ), esc_html( $value ) );
			}
		}
		return sprintf(
			'<aside class="postbox vitrine-attribution" style="flex:1;min-width:16rem;padding:0 1rem" aria-labelledby="vitrine-attribution-title"><h2 id="vitrine-attribution-title">%1$s</h2><dl>%2$s</dl></aside>',
			esc_html__( 'Order attribution', 'vitrine' ),
			$rows
		);
	}
}
