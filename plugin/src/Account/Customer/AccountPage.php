<?php
/**
 * The account page's addresses.
 *
 * @package Vitrine
 */

declare( strict_types = 1 );

namespace Vitrine\Account\Customer;

use Vitrine\Shop\Setup\ShopPages;

defined( 'ABSPATH' ) || exit;

/**
 * The account page is `/account/` (the page with that slug, which shows the account after its
 * own text unless it holds the block or shortcode; or the address given by the filter). Its
 * sections are query arguments: `?section=addresses|details`, an order `?view-order=<id>`
 * (with `&key=<key>` for the result of a guest lookup).
 */
final class AccountPage {

	public const SLUG     = 'account';
	public const SECTIONS = array( 'orders', 'addresses', 'details' );

	/**
	 * The account page's address, with optional query arguments.
	 *
	 * @param array<string, string|int> $args Query arguments.
	 */
	public static function url( array $args = array() ): string {
		// No page lookup: the login popup prints this on every page, and ShopPages keeps the path in an autoloaded option.
		$url = ShopPages::url( 'account' );

		/**
		 * Filters the address of the customer account page.
		 *
		 * @since 0.2.0
		 *
		 * @param string $url Address.
		 */
		$url = (string) apply_filters( 'vitrine_account_page_url', $url );
		return $args ? add_query_arg( array_map( 'rawurlencode', array_map( 'strval', $args ) ), $url ) : $url;
	}

	/**
	 * The section asked for (`orders` by default).
	 */
	public static function section(): string {
		// phpcs:ignore WordPress.Security.NonceVerification.Recommended -- navigation only.
		$section = isset( $_GET['section'] ) ? sanitize_key( wp_unslash( $_GET['section'] ) ) : '';
		return in_array( $section, self::SECTIONS, true ) ? $section : 'orders';
	}

	/**
	 * The order asked for (`view-order`), 0 for none.
	 */
	public static function order_id(): int {
		// phpcs:ignore WordPress.Security.NonceVerification.Recommended -- navigation only; ownership is checked.
		return isset( $_GET['view-order'] ) && is_scalar( $_GET['view-order'] ) ? absint( wp_unslash( $_GET['view-order'] ) ) : 0;
	}

	/**
	 * The order key given with the order (a guest lookup's result), '' for none.
	 */
	public static function order_key(): string {
		// phpcs:ignore WordPress.Security.NonceVerification.Recommended -- the key is the secret.
		return isset( $_GET['key'] ) && is_scalar( $_GET['key'] ) ? sanitize_key( wp_unslash( $_GET['key'] ) ) : '';
	}
}
