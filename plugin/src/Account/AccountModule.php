<?php
/**
 * Login and registration from a popup.
 *
 * @package Vitrine
 */

declare( strict_types = 1 );

namespace Vitrine\Account;

use Vitrine\Account\Customer\CustomerAccount;
use Vitrine\Core\LazyHooks;
use Vitrine\Core\Module;
use Vitrine\Core\RateLimiter\RateLimiter;

defined( 'ABSPATH' ) || exit;

/**
 * Wires the popup's admin-ajax actions (`jws_login_ajax`, `jws_register_ajax`), the login
 * policy of every sign-in door, prints the popup's mount point at the end of front-end pages that have a link to open it, and places the account link that
 * opens it (the `vitrine/account` block, classic themes' menus), and the customer account page
 * "My account" leads to (`vitrine/my-account`, plugin/src/Account/Customer/).
 */
final class AccountModule implements Module {

	/**
	 * {@inheritDoc}
	 */
	public function register(): void {
		// Accounts are network-wide on multisite, so their limits are too (not N sites × N guesses).
		$limiter = RateLimiter::network();

		// One login policy for every door: wp-login.php, XML-RPC, application passwords, the popup.
		( new AuthenticationGuard( new LoginThrottle( $limiter ) ) )->register();
		( new XmlRpcLogin() )->register();
		( new LostPasswordGuard( $limiter ) )->register();
		// A session alone cannot change its own email or password through core's REST user route.
		( new RestCurrentPassword() )->register();

		// Both for guests and for members (a member may sign in as someone else); built on the
		// ajax request that needs them, not on every page.
		LazyHooks::ajax( LoginAjaxHandler::ACTION, static fn() => new LoginAjaxHandler( new LoginService() ) );
		LazyHooks::ajax( RegisterAjaxHandler::ACTION, static fn() => new RegisterAjaxHandler( new RegistrationService( $limiter ) ) );

		add_action( 'wp_footer', array( $this, 'print_popup' ), 5 );

		$link = new AccountLink();
		add_filter( 'hooked_block_types', array( $link, 'hook_block' ), 10, 4 );
		( new AccountMenuLink() )->register();
		( new LoginStateCookie() )->register();

		// The customer's account page (orders, address, details) and wp-admin kept for staff.
		( new CustomerAccount() )->register();
	}

	/**
	 * Prints the popup's mount point on front-end pages that have a link to open it: a page
	 * without one (a post under a block theme whose header has no account link) loads no
	 * script for it.
	 */
	public function print_popup(): void {
		/**
		 * Filters whether the login/register popup is added to this page. A page whose login
		 * links are added by a script after it loads can turn it on; one that never needs it, off.
		 *
		 * @since 0.1.0
		 * @since 0.3.0 Default: whether the page printed before the footer has a link that
		 *              opens the popup (true when that cannot be told).
		 *
		 * @param bool $enabled Whether to print the popup. Default: whether the page has an
		 *                      opener (`[data-vitrine-login-open]`, a `#vitrine-login` or
		 *                      `#vitrine-register` link).
		 */
		if ( ! apply_filters( 'vitrine_login_popup_enabled', LoginPopup::page_has_opener() ) ) {
			return;
		}
		echo LoginPopup::render(); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- Escaped by WidgetRenderer.
	}
}
