<?php
/**
 * Customers stay out of wp-admin.
 *
 * @package Vitrine
 */

declare( strict_types = 1 );

namespace Vitrine\Account\Customer;

use Vitrine\Shop\ShopRoles;

defined( 'ABSPATH' ) || exit;

/**
 * Sends a signed-in member who cannot edit posts (a customer, a subscriber) from wp-admin to
 * the account page, as WooCommerce does (`woocommerce_prevent_admin_access`). admin-ajax.php
 * and admin-post.php stay open: front-end forms and widgets post there. The same members see
 * no admin bar on the site (WooCommerce's `woocommerce_disable_admin_bar`): its links lead to
 * the wp-admin they are kept out of.
 */
final class AdminAccessGuard {

	/**
	 * Hooks in.
	 */
	public function register(): void {
		add_action( 'admin_init', array( $this, 'maybe_redirect' ), 1 );
		add_filter( 'show_admin_bar', array( $this, 'admin_bar' ) );
	}

	/**
	 * No admin bar for a member kept out of wp-admin.
	 *
	 * @param mixed $show Whether WordPress would show it.
	 */
	public function admin_bar( $show ): bool {
		return (bool) $show && ! self::applies();
	}

	/**
	 * Whether the current member is kept out of wp-admin.
	 */
	public static function applies(): bool {
		// Whoever has work in wp-admin stays: authors and up, and the shop's staff (a shop
		// manager edits products and orders without `edit_posts`, as in WooCommerce).
		if ( ! is_user_logged_in() ) {
			return false;
		}
		foreach ( array( 'edit_posts', 'edit_products', ShopRoles::ORDERS_CAP ) as $capability ) {
			if ( current_user_can( $capability ) ) {
				return false;
			}
		}
		/**
		 * Filters whether a signed-in member with no work in wp-admin (no posts, products or
		 * orders to edit) is sent from wp-admin to the account page.
		 *
		 * @since 0.2.0
		 *
		 * @param bool $prevent Whether to redirect. Default true.
		 */
		return (bool) apply_filters( 'vitrine_prevent_admin_access', true );
	}

	/**
	 * Redirects a customer's wp-admin screen to the account page.
	 */
	public function maybe_redirect(): void {
		global $pagenow;
		if ( wp_doing_ajax() || wp_doing_cron() || 'admin-post.php' === $pagenow || ( defined( 'WP_CLI' ) && WP_CLI ) ) {
			return;
		}
		if ( self::applies() ) {
			wp_safe_redirect( AccountPage::url() );
			exit;
		}
	}
}
