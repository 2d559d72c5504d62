<?php
/**
 * The "remove all data when deleted" opt-in.
 *
 * @package Vitrine
 */

declare( strict_types = 1 );

namespace Vitrine\Core\Lifecycle;

use Vitrine\Core\Admin\SettingsScreen;

defined( 'ABSPATH' ) || exit;

/**
 * Deleting the plugin keeps its data unless the owner asked otherwise, as WooCommerce does
 * (`woocommerce_remove_all_data`, `WC_REMOVE_ALL_DATA`): orders and subscribers are records a
 * shop may have to keep, and a plugin deleted to reinstall it must not lose them. The choice
 * is a checkbox in Vitrine → Settings → Advanced (per site), or the `VITRINE_REMOVE_ALL_DATA` constant
 * in wp-config.php; the Plugins screen says which applies.
 */
final class RemoveDataSetting {

	public const OPTION   = 'vitrine_remove_all_data';
	public const CONSTANT = 'VITRINE_REMOVE_ALL_DATA';
	public const SECTION  = 'vitrine_data';

	/**
	 * Hooks the setting and the Plugins screen's note.
	 */
	public function register(): void {
		add_action( 'admin_init', array( $this, 'register_setting' ) );
		add_filter( 'plugin_row_meta', array( $this, 'plugin_row_meta' ), 10, 2 );
	}

	/**
	 * Whether deleting the plugin removes all its data on the current site.
	 */
	public static function opted_in(): bool {
		if ( defined( self::CONSTANT ) && constant( self::CONSTANT ) ) {
			return true;
		}
		return (bool) get_option( self::OPTION, false );
	}

	/**
	 * Registers the option and its field in Vitrine → Settings → Advanced.
	 */
	public function register_setting(): void {
		$page = SettingsScreen::page( 'advanced' );
		register_setting(
			SettingsScreen::group( 'advanced' ),
			self::OPTION,
			array(
				'type'              => 'boolean',
				'default'           => false,
				'sanitize_callback' => 'rest_sanitize_boolean',
			)
		);
		add_settings_section( self::SECTION, __( 'Vitrine data', 'vitrine' ), '__return_false', $page );
		add_settings_field(
			self::OPTION,
			__( 'When the plugin is deleted', 'vitrine' ),
			array( $this, 'render_field' ),
			$page,
			self::SECTION,
			array( 'label_for' => self::OPTION )
		);
	}

	/**
	 * Prints the checkbox and what each choice does.
	 */
	public function render_field(): void {
		printf(
			'<label><input type="checkbox" name="%1$s" id="%1$s" value="1"%2$s%3$s> %4$s</label>',
			esc_attr( self::OPTION ),
			checked( self::opted_in(), true, false ),
			disabled( defined( self::CONSTANT ) && constant( self::CONSTANT ), true, false ),
			esc_html__( 'Remove all Vitrine data when the plugin is deleted', 'vitrine' )
		);
		echo '<p class="description">' . esc_html__( 'When ticked, deleting Vitrine from the Plugins screen also deletes its tables (orders, newsletter subscribers, contact form submissions, wishlists, likes, carts), its settings, its scheduled events, its products, forms, popups and other content, and the files sent through contact forms. This cannot be undone.', 'vitrine' ) . '</p>';
		echo '<p class="description">' . esc_html__( 'When not ticked, deleting the plugin removes only its scheduled events and temporary data, and keeps everything else, so a reinstall finds it again.', 'vitrine' ) . '</p>';
	}

	/**
	 * Says on the Plugins screen what deleting Vitrine will do.
	 *
	 * @param array<int|string, string> $meta Row meta links.
	 * @param string                    $file Plugin file.
	 * @return array<int|string, string>
	 */
	public function plugin_row_meta( $meta, $file ): array {
		$meta = (array) $meta;
		if ( plugin_basename( \Vitrine\PLUGIN_FILE ) !== $file ) {
			return $meta;
		}
		$text   = self::opted_in()
			? __( 'Deleting removes all of its data', 'vitrine' )
			: __( 'Deleting keeps its data', 'vitrine' );
		$meta[] = sprintf(
			'<a href="%1$s">%2$s</a>',
			esc_url( SettingsScreen::url( 'advanced', self::OPTION ) ),
			esc_html( $text )
		);
		return $meta;
	}
}
