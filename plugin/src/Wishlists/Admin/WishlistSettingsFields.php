<?php
/**
 * The wishlist settings on Vitrine → Settings → Wishlists.
 *
 * @package Vitrine
 */

declare( strict_types = 1 );

namespace Vitrine\Wishlists\Admin;

use Vitrine\Core\Admin\SettingsFields;
use Vitrine\Core\Admin\SettingsScreen;
use Vitrine\Wishlists\Privacy;
use Vitrine\Wishlists\WishlistSettings;

defined( 'ABSPATH' ) || exit;

/**
 * Registers `vitrine_wishlist_settings` (one array option, as before) with the Settings API
 * and draws its fields; it was a form of its own at the bottom of the Wishlists screen until
 * 0.2. The option is in `/wp/v2/settings` as an object with its schema.
 */
final class WishlistSettingsFields extends SettingsFields {

	private const SECTION = 'vitrine_wishlists';

	/**
	 * Registers the option.
	 */
	public function register_setting(): void {
		$defaults = WishlistSettings::defaults();
		$time     = array(
			'type'    => 'integer',
			'minimum' => 0,
			'maximum' => 60000,
		);
		register_setting(
			SettingsScreen::group( 'wishlists' ),
			WishlistSettings::OPTION,
			array(
				'type'              => 'object',
				'label'             => __( 'Wishlists', 'vitrine' ),
				'default'           => $defaults,
				'sanitize_callback' => array( self::class, 'sanitize' ),
				'show_in_rest'      => array(
					'schema' => array(
						'properties'           => array(
							'multi'             => array( 'type' => 'boolean' ),
							'hide_after_add'    => array( 'type' => 'boolean' ),
							'remove_after_cart' => array( 'type' => 'boolean' ),
							'popup_ms'          => $time,
							'notice_ms'         => $time,
							'estimate'          => array( 'type' => 'boolean' ),
							'default_privacy'   => array(
								'type' => 'integer',
								'enum' => array( Privacy::PUBLIC, Privacy::SHARED, Privacy::PRIVATE ),
							),
						),
						'additionalProperties' => false,
					),
				),
			)
		);
	}

	/**
	 * The option cleaned: an unticked box is absent from the form, so it reads as off; the
	 * times are always posted, so a form with every box unticked never reads as "defaults".
	 *
	 * @param mixed $value The submitted value.
	 * @return array<string, bool|int>
	 */
	public static function sanitize( $value ): array {
		$value = is_array( $value ) ? $value : array();
		return WishlistSettings::sanitize( $value + array( 'popup_ms' => WishlistSettings::defaults()['popup_ms'] ) );
	}

	/**
	 * The labels of the check boxes.
	 *
	 * @return array<string, string>
	 */
	private static function checkboxes(): array {
		return array(
			'multi'             => __( 'Visitors may keep several wishlists', 'vitrine' ),
			'hide_after_add'    => __( 'Hide the button after a product is added', 'vitrine' ),
			'remove_after_cart' => __( 'Remove an item from the wishlist once it is added to the cart', 'vitrine' ),
			'estimate'          => __( 'Offer “Ask for an estimate”', 'vitrine' ),
		);
	}

	/**
	 * Adds the section and its fields.
	 */
	public function add_fields(): void {
		$page = SettingsScreen::page( 'wishlists' );
		add_settings_section( self::SECTION, __( 'Wishlists', 'vitrine' ), '__return_false', $page );
		// Short row titles; the check box's own label says what ticking it does.
		$rows = array(
			'multi'             => __( 'Several wishlists', 'vitrine' ),
			'hide_after_add'    => __( 'After adding', 'vitrine' ),
			'remove_after_cart' => __( 'After adding to the cart', 'vitrine' ),
			'estimate'          => __( 'Estimates', 'vitrine' ),
		);
		foreach ( $rows as $key => $title ) {
			add_settings_field( 'vitrine-wishlist-' . $key, $title, array( $this, 'render_checkbox' ), $page, self::SECTION, array( 'key' => $key ) );
		}
		add_settings_field(
			'vitrine-wishlist-default_privacy',
			__( 'New wishlists', 'vitrine' ),
			array( $this, 'render_privacy' ),
			$page,
			self::SECTION,
			array( 'label_for' => 'vitrine-wishlist-default_privacy' )
		);
		$times = array(
			'popup_ms'  => __( 'Close popups after (ms)', 'vitrine' ),
			'notice_ms' => __( 'Hide notices after (ms)', 'vitrine' ),
		);
		foreach ( $times as $key => $label ) {
			add_settings_field(
				'vitrine-wishlist-' . $key,
				$label,
				array( $this, 'render_time' ),
				$page,
				self::SECTION,
				array(
					'key'       => $key,
					'label_for' => 'vitrine-wishlist-' . $key,
				)
			);
		}
	}

	/**
	 * One check box.
	 *
	 * @param array{key: string} $args Field arguments.
	 */
	public function render_checkbox( array $args ): void {
		$key = $args['key'];
		printf(
			'<label><input type="checkbox" name="%1$s[%2$s]" id="vitrine-wishlist-%2$s" value="1"%3$s> %4$s</label>',
			esc_attr( WishlistSettings::OPTION ),
			esc_attr( $key ),
			checked( WishlistSettings::get()[ $key ], true, false ),
			esc_html( self::checkboxes()[ $key ] ?? '' )
		);
	}

	/**
	 * Who sees a new list until its owner changes it.
	 */
	public function render_privacy(): void {
		self::privacy_select( WishlistSettings::OPTION . '[default_privacy]', 'vitrine-wishlist-default_privacy' );
	}

	/**
	 * The select of a new list's privacy (here and in the shop's setup).
	 *
	 * @param string $name Field name.
	 * @param string $id   Field id.
	 */
	public static function privacy_select( string $name, string $id ): void {
		$options = '';
		foreach ( Privacy::labels() as $value => $label ) {
			$options .= sprintf( '<option value="%1$d"%2$s>%3$s</option>', $value, selected( WishlistSettings::get()['default_privacy'], $value, false ), esc_html( $label ) );
		}
		printf(
			'<select name="%1$s" id="%2$s" aria-describedby="%2$s-description">%3$s</select><p class="description" id="%2$s-description">%4$s</p>',
			esc_attr( $name ),
			esc_attr( $id ),
			$options, // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- built escaped above.
			esc_html__( 'Who can see a wishlist a visitor creates, until they change it. Private keeps it to its owner until they share it.', 'vitrine' )
		);
	}

	/**
	 * One time in milliseconds.
	 *
	 * @param array{key: string} $args Field arguments.
	 */
	public function render_time( array $args ): void {
		$key = $args['key'];
		printf(
			'<input type="number" min="0" max="60000" step="100" class="small-text" id="vitrine-wishlist-%2$s" name="%1$s[%2$s]" value="%3$d">',
			esc_attr( WishlistSettings::OPTION ),
			esc_attr( $key ),
			(int) WishlistSettings::get()[ $key ]
		);
	}
}
