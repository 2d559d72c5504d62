<?php
/**
 * npm run bench:scale only: what the timed requests need to know about a site, as JSON (the
 * middle order and wishlist, the cursors of the lists' deep pages, the first two days of orders
 * and their middle order; an order's email, a product,
 * the sizes). Environment: WP_DIR,
 * SITE_URL (bin/lib.sh).
 */

declare( strict_types = 1 );

$url                    = parse_url( (string) getenv( 'SITE_URL' ) );
$_SERVER['HTTP_HOST']   = $url['host'] . ( isset( $url['port'] ) ? ':' . $url['port'] : '' );
$_SERVER['SERVER_NAME'] = $url['host'];
$_SERVER['REQUEST_URI'] = '/';
require (string) getenv( 'WP_DIR' ) . '/wp-load.php';

global $wpdb;
$orders   = $wpdb->prefix . 'vitrine_orders';
$count    = static fn( string $table ): int => (int) $wpdb->get_var( "SELECT COUNT(*) FROM {$table}" ); // phpcs:ignore WordPress.DB.PreparedSQL
$middle   = (int) $wpdb->get_var( "SELECT id FROM {$orders} ORDER BY id LIMIT 1 OFFSET " . intdiv( $count( $orders ), 2 ) ); // phpcs:ignore WordPress.DB.PreparedSQL
$lists    = $wpdb->prefix . 'vitrine_wishlists';
$list_mid = (int) $wpdb->get_var( "SELECT id FROM {$lists} ORDER BY id LIMIT 1 OFFSET " . intdiv( $count( $lists ), 2 ) ); // phpcs:ignore WordPress.DB.PreparedSQL
$email    = (string) $wpdb->get_var( $wpdb->prepare( 'SELECT billing_email FROM %i WHERE id = %d', $orders, $middle ) );
// The first two days of orders (site days, as the screen's From and To: the far end of the list
// from its newest orders), and the order in their middle in the list's date order.
$first    = (string) $wpdb->get_var( $wpdb->prepare( 'SELECT MIN(created_at) FROM %i', $orders ) );
$from     = '' !== $first ? get_date_from_gmt( $first, 'Y-m-d' ) : current_time( 'Y-m-d' );
$to       = gmdate( 'Y-m-d', (int) strtotime( $from . ' +1 day' ) );
$bounds   = array( get_gmt_from_date( $from . ' 00:00:00' ), get_gmt_from_date( gmdate( 'Y-m-d', (int) strtotime( $to . ' +1 day' ) ) . ' 00:00:00' ) );
$in_range = (int) $wpdb->get_var( $wpdb->prepare( 'SELECT COUNT(*) FROM %i WHERE created_at >= %s AND created_at < %s', $orders, ...$bounds ) );
$range    = array(
	'from'   => $from,
	'to'     => $to,
	'orders' => $in_range,
	'middle' => (int) $wpdb->get_var( $wpdb->prepare( 'SELECT id FROM %i WHERE created_at >= %s AND created_at < %s ORDER BY created_at, id LIMIT 1 OFFSET %d', $orders, $bounds[0], $bounds[1], intdiv( $in_range, 2 ) ) ),
);
$products = (int) $wpdb->get_var( $wpdb->prepare( "SELECT COUNT(*) FROM {$wpdb->posts} WHERE post_type = %s AND post_status = 'publish'", 'vitrine_product' ) );
$product  = get_posts(
	array(
		'post_type'   => 'vitrine_product',
		'numberposts' => 1,
		'orderby'     => 'ID',
		'order'       => 'ASC',
	)
);
$category = get_terms(
	array(
		'taxonomy'   => 'vitrine_product_cat',
		'hide_empty' => true,
		'number'     => 1,
		'orderby'    => 'count',
		'order'      => 'DESC',
	)
);
echo wp_json_encode(
	array(
		'products'    => $products,
		'orders'      => $count( $orders ),
		'lines'       => $count( $wpdb->prefix . 'vitrine_order_items' ),
		'customers'   => (int) $wpdb->get_var( "SELECT COUNT(*) FROM {$wpdb->users}" ),
		'wishlists'   => $count( $lists ),
		'items'       => $count( $wpdb->prefix . 'vitrine_wishlist_items' ),
		'likes'       => $count( $wpdb->prefix . 'vitrine_likes' ),
		'subscribers' => $count( $wpdb->prefix . 'vitrine_newsletter_subscribers' ),
		'orderMiddle' => $middle,
		'orderRange'  => $range,
		'listMiddle'  => $list_mid,
		'email'       => '' !== $email ? $email : 'nobody@example.test',
		'product'     => $product ? (string) get_permalink( $product[0] ) : '',
		'product_id'  => $product ? $product[0]->ID : 0,
		'category'    => is_array( $category ) && $category ? $category[0]->slug : '',
	)
);
