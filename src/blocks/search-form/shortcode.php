<?php
/**
 * The shortcode `[vitrine_search_form variant="classic|expanding|fullscreen" post_types="post,page"
 * type_filter="1" category_filter="1" suggestions="1" placeholder="…" label="…"]`.
 *
 * @package Vitrine
 */

declare( strict_types = 1 );

use Vitrine\Search\SearchForm;

defined( 'ABSPATH' ) || exit;

return static function ( $atts ): string {
	$atts = shortcode_atts(
		array(
			'variant'         => 'classic',
			'post_types'      => '',
			'type_filter'     => '0',
			'category_filter' => '0',
			'suggestions'     => '1',
			'placeholder'     => '',
			'label'           => '',
		),
		is_array( $atts ) ? $atts : array()
	);
	return SearchForm::render(
		array(
			'variant'        => $atts['variant'],
			'postTypes'      => $atts['post_types'],
			'typeFilter'     => (bool) absint( $atts['type_filter'] ),
			'categoryFilter' => (bool) absint( $atts['category_filter'] ),
			'suggestions'    => (bool) absint( $atts['suggestions'] ),
			'placeholder'    => $atts['placeholder'],
			'label'          => $atts['label'],
		)
	);
};
