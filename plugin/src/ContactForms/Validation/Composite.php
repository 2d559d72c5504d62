<?php
/**
 * all, any.
 *
 * @package Vitrine
 */

declare( strict_types = 1 );

namespace Vitrine\ContactForms\Validation;

defined( 'ABSPATH' ) || exit;

/**
 * Rules made of rules: `all` fails with its first failing member's error (its own when that
 * member has none), `any` passes when one member passes and otherwise fails with its own error.
 */
final class Composite {

	/**
	 * Checks a composite rule.
	 *
	 * @param string               $name   `all` or `any`.
	 * @param array<string, mixed> $rule   Rule with `rules`.
	 * @param array<string, mixed> $values Values.
	 * @param array<string, mixed> $files  Files.
	 * @return array{field: string, error: string}|null
	 */
	public static function check( string $name, array $rule, array $values, array $files ): ?array {
		$members = array_values( array_filter( (array) ( $rule['rules'] ?? array() ), 'is_array' ) );
		$field   = (string) ( $rule['field'] ?? '' );
		$error   = (string) ( $rule['error'] ?? '' );
		$first   = null;
		foreach ( $members as $member ) {
			if ( '' === (string) ( $member['field'] ?? '' ) ) {
				$member['field'] = $field; // A member without a field checks its parent's.
			}
			$failure = SchemaValidator::check( $member, $values, $files );
			if ( 'any' === $name && null === $failure ) {
				return null;
			}
			if ( 'all' === $name && null !== $failure ) {
				return array(
					'field' => '' !== $field ? $field : $failure['field'],
					'error' => '' !== $failure['error'] ? $failure['error'] : $error,
				);
			}
			$first ??= $failure;
		}
		if ( 'all' === $name || array() === $members ) {
			return null;
		}
		return array(
			'field' => '' !== $field ? $field : (string) ( $first['field'] ?? '' ),
			'error' => $error,
		);
	}
}
