<?php
/**
 * The orders a visitor may see.
 *
 * @package Vitrine
 */

declare( strict_types = 1 );

namespace Vitrine\Account\Customer;

use Vitrine\Core\Http\RetryAfter;
use Vitrine\Core\RateLimiter\RateLimiter;
use Vitrine\Core\Visitor\ClientIp;
use Vitrine\Shop\Orders\CheckoutLimits;
use Vitrine\Shop\Orders\Order;
use Vitrine\Shop\Orders\OrderRepository;
use WP_Error;

defined( 'ABSPATH' ) || exit;

/**
 * The ownership rules of the account page: a member sees the orders placed under their
 * account; anyone who knows an order's number and billing email (a guest looking it up) or
 * its secret key (the link the lookup redirects to) sees that one order. Every refusal is the
 * same, so nobody learns whether an order number exists.
 */
final class CustomerOrders {

	/**
	 * Sets up the service.
	 *
	 * @param OrderRepository $orders  Orders.
	 * @param RateLimiter     $limiter Rate limiter for lookups.
	 */
	public function __construct(
		private OrderRepository $orders = new OrderRepository(),
		private RateLimiter $limiter = new RateLimiter()
	) {}

	/**
	 * A member's orders, newest first.
	 *
	 * @param int $user_id Member.
	 * @param int $page    Page, from 1.
	 * @return array{orders: list<Order>, total: int}
	 */
	public function of_user( int $user_id, int $page = 1 ): array {
		/**
		 * Filters how many orders the account page lists per page.
		 *
		 * @since 0.2.0
		 *
		 * @param int $per_page Orders per page. Default 20.
		 */
		$per_page = max( 1, (int) apply_filters( 'vitrine_account_orders_per_page', 20 ) );
		return $this->orders->for_user( $user_id, $page, $per_page );
	}

	/**
	 * One of a member's orders, or null when it is not theirs (or does not exist).
	 *
	 * @param int $user_id  Member.
	 * @param int $order_id Order number.
	 */
	public function owned( int $user_id, int $order_id ): ?Order {
		if ( $user_id <= 0 || $order_id <= 0 ) {
			return null;
		}
		$order = $this->orders->find( $order_id );
		return $order && $order->user_id === $user_id ? $order : null;
	}

	/**
	 * An order by number and secret key (the lookup's result link), or null.
	 *
	 * @param int    $order_id Order number.
	 * @param string $key      Order key.
	 */
	public function by_key( int $order_id, string $key ): ?Order {
		if ( $order_id <= 0 || '' === $key ) {
			return null;
		}
		$order = $this->orders->find( $order_id );
		return $order && hash_equals( $order->key, $key ) ? $order : null;
	}

	/**
	 * The lookup limits: attempts per client address in a window.
	 *
	 * @return array{attempts: int, window: int}
	 */
	public static function limits(): array {
		/**
		 * Filters how many guest order lookups one client address may try in a window.
		 *
		 * @since 0.2.0
		 *
		 * @param array{attempts: int, window: int} $limits Attempts (10) per `window` seconds (900).
		 */
		$limits = (array) apply_filters(
			'vitrine_order_lookup_rate_limit',
			array(
				'attempts' => 10,
				'window'   => 15 * MINUTE_IN_SECONDS,
			)
		);
		return array(
			'attempts' => max( 1, (int) ( $limits['attempts'] ?? 10 ) ),
			'window'   => max( 1, (int) ( $limits['window'] ?? 15 * MINUTE_IN_SECONDS ) ),
		);
	}

	/**
	 * Looks an order up by its number and billing email.
	 *
	 * @param string $number Order number as typed (`#123` or `123`).
	 * @param string $email  Billing email as typed.
	 * @return Order|WP_Error `vitrine_order_lookup_rate_limited` (429) past the limit,
	 *                        `vitrine_order_not_found` (404) for any mismatch.
	 */
	public function lookup( string $number, string $email ): Order|WP_Error {
		$limits = self::limits();
		// Counted before anything is read, and whatever the outcome: the limit is on guesses.
		if ( ! $this->limiter->hit( 'order-lookup:' . ClientIp::get(), $limits['attempts'], $limits['window'] ) ) {
			return RetryAfter::refusal(
				'vitrine_order_lookup_rate_limited',
				__( 'Too many order lookups from your network. Please wait a few minutes and try again.', 'vitrine' ),
				$limits['window']
			);
		}
		$id    = (int) preg_replace( '/\D/', '', $number );
		$order = $id > 0 && $id < PHP_INT_MAX ? $this->orders->find( $id ) : null;
		// Compared as inboxes (case, spaces and +tags do not matter) and in constant time; an
		// unknown number is compared against a dummy so both refusals take the same path.
		$stored = CheckoutLimits::inbox( $order ? $order->billing['email'] : 'nobody@invalid' );
		$typed  = CheckoutLimits::inbox( sanitize_email( $email ) );
		$match  = hash_equals( hash( 'sha256', $stored ), hash( 'sha256', $typed ) );
		if ( $order && $match && '' !== $typed ) {
			return $order;
		}
		return new WP_Error(
			'vitrine_order_not_found',
			__( 'No order matches this order number and email address. Please check both and try again.', 'vitrine' ),
			array( 'status' => 404 )
		);
	}
}
