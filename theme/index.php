<?php
/**
 * The fallback template: a listing of the main query.
 *
 * @package Vitrine
 */

declare( strict_types = 1 );

defined( 'ABSPATH' ) || exit;

get_header();

get_template_part(
	'template-parts/listing',
	null,
	array(
		'eyebrow' => __( 'Journal', 'vitrine' ),
		'title'   => __( 'Latest stories', 'vitrine' ),
	)
);

get_footer();
