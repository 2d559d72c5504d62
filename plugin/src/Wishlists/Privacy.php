<?php
/**
 * Who may see a list.
 *
 * @package Vitrine
 */

declare( strict_types = 1 );

namespace Vitrine\Wishlists;

defined( 'ABSPATH' ) || exit;

/**
 * The reference's privacy values: 0 public, 1 shared (anyone with the link), 2 private.
 */
final class Privacy {

	public const PUBLIC  = 0;
	public const SHARED  = 1;
	public const PRIVATE = 2;

	/**
	 * The privacy a new list gets when its owner names none: the site's setting (Vitrine →
	 * Settings → Wishlists, or the setup), private by default, so nothing is on show until the
	 * owner shares it.
	 */
	public static function for_new_lists(): int {
		return WishlistSettings::get()['default_privacy'];
	}

	/**
	 * Whether a value is one of the three.
	 *
	 * @param mixed $value Raw value.
	 */
	public static function is_valid( $value ): bool {
		return is_numeric( $value ) && in_array( (int) $value, array( self::PUBLIC, self::SHARED, self::PRIVATE ), true ) && (string) (int) $value === (string) $value;
	}

	/**
	 * Translated labels by value.
	 *
	 * @return array<int, string>
	 */
	public static function labels(): array {
		return array(
			self::PUBLIC  => __( 'Public', 'vitrine' ),
			self::SHARED  => __( 'Shared (anyone with the link)', 'vitrine' ),
			self::PRIVATE => __( 'Private', 'vitrine' ),
		);
	}
}
