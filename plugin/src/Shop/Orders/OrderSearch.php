<?php
/**
 * Searching orders through indexes.
 *
 * @package Vitrine
 */

declare( strict_types = 1 );

namespace Vitrine\Shop\Orders;

defined( 'ABSPATH' ) || exit;

/**
 * The Orders screen's search, as WooCommerce's has a "search in" selector: all, the billing
 * email, the order number, the customer's name, or the products ordered. Each mode is a
 * condition an index answers, never a `LIKE '%…%'` (a full scan of every order, 1.3 s at
 * 200,000 orders):
 *
 * - email: the exact address (`billing_email` index), or its start when it has no `@` yet;
 * - order: the number (`#` allowed), the primary key;
 * - customer: a word starts the first or the last name (two name indexes, merged); two words
 *   or more are the first name and the start of the last ("Ada Love");
 * - products: a line's product name starts with the words (`name` index on the lines);
 * - all: by the shape of the words: a number is an order number, an address an email, other
 *   words a name or an email's start (products are their own mode: the lines' index cannot
 *   join an OR of the orders' indexes).
 */
final class OrderSearch {

	public const ALL      = 'all';
	public const EMAIL    = 'email';
	public const ORDER    = 'order';
	public const CUSTOMER = 'customer';
	public const PRODUCTS = 'products';

	/**
	 * The modes with their labels, in the selector's order.
	 *
	 * @return array<string, string>
	 */
	public static function modes(): array {
		return array(
			self::ALL      => __( 'All', 'vitrine' ),
			self::EMAIL    => __( 'Email', 'vitrine' ),
			self::ORDER    => __( 'Order number', 'vitrine' ),
			self::CUSTOMER => __( 'Customer name', 'vitrine' ),
			self::PRODUCTS => __( 'Products', 'vitrine' ),
		);
	}

	/**
	 * A known mode, or {@see OrderSearch::ALL}.
	 *
	 * @param string $mode Mode asked for.
	 */
	public static function mode( string $mode ): string {
		return isset( self::modes()[ $mode ] ) ? $mode : self::ALL;
	}

	/**
	 * The WHERE condition of a search and its values.
	 *
	 * @param string $search Words.
	 * @param string $mode   Mode.
	 * @param string $items  The order lines' table.
	 * @return array{0: string, 1: list<string|int>}
	 */
	public static function clause( string $search, string $mode, string $items ): array {
		$search = trim( $search );
		switch ( self::mode( $mode ) ) {
			case self::EMAIL:
				return self::email( $search );
			case self::ORDER:
				return self::number( $search );
			case self::CUSTOMER:
				return self::name( $search );
			case self::PRODUCTS:
				return self::products( $search, $items );
		}
		if ( 1 === preg_match( '/^#?\d+$/', $search ) ) {
			return self::number( $search );
		}
		if ( str_contains( $search, '@' ) ) {
			return self::email( $search );
		}
		// Names and emails only: the three indexes merge; a subquery on the lines inside the OR
		// would have the database visit every order.
		list( $name, $name_args )   = self::name( $search );
		list( $email, $email_args ) = self::email( $search );
		return array( "({$name} OR {$email})", array_merge( $name_args, $email_args ) );
	}

	/**
	 * The exact address, or the start of one.
	 *
	 * @param string $search Words.
	 * @return array{0: string, 1: list<string|int>}
	 */
	private static function email( string $search ): array {
		if ( str_contains( $search, '@' ) ) {
			return array( 'billing_email = %s', array( $search ) );
		}
		return array( 'billing_email LIKE %s', array( self::prefix( $search ) ) );
	}

	/**
	 * The order number.
	 *
	 * @param string $search Words.
	 * @return array{0: string, 1: list<string|int>}
	 */
	private static function number( string $search ): array {
		return array( 'id = %d', array( absint( ltrim( $search, '#' ) ) ) );
	}

	/**
	 * A name's start.
	 *
	 * @param string $search Words.
	 * @return array{0: string, 1: list<string|int>}
	 */
	private static function name( string $search ): array {
		$words = preg_split( '/\s+/', $search, 2 );
		if ( is_array( $words ) && 2 === count( $words ) ) {
			return array( '(billing_first_name = %s AND billing_last_name LIKE %s)', array( $words[0], self::prefix( $words[1] ) ) );
		}
		$prefix = self::prefix( $search );
		return array( '(billing_first_name LIKE %s OR billing_last_name LIKE %s)', array( $prefix, $prefix ) );
	}

	/**
	 * A product name's start, among the order's lines.
	 *
	 * @param string $search Words.
	 * @param string $items  The lines' table.
	 * @return array{0: string, 1: list<string|int>}
	 */
	private static function products( string $search, string $items ): array {
		return array( 'id IN (SELECT order_id FROM %i WHERE name LIKE %s)', array( $items, self::prefix( $search ) ) );
	}

	/**
	 * A LIKE pattern matching values that start with the words.
	 *
	 * @param string $search Words.
	 */
	private static function prefix( string $search ): string {
		global $wpdb;
		return $wpdb->esc_like( $search ) . '%';
	}
}
