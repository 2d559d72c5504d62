<?php
/**
 * npm run bench:scale only: grows a demo site to a real shop's size with multi-row SQL shaped
 * exactly like the rows the plugin's repositories write (OrderRepository::insert(),
 * WishlistRepository::create() / add_item(), LikeRepository::add(), ProductLookup::row(),
 * SubscriberRepository::upsert() / record_consent(), wp_insert_user() for customers), counters included, in a few minutes. Idempotent: each kind
 * is topped up to its target. Environment: WP_DIR, SITE_URL (bin/lib.sh); sizes can be scaled
 * down with VITRINE_SCALE (0.01 = 1 %), for a quick look.
 */

declare( strict_types = 1 );

use Vitrine\Shop\Catalogue\ProductLookup;
use Vitrine\Shop\Money;
use Vitrine\Shop\ProductPostType as Type;

$url                    = parse_url( (string) getenv( 'SITE_URL' ) );
$_SERVER['HTTP_HOST']   = $url['host'] . ( isset( $url['port'] ) ? ':' . $url['port'] : '' );
$_SERVER['SERVER_NAME'] = $url['host'];
$_SERVER['REQUEST_URI'] = '/';
require (string) getenv( 'WP_DIR' ) . '/wp-load.php';

// phpcs:disable WordPress.DB.PreparedSQL -- a benchmark's seeder: bulk INSERTs into the plugin's own
// tables, whose names it interpolates and whose values it builds from integers and esc_sql(); nothing
// comes from a request.
global $wpdb;
$scale                = (float) ( getenv( 'VITRINE_SCALE' ) ? getenv( 'VITRINE_SCALE' ) : 1 );
$targets              = array(
	'products'    => (int) round( 20013 * $scale ),
	'customers'   => (int) round( 50000 * $scale ),
	'orders'      => (int) round( 200000 * $scale ),
	'wishlists'   => (int) round( 100000 * $scale ),
	'likes'       => (int) round( 500000 * $scale ),
	'subscribers' => (int) round( 50000 * $scale ),
);
const LINES_PER_ORDER = array( 2, 3, 2, 3 ); // 2.5 lines on average: 500,000 lines for 200,000 orders.
const ITEMS_PER_LIST  = 4;                 // 400,000 items for 100,000 lists.
const BATCH           = 2000;

$started  = microtime( true );
$say      = static fn( string $what ) => fprintf( STDERR, "[bench:scale] %6.1f s  %s\n", microtime( true ) - $started, $what );
$currency = Money::currency();
$wpdb->query( 'SET SESSION foreign_key_checks = 0' );

/**
 * Runs one multi-row INSERT.
 *
 * @param string       $table   Table.
 * @param list<string> $columns Columns.
 * @param list<string> $rows    Rows, each "(…)" already escaped.
 */
$insert = static function ( string $table, array $columns, array $rows ) use ( $wpdb ): int {
	if ( ! $rows ) {
		return 0;
	}
	// phpcs:ignore WordPress.DB.PreparedSQL.NotPrepared -- rows escaped by the caller.
	if ( false === $wpdb->query( "INSERT INTO {$table} (" . implode( ',', $columns ) . ') VALUES ' . implode( ',', $rows ) ) ) {
		fwrite( STDERR, $wpdb->last_error . "\n" );
		exit( 1 );
	}
	return (int) $wpdb->insert_id;
};
$q      = static fn( string $text ): string => "'" . esc_sql( $text ) . "'";

// ---- Products: posts, WooCommerce-named meta, categories, lookup rows. ----------------------
$nouns      = array( 'vase', 'bowl', 'mug', 'plate', 'lamp', 'chair', 'stool', 'rug', 'throw', 'candle', 'basket', 'jug', 'tray', 'cushion', 'mirror', 'shelf', 'clock', 'planter', 'teapot', 'carafe' );
$adjectives = array( 'Stoneware', 'Linen', 'Oak', 'Walnut', 'Glazed', 'Woven', 'Brass', 'Ceramic', 'Rattan', 'Marble', 'Hand-thrown', 'Speckled' );
$categories = array_values(
	array_filter(
		(array) get_terms(
			array(
				'taxonomy'   => Type::CATEGORY,
				'hide_empty' => false,
			)
		),
		static fn( $t ) => $t instanceof WP_Term
	)
);
$have       = (int) $wpdb->get_var( $wpdb->prepare( 'SELECT COUNT(*) FROM %i WHERE post_type = %s', $wpdb->posts, Type::POST_TYPE ) );
$author     = (int) $wpdb->get_var( "SELECT ID FROM {$wpdb->users} ORDER BY ID LIMIT 1" );
for ( $n = $have; $n < $targets['products']; ) {
	$batch = min( 1000, $targets['products'] - $n );
	$rows  = array();
	$made  = array();
	for ( $i = 0; $i < $batch; $i++, $n++ ) {
		$title   = $adjectives[ $n % count( $adjectives ) ] . ' ' . $nouns[ intdiv( $n, 7 ) % count( $nouns ) ] . ' ' . $n;
		$date    = gmdate( 'Y-m-d H:i:s', strtotime( '2024-01-01' ) + $n * 1800 );
		$excerpt = 'A ' . strtolower( $title ) . ', made in small batches.';
		$rows[]  = '(' . implode( ',', array( $author, $q( $date ), $q( $date ), "''", $q( $title ), $q( $excerpt ), "'publish'", "'closed'", "'closed'", $q( sanitize_title( $title ) ), "''", "''", $q( $date ), $q( $date ), "''", '0', "''", (string) ( $n % 5 ), $q( Type::POST_TYPE ), "''", '0' ) ) . ')';
		$made[]  = array( $n, $title, $excerpt, $date );
	}
	$first = $insert( $wpdb->posts, array( 'post_author', 'post_date', 'post_date_gmt', 'post_content', 'post_title', 'post_excerpt', 'post_status', 'comment_status', 'ping_status', 'post_name', 'to_ping', 'pinged', 'post_modified', 'post_modified_gmt', 'post_content_filtered', 'post_parent', 'guid', 'menu_order', 'post_type', 'post_mime_type', 'comment_count' ), $rows );
	$meta  = array();
	$links = array();
	$look  = array();
	foreach ( $made as $k => list( $n_, $title, $excerpt, $date ) ) {
		$id      = $first + $k;
		$regular = number_format( 5 + ( $n_ * 37 % 49500 ) / 100, 2, '.', '' );
		$sale    = 0 === $n_ % 6 ? number_format( (float) $regular * 0.8, 2, '.', '' ) : '';
		$price   = '' !== $sale ? $sale : $regular;
		$managed = 0 === $n_ % 3;
		$stock   = $managed ? (string) ( $n_ % 40 ) : '';
		$status  = $managed && '0' === $stock ? 'outofstock' : ( 0 === $n_ % 50 ? 'onbackorder' : 'instock' );
		$sku     = sprintf( 'VT-%05d', $n_ );
		foreach ( array(
			Type::META_REGULAR_PRICE => $regular,
			Type::META_SALE_PRICE    => $sale,
			Type::META_PRICE         => $price,
			Type::META_SKU           => $sku,
			Type::META_MANAGE_STOCK  => $managed ? 'yes' : 'no',
			Type::META_STOCK         => $stock,
			Type::META_STOCK_STATUS  => $status,
		) as $key => $value ) {
			$meta[] = '(' . $id . ',' . $q( $key ) . ',' . $q( $value ) . ')';
		}
		if ( $categories ) {
			$links[] = '(' . $id . ',' . (int) $categories[ $n_ % count( $categories ) ]->term_taxonomy_id . ',0)';
		}
		$look[] = '(' . implode(
			',',
			array( $id, '1', (string) ( $n_ % 5 ), $q( $title ), $q( $date ), $price, $regular, '' !== $sale ? $sale : 'NULL', '' !== $sale ? '1' : '0', $q( $sku ), $q( $status ), $managed ? $stock : 'NULL', '0', $q( ProductLookup::search_text( $title, $excerpt, $sku ) ) )
		) . ')';
	}
	$insert( $wpdb->postmeta, array( 'post_id', 'meta_key', 'meta_value' ), $meta );
	$insert( $wpdb->term_relationships, array( 'object_id', 'term_taxonomy_id', 'term_order' ), $links );
	$insert( ProductLookup::table(), array( 'product_id', 'visible', 'menu_order', 'title', 'published_at', 'price', 'regular_price', 'sale_price', 'on_sale', 'sku', 'stock_status', 'stock_quantity', 'total_sales', 'search_text' ), $look );
}
foreach ( $categories as $term ) {
	wp_update_term_count_now( array( (int) $term->term_taxonomy_id ), Type::CATEGORY );
}
$product_ids = array_map( 'intval', $wpdb->get_col( $wpdb->prepare( 'SELECT product_id FROM %i WHERE visible = 1 ORDER BY product_id', ProductLookup::table() ) ) );
$prices      = array();
foreach ( $wpdb->get_results( $wpdb->prepare( 'SELECT product_id, price, title FROM %i WHERE visible = 1', ProductLookup::table() ) ) as $row ) {
	$prices[ (int) $row->product_id ] = array( (string) $row->price, (string) $row->title );
}
$say( count( $product_ids ) . ' products' );

// ---- Customers: users as wp_insert_user() stores them, with the default role. ----------------
$role = (string) get_option( 'default_role', 'subscriber' );
$caps = serialize( array( $role => true ) );
$have = (int) $wpdb->get_var( $wpdb->prepare( 'SELECT COUNT(*) FROM %i WHERE user_login LIKE %s', $wpdb->users, 'customer%' ) );
$hash = wp_hash_password( 'password' );
for ( $n = $have; $n < $targets['customers']; ) {
	$batch = min( BATCH, $targets['customers'] - $n );
	$rows  = array();
	for ( $i = 0; $i < $batch; $i++, $n++ ) {
		$rows[] = '(' . implode( ',', array( $q( "customer{$n}" ), $q( $hash ), $q( "customer{$n}" ), $q( "customer{$n}@example.test" ), "''", $q( gmdate( 'Y-m-d H:i:s', strtotime( '2024-01-01' ) + $n * 600 ) ), "''", '0', $q( "Customer {$n}" ) ) ) . ')';
	}
	$first = $insert( $wpdb->users, array( 'user_login', 'user_pass', 'user_nicename', 'user_email', 'user_url', 'user_registered', 'user_activation_key', 'user_status', 'display_name' ), $rows );
	$meta  = array();
	for ( $id = $first; $id < $first + $batch; $id++ ) {
		foreach ( array(
			'nickname'                     => 'customer' . ( $id - $first + $n - $batch ),
			'first_name'                   => 'Customer',
			'last_name'                    => (string) ( $id - $first + $n - $batch ),
			'rich_editing'                 => 'true',
			'show_admin_bar_front'         => 'true',
			'locale'                       => '',
			$wpdb->prefix . 'capabilities' => $caps,
			$wpdb->prefix . 'user_level'   => '0',
		) as $key => $value ) {
			$meta[] = '(' . $id . ',' . $q( $key ) . ',' . $q( $value ) . ')';
		}
	}
	$insert( $wpdb->usermeta, array( 'user_id', 'meta_key', 'meta_value' ), $meta );
}
$customers = array_map( 'intval', $wpdb->get_col( $wpdb->prepare( 'SELECT ID FROM %i WHERE user_login LIKE %s ORDER BY ID', $wpdb->users, 'customer%' ) ) );
$say( count( $customers ) . ' customers' );

// ---- Orders: OrderService::place()'s rows, lines and attribution meta. ----------------------
$orders = $wpdb->prefix . 'vitrine_orders';
$lines  = $wpdb->prefix . 'vitrine_order_items';
$ometa  = $wpdb->prefix . 'vitrine_order_meta';
$have   = (int) $wpdb->get_var( $wpdb->prepare( 'SELECT COUNT(*) FROM %i', $orders ) );
$states = array( 'processing', 'on-hold', 'completed', 'completed', 'completed', 'cancelled', 'pending', 'refunded' );
$sold   = array();
for ( $n = $have; $n < $targets['orders'] && $product_ids; ) {
	$batch = min( BATCH, $targets['orders'] - $n );
	$rows  = array();
	$carts = array();
	for ( $i = 0; $i < $batch; $i++, $n++ ) {
		$guest    = 0 === $n % 4;
		$user     = $guest || ! $customers ? 0 : $customers[ $n % count( $customers ) ];
		$who      = $user ? ( $n % count( $customers ) ) : $n;
		$cart     = array();
		$subtotal = 0;
		for ( $l = 0; $l < LINES_PER_ORDER[ $n % 4 ]; $l++ ) {
			$product          = $product_ids[ ( $n * 7 + $l * 131 ) % count( $product_ids ) ];
			$quantity         = 1 + ( $n + $l ) % 3;
			$unit             = $prices[ $product ][0];
			$cart[]           = array( $product, $quantity, $unit );
			$subtotal        += (int) round( (float) $unit * 100 ) * $quantity;
			$sold[ $product ] = ( $sold[ $product ] ?? 0 ) + $quantity;
		}
		$carts[] = $cart;
		$total   = number_format( $subtotal / 100, 2, '.', '' );
		$gateway = 0 === $n % 2 ? 'bacs' : 'cod';
		$rows[]  = '(' . implode(
			',',
			array( $q( md5( 'order' . $n ) ), $q( $states[ $n % count( $states ) ] ), (string) $user, $q( 'Customer' ), $q( (string) $who ), $q( $user ? "customer{$who}@example.test" : "guest{$n}@example.test" ), $q( '+49 30 ' . ( 1000000 + $n ) ), $q( ( $n % 200 + 1 ) . ' Bench Street' ), "'Berlin'", $q( sprintf( '%05d', 10000 + $n % 9000 ) ), "'DE'", $q( $gateway ), $q( $currency ), $total, $total, "'checkout'", $q( gmdate( 'Y-m-d H:i:s', strtotime( '2024-01-01' ) + $n * 150 ) ) )
		) . ')';
	}
	$first = $insert( $orders, array( 'order_key', 'status', 'user_id', 'billing_first_name', 'billing_last_name', 'billing_email', 'billing_phone', 'billing_address', 'billing_city', 'billing_postcode', 'billing_country', 'payment_method', 'currency', 'subtotal', 'total', 'created_via', 'created_at' ), $rows );
	$items = array();
	$meta  = array();
	foreach ( $carts as $k => $cart ) {
		foreach ( $cart as list( $product, $quantity, $unit ) ) {
			$items[] = '(' . ( $first + $k ) . ',' . $product . ',' . $q( $prices[ $product ][1] ) . ',' . $quantity . ',' . $unit . ',' . number_format( (float) $unit * $quantity, 2, '.', '' ) . ')';
		}
		$meta[] = '(' . ( $first + $k ) . ",'_wc_order_attribution_source_type','typein')";
	}
	$insert( $lines, array( 'order_id', 'product_id', 'name', 'quantity', 'unit_price', 'total' ), $items );
	$insert( $ometa, array( 'order_id', 'meta_key', 'meta_value' ), $meta );
}
// The lookup's sales counts, as ProductLookup adds them on each order placed.
foreach ( array_chunk( $sold, 1000, true ) as $chunk ) {
	$cases = '';
	foreach ( $chunk as $product => $quantity ) {
		$cases .= ' WHEN ' . (int) $product . ' THEN ' . (int) $quantity;
	}
	$wpdb->query( 'UPDATE ' . ProductLookup::table() . " SET total_sales = total_sales + CASE product_id{$cases} END WHERE product_id IN (" . implode( ',', array_keys( $chunk ) ) . ')' ); // phpcs:ignore WordPress.DB.PreparedSQL
}
$say( $wpdb->get_var( "SELECT COUNT(*) FROM {$orders}" ) . ' orders, ' . $wpdb->get_var( "SELECT COUNT(*) FROM {$lines}" ) . ' lines' );

// ---- Wishlists: default lists (members' and guests'), four items each. ----------------------
$lists = $wpdb->prefix . 'vitrine_wishlists';
$witem = $wpdb->prefix . 'vitrine_wishlist_items';
$have  = (int) $wpdb->get_var( $wpdb->prepare( 'SELECT COUNT(*) FROM %i', $lists ) );
for ( $n = $have; $n < $targets['wishlists'] && $product_ids; ) {
	$batch  = min( BATCH, $targets['wishlists'] - $n );
	$rows   = array();
	$owners = array();
	for ( $i = 0; $i < $batch; $i++, $n++ ) {
		$member   = $n < count( $customers );
		$owner    = $member ? 'u:' . $customers[ $n ] : 'g:' . md5( 'guest' . $n );
		$created  = gmdate( 'Y-m-d H:i:s', strtotime( '2024-01-01' ) + $n * 300 );
		$expires  = $member ? 'NULL' : $q( gmdate( 'Y-m-d H:i:s', time() + 30 * DAY_IN_SECONDS ) );
		$rows[]   = '(' . implode( ',', array( $q( strtoupper( substr( md5( 'list' . $n ), 0, 12 ) ) ), "''", '0', '1', $q( $owner ), $q( $owner[0] ), $expires, $q( $created ) ) ) . ')';
		$owners[] = array( $n, $created );
	}
	$first = $insert( $lists, array( 'token', 'name', 'privacy', 'default_slot', 'owner', 'owner_kind', 'expires_at', 'created_at' ), $rows );
	$items = array();
	foreach ( $owners as $k => list( $n_, $created ) ) {
		$in_list = array();
		for ( $p = 0; $p < ITEMS_PER_LIST; $p++ ) {
			// Skewed towards the first products, so the most-wished report has a head.
			$index = ( $p * $p * 97 + $n_ * ( $p + 1 ) ) % ( 0 === $p ? min( 200, count( $product_ids ) ) : count( $product_ids ) );
			while ( isset( $in_list[ $product_ids[ $index ] ] ) ) { // A list holds a product once (its unique key).
				++$index;
				$index %= count( $product_ids );
			}
			$product             = $product_ids[ $index ];
			$in_list[ $product ] = true;
			$items[]             = '(' . ( $first + $k ) . ',' . $product . ',1,' . $p . ',' . $prices[ $product ][0] . ',' . $q( $currency ) . ",'simple'," . $q( $created ) . ')';
		}
	}
	$insert( $witem, array( 'wishlist_id', 'product_id', 'quantity', 'position', 'original_price', 'original_currency', 'product_type', 'added_at' ), $items );
}
$say( $wpdb->get_var( "SELECT COUNT(*) FROM {$lists}" ) . ' wishlists, ' . $wpdb->get_var( "SELECT COUNT(*) FROM {$witem}" ) . ' items' );

// ---- Likes: one row per visitor and post, the counters in step. -----------------------------
$likes         = $wpdb->prefix . 'vitrine_likes';
$counts        = $wpdb->prefix . 'vitrine_like_counts';
$have          = (int) $wpdb->get_var( $wpdb->prepare( 'SELECT COUNT(*) FROM %i', $likes ) );
$targets_posts = array_map( 'intval', $wpdb->get_col( "SELECT ID FROM {$wpdb->posts} WHERE post_status = 'publish' AND post_type IN ('post', 'page') ORDER BY ID" ) );
$targets_posts = array_merge( $targets_posts, array_slice( $product_ids, 0, 2000 ) );
for ( $n = $have; $n < $targets['likes'] && $targets_posts; ) {
	$batch = min( 5000, $targets['likes'] - $n );
	$rows  = array();
	for ( $i = 0; $i < $batch; $i++, $n++ ) {
		$post    = $targets_posts[ $n % count( $targets_posts ) ];
		$visitor = 0 === $n % 5 && $customers ? 'u:' . $customers[ intdiv( $n, count( $targets_posts ) ) % count( $customers ) ] : 'g:' . md5( 'liker' . intdiv( $n, count( $targets_posts ) ) );
		$rows[]  = '(' . $post . ',' . $q( $visitor ) . ',' . $q( gmdate( 'Y-m-d H:i:s', strtotime( '2024-01-01' ) + $n * 60 ) ) . ')';
	}
	$wpdb->query( "INSERT IGNORE INTO {$likes} (post_id, visitor, created_at) VALUES " . implode( ',', $rows ) ); // phpcs:ignore WordPress.DB.PreparedSQL
}
$wpdb->query( "INSERT INTO {$counts} (post_id, loves) SELECT post_id, COUNT(*) FROM {$likes} GROUP BY post_id ON DUPLICATE KEY UPDATE loves = VALUES(loves)" ); // phpcs:ignore WordPress.DB.PreparedSQL
$say( $wpdb->get_var( "SELECT COUNT(*) FROM {$likes}" ) . ' likes' );

// ---- Newsletter: confirmed subscribers of the default list, their consent on the row. -------
$subs    = $wpdb->prefix . 'vitrine_newsletter_subscribers';
$list_id = ( new Vitrine\Newsletter\ListRepository() )->default_list()->id;
$consent = Vitrine\Newsletter\ListRepository::default_consent_text();
$have    = (int) $wpdb->get_var( $wpdb->prepare( 'SELECT COUNT(*) FROM %i', $subs ) );
for ( $n = $have; $n < $targets['subscribers']; ) {
	$batch = min( BATCH, $targets['subscribers'] - $n );
	$rows  = array();
	for ( $i = 0; $i < $batch; $i++, $n++ ) {
		$at     = $q( gmdate( 'Y-m-d H:i:s', strtotime( '2024-01-01' ) + $n * 600 ) );
		$rows[] = '(' . implode( ',', array( (string) $list_id, $q( "reader{$n}@example.test" ), "'Reader'", $q( (string) $n ), "''", "'confirmed'", $at, $at, $at, $at, $q( '192.0.2.' . ( $n % 250 + 1 ) ), $q( $consent ) ) ) . ')';
	}
	$insert( $subs, array( 'list_id', 'email', 'first_name', 'last_name', 'telephone', 'status', 'created_at', 'updated_at', 'confirmed_at', 'consent_at', 'consent_ip', 'consent_text' ), $rows );
}
$say( $wpdb->get_var( "SELECT COUNT(*) FROM {$subs}" ) . ' subscribers' );

/**
 * Counters other features keep (per-status order counts, wishlist totals…) are rebuilt here
 * from the rows above, as their own upgrade back-fill would.
 *
 * @param array<string, int> $targets The sizes seeded.
 */
do_action( 'vitrine_bench_scale_seeded', $targets );
ProductLookup::bump();
update_option( ProductLookup::BACKFILL_OPTION, 'done', true );
foreach ( array( $wpdb->posts, $wpdb->postmeta, $wpdb->term_relationships, ProductLookup::table(), $orders, $lines, $ometa, $lists, $witem, $likes, $counts, $subs, $wpdb->users, $wpdb->usermeta ) as $table ) {
	$wpdb->query( "ANALYZE TABLE {$table}" ); // phpcs:ignore WordPress.DB.PreparedSQL
}
wp_cache_flush();
$say( 'done' );
