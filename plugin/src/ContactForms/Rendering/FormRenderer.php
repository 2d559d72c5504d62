<?php
/**
 * Placing a form on a page.
 *
 * @package Vitrine
 */

declare( strict_types = 1 );

namespace Vitrine\ContactForms\Rendering;

use Vitrine\ContactForms\ContactForm;
use Vitrine\ContactForms\Fallback\FallbackHandler;
use Vitrine\ContactForms\Fallback\FallbackResult;
use Vitrine\ContactForms\FormRepository;
use Vitrine\ContactForms\Quiz;
use Vitrine\ContactForms\SchemaBuilder;
use Vitrine\ContactForms\Submission\SpamGuard;
use Vitrine\Widgets\WidgetRenderer;
use const Vitrine\VERSION;

/**
 * Prints the `contact-form` widget: its props (fields, schema, messages…) and a complete,
 * accessible server-rendered form with the class names the widget uses, so the page reads the
 * same before the script runs. Nothing per visitor goes into the markup (pages stay cacheable):
 * the fill-time token and fresh quiz values come from the refill route.
 */
final class FormRenderer {

	/**
	 * Forms rendered in this request, for unit tags (`-o{n}`).
	 *
	 * @var int
	 */
	private static int $count = 0;

	/**
	 * Sets up the renderer.
	 *
	 * @param FormRepository $forms   Forms.
	 * @param SchemaBuilder  $schemas Schema builder.
	 */
	public function __construct( private FormRepository $forms, private SchemaBuilder $schemas ) {}

	/**
	 * A form's widget markup, or '' (a visible note for editors) when the form does not exist.
	 *
	 * @param int|string $form Form id or slug.
	 */
	public function render( int|string $form ): string {
		$found = $this->forms->find( $form );
		if ( null === $found ) {
			return current_user_can( 'edit_posts' )
				? '<p class="vitrine-form-missing">' . esc_html__( 'This contact form does not exist (any more).', 'vitrine' ) . '</p>'
				: '';
		}
		$props = $this->props( $found );
		return WidgetRenderer::render( 'contact-form', $props, $this->fallback( $found, $props ) );
	}

	/**
	 * The widget's props.
	 *
	 * @param ContactForm $form Form.
	 * @return array<string, mixed>
	 */
	public function props( ContactForm $form ): array {
		++self::$count;
		$container = in_the_loop() ? (int) get_the_ID() : (int) get_queried_object_id();
		$fields    = array();
		foreach ( $form->fields() as $field ) {
			if ( 'quiz' === $field['type'] ) {
				$field['quiz'] = Quiz::public_pairs( $field ); // Questions with answer hashes, never the answers.
			}
			if ( 'file' === $field['type'] ) {
				$field['maxFileSize'] = SchemaBuilder::max_file_size( $field ); // What the server really takes, as in the schema.
			}
			$fields[] = $field;
		}
		return array(
			'id'            => $form->id,
			'slug'          => $form->slug,
			'unitTag'       => sprintf( 'wpcf7-f%d-p%d-o%d', $form->id, $container, self::$count ),
			'containerPost' => $container,
			'version'       => VERSION,
			'locale'        => determine_locale(),
			'fields'        => $fields,
			'schema'        => $this->schemas->build( $form ),
			'messages'      => $form->messages(),
			'submitLabel'   => $form->submit_label(),
			'honeypot'      => SpamGuard::HONEYPOT,
			'hasRefill'     => true,
		);
	}

	/**
	 * The outcome of a no-JavaScript submission of this form, from the redirect's signed key.
	 *
	 * @param ContactForm $form Form.
	 * @param string      $unit Unit tag.
	 * @return array{status: string, message: string, invalid: array<string, string>}|null
	 */
	private function result( ContactForm $form, string $unit ): ?array {
		$key = isset( $_GET[ FallbackResult::QUERY_ARG ] ) && is_string( $_GET[ FallbackResult::QUERY_ARG ] ) ? sanitize_text_field( wp_unslash( $_GET[ FallbackResult::QUERY_ARG ] ) ) : ''; // phpcs:ignore WordPress.Security.NonceVerification.Recommended -- a signed, read-only key.
		return '' !== $key ? FallbackResult::decode( $key, $form, $unit ) : null;
	}

	/**
	 * The server-rendered form. Without JavaScript it posts to admin-post.php
	 * ({@see FallbackHandler}) and, back on the page, shows the outcome above the fields.
	 *
	 * @param ContactForm          $form  Form.
	 * @param array<string, mixed> $props Props.
	 */
	public function fallback( ContactForm $form, array $props ): string {
		$unit   = (string) $props['unitTag'];
		$result = $this->result( $form, $unit );
		$status = null !== $result ? FallbackResult::css_class( $result['status'] ) : 'init';
		$html   = sprintf(
			'<form class="vitrine-form %4$s" id="%1$s-form" method="post" action="%2$s" enctype="multipart/form-data" aria-label="%3$s" novalidate data-status="%4$s">',
			esc_attr( $unit ),
			esc_url( admin_url( 'admin-post.php' ) ),
			esc_attr( $form->title ),
			esc_attr( $status )
		);
		if ( null !== $result ) {
			$html .= sprintf(
				'<div class="vitrine-form__response vitrine-form__result" id="%1$s-result" role="%2$s">%3$s</div>',
				esc_attr( $unit ),
				'sent' === $status ? 'status' : 'alert',
				esc_html( $result['message'] )
			);
		}
		$hidden = array(
			'action'                  => FallbackHandler::ACTION,
			'_wpcf7'                  => (string) $form->id,
			'_wpcf7_version'          => VERSION,
			'_wpcf7_locale'           => (string) $props['locale'],
			'_wpcf7_unit_tag'         => $unit,
			'_wpcf7_container_post'   => (string) $props['containerPost'],
			'_wpcf7_posted_data_hash' => '',
		);
		$html  .= '<div hidden>';
		foreach ( $hidden as $name => $value ) {
			$html .= sprintf( '<input type="hidden" name="%s" value="%s">', esc_attr( $name ), esc_attr( $value ) );
		}
		$html .= '</div>';

		foreach ( (array) $props['fields'] as $field ) {
			$html .= $this->field( $field, $unit, (string) ( $result['invalid'][ (string) $field['name'] ] ?? '' ) );
		}

		// The honeypot: hidden from people and assistive technology, tempting to bots.
		$html .= sprintf(
			'<div class="vitrine-form__hp" aria-hidden="true"><label for="%1$s-hp">%2$s</label><input type="text" id="%1$s-hp" name="%3$s" value="" tabindex="-1" autocomplete="off"></div>',
			esc_attr( $unit ),
			esc_html__( 'Leave this field empty', 'vitrine' ),
			esc_attr( SpamGuard::HONEYPOT )
		);
		$html .= '<div class="vitrine-form__actions"><button type="submit" class="vitrine-form__submit">' . esc_html( $form->submit_label() ) . '</button></div>';
		if ( null === $result ) {
			$html .= '<div class="vitrine-form__response" role="status" aria-live="polite"></div>';
		}
		return $html . '</form>';
	}

	/**
	 * One field's markup.
	 *
	 * @param array<string, mixed> $field Field.
	 * @param string               $unit  Unit tag.
	 * @param string               $error The field's error after a no-JavaScript submission.
	 */
	private function field( array $field, string $unit, string $error = '' ): string {
		$name     = (string) $field['name'];
		$type     = (string) $field['type'];
		$id       = $unit . '-' . $name;
		$tip_id   = $unit . '-ve-' . $name;
		$required = ! empty( $field['required'] );
		$label    = esc_html( '' !== (string) ( $field['label'] ?? '' ) ? (string) $field['label'] : $name );
		$mark     = $required ? ' <span class="vitrine-form__required" aria-hidden="true">*</span>' : '';
		$tip      = sprintf( '<span class="vitrine-form__tip" role="alert" id="%s">%s</span>', esc_attr( $tip_id ), esc_html( $error ) );
		$common   = sprintf( ' aria-describedby="%s" aria-invalid="%s"', esc_attr( $tip_id ), '' !== $error ? 'true' : 'false' ) . ( $required ? ' aria-required="true" required' : '' );
		$open     = sprintf( '<div class="vitrine-form__field vitrine-form__field--%s" data-field="%s">', esc_attr( $type ), esc_attr( $name ) );

		if ( in_array( $type, array( 'checkbox', 'radio' ), true ) ) {
			$html = $open . '<fieldset class="vitrine-form__group"><legend class="vitrine-form__label">' . $label . $mark . '</legend>';
			foreach ( (array) $field['options'] as $i => $option ) {
				$html .= sprintf(
					'<label class="vitrine-form__option"><input class="vitrine-form__control" type="%1$s" name="%2$s" value="%3$s"%4$s> <span>%5$s</span></label>',
					esc_attr( $type ),
					esc_attr( 'checkbox' === $type ? $name . '[]' : $name ),
					esc_attr( (string) $option ),
					sprintf( ' aria-describedby="%s"', esc_attr( $tip_id ) ),
					esc_html( (string) $option )
				);
				if ( ! empty( $field['freeText'] ) && count( (array) $field['options'] ) - 1 === $i ) {
					// Enabled: without the script nothing could enable it; the server keeps the
					// text only when its option is checked.
					$html .= sprintf(
						'<input class="vitrine-form__control vitrine-form__free-text" type="text" name="%1$s_free_text" aria-label="%2$s">',
						esc_attr( $name ),
						/* translators: %s: option label. */
						esc_attr( sprintf( __( '%s (please specify)', 'vitrine' ), (string) $option ) )
					);
				}
			}
			return $html . '</fieldset>' . $tip . '</div>';
		}

		if ( 'acceptance' === $type ) {
			$content = '' !== (string) ( $field['content'] ?? '' ) ? wp_kses( (string) $field['content'], array( 'a' => array( 'href' => true ) ) ) : $label;
			return $open . sprintf(
				'<label class="vitrine-form__option vitrine-form__acceptance"><input class="vitrine-form__control" type="checkbox" id="%1$s" name="%2$s" value="1"%3$s> <span>%4$s</span></label>',
				esc_attr( $id ),
				esc_attr( $name ),
				sprintf( ' aria-describedby="%s"', esc_attr( $tip_id ) ),
				$content
			) . $tip . '</div>';
		}

		$html = $open . sprintf( '<label class="vitrine-form__label" for="%s">%s%s</label>', esc_attr( $id ), $label, $mark );
		$attr = sprintf( ' id="%s" name="%s" class="vitrine-form__control"', esc_attr( $id ), esc_attr( $name ) ) . $common;
		if ( '' !== (string) ( $field['placeholder'] ?? '' ) ) {
			$attr .= sprintf( ' placeholder="%s"', esc_attr( (string) $field['placeholder'] ) );
		}
		foreach ( array(
			'minLength' => 'minlength',
			'maxLength' => 'maxlength',
			'min'       => 'min',
			'max'       => 'max',
			'step'      => 'step',
		) as $key => $attribute ) {
			if ( isset( $field[ $key ] ) && 'file' !== $type ) {
				$attr .= sprintf( ' %s="%s"', $attribute, esc_attr( (string) $field[ $key ] ) );
			}
		}
		$autocomplete = array(
			'email' => 'email',
			'tel'   => 'tel',
			'url'   => 'url',
		);
		if ( isset( $autocomplete[ $type ] ) ) {
			$attr .= ' autocomplete="' . $autocomplete[ $type ] . '"';
		}

		switch ( $type ) {
			case 'textarea':
				$html .= '<textarea rows="6"' . $attr . '></textarea>';
				break;
			case 'select':
				$multiple = ! empty( $field['multiple'] );
				$html    .= '<select' . ( $multiple ? str_replace( 'name="' . esc_attr( $name ) . '"', 'name="' . esc_attr( $name ) . '[]"', $attr ) . ' multiple' : $attr ) . '>';
				if ( ! $multiple ) {
					$html .= '<option value="">' . esc_html( (string) ( $field['placeholder'] ?? __( '— Please choose —', 'vitrine' ) ) ) . '</option>';
				}
				foreach ( (array) $field['options'] as $option ) {
					$html .= sprintf( '<option value="%1$s">%2$s</option>', esc_attr( (string) $option ), esc_html( (string) $option ) );
				}
				$html .= '</select>';
				break;
			case 'file':
				$accept = array_map( static fn( string $a ): string => str_contains( $a, '/' ) ? $a : '.' . ltrim( $a, '.' ), (array) ( $field['accept'] ?? array() ) );
				$html  .= '<input type="file"' . $attr . ( $accept ? ' accept="' . esc_attr( implode( ',', $accept ) ) . '"' : '' ) . '>';
				break;
			case 'quiz':
				$pair  = (array) ( $field['quiz'][0] ?? array( '', '' ) );
				$html  = $open . sprintf( '<label class="vitrine-form__label" for="%s">%s</label>', esc_attr( $id ), esc_html( (string) $pair[0] ) );
				$html .= '<input type="text" autocomplete="off"' . $attr . '>';
				$html .= sprintf( '<input type="hidden" name="_wpcf7_quiz_answer_%s" value="%s">', esc_attr( $name ), esc_attr( (string) ( $pair[1] ?? '' ) ) );
				break;
			default:
				$html .= sprintf( '<input type="%s"', esc_attr( $type ) ) . $attr . '>';
		}
		if ( isset( $field['maxLength'] ) && in_array( $type, array( 'text', 'textarea' ), true ) ) {
			$html .= sprintf( '<span class="vitrine-form__counter" aria-hidden="true">0 / %d</span>', (int) $field['maxLength'] );
		}
		return $html . $tip . '</div>';
	}
}
