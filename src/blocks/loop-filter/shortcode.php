<?php
/**
 * The shortcode `[vitrine_loop_filter target="journal" taxonomy="category" join="OR|AND"]`.
 *
 * @package Vitrine
 */

declare( strict_types = 1 );

use Vitrine\Builder\TaxonomyFilter;

defined( 'ABSPATH' ) || exit;

return static function ( $atts ): string {
	$atts = shortcode_atts(
		array(
			'target'   => '',
			'taxonomy' => 'category',
			'join'     => 'OR',
		),
		is_array( $atts ) ? $atts : array()
	);
	return TaxonomyFilter::render( $atts );
};
