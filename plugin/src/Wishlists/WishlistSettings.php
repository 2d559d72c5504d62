<?php
/**
 * Wishlist settings.
 *
 * @package Vitrine
 */

declare( strict_types = 1 );

namespace Vitrine\Wishlists;

defined( 'ABSPATH' ) || exit;

/**
 * The site's wishlist options, stored as one option and edited on Wishlists → Settings.
 */
final class WishlistSettings {

	public const OPTION = 'vitrine_wishlist_settings';

	/**
	 * The defaults: several lists per visitor, the button stays, 3 s popups and notices.
	 *
	 * @return array{multi: bool, hide_after_add: bool, remove_after_cart: bool, popup_ms: int, notice_ms: int, estimate: bool, default_privacy: int}
	 */
	public static function defaults(): array {
		return array(
			'multi'             => true,
			'hide_after_add'    => false,
			'remove_after_cart' => false,
			'popup_ms'          => 3000,
			'notice_ms'         => 3000,
			'estimate'          => true,
			'default_privacy'   => Privacy::PRIVATE,
		);
	}

	/**
	 * Stores the defaults once, autoloaded, so reading the settings on a page (every product
	 * card's page prints them) never costs a query of its own.
	 */
	public static function ensure_stored(): void {
		if ( false === get_option( self::OPTION ) ) {
			add_option( self::OPTION, self::defaults(), '', true );
		}
	}

	/**
	 * The current settings, each of its type.
	 *
	 * @return array{multi: bool, hide_after_add: bool, remove_after_cart: bool, popup_ms: int, notice_ms: int, estimate: bool, default_privacy: int}
	 */
	public static function get(): array {
		return self::sanitize( (array) get_option( self::OPTION, array() ) );
	}

	/**
	 * Cleans submitted settings (missing booleans are off, times 0–60000 ms).
	 *
	 * @param array<string, mixed> $raw Raw values.
	 * @return array{multi: bool, hide_after_add: bool, remove_after_cart: bool, popup_ms: int, notice_ms: int, estimate: bool, default_privacy: int}
	 */
	public static function sanitize( array $raw ): array {
		$defaults = self::defaults();
		if ( ! $raw ) {
			return $defaults;
		}
		return array(
			'multi'             => ! empty( $raw['multi'] ),
			'hide_after_add'    => ! empty( $raw['hide_after_add'] ),
			'remove_after_cart' => ! empty( $raw['remove_after_cart'] ),
			'popup_ms'          => min( 60000, max( 0, (int) ( $raw['popup_ms'] ?? $defaults['popup_ms'] ) ) ),
			'notice_ms'         => min( 60000, max( 0, (int) ( $raw['notice_ms'] ?? $defaults['notice_ms'] ) ) ),
			'estimate'          => ! empty( $raw['estimate'] ),
			'default_privacy'   => Privacy::is_valid( $raw['default_privacy'] ?? null ) ? (int) $raw['default_privacy'] : $defaults['default_privacy'],
		);
	}
}
