<?php
/**
 * The account link in classic themes' menus.
 *
 * @package Vitrine
 */

declare( strict_types = 1 );

namespace Vitrine\Account;

use stdClass;
use WP_Post;

defined( 'ABSPATH' ) || exit;

/**
 * Gives classic themes the account link block themes get from the `vitrine/account` block:
 * a "Log in" / "My account" item at the end of the menu in the `primary` location (filter
 * `vitrine_account_menu_locations`), unless the theme places one itself
 * (`add_theme_support( 'vitrine-account-link' )`) or the menu already has one. A custom
 * menu link to `#vitrine-login` or `#vitrine-register` becomes a real link to wp-login.php that
 * opens the popup, so site owners can also place it by hand in Appearance → Menus.
 */
final class AccountMenuLink {

	private const HASHES = array(
		'#vitrine-login'    => '',
		'#vitrine-register' => 'register',
	);

	/**
	 * Hooks the menu filters in.
	 */
	public function register(): void {
		add_filter( 'nav_menu_link_attributes', array( $this, 'link_attributes' ), 10, 2 );
		add_filter( 'wp_nav_menu_items', array( $this, 'append_item' ), 10, 2 );
	}

	/**
	 * Turns custom links to `#vitrine-login` / `#vitrine-register` into popup openers.
	 *
	 * @param array<string, string> $atts Link attributes.
	 * @param WP_Post|stdClass      $item Menu item.
	 * @return array<string, string>
	 */
	public function link_attributes( $atts, $item ) {
		$url = (string) ( $item->url ?? '' );
		if ( ! array_key_exists( $url, self::HASHES ) ) {
			return $atts;
		}
		$register                        = 'register' === self::HASHES[ $url ];
		$atts['href']                    = $register ? wp_registration_url() : wp_login_url();
		$atts['data-vitrine-login-open'] = self::HASHES[ $url ];
		return $atts;
	}

	/**
	 * Appends the account item to the menus of the chosen locations.
	 *
	 * @param string   $items The menu's list items.
	 * @param stdClass $args  wp_nav_menu() arguments.
	 * @return string
	 */
	public function append_item( $items, $args ) {
		$location = (string) ( $args->theme_location ?? '' );
		if ( '' === $location || wp_is_block_theme() || current_theme_supports( 'vitrine-account-link' )
			|| str_contains( (string) $items, 'data-vitrine-login-open' ) ) {
			return $items;
		}

		/**
		 * Filters the menu locations that get a "Log in" / "My account" item in classic themes
		 * that do not place an account link themselves.
		 *
		 * @since 0.1.0
		 *
		 * @param list<string> $locations Menu location slugs. Default `primary`.
		 */
		$locations = (array) apply_filters( 'vitrine_account_menu_locations', array( 'primary' ) );
		if ( ! in_array( $location, $locations, true ) ) {
			return $items;
		}
		return $items . '<li class="menu-item vitrine-account vitrine-account-menu-item">' . AccountLink::links() . '</li>';
	}
}
