<?php
/**
 * Who manages contact forms.
 *
 * @package Vitrine
 */

declare( strict_types = 1 );

namespace Vitrine\ContactForms;

defined( 'ABSPATH' ) || exit;

/**
 * One capability guards editing forms and reading submissions.
 */
final class Capability {

	/**
	 * The capability.
	 */
	public static function get(): string {
		/**
		 * Filters the capability needed to edit contact forms and read their submissions.
		 *
		 * @since 0.1.0
		 *
		 * @param string $capability Default `manage_options`.
		 */
		return (string) apply_filters( 'vitrine_contact_forms_capability', 'manage_options' );
	}

	/**
	 * Whether the current user has it.
	 */
	public static function current_user_can(): bool {
		return current_user_can( self::get() );
	}
}
