<?php
/**
 * Validates submitted values against an SWV schema.
 *
 * @package Vitrine
 */

declare( strict_types = 1 );

namespace Vitrine\ContactForms\Validation;

defined( 'ABSPATH' ) || exit;

/**
 * The server half of "one schema, two validators": the same rules, in the same order and with
 * the same reading of edge cases as `validate()` in src/lib/swv, which is what the shared
 * vectors in tests/fixtures/swv-vectors.json hold both to.
 *
 * Rules run in schema order; a field's first failing rule is its error, later rules for that
 * field are skipped. Values are trimmed and blanks dropped first, so an empty field passes
 * every rule but `required` / `requiredfile`.
 */
final class SchemaValidator {

	/**
	 * Validates values and files.
	 *
	 * @param array<string, mixed> $schema Schema with `rules`.
	 * @param array<string, mixed> $values Field name → string or list of strings.
	 * @param array<string, mixed> $files  Field name → list of `{name, size, type}`.
	 * @return array<string, string> Field name → error message (first error per field).
	 */
	public static function validate( array $schema, array $values, array $files ): array {
		$errors = array();
		foreach ( is_array( $schema['rules'] ?? null ) ? $schema['rules'] : array() as $rule ) {
			if ( ! is_array( $rule ) ) {
				continue;
			}
			$field = is_string( $rule['field'] ?? null ) ? $rule['field'] : '';
			if ( ! preg_match( '/^[A-Za-z][-A-Za-z0-9_:]*$/', $field ) || isset( $errors[ $field ] ) ) {
				continue; // Rules on names a form field cannot have are ignored, as by the client.
			}
			$failure = self::check( $rule, $values, $files );
			if ( null !== $failure && '' !== $failure['field'] && ! isset( $errors[ $failure['field'] ] ) ) {
				$errors[ $failure['field'] ] = $failure['error'];
			}
		}
		return $errors;
	}

	/**
	 * Runs one rule (composites recursively).
	 *
	 * @param array<string, mixed> $rule   Rule.
	 * @param array<string, mixed> $values Values.
	 * @param array<string, mixed> $files  Files.
	 * @return array{field: string, error: string}|null Null when the rule passes.
	 */
	public static function check( array $rule, array $values, array $files ): ?array {
		$name  = (string) ( $rule['rule'] ?? '' );
		$field = (string) ( $rule['field'] ?? '' );
		$error = (string) ( $rule['error'] ?? '' );

		if ( 'all' === $name || 'any' === $name ) {
			return Composite::check( $name, $rule, $values, $files );
		}

		$passes = match ( true ) {
			in_array( $name, array( 'required', 'requiredfile' ), true ) => Presence::check( $name, $values[ $field ] ?? null, $files[ $field ] ?? null ),
			in_array( $name, FormatRules::RULES, true ) => FormatRules::check( $name, $rule, Values::of( $values[ $field ] ?? null ) ),
			in_array( $name, RangeRules::RULES, true ) => RangeRules::check( $name, $rule, Values::of( $values[ $field ] ?? null ) ),
			in_array( $name, FileRules::RULES, true ) => FileRules::check( $name, $rule, Values::files( $files[ $field ] ?? null ) ),
			default => true, // An unknown rule cannot be failed; the client ignores it the same way.
		};
		return $passes ? null : array(
			'field' => $field,
			'error' => $error,
		);
	}
}
