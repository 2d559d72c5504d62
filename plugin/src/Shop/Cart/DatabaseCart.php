<?php
/**
 * The cart stored in the database.
 *
 * @package Vitrine
 */

declare( strict_types = 1 );

namespace Vitrine\Shop\Cart;

use Vitrine\Core\RateLimiter\GuestRows;
use Vitrine\Shop\Catalogue\Catalogue;
use Vitrine\Shop\Product;
use WP_Error;

defined( 'ABSPATH' ) || exit;

/**
 * One visitor's cart in {@see CartTable}, keyed by {@see \Vitrine\Core\Visitor\Visitor::key()}.
 *
 * Every change is one statement, so concurrent requests never lose an update: an add is an
 * upsert that increments the stored quantity only while the result stays within the stock
 * (checked by MySQL on the row it locks), never a read followed by a write. Reading the lines
 * costs one query for the rows plus the catalogue's fixed number for the products, whatever
 * the number of lines.
 */
final class DatabaseCart implements Cart {

	/**
	 * Quantities are stored as unsigned int; nobody orders more than this of one thing.
	 */
	public const MAX_QUANTITY = 9999;

	/**
	 * Lines read in this request, dropped on every change.
	 *
	 * @var list<CartLine>|null
	 */
	private ?array $lines = null;

	/**
	 * Sets the cart.
	 *
	 * @param string    $visitor   Visitor key (`u:<id>` or `g:<guest id>`); '' = a guest without a
	 *                             cookie, whose cart is empty and cannot be written.
	 * @param Catalogue $catalogue Reads the products.
	 */
	public function __construct( private string $visitor, private Catalogue $catalogue ) {}

	/**
	 * {@inheritDoc}
	 */
	public function lines(): array {
		if ( null !== $this->lines ) {
			return $this->lines;
		}
		$rows     = $this->rows();
		$products = $rows ? $this->catalogue->get_many( array_keys( $rows ) ) : array();
		$lines    = array();
		foreach ( $rows as $product_id => $quantity ) {
			if ( isset( $products[ $product_id ] ) ) {
				$lines[] = new CartLine( $products[ $product_id ], $quantity );
			}
		}
		$this->lines = $lines;
		return $lines;
	}

	/**
	 * {@inheritDoc}
	 */
	public function add( int $product_id, int $quantity = 1 ): CartLine|WP_Error {
		if ( $quantity < 1 || $quantity > self::MAX_QUANTITY ) {
			return CartErrors::invalid_quantity();
		}
		$product = $this->purchasable( $product_id );
		if ( $product instanceof WP_Error ) {
			return $product;
		}
		if ( '' === $this->visitor ) {
			return CartErrors::no_visitor();
		}
		$max = min( self::MAX_QUANTITY, $product->max_purchase_quantity() ?? self::MAX_QUANTITY );
		if ( $quantity > $max ) {
			return CartErrors::over_stock( $product, $max );
		}
		if ( ! $this->may_start() ) {
			return CartErrors::rate_limited();
		}

		global $wpdb;
		$this->lines = null;
		// One statement: the increment happens only while the new quantity stays within $max,
		// evaluated on the locked row, so two racing adds cannot both pass a stale check.
		$affected = $wpdb->query(
			$wpdb->prepare(
				'INSERT INTO %i (visitor, product_id, quantity, updated_at) VALUES (%s, %d, %d, %s)
				ON DUPLICATE KEY UPDATE updated_at = IF(quantity + VALUES(quantity) <= %d, VALUES(updated_at), updated_at),
				quantity = IF(quantity + VALUES(quantity) <= %d, quantity + VALUES(quantity), quantity)',
				self::table(),
				$this->visitor,
				$product_id,
				$quantity,
				current_time( 'mysql', true ),
				$max,
				$max
			)
		);
		if ( false === $affected ) {
			return CartErrors::storage();
		}
		$stored = $this->stored_quantity( $product_id );
		// 1 = inserted, 2 = incremented; 0 = the row exists and was left alone: over the stock.
		if ( 0 === (int) $affected ) {
			return CartErrors::over_stock( $product, max( 0, $max - $stored ) );
		}
		return new CartLine( $product, $stored );
	}

	/**
	 * {@inheritDoc}
	 */
	public function set_quantity( int $product_id, int $quantity ): CartLine|null|WP_Error {
		if ( $quantity < 0 || $quantity > self::MAX_QUANTITY ) {
			return CartErrors::invalid_quantity();
		}
		if ( 0 === $quantity ) {
			$this->remove( $product_id );
			return null;
		}
		$product = $this->purchasable( $product_id );
		if ( $product instanceof WP_Error ) {
			return $product;
		}
		if ( '' === $this->visitor ) {
			return CartErrors::no_visitor();
		}
		$max = $product->max_purchase_quantity();
		if ( null !== $max && $quantity > $max ) {
			return CartErrors::over_stock( $product, $max );
		}
		if ( ! $this->may_start() ) {
			return CartErrors::rate_limited();
		}
		global $wpdb;
		$this->lines = null;
		$result      = $wpdb->query(
			$wpdb->prepare(
				'INSERT INTO %i (visitor, product_id, quantity, updated_at) VALUES (%s, %d, %d, %s)
				ON DUPLICATE KEY UPDATE quantity = VALUES(quantity), updated_at = VALUES(updated_at)',
				self::table(),
				$this->visitor,
				$product_id,
				$quantity,
				current_time( 'mysql', true )
			)
		);
		return false === $result ? CartErrors::storage() : new CartLine( $product, $quantity );
	}

	/**
	 * {@inheritDoc}
	 */
	public function remove( int $product_id ): bool {
		if ( '' === $this->visitor ) {
			return false;
		}
		global $wpdb;
		$this->lines = null;
		return (bool) $wpdb->delete(
			self::table(),
			array(
				'visitor'    => $this->visitor,
				'product_id' => $product_id,
			),
			array( '%s', '%d' )
		);
	}

	/**
	 * {@inheritDoc}
	 */
	public function count(): int {
		if ( '' === $this->visitor ) {
			return 0;
		}
		if ( null !== $this->lines ) {
			return array_sum( array_map( static fn( CartLine $line ): int => $line->quantity, $this->lines ) );
		}
		// The session call only needs the number: one query, no product reads. Lines of
		// products unpublished since are counted until the cart is next read in full.
		global $wpdb;
		return (int) $wpdb->get_var(
			$wpdb->prepare( 'SELECT COALESCE(SUM(quantity), 0) FROM %i WHERE visitor = %s', self::table(), $this->visitor )
		);
	}

	/**
	 * {@inheritDoc}
	 */
	public function totals(): CartTotals {
		$cents = 0;
		$count = 0;
		foreach ( $this->lines() as $line ) {
			$cents += (int) round( (float) $line->total() * 100 );
			$count += $line->quantity;
		}
		$subtotal = number_format( $cents / 100, 2, '.', '' );
		return new CartTotals( $subtotal, $subtotal, $count );
	}

	/**
	 * {@inheritDoc}
	 */
	public function clear(): void {
		if ( '' === $this->visitor ) {
			return;
		}
		global $wpdb;
		$this->lines = null;
		$wpdb->delete( self::table(), array( 'visitor' => $this->visitor ), array( '%s' ) );
	}

	/**
	 * Moves every line of another visitor's cart into this one (a guest logging in): a product
	 * already here gets the quantities added, capped at its stock, so no line is duplicated.
	 *
	 * @param string $from Key of the cart to empty into this one.
	 */
	public function absorb( string $from ): void {
		if ( '' === $from || '' === $this->visitor || $from === $this->visitor ) {
			return;
		}
		$source = new DatabaseCart( $from, $this->catalogue );
		foreach ( $source->lines() as $line ) {
			$mine = $this->stored_quantity( $line->product->id );
			$max  = min( self::MAX_QUANTITY, $line->product->max_purchase_quantity() ?? self::MAX_QUANTITY );
			$want = min( $max, $mine + $line->quantity );
			if ( $want > 0 && $want !== $mine ) {
				$this->set_quantity( $line->product->id, $want );
			}
		}
		$source->clear();
		$this->lines = null;
	}

	/**
	 * The product, or the error that keeps it out of a cart.
	 *
	 * @param int $product_id Product id.
	 */
	private function purchasable( int $product_id ): Product|WP_Error {
		$product = $product_id > 0 ? $this->catalogue->get( $product_id ) : null;
		if ( ! $product || '' === $product->effective_price() ) {
			return CartErrors::unknown_product();
		}
		if ( ! $product->is_purchasable() || 0 === $product->max_purchase_quantity() ) {
			return CartErrors::out_of_stock( $product );
		}
		return $product;
	}

	/**
	 * Whether this write may go ahead as far as the guest limit goes: a guest's first line
	 * starts a new cart, counted per client address ({@see GuestRows}), since anyone can mint
	 * guest cookies; lines added to a cart that exists, and members' carts, are not counted.
	 */
	private function may_start(): bool {
		if ( ! str_starts_with( $this->visitor, 'g:' ) ) {
			return true;
		}
		global $wpdb;
		$exists = $wpdb->get_var(
			$wpdb->prepare( 'SELECT 1 FROM %i WHERE visitor = %s LIMIT 1', self::table(), $this->visitor )
		);
		return null !== $exists || ( new GuestRows() )->allow( GuestRows::CART, $this->visitor );
	}

	/**
	 * Quantities by product id, oldest line first.
	 *
	 * @return array<int, int>
	 */
	private function rows(): array {
		if ( '' === $this->visitor ) {
			return array();
		}
		global $wpdb;
		$rows       = $wpdb->get_results(
			$wpdb->prepare( 'SELECT product_id, quantity FROM %i WHERE visitor = %s ORDER BY id', self::table(), $this->visitor )
		);
		$quantities = array();
		foreach ( (array) $rows as $row ) {
			$quantities[ (int) $row->product_id ] = (int) $row->quantity;
		}
		return $quantities;
	}

	/**
	 * The quantity stored for a product, 0 without a line.
	 *
	 * @param int $product_id Product id.
	 */
	private function stored_quantity( int $product_id ): int {
		global $wpdb;
		return (int) $wpdb->get_var(
			$wpdb->prepare( 'SELECT quantity FROM %i WHERE visitor = %s AND product_id = %d', self::table(), $this->visitor, $product_id )
		);
	}

	/**
	 * The prefixed table name.
	 */
	public static function table(): string {
		global $wpdb;
		return $wpdb->prefix . CartTable::name();
	}
}
