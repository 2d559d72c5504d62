<?php
/**
 * The shortcode `[vitrine_map center="45.76,4.83" zoom="6" height="420" tiles="https://…/{z}/{x}/{y}.png" label="…"][vitrine_pin lat="45.76" lng="4.83" title="…" trigger="click|hover|always" icon="…"]content[/vitrine_pin]…[/vitrine_map]`: the block's settings in snake_case.
 *
 * @package Vitrine
 */

declare( strict_types = 1 );

use Vitrine\Interactive\Items;
use Vitrine\Interactive\Map;

defined( 'ABSPATH' ) || exit;

return static function ( $atts, string $content ): string {
	$atts         = shortcode_atts(
		array(
			'center'      => '',
			'zoom'        => 0,
			'height'      => 0,
			'pin_size'    => 0,
			'tiles'       => '',
			'attribution' => '',
			'label'       => '',
		),
		is_array( $atts ) ? $atts : array()
	);
	$atts['pins'] = Items::from_shortcodes( $content, 'vitrine_pin' );
	return Map::render( $atts + array( 'pinSize' => $atts['pin_size'] ) );
};
