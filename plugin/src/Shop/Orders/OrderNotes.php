<?php
/**
 * An order's notes and history.
 *
 * @package Vitrine
 */

declare( strict_types = 1 );

namespace Vitrine\Shop\Orders;

defined( 'ABSPATH' ) || exit;

/**
 * Notes on an order, kept as rows of its meta (one `_vitrine_note` row each, JSON): system
 * notes the shop writes (a status change, a mail sent, a refund, stock put back) and private
 * notes an admin adds. Each has its author (0 for the system) and its GMT time. Customers never
 * see them, as WooCommerce's private notes.
 */
final class OrderNotes {

	public const META = '_vitrine_note';

	public const SYSTEM = 'system';

	public const PRIVATE = 'private';

	/**
	 * Sets up the store.
	 *
	 * @param OrderRepository $orders Orders.
	 */
	public function __construct( private OrderRepository $orders = new OrderRepository() ) {}

	/**
	 * Adds a note.
	 *
	 * @param int    $order_id Order id.
	 * @param string $content  Plain text.
	 * @param string $type     {@see OrderNotes::SYSTEM} or {@see OrderNotes::PRIVATE}.
	 * @param int    $author   User id; 0 for the shop itself.
	 */
	public function add( int $order_id, string $content, string $type = self::SYSTEM, int $author = 0 ): void {
		$this->orders->add_meta(
			$order_id,
			self::META,
			(string) wp_json_encode(
				array(
					'content' => $content,
					'type'    => self::PRIVATE === $type ? self::PRIVATE : self::SYSTEM,
					'author'  => $author,
					'date'    => current_time( 'mysql', true ),
				)
			)
		);
	}

	/**
	 * An order's notes, newest first (as WooCommerce lists them).
	 *
	 * @param int $order_id Order id.
	 * @return list<array{id: int, content: string, type: string, author: int, date: string}>
	 */
	public function of( int $order_id ): array {
		$notes = array();
		foreach ( $this->orders->meta_values( $order_id, self::META ) as $id => $json ) {
			$note = json_decode( $json, true );
			if ( ! is_array( $note ) ) {
				continue;
			}
			$notes[] = array(
				'id'      => $id,
				'content' => (string) ( $note['content'] ?? '' ),
				'type'    => self::PRIVATE === ( $note['type'] ?? '' ) ? self::PRIVATE : self::SYSTEM,
				'author'  => (int) ( $note['author'] ?? 0 ),
				'date'    => (string) ( $note['date'] ?? '' ),
			);
		}
		return array_reverse( $notes );
	}

	/**
	 * Replaces personal details in an order's notes (an erasure request): the system notes name
	 * the address mails went to, and a private note may quote the customer.
	 *
	 * @param int                   $order_id     Order id.
	 * @param array<string, string> $replacements Replacement by text to replace (case-insensitive).
	 */
	public function redact( int $order_id, array $replacements ): void {
		$replacements = array_filter( $replacements, static fn( string $replacement, string $text ): bool => '' !== trim( $text ), ARRAY_FILTER_USE_BOTH );
		if ( ! $replacements ) {
			return;
		}
		global $wpdb;
		foreach ( $this->orders->meta_values( $order_id, self::META ) as $id => $json ) {
			$note = json_decode( $json, true );
			if ( ! is_array( $note ) ) {
				continue;
			}
			$note['content'] = str_ireplace( array_map( 'strval', array_keys( $replacements ) ), array_values( $replacements ), (string) ( $note['content'] ?? '' ) );
			$wpdb->update( $wpdb->prefix . OrderMetaTable::name(), array( 'meta_value' => (string) wp_json_encode( $note ) ), array( 'id' => $id ), array( '%s' ), array( '%d' ) ); // phpcs:ignore WordPress.DB.SlowDBQuery.slow_db_query_meta_value -- our own table, by primary key.
		}
	}
}
