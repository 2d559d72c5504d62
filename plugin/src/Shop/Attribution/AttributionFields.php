<?php
/**
 * Order attribution fields.
 *
 * @package Vitrine
 */

declare( strict_types = 1 );

namespace Vitrine\Shop\Attribution;

defined( 'ABSPATH' ) || exit;

/**
 * WooCommerce's 16 order attribution fields: the checkout posts them as
 * `wc_order_attribution_<field>` and the order keeps them as `_wc_order_attribution_<field>`
 * meta (values of `(none)` dropped), plus a `device_type` derived from the user agent.
 */
final class AttributionFields {

	public const INPUT_PREFIX = 'wc_order_attribution_';
	public const META_PREFIX  = '_wc_order_attribution_';

	/**
	 * The field names, in WooCommerce's order.
	 *
	 * @return list<string>
	 */
	public static function names(): array {
		return array( 'source_type', 'referrer', 'utm_campaign', 'utm_source', 'utm_medium', 'utm_content', 'utm_id', 'utm_term', 'utm_source_platform', 'utm_creative_format', 'utm_marketing_tactic', 'session_entry', 'session_start_time', 'session_pages', 'session_count', 'user_agent' );
	}

	/**
	 * Where WooCommerce's script reads each field in sourcebuster's `sbjs.get` (its
	 * `wc_order_attribution.fields`): `cookie.key`, the cookie without its `sbjs_` prefix.
	 *
	 * @return array<string, string>
	 */
	public static function sourcebuster_paths(): array {
		return array_combine(
			self::names(),
			array( 'current.typ', 'current_add.rf', 'current.cmp', 'current.src', 'current.mdm', 'current.cnt', 'current.id', 'current.trm', 'current.plt', 'current.fmt', 'current.tct', 'current_add.ep', 'current_add.fd', 'session.pgs', 'udata.vst', 'udata.uag' )
		);
	}

	/**
	 * The meta to store from a posted checkout form.
	 *
	 * @param array<string, mixed> $posted Posted form, unslashed.
	 * @return array<string, string>
	 */
	public static function meta_from_post( array $posted ): array {
		$meta = array();
		foreach ( self::names() as $name ) {
			$raw = $posted[ self::INPUT_PREFIX . $name ] ?? '';
			if ( ! is_scalar( $raw ) || '(none)' === trim( (string) $raw ) ) {
				continue;
			}
			$value = in_array( $name, array( 'referrer', 'session_entry' ), true ) ? esc_url_raw( (string) $raw ) : sanitize_text_field( (string) $raw );
			if ( '' === $value || '(none)' === $value ) {
				continue;
			}
			$meta[ self::META_PREFIX . $name ] = mb_substr( $value, 0, 1000 );
		}
		if ( isset( $meta[ self::META_PREFIX . 'user_agent' ] ) ) {
			$meta[ self::META_PREFIX . 'device_type' ] = self::device_type( $meta[ self::META_PREFIX . 'user_agent' ] );
		}
		return $meta;
	}

	/**
	 * Mobile, Tablet or Desktop, from a user agent (WooCommerce's rule).
	 *
	 * @param string $user_agent User agent.
	 */
	public static function device_type( string $user_agent ): string {
		if ( preg_match( '/tablet|ipad|playbook|silk|(android(?!.*mobi))/i', $user_agent ) ) {
			return 'Tablet';
		}
		if ( preg_match( '/mobi|iphone|ipod|android|blackberry|iemobile|opera mini/i', $user_agent ) ) {
			return 'Mobile';
		}
		return 'Desktop';
	}

	/**
	 * The Origin of an order for the orders list: `Source: X`, `Organic: X`, `Referral: X`,
	 * `Direct`, `Web admin`, or `Unknown` only when nothing was tracked. The source is written as
	 * WooCommerce's order attribution writes it (`OrderAttributionController::get_origin_label()`):
	 * its parentheses trimmed and its first letter capitalised, "Organic: Google", "Source: News".
	 *
	 * @param array<string, string> $meta        The order's meta.
	 * @param string                $created_via `checkout` or `admin`.
	 */
	public static function origin( array $meta, string $created_via ): string {
		$type   = $meta[ self::META_PREFIX . 'source_type' ] ?? '';
		$source = ucfirst( trim( $meta[ self::META_PREFIX . 'utm_source' ] ?? '', '()' ) );
		if ( '' === $type && 'admin' === $created_via ) {
			$type = 'admin';
		}
		switch ( $type ) {
			case 'utm':
				/* translators: %s: traffic source, e.g. "news". */
				return sprintf( __( 'Source: %s', 'vitrine' ), '' !== $source ? $source : __( '(unknown)', 'vitrine' ) );
			case 'organic':
				/* translators: %s: search engine, e.g. "google". */
				return sprintf( __( 'Organic: %s', 'vitrine' ), '' !== $source ? $source : __( '(unknown)', 'vitrine' ) );
			case 'referral':
				/* translators: %s: referring site, e.g. "example.com". */
				return sprintf( __( 'Referral: %s', 'vitrine' ), '' !== $source ? $source : __( '(unknown)', 'vitrine' ) );
			case 'typein':
				return __( 'Direct', 'vitrine' );
			case 'admin':
				return __( 'Web admin', 'vitrine' );
			case 'mobile_app':
				return __( 'Mobile app', 'vitrine' );
			default:
				return __( 'Unknown', 'vitrine' );
		}
	}
}
