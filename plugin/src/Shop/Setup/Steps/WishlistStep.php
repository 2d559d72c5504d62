<?php
/**
 * Setup step: who sees a new wishlist.
 *
 * @package Vitrine
 */

declare( strict_types = 1 );

namespace Vitrine\Shop\Setup\Steps;

use Vitrine\Shop\Setup\SetupStep;
use Vitrine\Wishlists\Admin\WishlistSettingsFields;
use Vitrine\Wishlists\Privacy;
use Vitrine\Wishlists\WishlistSettings;
use WP_Error;

defined( 'ABSPATH' ) || exit;

/**
 * The privacy new wishlists start with (private by default: nothing is on show until its
 * owner shares it).
 */
final class WishlistStep implements SetupStep {

	/**
	 * {@inheritDoc}
	 */
	public function id(): string {
		return 'wishlists';
	}

	/**
	 * {@inheritDoc}
	 */
	public function title(): string {
		return __( 'Wishlist privacy', 'vitrine' );
	}

	/**
	 * {@inheritDoc}
	 *
	 * @param bool $saved Whether the form was saved.
	 */
	public function is_done( bool $saved ): bool {
		return $saved;
	}

	/**
	 * {@inheritDoc}
	 */
	public function render(): void {
		echo '<p><label for="vitrine-setup-wishlist-privacy">' . esc_html__( 'New wishlists are', 'vitrine' ) . '</label></p>';
		WishlistSettingsFields::privacy_select( 'default_privacy', 'vitrine-setup-wishlist-privacy' );
	}

	/**
	 * {@inheritDoc}
	 *
	 * @param array<string, mixed> $posted The form's values.
	 */
	public function save( array $posted ): ?WP_Error {
		$value = $posted['default_privacy'] ?? null;
		if ( ! Privacy::is_valid( $value ) ) {
			return new WP_Error( 'vitrine_wishlist_bad_privacy', __( 'Please choose who can see a new wishlist.', 'vitrine' ), array( 'status' => 400 ) );
		}
		update_option( WishlistSettings::OPTION, WishlistSettings::sanitize( array( 'default_privacy' => (int) $value ) + WishlistSettings::get() ) );
		return null;
	}

	/**
	 * {@inheritDoc}
	 */
	public function button(): string {
		return __( 'Save the privacy', 'vitrine' );
	}
}
