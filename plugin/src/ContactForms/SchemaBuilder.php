<?php
/**
 * Definition → SWV schema.
 *
 * @package Vitrine
 */

declare( strict_types = 1 );

namespace Vitrine\ContactForms;

use const Vitrine\VERSION;

defined( 'ABSPATH' ) || exit;

/**
 * Derives the validation schema both validators run from a form's fields, with the form's
 * messages as the error texts. Acceptance boxes and quizzes are not schema rules: they are
 * checked by the submission (acceptance_missing, quiz answer) as in the reference.
 */
final class SchemaBuilder {

	/**
	 * Builds the schema of a form.
	 *
	 * @param ContactForm $form Form.
	 * @return array{version: string, locale: string, rules: list<array<string, mixed>>}
	 */
	public function build( ContactForm $form ): array {
		$messages = $form->messages();
		$rules    = array();
		foreach ( $form->fields() as $field ) {
			foreach ( $this->field_rules( $field, $messages ) as $rule ) {
				$rules[] = $rule;
			}
		}

		/**
		 * Filters a contact form's validation schema (served to the widget and used on submit).
		 *
		 * @since 0.1.0
		 *
		 * @param list<array<string, mixed>> $rules SWV rules.
		 * @param ContactForm                $form  The form.
		 */
		$rules = (array) apply_filters( 'vitrine_contact_form_schema_rules', $rules, $form );

		return array(
			'version' => VERSION,
			'locale'  => determine_locale(),
			'rules'   => array_values( $rules ),
		);
	}

	/**
	 * The rules of one field, in the order they are checked.
	 *
	 * @param array<string, mixed>  $field    Field.
	 * @param array<string, string> $messages Messages.
	 * @return list<array<string, mixed>>
	 */
	private function field_rules( array $field, array $messages ): array {
		$name  = (string) $field['name'];
		$type  = (string) $field['type'];
		$rules = array();
		$rule  = static function ( string $rule, string $message, array $extra = array() ) use ( $name, $messages, &$rules ): void {
			$rules[] = array(
				'rule'  => $rule,
				'field' => $name,
				'error' => $messages[ $message ] ?? '',
			) + $extra;
		};

		if ( in_array( $type, array( 'acceptance', 'quiz' ), true ) ) {
			return array();
		}
		if ( 'file' === $type ) {
			if ( ! empty( $field['required'] ) ) {
				$rule( 'requiredfile', 'invalid_required' );
			}
			$accept = array_map( static fn( string $a ): string => str_contains( $a, '/' ) ? $a : '.' . ltrim( $a, '.' ), (array) ( $field['accept'] ?? array() ) );
			if ( $accept ) {
				$rule( 'file', 'upload_file_type_invalid', array( 'accept' => array_values( $accept ) ) );
			}
			$rule( 'maxfilesize', 'upload_file_too_large', array( 'threshold' => self::max_file_size( $field ) ) );
			return $rules;
		}

		if ( ! empty( $field['required'] ) || 'radio' === $type ) {
			$rule( 'required', 'invalid_required' );
		}
		switch ( $type ) {
			case 'email':
			case 'url':
			case 'tel':
				$rule( $type, 'invalid_' . $type );
				break;
			case 'number':
				$rule( 'number', 'invalid_number' );
				if ( isset( $field['min'] ) ) {
					$rule( 'minnumber', 'number_too_small', array( 'threshold' => self::num( $field['min'] ) ) );
				}
				if ( isset( $field['max'] ) ) {
					$rule( 'maxnumber', 'number_too_large', array( 'threshold' => self::num( $field['max'] ) ) );
				}
				if ( isset( $field['step'] ) && (float) $field['step'] > 0 ) {
					$rule(
						'stepnumber',
						'invalid_step',
						array(
							'base'     => isset( $field['min'] ) ? self::num( $field['min'] ) : 0,
							'interval' => self::num( $field['step'] ),
						)
					);
				}
				break;
			case 'date':
				$rule( 'date', 'invalid_date' );
				if ( isset( $field['min'] ) ) {
					$rule( 'mindate', 'date_too_early', array( 'threshold' => (string) $field['min'] ) );
				}
				if ( isset( $field['max'] ) ) {
					$rule( 'maxdate', 'date_too_late', array( 'threshold' => (string) $field['max'] ) );
				}
				break;
			case 'time':
				$rule( 'time', 'invalid_time' );
				break;
			case 'select':
			case 'checkbox':
			case 'radio':
				if ( empty( $field['freeText'] ) ) {
					$rule( 'enum', 'invalid_option', array( 'accept' => array_values( (array) ( $field['options'] ?? array() ) ) ) );
				}
				$min = $field['minItems'] ?? null;
				$max = ! empty( $field['exclusive'] ) || 'radio' === $type || ( 'select' === $type && empty( $field['multiple'] ) ) ? 1 : ( $field['maxItems'] ?? null );
				if ( null !== $min && 'radio' !== $type ) {
					$rule( 'minitems', 'too_few_items', array( 'threshold' => (int) $min ) );
				}
				if ( null !== $max ) {
					$rule( 'maxitems', 'too_many_items', array( 'threshold' => (int) $max ) );
				}
				break;
		}
		if ( isset( $field['minLength'] ) ) {
			$rule( 'minlength', 'invalid_too_short', array( 'threshold' => (int) $field['minLength'] ) );
		}
		if ( isset( $field['maxLength'] ) ) {
			$rule( 'maxlength', 'invalid_too_long', array( 'threshold' => (int) $field['maxLength'] ) );
		}
		return $rules;
	}

	/**
	 * A number for the schema: an integer when it is one, so it reads as `5`, not `5.0`.
	 *
	 * @param mixed $value Numeric string.
	 */
	private static function num( mixed $value ): int|float {
		$float = (float) ( is_scalar( $value ) ? $value : 0 );
		return floor( $float ) === $float && abs( $float ) < PHP_INT_MAX ? (int) $float : $float;
	}

	/**
	 * A file field's size limit in bytes (1 MB unless set, never above the server's own limit).
	 *
	 * @param array<string, mixed> $field Field.
	 */
	public static function max_file_size( array $field ): int {
		$limit = (int) ( $field['maxFileSize'] ?? 0 );
		$limit = $limit > 0 ? $limit : 1024 * 1024;
		$max   = (int) wp_max_upload_size();
		return $max > 0 ? min( $limit, $max ) : $limit;
	}
}
