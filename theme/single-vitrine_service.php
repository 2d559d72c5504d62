<?php
/**
 * A service.
 *
 * @package Vitrine
 */

declare( strict_types = 1 );

defined( 'ABSPATH' ) || exit;

get_header();

while ( have_posts() ) :
	the_post();
	get_template_part(
		'template-parts/showcase-entry',
		null,
		array(
			'label'    => __( 'Service', 'vitrine' ),
			'previous' => __( 'Previous service', 'vitrine' ),
			'next'     => __( 'Next service', 'vitrine' ),
		)
	);
endwhile;

get_footer();
