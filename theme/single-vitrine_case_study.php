<?php
/**
 * A case study: its story and its gallery.
 *
 * @package Vitrine
 */

declare( strict_types = 1 );

defined( 'ABSPATH' ) || exit;

get_header();

while ( have_posts() ) :
	the_post();
	$vitrine_client = (string) get_post_meta( get_the_ID(), '_vitrine_case_client', true );
	get_template_part(
		'template-parts/showcase-entry',
		null,
		array(
			'label'    => '' !== $vitrine_client ? $vitrine_client : __( 'Case study', 'vitrine' ),
			'previous' => __( 'Previous project', 'vitrine' ),
			'next'     => __( 'Next project', 'vitrine' ),
		)
	);
endwhile;

get_footer();
