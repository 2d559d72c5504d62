<?php
/**
 * Search results.
 *
 * @package Vitrine
 */

declare( strict_types = 1 );

global $wp_query;
$vitrine_found = (int) $wp_query->found_posts;

get_header();

get_template_part(
	'template-parts/listing',
	null,
	array(
		'eyebrow'     => __( 'Search', 'vitrine' ),
		'title'       => sprintf(
			/* translators: %s: the search terms. */
			__( 'Results for “%s”', 'vitrine' ),
			get_search_query( false )
		),
		'description' => esc_html(
			sprintf(
				/* translators: %s: number of results. */
				_n( '%s result found.', '%s results found.', $vitrine_found, 'vitrine' ),
				number_format_i18n( $vitrine_found )
			)
		),
		'search'      => true,
		'empty'       => __( 'Nothing matched your search. Try other words, or fewer of them.', 'vitrine' ),
	)
);

get_footer();
