<?php
/**
 * The login/register popup's mount point.
 *
 * @package Vitrine
 */

declare( strict_types = 1 );

namespace Vitrine\Account;

use Vitrine\Account\Customer\AccountPage;
use Vitrine\Performance\LateStylesInHead;
use Vitrine\Widgets\WidgetRenderer;

defined( 'ABSPATH' ) || exit;

/**
 * Renders the `login-popup` widget: an empty, hidden mount point. The popup opens from any
 * `[data-vitrine-login-open]`, `a[href="#vitrine-login"]` or `a[href="#vitrine-register"]`
 * link; those links point at wp-login.php, so they work without JavaScript.
 *
 * The props are the same for every visitor (the page stays cacheable): the nonce and the
 * logged-in state come from the session endpoint.
 *
 * A page without an opener gets no mount point, and so no runtime for it: the footer looks
 * for one in the page printed so far (page_has_opener()).
 */
final class LoginPopup {

	/**
	 * What an opener leaves in the markup: the launcher's attribute, and the two links.
	 */
	private const OPENER_MARKS = array( 'data-vitrine-login-open', '#vitrine-login', '#vitrine-register' );

	/**
	 * Whether the mount point was printed on this page.
	 *
	 * @var bool
	 */
	private static bool $printed = false;

	/**
	 * Returns the mount point, once per page ('' on later calls).
	 */
	public static function render(): string {
		if ( self::$printed ) {
			return '';
		}
		self::$printed = true;

		return WidgetRenderer::render(
			'login-popup',
			array(
				'registrationOpen' => RegistrationService::is_open(),
				'loginUrl'         => wp_login_url(),
				'registerUrl'      => wp_registration_url(),
				'lostPasswordUrl'  => wp_lostpassword_url(),
				'accountUrl'       => AccountPage::url(),
				'siteName'         => wp_strip_all_tags( get_bloginfo( 'name' ) ),
				// Translated here: the launcher runs on every page without wp-i18n.
				'accountLabel'     => __( 'My account', 'vitrine' ),
				'loadingLabel'     => __( 'Loading…', 'vitrine' ),
				// The popup's looks load with the popup, not with every page.
				'stylesheet'       => WidgetRenderer::style_url( 'login-popup' ),
			),
			'',
			array( 'style' => false )
		);
	}

	/**
	 * Whether the page printed so far has a link that opens the popup; true when the page is
	 * not buffered (the popup is printed, as it always was then). A false positive (the words
	 * in a post's text) only prints a popup that is not needed.
	 *
	 * @param string|null $html The page so far; by default the page's buffer.
	 */
	public static function page_has_opener( ?string $html = null ): bool {
		$html ??= LateStylesInHead::page_so_far();
		if ( null === $html ) {
			return true;
		}
		foreach ( self::OPENER_MARKS as $mark ) {
			if ( str_contains( $html, $mark ) ) {
				return true;
			}
		}
		return false;
	}

	/**
	 * Lets the next render print again (tests only).
	 */
	public static function reset(): void {
		self::$printed = false;
	}
}
