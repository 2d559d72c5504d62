<?php
/**
 * A wishlist.
 *
 * @package Vitrine
 */

declare( strict_types = 1 );

namespace Vitrine\Wishlists;

defined( 'ABSPATH' ) || exit;

/**
 * One list as stored: its owner is a visitor key (`u:<id>` or `g:<guest id>`).
 */
final class Wishlist {

	/**
	 * Builds the list.
	 *
	 * @param int         $id         Row id.
	 * @param string      $token      12-character public token.
	 * @param string      $name       Name ('' for an unnamed default list).
	 * @param int         $privacy    {@see Privacy} value.
	 * @param bool        $is_default Whether it is the owner's default list.
	 * @param string      $owner      Owner's visitor key.
	 * @param string|null $expires_at Guests' expiry (GMT), null for members.
	 * @param string      $created_at When it was made (GMT), '' when not read.
	 */
	public function __construct(
		public readonly int $id,
		public readonly string $token,
		public readonly string $name,
		public readonly int $privacy,
		public readonly bool $is_default,
		public readonly string $owner,
		public readonly ?string $expires_at,
		public readonly string $created_at = '',
	) {}

	/**
	 * Builds a list from a database row.
	 *
	 * @param object $row Row of the wishlists table.
	 */
	public static function from_row( object $row ): Wishlist {
		return new Wishlist(
			(int) $row->id,
			(string) $row->token,
			(string) $row->name,
			(int) $row->privacy,
			null !== $row->default_slot,
			(string) $row->owner,
			null === $row->expires_at ? null : (string) $row->expires_at,
			(string) ( $row->created_at ?? '' ),
		);
	}

	/**
	 * The name to show: the default list's is "My wishlist" until it is renamed.
	 */
	public function display_name(): string {
		return '' !== $this->name ? $this->name : __( 'My wishlist', 'vitrine' );
	}

	/**
	 * Whether a visitor key owns the list.
	 *
	 * @param string $visitor_key Visitor key ('' for a guest without a cookie).
	 */
	public function is_owned_by( string $visitor_key ): bool {
		return '' !== $visitor_key && hash_equals( $this->owner, $visitor_key );
	}

	/**
	 * Whether a visitor may see the list: its owner always, anyone else unless it is private
	 * (a shared list's token is its secret link).
	 *
	 * @param string $visitor_key Visitor key.
	 */
	public function is_visible_to( string $visitor_key ): bool {
		return Privacy::PRIVATE !== $this->privacy || $this->is_owned_by( $visitor_key );
	}
}
