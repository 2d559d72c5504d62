<?php
/**
 * Likes, carts and wishlists in the privacy tools.
 *
 * @package Vitrine
 */

declare( strict_types = 1 );

namespace Vitrine\Core\Privacy;

use Vitrine\Wishlists\WishlistRepository;

defined( 'ABSPATH' ) || exit;

/**
 * What an account keeps per visitor (`u:<id>` rows): the posts it loved, the products in its
 * cart, its wishlists and their items. Erasing deletes the rows; a post's like count is an
 * anonymous total and stays.
 */
final class AccountItemsPrivacy {

	/**
	 * Core's exporter entries, by id.
	 *
	 * @return array<string, array{exporter_friendly_name: string, callback: callable}>
	 */
	public function exporters(): array {
		return array(
			'vitrine-likes'     => array(
				'exporter_friendly_name' => __( 'Likes', 'vitrine' ),
				'callback'               => array( $this, 'export_likes' ),
			),
			'vitrine-cart'      => array(
				'exporter_friendly_name' => __( 'Shopping cart', 'vitrine' ),
				'callback'               => array( $this, 'export_cart' ),
			),
			'vitrine-wishlists' => array(
				'exporter_friendly_name' => __( 'Wishlists', 'vitrine' ),
				'callback'               => array( $this, 'export_wishlists' ),
			),
		);
	}

	/**
	 * Core's eraser entries, by id.
	 *
	 * @return array<string, array{eraser_friendly_name: string, callback: callable}>
	 */
	public function erasers(): array {
		return array(
			'vitrine-likes'     => array(
				'eraser_friendly_name' => __( 'Likes', 'vitrine' ),
				'callback'             => array( $this, 'erase_likes' ),
			),
			'vitrine-cart'      => array(
				'eraser_friendly_name' => __( 'Shopping cart', 'vitrine' ),
				'callback'             => array( $this, 'erase_cart' ),
			),
			'vitrine-wishlists' => array(
				'eraser_friendly_name' => __( 'Wishlists', 'vitrine' ),
				'callback'             => array( $this, 'erase_wishlists' ),
			),
		);
	}

	/**
	 * A table's full name.
	 *
	 * @param string $name Unprefixed name.
	 */
	private static function table( string $name ): string {
		global $wpdb;
		return $wpdb->prefix . $name;
	}

	/**
	 * Exports the posts the account loved.
	 *
	 * @param string $email Email address.
	 * @return array{data: list<array<string, mixed>>, done: bool}
	 */
	public function export_likes( $email ): array {
		global $wpdb;
		$key = Person::of( $email )->visitor_key();
		if ( '' === $key ) {
			return Export::page( array() );
		}
		$rows  = (array) $wpdb->get_results( $wpdb->prepare( 'SELECT id, post_id, created_at FROM %i WHERE visitor = %s ORDER BY id', self::table( 'vitrine_likes' ), $key ), ARRAY_A );
		$items = array();
		foreach ( $rows as $row ) {
			$items[] = Export::item(
				'vitrine-likes',
				__( 'Likes', 'vitrine' ),
				__( 'The posts this account loved.', 'vitrine' ),
				'vitrine-like-' . $row['id'],
				array(
					__( 'Post', 'vitrine' )     => get_the_title( (int) $row['post_id'] ),
					__( 'Address', 'vitrine' )  => (string) get_permalink( (int) $row['post_id'] ),
					__( 'Loved on', 'vitrine' ) => Export::date( (string) $row['created_at'] ),
				)
			);
		}
		return Export::page( $items );
	}

	/**
	 * Exports the account's cart.
	 *
	 * @param string $email Email address.
	 * @return array{data: list<array<string, mixed>>, done: bool}
	 */
	public function export_cart( $email ): array {
		global $wpdb;
		$key = Person::of( $email )->visitor_key();
		if ( '' === $key ) {
			return Export::page( array() );
		}
		$rows  = (array) $wpdb->get_results( $wpdb->prepare( 'SELECT id, product_id, quantity, updated_at FROM %i WHERE visitor = %s ORDER BY id', self::table( 'vitrine_cart_items' ), $key ), ARRAY_A );
		$items = array();
		foreach ( $rows as $row ) {
			$items[] = Export::item(
				'vitrine-cart',
				__( 'Shopping cart', 'vitrine' ),
				__( 'The products in this account’s cart.', 'vitrine' ),
				'vitrine-cart-item-' . $row['id'],
				array(
					__( 'Product', 'vitrine' )  => get_the_title( (int) $row['product_id'] ),
					__( 'Quantity', 'vitrine' ) => (string) $row['quantity'],
					__( 'Updated', 'vitrine' )  => Export::date( (string) $row['updated_at'] ),
				)
			);
		}
		return Export::page( $items );
	}

	/**
	 * Exports the account's wishlists, one item per list.
	 *
	 * @param string $email Email address.
	 * @return array{data: list<array<string, mixed>>, done: bool}
	 */
	public function export_wishlists( $email ): array {
		global $wpdb;
		$key = Person::of( $email )->visitor_key();
		if ( '' === $key ) {
			return Export::page( array() );
		}
		$lists = (array) $wpdb->get_results( $wpdb->prepare( 'SELECT id, name, created_at FROM %i WHERE owner = %s ORDER BY id', self::table( 'vitrine_wishlists' ), $key ), ARRAY_A );
		$items = array();
		foreach ( $lists as $list ) {
			$products = array();
			$rows     = (array) $wpdb->get_results( $wpdb->prepare( 'SELECT product_id, quantity FROM %i WHERE wishlist_id = %d ORDER BY position, id', self::table( 'vitrine_wishlist_items' ), (int) $list['id'] ), ARRAY_A );
			foreach ( $rows as $row ) {
				$products[] = sprintf( '%s × %d', get_the_title( (int) $row['product_id'] ), (int) $row['quantity'] );
			}
			$items[] = Export::item(
				'vitrine-wishlists',
				__( 'Wishlists', 'vitrine' ),
				__( 'The wishlists of this account and the products on them.', 'vitrine' ),
				'vitrine-wishlist-' . $list['id'],
				array(
					__( 'Name', 'vitrine' )     => '' !== (string) $list['name'] ? (string) $list['name'] : __( 'Wishlist', 'vitrine' ),
					__( 'Products', 'vitrine' ) => implode( ', ', $products ),
					__( 'Created', 'vitrine' )  => Export::date( (string) $list['created_at'] ),
				)
			);
		}
		return Export::page( $items );
	}

	/**
	 * Deletes the account's likes.
	 *
	 * @param string $email Email address.
	 * @return array{items_removed: bool, items_retained: bool, messages: list<string>, done: bool}
	 */
	public function erase_likes( $email ): array {
		global $wpdb;
		$key = Person::of( $email )->visitor_key();
		if ( '' === $key ) {
			return Export::erased( false );
		}
		$removed = (int) $wpdb->delete( self::table( 'vitrine_likes' ), array( 'visitor' => $key ), array( '%s' ) );
		return Export::erased( $removed > 0 );
	}

	/**
	 * Empties the account's cart.
	 *
	 * @param string $email Email address.
	 * @return array{items_removed: bool, items_retained: bool, messages: list<string>, done: bool}
	 */
	public function erase_cart( $email ): array {
		global $wpdb;
		$key = Person::of( $email )->visitor_key();
		if ( '' === $key ) {
			return Export::erased( false );
		}
		$removed = (int) $wpdb->delete( self::table( 'vitrine_cart_items' ), array( 'visitor' => $key ), array( '%s' ) );
		return Export::erased( $removed > 0 );
	}

	/**
	 * Deletes the account's wishlists with their items.
	 *
	 * @param string $email Email address.
	 * @return array{items_removed: bool, items_retained: bool, messages: list<string>, done: bool}
	 */
	public function erase_wishlists( $email ): array {
		$key = Person::of( $email )->visitor_key();
		if ( '' === $key ) {
			return Export::erased( false );
		}
		// Through the repository, so the wishlist counters lose the lists and items too.
		return Export::erased( ( new WishlistRepository() )->delete_owner( $key ) > 0 );
	}
}
