<?php
/**
 * npm run bench only: fills the bench site to 10,000 published posts spread over the demo
 * categories, with multi-row SQL (wp_insert_post would take minutes), so refresh-loop is
 * timed against a realistically large table. Environment: WP_DIR, SITE_URL (bin/lib.sh).
 */

declare( strict_types = 1 );

$url                    = parse_url( (string) getenv( 'SITE_URL' ) );
$_SERVER['HTTP_HOST']   = $url['host'] . ( isset( $url['port'] ) ? ':' . $url['port'] : '' );
$_SERVER['SERVER_NAME'] = $url['host'];
$_SERVER['REQUEST_URI'] = '/';
require (string) getenv( 'WP_DIR' ) . '/wp-load.php';

global $wpdb;
$target  = 10000;
$have    = (int) $wpdb->get_var( "SELECT COUNT(*) FROM {$wpdb->posts} WHERE post_type = 'post' AND post_status = 'publish'" );
$terms   = array_values( array_filter( array_map( static fn( $slug ) => get_term_by( 'slug', $slug, 'category' ), array( 'design', 'craft', 'travel', 'home-living', 'food-table' ) ) ) );
$now     = current_time( 'mysql' );
$now_gmt = current_time( 'mysql', true );
for ( $made = $have; $made < $target; ) {
	$rows  = array();
	$batch = min( 500, $target - $made );
	for ( $i = 0; $i < $batch; $i++, $made++ ) {
		$rows[] = $wpdb->prepare( '(1, %s, %s, %s, %s, %s, %s, %s, %s, %s, %s, %s, %s)', $now, $now_gmt, 'Bench post ' . $made . '.', 'Bench post ' . $made, '', 'publish', 'bench-post-' . $made, $now, $now_gmt, '', '', 'post' );
	}
	$wpdb->query( "INSERT INTO {$wpdb->posts} (post_author, post_date, post_date_gmt, post_content, post_title, post_excerpt, post_status, post_name, post_modified, post_modified_gmt, to_ping, pinged, post_type) VALUES " . implode( ',', $rows ) ); // phpcs:ignore WordPress.DB.PreparedSQL.NotPrepared -- rows prepared above.
	$first = (int) $wpdb->insert_id;
	$links = array();
	for ( $id = $first; $id < $first + $batch; $id++ ) {
		$term    = $terms[ $id % count( $terms ) ];
		$links[] = $wpdb->prepare( '(%d, %d)', $id, $term->term_taxonomy_id );
	}
	$wpdb->query( "INSERT IGNORE INTO {$wpdb->term_relationships} (object_id, term_taxonomy_id) VALUES " . implode( ',', $links ) ); // phpcs:ignore WordPress.DB.PreparedSQL.NotPrepared -- rows prepared above.
}
foreach ( $terms as $term ) {
	wp_update_term_count_now( array( $term->term_taxonomy_id ), 'category' );
}
wp_cache_flush();
echo "posts: {$target}\n";
