<?php
/**
 * Vitrine → Settings: every option of the plugin on one screen with tabs.
 *
 * @package Vitrine
 */

declare( strict_types = 1 );

namespace Vitrine\Core\Admin;

use Vitrine\Core\Module;
use const Vitrine\PLUGIN_FILE;

defined( 'ABSPATH' ) || exit;

/**
 * One screen, one tab per area, each tab a form of its own posting to options.php with its
 * own option group, so saving one tab never touches another's options. The options stay
 * with the feature that reads them: each feature registers its settings
 * (`register_setting( SettingsScreen::group( $tab ), … )`, on `init` so the REST API's
 * `/wp/v2/settings` knows the ones shown there) and its sections and fields
 * (`add_settings_section( …, SettingsScreen::page( $tab ) )`, on `admin_init`). This class
 * only draws the tabs and the forms.
 *
 * The options lived in Settings → General and → Reading and on Shop → Wishlists before 0.2;
 * those places now say where they went ({@see self::moved_notice()}). See docs/settings.md.
 */
final class SettingsScreen implements Module {

	public const SLUG = 'vitrine-settings';

	public const CAPABILITY = 'manage_options';

	/** The section the old settings pages show, pointing here. */
	private const MOVED_SECTION = 'vitrine_moved';

	/**
	 * {@inheritDoc}
	 */
	public function register(): void {
		// After the screens (10): Settings comes last in the menu, as in core's menus.
		add_action( 'admin_menu', array( $this, 'add_menu' ), 20 );
		add_action( 'admin_init', array( $this, 'add_moved_notices' ) );
		add_filter( 'plugin_action_links_' . plugin_basename( PLUGIN_FILE ), array( $this, 'action_links' ) );
	}

	/**
	 * The tabs, in order: slug => label.
	 *
	 * @return array<string, string>
	 */
	public static function tabs(): array {
		return array(
			'general'   => __( 'General', 'vitrine' ),
			'shop'      => __( 'Shop', 'vitrine' ),
			'payments'  => __( 'Payments', 'vitrine' ),
			'shipping'  => __( 'Shipping and tax', 'vitrine' ),
			'wishlists' => __( 'Wishlists', 'vitrine' ),
			'advanced'  => __( 'Advanced', 'vitrine' ),
		);
	}

	/**
	 * The option group a tab's form posts (`settings_fields()`, `register_setting()`).
	 *
	 * @param string $tab A key of tabs().
	 */
	public static function group( string $tab ): string {
		return 'vitrine_' . $tab;
	}

	/**
	 * The settings page a tab's sections are added to (`add_settings_section()`).
	 *
	 * @param string $tab A key of tabs().
	 */
	public static function page( string $tab ): string {
		return self::SLUG . '-' . $tab;
	}

	/**
	 * A tab's address, with an optional fragment (a field's id).
	 *
	 * @param string $tab      A key of tabs().
	 * @param string $fragment An element id on that tab, or ''.
	 */
	public static function url( string $tab = 'general', string $fragment = '' ): string {
		$url = AdminMenu::url( self::SLUG, AdminMenu::SLUG, array( 'tab' => $tab ) );
		return '' === $fragment ? $url : $url . '#' . rawurlencode( $fragment );
	}

	/**
	 * The tab asked for, or the first one.
	 */
	public static function current_tab(): string {
		// phpcs:ignore WordPress.Security.NonceVerification.Recommended -- only picks the tab shown.
		$tab = isset( $_GET['tab'] ) && is_string( $_GET['tab'] ) ? sanitize_key( wp_unslash( $_GET['tab'] ) ) : '';
		return array_key_exists( $tab, self::tabs() ) ? $tab : 'general';
	}

	/**
	 * Adds Vitrine → Settings.
	 */
	public function add_menu(): void {
		add_submenu_page(
			AdminMenu::SLUG,
			__( 'Vitrine settings', 'vitrine' ),
			__( 'Settings', 'vitrine' ),
			self::CAPABILITY,
			self::SLUG,
			array( $this, 'render' )
		);
	}

	/**
	 * Prints the tabs and the current tab's form.
	 */
	public function render(): void {
		if ( ! current_user_can( self::CAPABILITY ) ) {
			wp_die( esc_html__( 'Sorry, you are not allowed to manage these settings.', 'vitrine' ), 403 );
		}
		$current = self::current_tab();
		$tabs    = self::tabs();
		echo '<div class="wrap vitrine-settings"><h1>' . esc_html__( 'Vitrine settings', 'vitrine' ) . '</h1>';
		// Core prints these itself on Settings → … pages only (options-head.php).
		settings_errors();
		echo '<nav class="nav-tab-wrapper wp-clearfix" aria-label="' . esc_attr__( 'Settings sections', 'vitrine' ) . '">';
		foreach ( $tabs as $tab => $label ) {
			$active = $tab === $current;
			printf(
				'<a href="%1$s" class="%2$s"%3$s>%4$s</a>',
				esc_url( self::url( $tab ) ),
				esc_attr( $active ? 'nav-tab nav-tab-active' : 'nav-tab' ),
				$active ? ' aria-current="page"' : '', // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- a literal.
				esc_html( $label )
			);
		}
		echo '</nav>';
		// The heading names the tab for screen readers, which the tab links alone do not.
		echo '<h2 class="screen-reader-text">' . esc_html( $tabs[ $current ] ) . '</h2>';
		echo '<form method="post" action="' . esc_url( admin_url( 'options.php' ) ) . '" novalidate="novalidate">';
		settings_fields( self::group( $current ) );
		do_settings_sections( self::page( $current ) );
		submit_button();
		echo '</form></div>';
	}

	/**
	 * Says on Settings → General and → Reading, where Vitrine's fields were, where they went.
	 */
	public function add_moved_notices(): void {
		$moved = array(
			'general' => 'advanced',
			'reading' => 'general',
		);
		foreach ( $moved as $core_page => $tab ) {
			add_settings_section(
				self::MOVED_SECTION,
				__( 'Vitrine', 'vitrine' ),
				static function () use ( $tab ): void {
					self::moved_notice( $tab );
				},
				$core_page
			);
		}
	}

	/**
	 * A sentence with a link to a tab of this screen.
	 *
	 * @param string $tab A key of tabs().
	 */
	public static function moved_notice( string $tab ): void {
		printf(
			'<p>%1$s <a href="%2$s">%3$s</a></p>',
			esc_html__( 'Vitrine’s settings have their own screen.', 'vitrine' ),
			esc_url( self::url( $tab ) ),
			esc_html(
				sprintf(
					/* translators: %s: a settings tab's name, e.g. "General". */
					__( 'Open Vitrine → Settings → %s', 'vitrine' ),
					self::tabs()[ $tab ] ?? ''
				)
			)
		);
	}

	/**
	 * A "Settings" link on the Plugins screen.
	 *
	 * @param array<int|string, string> $links Action links.
	 * @return array<int|string, string>
	 */
	public function action_links( $links ): array {
		$links = (array) $links;
		if ( current_user_can( self::CAPABILITY ) ) {
			array_unshift( $links, sprintf( '<a href="%1$s">%2$s</a>', esc_url( self::url() ), esc_html__( 'Settings', 'vitrine' ) ) );
		}
		return $links;
	}
}
