<?php
/**
 * Options stored with their defaults.
 *
 * @package Vitrine
 */

declare( strict_types = 1 );

namespace Vitrine\Core;

defined( 'ABSPATH' ) || exit;

/**
 * WordPress loads the autoloaded options in one query per request; an option that was never
 * saved is looked up on its own, one more query on every page that reads it (the like button's
 * placement, order attribution's three settings). Storing the default once, autoloaded, takes
 * those queries away; reading it gives what the default gave.
 */
final class StoredDefaults {

	/**
	 * Adds each missing option with its default value, autoloaded.
	 *
	 * @param array<string, mixed> $defaults Default value per option name.
	 */
	public static function ensure( array $defaults ): void {
		// One query for those not among the autoloaded options yet (none once stored).
		wp_prime_option_caches( array_keys( $defaults ) );
		// A default passed here is returned as is (one given to register_setting() is not).
		$missing = new \stdClass();
		foreach ( $defaults as $name => $value ) {
			if ( get_option( $name, $missing ) === $missing ) {
				add_option( $name, $value, '', true );
			}
		}
	}
}
