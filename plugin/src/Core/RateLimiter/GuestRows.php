<?php
/**
 * How many rows guests from one address may start.
 *
 * @package Vitrine
 */

declare( strict_types = 1 );

namespace Vitrine\Core\RateLimiter;

use Vitrine\Core\Visitor\ClientIp;

defined( 'ABSPATH' ) || exit;

/**
 * A guest is a cookie anyone can mint, so a limit per guest stops nobody: new guest carts and
 * new guest wishlists are counted per client address instead, per hour. Members are not
 * counted here (registration is rate limited, and lists have a per-owner cap).
 */
final class GuestRows {

	public const CART     = 'cart';
	public const WISHLIST = 'wishlist';

	/**
	 * New rows one address may start per hour, by kind.
	 */
	private const DEFAULTS = array(
		self::CART     => 30,
		self::WISHLIST => 20,
	);

	/**
	 * Sets up the check.
	 *
	 * @param RateLimiter $limiter Where the hits are counted.
	 */
	public function __construct( private RateLimiter $limiter = new RateLimiter() ) {}

	/**
	 * New guest carts or wishlists one address may start per hour.
	 *
	 * @param string $kind `cart` or `wishlist`.
	 */
	public static function limit( string $kind ): int {
		/**
		 * Filters how many new guest carts or guest wishlists one client address may start per
		 * hour (guests can mint new visitor cookies, so the limit is per address). Members are
		 * not counted.
		 *
		 * @since 0.1.0
		 *
		 * @param int    $limit Rows per hour: 30 carts, 20 wishlists by default.
		 * @param string $kind  `cart` or `wishlist`.
		 */
		return (int) apply_filters( 'vitrine_guest_rows_limit', self::DEFAULTS[ $kind ] ?? 20, $kind );
	}

	/**
	 * Counts a new row a visitor is about to start and tells whether it is allowed.
	 *
	 * @param string $kind  `cart` or `wishlist`.
	 * @param string $owner Visitor key of the row's owner; only guests (`g:…`) are counted.
	 */
	public function allow( string $kind, string $owner ): bool {
		if ( ! str_starts_with( $owner, 'g:' ) ) {
			return true;
		}
		return $this->limiter->hit( 'guest-' . $kind . ':' . ClientIp::get(), self::limit( $kind ), HOUR_IN_SECONDS );
	}
}
