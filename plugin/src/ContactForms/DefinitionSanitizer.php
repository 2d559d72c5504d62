<?php
/**
 * Strict cleaning of a form definition.
 *
 * @package Vitrine
 */

declare( strict_types = 1 );

namespace Vitrine\ContactForms;

defined( 'ABSPATH' ) || exit;

/**
 * Turns untrusted input (the admin editor's POST, an import, a seeder) into a definition
 * of the documented shape, or reports why it cannot. Unknown keys are dropped; field names must
 * match `^[A-Za-z][-A-Za-z0-9_:]*$` and be unique.
 */
final class DefinitionSanitizer {

	public const TYPES = array( 'text', 'email', 'url', 'tel', 'number', 'date', 'time', 'textarea', 'select', 'checkbox', 'radio', 'acceptance', 'file', 'quiz' );

	public const NAME_PATTERN = '/^[A-Za-z][-A-Za-z0-9_:]*$/';

	/**
	 * Problems found by the last call to {@see self::sanitize()}.
	 *
	 * @var list<string>
	 */
	private array $errors = array();

	/**
	 * Cleans a definition.
	 *
	 * @param array<string, mixed> $raw Raw definition.
	 * @return array<string, mixed>|null The clean definition, or null when it is not acceptable.
	 */
	public function sanitize( array $raw ): ?array {
		$this->errors = array();
		$fields       = array();
		$names        = array();
		foreach ( array_values( is_array( $raw['fields'] ?? null ) ? $raw['fields'] : array() ) as $index => $field ) {
			if ( ! is_array( $field ) ) {
				continue;
			}
			$clean = $this->field( $field, $index + 1 );
			if ( null === $clean ) {
				continue;
			}
			if ( isset( $names[ $clean['name'] ] ) ) {
				/* translators: %s: field name. */
				$this->errors[] = sprintf( __( 'The field name “%s” is used twice; field names must be unique.', 'vitrine' ), $clean['name'] );
				continue;
			}
			$names[ $clean['name'] ] = true;
			$fields[]                = $clean;
		}
		if ( array() === $fields && array() === $this->errors ) {
			$this->errors[] = __( 'A form needs at least one field.', 'vitrine' );
		}

		$messages = array();
		foreach ( Messages::defaults() as $key => $default ) {
			$text = $raw['messages'][ $key ] ?? '';
			if ( is_string( $text ) && '' !== trim( $text ) ) {
				$messages[ $key ] = sanitize_text_field( $text );
			}
		}

		$mail = is_array( $raw['mail'] ?? null ) ? $raw['mail'] : array();
		$to   = $this->header( $mail['to'] ?? '' );
		if ( '' === $to ) {
			$this->errors[] = __( 'The mail needs a recipient (To).', 'vitrine' );
		}

		$submit = sanitize_text_field( (string) ( is_scalar( $raw['submitLabel'] ?? null ) ? $raw['submitLabel'] : '' ) );

		if ( array() !== $this->errors ) {
			return null;
		}
		return array(
			'fields'      => $fields,
			'messages'    => $messages,
			'mail'        => array(
				'to'          => $to,
				'from'        => $this->header( $mail['from'] ?? '' ),
				'subject'     => $this->header( $mail['subject'] ?? '' ),
				'body'        => $this->plain_text( $mail['body'] ?? '' ),
				'replyTo'     => $this->header( $mail['replyTo'] ?? '' ),
				'attachments' => $this->header( $mail['attachments'] ?? '' ),
			),
			'submitLabel' => '' === $submit ? __( 'Send', 'vitrine' ) : $submit,
		);
	}

	/**
	 * Problems found by the last call.
	 *
	 * @return list<string>
	 */
	public function errors(): array {
		return $this->errors;
	}

	/**
	 * Cleans one field.
	 *
	 * @param array<string, mixed> $raw      Raw field.
	 * @param int                  $position 1-based position, for messages.
	 * @return array<string, mixed>|null
	 */
	private function field( array $raw, int $position ): ?array {
		$name = trim( (string) ( is_scalar( $raw['name'] ?? null ) ? $raw['name'] : '' ) );
		$type = (string) ( is_scalar( $raw['type'] ?? null ) ? $raw['type'] : '' );
		if ( '' === $name && '' === trim( (string) ( is_scalar( $raw['label'] ?? null ) ? $raw['label'] : '' ) ) ) {
			return null; // An untouched blank row.
		}
		if ( ! preg_match( self::NAME_PATTERN, $name ) ) {
			$this->errors[] = sprintf(
				/* translators: 1: field position, 2: field name. */
				__( 'Field %1$d: “%2$s” is not a valid name. Start with a letter and use only letters, digits, -, _ and :.', 'vitrine' ),
				$position,
				$name
			);
			return null;
		}
		if ( ! in_array( $type, self::TYPES, true ) ) {
			/* translators: %s: field name. */
			$this->errors[] = sprintf( __( 'The field “%s” has an unknown type.', 'vitrine' ), $name );
			return null;
		}

		$field = array(
			'name'     => $name,
			'type'     => $type,
			'label'    => sanitize_text_field( (string) ( $raw['label'] ?? '' ) ),
			'required' => $this->flag( $raw['required'] ?? false ),
		);
		if ( in_array( $type, array( 'text', 'email', 'url', 'tel', 'number', 'date', 'time', 'textarea', 'select' ), true ) ) {
			$this->put_text( $field, 'placeholder', $raw );
		}
		if ( in_array( $type, array( 'select', 'checkbox', 'radio' ), true ) ) {
			$field['options'] = $this->lines( $raw['options'] ?? array() );
			if ( array() === $field['options'] ) {
				/* translators: %s: field name. */
				$this->errors[] = sprintf( __( 'The field “%s” needs at least one option.', 'vitrine' ), $name );
				return null;
			}
		}
		if ( in_array( $type, array( 'select', 'checkbox' ), true ) ) {
			$field['multiple'] = 'checkbox' === $type ? true : $this->flag( $raw['multiple'] ?? false );
		}
		if ( 'checkbox' === $type ) {
			$field['exclusive'] = $this->flag( $raw['exclusive'] ?? false );
		}
		if ( in_array( $type, array( 'checkbox', 'radio' ), true ) ) {
			$field['freeText'] = $this->flag( $raw['freeText'] ?? false );
		}
		if ( 'acceptance' === $type ) {
			$field['optional'] = $this->flag( $raw['optional'] ?? false );
			$field['invert']   = $this->flag( $raw['invert'] ?? false );
			$field['content']  = wp_kses( (string) ( is_scalar( $raw['content'] ?? null ) ? $raw['content'] : '' ), array( 'a' => array( 'href' => true ) ) );
			unset( $field['required'] );
		}
		if ( in_array( $type, array( 'number', 'date' ), true ) ) {
			foreach ( array( 'min', 'max', 'step' ) as $key ) {
				$value = trim( (string) ( is_scalar( $raw[ $key ] ?? null ) ? $raw[ $key ] : '' ) );
				if ( '' === $value ) {
					continue;
				}
				$valid = 'date' === $type && 'step' !== $key ? Validation\Formats::date( $value ) : Validation\Formats::number( $value );
				if ( ! $valid ) {
					/* translators: 1: limit (min, max or step), 2: field name. */
					$this->errors[] = sprintf( __( 'The %1$s of “%2$s” is not valid.', 'vitrine' ), $key, $name );
					return null;
				}
				$field[ $key ] = $value;
			}
		}
		if ( in_array( $type, array( 'text', 'email', 'url', 'tel', 'textarea' ), true ) ) {
			$this->put_int( $field, 'minLength', $raw );
			$this->put_int( $field, 'maxLength', $raw );
		}
		if ( in_array( $type, array( 'checkbox', 'select' ), true ) ) {
			$this->put_int( $field, 'minItems', $raw );
			$this->put_int( $field, 'maxItems', $raw );
		}
		if ( 'file' === $type ) {
			$accept = is_array( $raw['accept'] ?? null ) ? $raw['accept'] : explode( ',', (string) ( is_scalar( $raw['accept'] ?? null ) ? $raw['accept'] : '' ) );
			$accept = array_values( array_unique( array_filter( array_map( static fn( $a ): string => strtolower( (string) preg_replace( '/[^A-Za-z0-9*\/.+-]/', '', is_scalar( $a ) ? (string) $a : '' ) ), $accept ) ) ) );

			$field['accept'] = $accept;
			$this->put_int( $field, 'maxFileSize', $raw );
		}
		if ( 'quiz' === $type ) {
			$quiz = array();
			foreach ( is_array( $raw['quiz'] ?? null ) ? $raw['quiz'] : array() as $pair ) {
				if ( is_array( $pair ) && isset( $pair[0], $pair[1] ) && '' !== trim( (string) $pair[0] ) && '' !== trim( (string) $pair[1] ) ) {
					$quiz[] = array( sanitize_text_field( (string) $pair[0] ), sanitize_text_field( (string) $pair[1] ) );
				}
			}
			if ( array() === $quiz ) {
				/* translators: %s: field name. */
				$this->errors[] = sprintf( __( 'The quiz “%s” needs at least one question and answer.', 'vitrine' ), $name );
				return null;
			}
			$field['quiz'] = $quiz;
			unset( $field['required'] );
		}
		return $field;
	}

	/**
	 * Reads a boolean flag.
	 *
	 * @param mixed $value Raw value.
	 */
	private function flag( mixed $value ): bool {
		return true === $value || in_array( is_scalar( $value ) ? (string) $value : '', array( '1', 'on', 'true', 'yes' ), true );
	}

	/**
	 * Copies a text setting when present.
	 *
	 * @param array<string, mixed> $field Field being built.
	 * @param string               $key   Key.
	 * @param array<string, mixed> $raw   Raw field.
	 */
	private function put_text( array &$field, string $key, array $raw ): void {
		$value = sanitize_text_field( (string) ( is_scalar( $raw[ $key ] ?? null ) ? $raw[ $key ] : '' ) );
		if ( '' !== $value ) {
			$field[ $key ] = $value;
		}
	}

	/**
	 * Copies a non-negative integer setting when present.
	 *
	 * @param array<string, mixed> $field Field being built.
	 * @param string               $key   Key.
	 * @param array<string, mixed> $raw   Raw field.
	 */
	private function put_int( array &$field, string $key, array $raw ): void {
		$value = is_scalar( $raw[ $key ] ?? null ) ? trim( (string) $raw[ $key ] ) : '';
		if ( '' === $value ) {
			return;
		}
		if ( ! ctype_digit( $value ) ) {
			/* translators: 1: setting name, 2: field name. */
			$this->errors[] = sprintf( __( 'The %1$s of “%2$s” must be a whole number.', 'vitrine' ), $key, $field['name'] );
			return;
		}
		$field[ $key ] = (int) $value;
	}

	/**
	 * A list of options from a list or from text with one option per line.
	 *
	 * @param mixed $raw Raw options.
	 * @return list<string>
	 */
	private function lines( mixed $raw ): array {
		$lines = is_array( $raw ) ? $raw : preg_split( '/\r\n|\r|\n/', is_scalar( $raw ) ? (string) $raw : '' );
		$out   = array();
		foreach ( (array) $lines as $line ) {
			$line = sanitize_text_field( is_scalar( $line ) ? (string) $line : '' );
			if ( '' !== $line && ! in_array( $line, $out, true ) ) {
				$out[] = $line;
			}
		}
		return $out;
	}

	/**
	 * A mail header value: one line of valid UTF-8 without control characters. Not run through
	 * sanitize_text_field(), which would take `Name <address>` for a tag and strip it.
	 *
	 * @param mixed $raw Raw value.
	 */
	private function header( mixed $raw ): string {
		$value = wp_check_invalid_utf8( is_scalar( $raw ) ? (string) $raw : '' );
		return trim( (string) preg_replace( '/[\x00-\x1F\x7F]+/', ' ', $value ) );
	}

	/**
	 * The mail body: plain text (it is sent as text/plain), valid UTF-8, line breaks and tabs
	 * kept, other control characters removed.
	 *
	 * @param mixed $raw Raw value.
	 */
	private function plain_text( mixed $raw ): string {
		$value = wp_check_invalid_utf8( is_scalar( $raw ) ? (string) $raw : '' );
		$value = str_replace( array( "\r\n", "\r" ), "\n", $value );
		return trim( (string) preg_replace( '/[\x00-\x08\x0B\x0C\x0E-\x1F\x7F]+/', '', $value ) );
	}
}
