<?php
/**
 * The shortcode `[vitrine_products category="" count="4" columns="4" order="menu_order"]`.
 *
 * @package Vitrine
 */

declare( strict_types = 1 );

use Vitrine\Shop\Rendering\ProductGrid;

defined( 'ABSPATH' ) || exit;

return static fn( $atts ): string => ProductGrid::render_settings(
	shortcode_atts(
		array(
			'category' => '',
			'count'    => 4,
			'columns'  => 4,
			'order'    => 'menu_order',
		),
		is_array( $atts ) ? $atts : array()
	)
);
