<?php
/**
 * The shortcode `[vitrine_off_canvas id="cart" side="right" mode="overlay|push" label="…" title="…"
 * close_button="yes" close_overlay="yes" close_escape="yes"]content[/vitrine_off_canvas]`.
 *
 * @package Vitrine
 */

declare( strict_types = 1 );

use Vitrine\Builder\OffCanvas;

defined( 'ABSPATH' ) || exit;

return static function ( $atts, $content = '' ): string {
	$atts = shortcode_atts(
		array(
			'id'            => '',
			'side'          => 'right',
			'mode'          => 'overlay',
			'label'         => '',
			'title'         => '',
			'close_button'  => 'yes',
			'close_overlay' => 'yes',
			'close_escape'  => 'yes',
		),
		is_array( $atts ) ? $atts : array()
	);
	return OffCanvas::render(
		array(
			'id'           => $atts['id'],
			'side'         => $atts['side'],
			'mode'         => $atts['mode'],
			'label'        => $atts['label'],
			'title'        => $atts['title'],
			'closeButton'  => $atts['close_button'],
			'closeOverlay' => $atts['close_overlay'],
			'closeEscape'  => $atts['close_escape'],
		),
		do_shortcode( (string) $content )
	);
};
