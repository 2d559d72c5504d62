<?php
/**
 * The posts index (the blog page).
 *
 * @package Vitrine
 */

declare( strict_types = 1 );

defined( 'ABSPATH' ) || exit;

$vitrine_blog_page = (int) get_option( 'page_for_posts' );
$vitrine_title     = $vitrine_blog_page ? get_the_title( $vitrine_blog_page ) : '';
$vitrine_intro     = $vitrine_blog_page ? get_the_excerpt( $vitrine_blog_page ) : '';

get_header();

get_template_part(
	'template-parts/listing',
	null,
	array(
		'eyebrow'     => __( 'Journal', 'vitrine' ),
		'title'       => $vitrine_title ? wp_strip_all_tags( $vitrine_title ) : __( 'Latest stories', 'vitrine' ),
		'description' => $vitrine_intro ? $vitrine_intro : __( 'Stories, guides and notes from the studio: how things are made, the people who make them, and how to make them last.', 'vitrine' ),
	)
);

get_footer();
