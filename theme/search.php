<?php
/**
 * Search results.
 *
 * @package Vitrine
 */

declare( strict_types = 1 );

defined( 'ABSPATH' ) || exit;

global $wp_query;
$vitrine_found = (int) $wp_query->found_posts;
// The header's search link without JavaScript lands here with an empty query: a search page.
$vitrine_blank = '' === trim( get_search_query( false ) );

get_header();

get_template_part(
	'template-parts/listing',
	null,
	array(
		'eyebrow'     => __( 'Search', 'vitrine' ),
		'title'       => $vitrine_blank ? __( 'Search the site', 'vitrine' ) : sprintf(
			/* translators: %s: the search terms. */
			__( 'Results for “%s”', 'vitrine' ),
			get_search_query( false )
		),
		'description' => $vitrine_blank ? esc_html__( 'Type a few words about the story or product you are looking for.', 'vitrine' ) : esc_html(
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
