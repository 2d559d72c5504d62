<?php
/**
 * The plugin's two admin menus.
 *
 * @package Vitrine
 */

declare( strict_types = 1 );

namespace Vitrine\Core\Admin;

use Vitrine\Core\Module;
use const Vitrine\VERSION;

defined( 'ABSPATH' ) || exit;

/**
 * Groups the plugin's screens the way WooCommerce does (WooCommerce + Products) instead of a
 * top-level entry per screen, which pushed core's Appearance, Plugins and Settings down:
 *
 * - **Vitrine** (`admin.php?page=vitrine`): the content types, popups, forms and their
 *   submissions, the newsletter and the settings screen. Post types join it with
 *   `show_in_menu => AdminMenu::SLUG`, screens with `add_submenu_page( AdminMenu::SLUG, … )`.
 * - **Shop**: the product post type's own menu (its URLs, categories and tags unchanged), with
 *   Orders first and Wishlists last (`AdminMenu::SHOP_PARENT`).
 *
 * The top-level entry itself has no screen: WordPress links it to the first submenu the user
 * may open, so an editor who may only edit the content types gets those, and the entry
 * disappears for users who may open none of them. Capabilities are each screen's own.
 *
 * Screens that moved keep their old addresses: {@see self::redirect_legacy()}.
 */
final class AdminMenu implements Module {

	/** The Vitrine menu's slug. */
	public const SLUG = 'vitrine';

	/** The Shop menu: the product post type's list. */
	public const SHOP_PARENT = 'edit.php?post_type=vitrine_product';

	/** Where the top-level entry sits: just below Comments (25) and the Shop menu (25). */
	private const POSITION = 26.7;

	/**
	 * The entries of the Vitrine menu that come first, in this order; the content types follow,
	 * then the settings (added last).
	 *
	 * @var list<string>
	 */
	private const ORDER = array(
		'edit.php?post_type=vitrine_form',
		'vitrine-submissions',
		'vitrine-newsletter',
		'vitrine-newsletter-lists',
		'edit.php?post_type=vitrine_popup',
	);

	/**
	 * Screens that moved in 0.2: slug => the admin file of their old address and the one
	 * of their new. Orders was a top-level page (`admin.php?page=vitrine-orders`) and is in the
	 * Shop menu; the submissions were under Forms
	 * (`edit.php?post_type=vitrine_form&page=vitrine-submissions`) and are under Vitrine.
	 *
	 * @var array<string, array{from: string, to: string}>
	 */
	private const MOVED = array(
		'vitrine-orders'      => array(
			'from' => 'admin.php',
			'to'   => self::SHOP_PARENT,
		),
		'vitrine-submissions' => array(
			'from' => 'edit.php',
			'to'   => 'admin.php',
		),
	);

	/**
	 * {@inheritDoc}
	 */
	public function register(): void {
		// Before core's `_add_post_type_submenus` (10): post types placed in it need it to exist.
		add_action( 'admin_menu', array( $this, 'add_menu' ), 9 );
		add_action( 'admin_menu', array( $this, 'tidy' ), 999 );
		add_action( 'admin_menu', array( $this, 'redirect_legacy' ), PHP_INT_MAX );
		add_action( 'admin_enqueue_scripts', array( $this, 'enqueue_style' ) );
	}

	/**
	 * Whether a screen is one of the plugin's: a page of its menus or a post type of its own.
	 *
	 * @param string $hook The admin page's hook suffix.
	 */
	public static function is_plugin_screen( string $hook ): bool {
		$screen = function_exists( 'get_current_screen' ) ? get_current_screen() : null;
		$type   = $screen ? (string) $screen->post_type : '';
		return str_starts_with( $hook, self::SLUG . '_page_' ) || str_starts_with( $type, 'vitrine_' );
	}

	/**
	 * The plugin screens' shared look: today only delete buttons that pass WCAG AA. Core draws
	 * `.button-link-delete` in #d63638, 4.4:1 on a button's #f6f7f7; #b32d2e, the red core
	 * gives the list tables' Delete links, is 5.9:1.
	 *
	 * @param string $hook The admin page's hook suffix.
	 */
	public function enqueue_style( $hook ): void {
		if ( ! self::is_plugin_screen( (string) $hook ) ) {
			return;
		}
		wp_register_style( 'vitrine-admin', false, array(), VERSION );
		wp_enqueue_style( 'vitrine-admin' );
		wp_add_inline_style(
			'vitrine-admin',
			'.wrap .button-link-delete:not(.button-primary){color:#b32d2e;border-color:#b32d2e}'
			. '.wrap .button-link-delete:not(.button-primary):hover,.wrap .button-link-delete:not(.button-primary):focus{color:#8a2424;border-color:#8a2424}'
			. '.wrap .button-link.button-link-delete{border-color:transparent}'
		);
	}

	/**
	 * Adds the Vitrine top-level entry. `manage_options` is only who may see the entry when it
	 * has no screen of its own to offer; users who may open any of its screens see it anyway.
	 */
	public function add_menu(): void {
		add_menu_page(
			__( 'Vitrine', 'vitrine' ),
			__( 'Vitrine', 'vitrine' ),
			'manage_options',
			self::SLUG,
			'',
			'dashicons-store',
			self::POSITION
		);
	}

	/**
	 * Drops the copy of the top-level entry WordPress adds as its first submenu (the entry has
	 * no screen, so it links to the first real one) and puts the entries in the order of
	 * self::ORDER: forms beside their submissions, whichever module added its screen first.
	 */
	public function tidy(): void {
		global $submenu;
		remove_submenu_page( self::SLUG, self::SLUG );
		if ( empty( $submenu[ self::SLUG ] ) || ! is_array( $submenu[ self::SLUG ] ) ) {
			return;
		}
		$rank  = static function ( array $item ): int {
			$at = array_search( (string) ( $item[2] ?? '' ), self::ORDER, true );
			return false === $at ? count( self::ORDER ) : (int) $at;
		};
		$items = array_values( $submenu[ self::SLUG ] );
		// usort() is stable: entries of one rank (the content types) keep their order.
		usort( $items, static fn( array $a, array $b ): int => $rank( $a ) <=> $rank( $b ) );
		$submenu[ self::SLUG ] = $items; // phpcs:ignore WordPress.WP.GlobalVariablesOverride.Prohibited -- reordering the menu is what the global is for.
	}

	/**
	 * Sends an old address of a moved screen to the new one, with its query (an order's id, a
	 * filter), before WordPress answers "Cannot load" for a page it no longer finds there.
	 */
	public function redirect_legacy(): void {
		global $pagenow;
		// phpcs:ignore WordPress.Security.NonceVerification.Recommended -- only reads where to go.
		$page = isset( $_GET['page'] ) && is_string( $_GET['page'] ) ? sanitize_key( wp_unslash( $_GET['page'] ) ) : '';
		$url  = self::legacy_target( (string) $pagenow, $page, wp_unslash( $_GET ) ); // phpcs:ignore WordPress.Security.NonceVerification.Recommended,WordPress.Security.ValidatedSanitizedInput.InputNotSanitized -- each value is encoded by add_query_arg() in legacy_target().
		if ( '' !== $url ) {
			wp_safe_redirect( $url, 301 );
			exit;
		}
	}

	/**
	 * Where an old address now is ('' when it did not move).
	 *
	 * @param string               $file  The admin file asked for (`admin.php`, `edit.php`).
	 * @param string               $page  The `page` argument.
	 * @param array<string, mixed> $query The whole query.
	 */
	public static function legacy_target( string $file, string $page, array $query ): string {
		if ( ! isset( self::MOVED[ $page ] ) || self::MOVED[ $page ]['from'] !== $file ) {
			return '';
		}
		$args = array();
		foreach ( $query as $key => $value ) {
			// The old menu's post type is not the new one's.
			if ( is_string( $key ) && 'post_type' !== $key && is_scalar( $value ) ) {
				$args[ sanitize_key( $key ) ] = rawurlencode( (string) $value );
			}
		}
		return add_query_arg( $args, admin_url( self::MOVED[ $page ]['to'] ) );
	}

	/**
	 * A screen's URL under its menu.
	 *
	 * @param string                $page The screen's slug.
	 * @param string                $parent The parent menu (self::SLUG or self::SHOP_PARENT).
	 * @param array<string, scalar> $args Query arguments.
	 */
	public static function url( string $page, string $parent = self::SLUG, array $args = array() ): string {
		$base = self::SLUG === $parent ? 'admin.php' : $parent;
		return add_query_arg( array( 'page' => $page ) + $args, admin_url( $base ) );
	}
}
