<?php
/**
 * bin/bench-interactivity.sh only: makes (or refreshes) the page `bench-unfold`, one unfold
 * block under a heading and nothing else of Vitrine's, prints its path on stdout and, on
 * stderr, what rendering one unfold block costs the server (median of 200 renders of the
 * block through do_blocks(), directives included when it has them). Environment: WP_DIR,
 * SITE_URL (bin/lib.sh).
 */

declare( strict_types = 1 );

$url                    = parse_url( (string) getenv( 'SITE_URL' ) );
$_SERVER['HTTP_HOST']   = $url['host'] . ( isset( $url['port'] ) ? ':' . $url['port'] : '' );
$_SERVER['SERVER_NAME'] = $url['host'];
$_SERVER['REQUEST_URI'] = '/';
require (string) getenv( 'WP_DIR' ) . '/wp-load.php';

$text  = str_repeat( '<p>Lime plaster breathes: it takes up moisture when the air is damp and gives it back when the air is dry. The finish is never quite even; light moves across it.</p>', 8 );
$block = get_comment_delimited_block_content(
	'vitrine/unfold',
	array(
		'content' => $text,
		'height'  => 120,
	),
	''
);
$body  = "<!-- wp:heading -->\n<h2 class=\"wp-block-heading\">Read more, measured</h2>\n<!-- /wp:heading -->\n" . $block;

// No user runs this script: keep kses from mangling the block's comment.
kses_remove_filters();
$page = get_page_by_path( 'bench-unfold' );
$post = array(
	'post_type'    => 'page',
	'post_status'  => 'publish',
	'post_title'   => 'Bench: unfold',
	'post_name'    => 'bench-unfold',
	'post_content' => wp_slash( $body ),
);
if ( $page ) {
	$post['ID'] = $page->ID;
}
$id = wp_insert_post( $post, true );
if ( is_wp_error( $id ) ) {
	fwrite( STDERR, $id->get_error_message() . "\n" );
	exit( 1 );
}

$times = array();
for ( $i = 0; $i < 200; $i++ ) {
	$start   = hrtime( true );
	$html    = do_blocks( $block );
	$times[] = ( hrtime( true ) - $start ) / 1e3;
}
sort( $times );
fwrite( STDERR, sprintf( "server: one unfold block rendered in %.0f µs (median of 200), %d bytes of HTML\n", $times[100], strlen( $html ) ) );
echo esc_url_raw( (string) wp_make_link_relative( (string) get_permalink( $id ) ) ), "\n";
