<?php
/**
 * One checkout at a time per cart.
 *
 * @package Vitrine
 */

declare( strict_types = 1 );

namespace Vitrine\Shop\Orders;

defined( 'ABSPATH' ) || exit;

/**
 * A MySQL named lock per cart, held while an order is placed from it (the cart read, the stock
 * taken, the order stored, the cart emptied), so that however many identical "Place order"
 * requests of one visitor arrive at once, on however many web nodes sharing the database, they
 * place the cart's order one after the other: the first places it, the others find the cart
 * empty. Each of those lands on the order just placed ({@see CheckoutLock::remember()}), as a
 * customer who clicked twice expects, rather than on "Your cart is empty".
 *
 * Named locks belong to the database server: nodes must share one primary (a Galera cluster
 * or a proxy spreading writes over several servers would need a lock of its own).
 */
final class CheckoutLock {

	/**
	 * Seconds a request waits for the cart's other checkout to finish.
	 */
	private const WAIT = 15;

	/**
	 * Seconds the order just placed from a cart is remembered for its duplicates.
	 */
	public const REMEMBER = 5 * MINUTE_IN_SECONDS;

	/**
	 * Whether this object holds the lock.
	 *
	 * @var bool
	 */
	private bool $held = false;

	/**
	 * Sets up the lock of a cart.
	 *
	 * @param string $cart_key The cart's visitor key (`u:<id>`, `g:<guest id>`).
	 */
	public function __construct( private string $cart_key ) {}

	/**
	 * The lock's name: at most 64 characters, per site, not the visitor key in clear.
	 */
	private function name(): string {
		global $wpdb;
		return 'vitrine_checkout_' . substr( hash( 'sha256', $wpdb->prefix . $this->cart_key ), 0, 40 );
	}

	/**
	 * Waits for the lock (up to 15 seconds).
	 *
	 * @return bool Whether it is now held.
	 */
	public function acquire(): bool {
		global $wpdb;
		$this->held = '1' === (string) $wpdb->get_var( $wpdb->prepare( 'SELECT GET_LOCK(%s, %d)', $this->name(), self::WAIT ) );
		return $this->held;
	}

	/**
	 * Lets the next checkout of the cart go.
	 */
	public function release(): void {
		if ( ! $this->held ) {
			return;
		}
		global $wpdb;
		$wpdb->query( $wpdb->prepare( 'SELECT RELEASE_LOCK(%s)', $this->name() ) );
		$this->held = false;
	}

	/**
	 * Remembers the order just placed from the cart, for the duplicates queued behind it.
	 *
	 * @param int $order_id Order id.
	 */
	public function remember( int $order_id ): void {
		set_transient( $this->transient(), $order_id, self::REMEMBER );
	}

	/**
	 * The order placed from the cart in the last few minutes, or 0.
	 */
	public function remembered(): int {
		return (int) get_transient( $this->transient() );
	}

	/**
	 * The transient's name.
	 */
	private function transient(): string {
		return 'vitrine_placed_' . substr( hash( 'sha256', $this->cart_key ), 0, 32 );
	}
}
