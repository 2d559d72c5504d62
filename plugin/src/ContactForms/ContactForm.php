<?php
/**
 * One contact form.
 *
 * @package Vitrine
 */

declare( strict_types = 1 );

namespace Vitrine\ContactForms;

defined( 'ABSPATH' ) || exit;

/**
 * A form as stored: its post and its clean definition.
 */
final class ContactForm {

	/**
	 * Sets up the form.
	 *
	 * @param int                  $id         Post id.
	 * @param string               $slug       Post slug.
	 * @param string               $title      Post title.
	 * @param array<string, mixed> $definition Clean definition (see DefinitionSanitizer).
	 */
	public function __construct(
		public readonly int $id,
		public readonly string $slug,
		public readonly string $title,
		public readonly array $definition
	) {}

	/**
	 * The fields.
	 *
	 * @return list<array<string, mixed>>
	 */
	public function fields(): array {
		return array_values( array_filter( (array) ( $this->definition['fields'] ?? array() ), 'is_array' ) );
	}

	/**
	 * One field by name.
	 *
	 * @param string $name Field name.
	 * @return array<string, mixed>|null
	 */
	public function field( string $name ): ?array {
		foreach ( $this->fields() as $field ) {
			if ( $name === $field['name'] ) {
				return $field;
			}
		}
		return null;
	}

	/**
	 * The fields of some types.
	 *
	 * @param string ...$types Field types.
	 * @return list<array<string, mixed>>
	 */
	public function fields_of( string ...$types ): array {
		return array_values( array_filter( $this->fields(), static fn( array $f ): bool => in_array( $f['type'], $types, true ) ) );
	}

	/**
	 * The messages, defaults filled in.
	 *
	 * @return array<string, string>
	 */
	public function messages(): array {
		return Messages::merge( (array) ( $this->definition['messages'] ?? array() ) );
	}

	/**
	 * One message.
	 *
	 * @param string $key Message key.
	 */
	public function message( string $key ): string {
		return $this->messages()[ $key ] ?? '';
	}

	/**
	 * The mail settings.
	 *
	 * @return array{to: string, from: string, subject: string, body: string, replyTo: string, attachments: string}
	 */
	public function mail(): array {
		$mail = (array) ( $this->definition['mail'] ?? array() );
		$out  = array();
		foreach ( array( 'to', 'from', 'subject', 'body', 'replyTo', 'attachments' ) as $key ) {
			$out[ $key ] = is_scalar( $mail[ $key ] ?? null ) ? (string) $mail[ $key ] : '';
		}
		return $out;
	}

	/**
	 * The submit button's label.
	 */
	public function submit_label(): string {
		$label = (string) ( $this->definition['submitLabel'] ?? '' );
		return '' === $label ? __( 'Send', 'vitrine' ) : $label;
	}
}
