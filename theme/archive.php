<?php
/**
 * Category, tag, author, date and custom archives.
 *
 * @package Vitrine
 */

declare( strict_types = 1 );

defined( 'ABSPATH' ) || exit;

if ( is_category() ) {
	$vitrine_eyebrow = __( 'Category', 'vitrine' );
} elseif ( is_tag() ) {
	$vitrine_eyebrow = __( 'Tag', 'vitrine' );
} elseif ( is_author() ) {
	$vitrine_eyebrow = __( 'Author', 'vitrine' );
} elseif ( is_date() ) {
	$vitrine_eyebrow = __( 'Archive', 'vitrine' );
} else {
	$vitrine_eyebrow = __( 'Collection', 'vitrine' );
}

get_header();

get_template_part(
	'template-parts/listing',
	null,
	array(
		'eyebrow'     => $vitrine_eyebrow,
		'title'       => wp_strip_all_tags( get_the_archive_title() ),
		'description' => get_the_archive_description(),
	)
);

get_footer();
