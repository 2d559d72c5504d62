<?php
/**
 * An order status as a coloured pill.
 *
 * @package Vitrine
 */

declare( strict_types = 1 );

namespace Vitrine\Shop\Orders\Admin;

use Vitrine\Shop\Orders\OrderStatus;

defined( 'ABSPATH' ) || exit;

/**
 * WooCommerce's status pills (a rounded label per status, grey, green, amber or blue), with
 * text colours darkened until each pair reaches 4.5:1 (WooCommerce's own green and amber text
 * reach 3.2:1 and 3.8:1); the test checks every pair.
 */
final class StatusPill {

	/**
	 * Background and text colour by status.
	 *
	 * @var array<string, array{0: string, 1: string}>
	 */
	public const COLOURS = array(
		'pending'    => array( '#e5e5e5', '#454545' ),
		'processing' => array( '#c6e1c6', '#2c5d0b' ),
		'on-hold'    => array( '#f8dda7', '#6e4a00' ),
		'completed'  => array( '#c8d7e1', '#2e4453' ),
		'cancelled'  => array( '#e5e5e5', '#454545' ),
		'refunded'   => array( '#e5e5e5', '#454545' ),
	);

	/**
	 * The pill of a status.
	 *
	 * @param string $status Status id.
	 */
	public static function html( string $status ): string {
		$labels = OrderStatus::labels();
		return sprintf( '<span class="vitrine-status-pill status-%1$s">%2$s</span>', esc_attr( $status ), esc_html( $labels[ $status ] ?? $status ) );
	}

	/**
	 * The pills' CSS.
	 */
	public static function css(): string {
		$css = '.vitrine-status-pill{display:inline-flex;line-height:2.5em;padding:0 1em;border-radius:4px;white-space:nowrap;max-width:100%;background:#e5e5e5;color:#454545}';
		foreach ( self::COLOURS as $status => $colours ) {
			$css .= sprintf( '.vitrine-status-pill.status-%1$s{background:%2$s;color:%3$s}', $status, $colours[0], $colours[1] );
		}
		return $css;
	}
}
