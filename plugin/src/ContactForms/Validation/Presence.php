<?php
/**
 * required, requiredfile.
 *
 * @package Vitrine
 */

declare( strict_types = 1 );

namespace Vitrine\ContactForms\Validation;

defined( 'ABSPATH' ) || exit;

/**
 * Whether a field has any non-blank value or any file.
 */
final class Presence {

	/**
	 * Checks a presence rule.
	 *
	 * @param string $rule   `required` or `requiredfile`.
	 * @param mixed  $values Raw values.
	 * @param mixed  $files  Raw files.
	 */
	public static function check( string $rule, mixed $values, mixed $files ): bool {
		return 'requiredfile' === $rule ? array() !== Values::files( $files ) : array() !== Values::of( $values );
	}
}
