<?php
/**
 * @package Vitrine
 */

declare( strict_types = 1 );

namespace Vitrine\Tests\Wishlists;

use Vitrine\Shop\ProductPostType;
use Vitrine\Wishlists\Admin\WishlistsAdmin;
use Vitrine\Wishlists\WishlistItemsTable;
use Vitrine\Wishlists\WishlistsTable;

/**
 * The wishlists CSV at scale: read by id a batch at a time, memory flat.
 */
final class WishlistsExportTest extends WishlistTestCase {

	public function test_a_large_export_streams_every_list_once_in_order_with_memory_flat(): void {
		$apron   = $this->create_product( array(), array( 'post_title' => 'Linen apron' ) );
		$cup     = $this->create_product( array(), array( 'post_title' => 'Stoneware cup' ) );
		$measure = function ( int $lists ) use ( $apron, $cup ): array {
			global $wpdb;
			$table = $wpdb->prefix . WishlistsTable::name();
			$items = $wpdb->prefix . WishlistItemsTable::name();
			$wpdb->query( $wpdb->prepare( 'DELETE FROM %i', $items ) );
			$wpdb->query( $wpdb->prepare( 'DELETE FROM %i', $table ) );
			// Every fifth list a member's, each member another (their names read a batch at a time).
			$users = array();
			for ( $i = 0; $i < $lists; $i += 5 ) {
				$users[] = $wpdb->prepare( '(%s, %s, %s, %s, %s)', "exporter{$lists}x{$i}", '', "exporter{$lists}x{$i}@example.test", gmdate( 'Y-m-d H:i:s' ), "Exporter {$i}" );
			}
			$wpdb->query( $wpdb->prepare( 'INSERT INTO %i (user_login, user_pass, user_email, user_registered, display_name) VALUES ', $wpdb->users ) . implode( ',', $users ) ); // phpcs:ignore WordPress.DB.PreparedSQL.NotPrepared -- each row prepared above.
			$first  = (int) $wpdb->insert_id;
			$values = array();
			for ( $i = 0; $i < $lists; $i++ ) {
				$values[] = $wpdb->prepare( '(%s, %s, %s, %s, %s)', sprintf( 't%011d', $i ), 'List ' . $i, 0 === $i % 5 ? 'u:' . ( $first + intdiv( $i, 5 ) ) : 'g:' . md5( (string) $i ), 0 === $i % 5 ? 'u' : 'g', gmdate( 'Y-m-d H:i:s' ) );
			}
			foreach ( array_chunk( $values, 1000 ) as $chunk ) {
				$wpdb->query( $wpdb->prepare( 'INSERT INTO %i (token, name, owner, owner_kind, created_at) VALUES ', $table ) . implode( ',', $chunk ) ); // phpcs:ignore WordPress.DB.PreparedSQL.NotPrepared -- each row prepared above.
			}
			// Every third list holds the apron then the cup; the others are empty.
			foreach ( array( $apron, $cup ) as $position => $product ) {
				$wpdb->query( $wpdb->prepare( 'INSERT INTO %i (wishlist_id, product_id, quantity, position, original_currency, added_at) SELECT id, %d, 1, %d, %s, %s FROM %i WHERE CAST(SUBSTRING(token, 2) AS UNSIGNED) %% 3 = 0', $items, $product, $position, 'EUR', gmdate( 'Y-m-d H:i:s' ), $table ) );
			}
			$wpdb->flush();
			$out = tmpfile();
			$this->assertIsResource( $out );
			$batches = 0;
			$queries = 0;
			$count   = static function ( string $sql ) use ( &$batches, &$queries ): string {
				$batches += str_contains( $sql, 'WHERE id > ' ) ? 1 : 0;
				++$queries;
				return $sql;
			};
			add_filter( 'query', $count );
			memory_reset_peak_usage();
			$base    = memory_get_usage();
			$written = ( new WishlistsAdmin( $this->repository ) )->write_csv( $out );
			$peak    = memory_get_peak_usage() - $base;
			remove_filter( 'query', $count );
			rewind( $out );
			$rows = array();
			fgetcsv( $out, null, ',', '"', '' );
			while ( false !== ( $row = fgetcsv( $out, null, ',', '"', '' ) ) ) { // phpcs:ignore WordPress.CodeAnalysis.AssignmentInCondition.FoundInWhileCondition -- reading to the end.
				$rows[] = $row[1] . ' ' . $row[2] . ' ' . $row[5];
			}
			fclose( $out ); // phpcs:ignore WordPress.WP.AlternativeFunctions -- a temporary file.
			$expected = array();
			for ( $i = 0; $i < $lists; $i++ ) {
				$token    = sprintf( 't%011d', $i );
				$owner    = 0 === $i % 5 ? "Exporter {$i}" : 'Guest';
				$expected = array_merge( $expected, 0 === $i % 3 ? array( "{$token} {$owner} Linen apron", "{$token} {$owner} Stoneware cup" ) : array( "{$token} {$owner} " ) );
			}
			$this->assertSame( $lists, $written );
			$this->assertSame( $expected, $rows, 'every list once, oldest first, its items in order' );
			return array( $peak, $batches, $queries );
		};
		list( $small, $small_batches, $small_queries ) = $measure( 600 );
		list( $large, $large_batches, $large_queries ) = $measure( 5000 );
		$this->assertLessThanOrEqual( 5 * $small_batches, $small_queries, 'a few queries a batch' );
		$this->assertLessThanOrEqual( 5 * $large_batches, $large_queries, 'a few queries a batch, 1,000 members or not: none per list' );
		$this->assertSame( 2, $small_batches, 'two batches of 500' );
		$this->assertSame( 11, $large_batches, 'ten batches of 500, the last one full, so one more query that finds none' );
		$this->assertLessThan( $small * 1.5 + 262144, $large, sprintf( 'memory flat: %d bytes for 600 lists, %d for 5,000', $small, $large ) );
	}

	public function test_product_names_are_read_a_batch_at_a_time_and_not_kept_so_memory_stays_flat_with_the_catalogue(): void {
		$measure      = function ( int $products ): array {
			global $wpdb;
			$table = $wpdb->prefix . WishlistsTable::name();
			$items = $wpdb->prefix . WishlistItemsTable::name();
			$wpdb->query( $wpdb->prepare( 'DELETE FROM %i', $items ) );
			$wpdb->query( $wpdb->prepare( 'DELETE FROM %i', $table ) );
			$wpdb->query( $wpdb->prepare( 'DELETE FROM %i WHERE post_type = %s', $wpdb->posts, ProductPostType::POST_TYPE ) );
			// The products, published, but for every seventh (a draft: no name, as before).
			$posts = array();
			for ( $i = 0; $i < $products; $i++ ) {
				$posts[] = $wpdb->prepare( '(%s, %s, %s, %s, %s, %s, %s, %s, %s)', "Pot {$i}", "pot-{$i}", ProductPostType::POST_TYPE, 0 === $i % 7 ? 'draft' : 'publish', '', '', '', gmdate( 'Y-m-d H:i:s' ), gmdate( 'Y-m-d H:i:s' ) );
			}
			foreach ( array_chunk( $posts, 500 ) as $chunk ) {
				$wpdb->query( $wpdb->prepare( 'INSERT INTO %i (post_title, post_name, post_type, post_status, post_content, post_excerpt, to_ping, post_date, post_date_gmt) VALUES ', $wpdb->posts ) . implode( ',', $chunk ) ); // phpcs:ignore WordPress.DB.PreparedSQL.NotPrepared -- each row prepared above.
			}
			$first = (int) $wpdb->get_var( $wpdb->prepare( 'SELECT MIN(ID) FROM %i WHERE post_type = %s', $wpdb->posts, ProductPostType::POST_TYPE ) );
			// 1,200 lists (three batches), list i holding product i modulo the catalogue's size.
			$values = array();
			for ( $i = 0; $i < 1200; $i++ ) {
				$values[] = $wpdb->prepare( '(%s, %s, %s, %s, %s)', sprintf( 'p%011d', $i ), 'List ' . $i, 'g:' . md5( (string) $i ), 'g', gmdate( 'Y-m-d H:i:s' ) );
			}
			foreach ( array_chunk( $values, 600 ) as $chunk ) {
				$wpdb->query( $wpdb->prepare( 'INSERT INTO %i (token, name, owner, owner_kind, created_at) VALUES ', $table ) . implode( ',', $chunk ) ); // phpcs:ignore WordPress.DB.PreparedSQL.NotPrepared -- each row prepared above.
			}
			$wpdb->query( $wpdb->prepare( 'INSERT INTO %i (wishlist_id, product_id, quantity, position, original_currency, added_at) SELECT id, %d + CAST(SUBSTRING(token, 2) AS UNSIGNED) %% %d, 1, 0, %s, %s FROM %i', $items, $first, $products, 'EUR', gmdate( 'Y-m-d H:i:s' ), $table ) );
			$wpdb->flush();
			wp_cache_flush();
			$out = tmpfile();
			$this->assertIsResource( $out );
			memory_reset_peak_usage();
			$base = memory_get_usage();
			( new WishlistsAdmin( $this->repository ) )->write_csv( $out );
			$peak = memory_get_peak_usage() - $base;
			$this->assertFalse( wp_cache_get( $first + 1, 'posts' ), 'the products are not kept in the object cache' );
			rewind( $out );
			fgetcsv( $out, null, ',', '"', '' );
			$names = array();
			while ( false !== ( $row = fgetcsv( $out, null, ',', '"', '' ) ) ) { // phpcs:ignore WordPress.CodeAnalysis.AssignmentInCondition.FoundInWhileCondition -- reading to the end.
				$names[] = $row[5];
			}
			fclose( $out ); // phpcs:ignore WordPress.WP.AlternativeFunctions -- a temporary file.
			$expected = array();
			for ( $i = 0; $i < 1200; $i++ ) {
				$expected[] = 0 === ( $i % $products ) % 7 ? '' : 'Pot ' . ( $i % $products );
			}
			$this->assertSame( $expected, $names, 'each item with its product\'s name, none for a draft' );
			return array( $peak );
		};
		list( $few )  = $measure( 20 );
		list( $many ) = $measure( 1200 );
		$this->assertLessThan( $few * 1.5 + 262144, $many, sprintf( 'memory flat: %d bytes for 20 products, %d for 1,200', $few, $many ) );
	}
}
