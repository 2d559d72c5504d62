<?php
/**
 * One field of the server-rendered form.
 *
 * @package Vitrine
 */

declare( strict_types = 1 );

namespace Vitrine\ContactForms\Rendering;

defined( 'ABSPATH' ) || exit;

/**
 * A field's markup with Vitrine's classes and, beside them, the structure Contact Form 7 6.x
 * prints for the same form-tag: the control inside `span.wpcf7-form-control-wrap[data-name]`
 * and carrying `wpcf7-form-control` plus its type classes, choices as `wpcf7-list-item`s, the
 * quiz question as `wpcf7-quiz-label`. So CF7's own front-end client finds what it attaches
 * to, and a theme's CF7 styles apply. The label sits beside the wrap (not around it, as in
 * CF7's default template) so Vitrine's grid layout keeps its rows.
 */
final class FieldMarkup {

	/**
	 * One field's markup.
	 *
	 * @param array<string, mixed> $field Field.
	 * @param string               $unit  Unit tag.
	 * @param string               $error The field's error after a no-JavaScript submission.
	 */
	public static function render( array $field, string $unit, string $error = '' ): string {
		$name     = (string) $field['name'];
		$type     = (string) $field['type'];
		$id       = ElementIds::control( $unit, $name );
		$tip_id   = ElementIds::tip( $unit, $name );
		$required = ! empty( $field['required'] );
		$label    = esc_html( '' !== (string) ( $field['label'] ?? '' ) ? (string) $field['label'] : $name );
		$mark     = $required ? ' <span class="vitrine-form__required" aria-hidden="true">*</span>' : '';
		$cf7      = self::cf7_classes( $field ) . ( '' !== $error ? ' wpcf7-not-valid' : '' );
		// Like CF7, a control points at its tip only when there is one.
		$described = '' !== $error ? sprintf( ' aria-describedby="%s"', esc_attr( $tip_id ) ) : '';
		$invalid   = sprintf( ' aria-invalid="%s"', '' !== $error ? 'true' : 'false' );
		$tip       = '' !== $error ? sprintf( '<span class="vitrine-form__tip wpcf7-not-valid-tip" role="alert" id="%s">%s</span>', esc_attr( $tip_id ), esc_html( $error ) ) : '';
		$open      = sprintf( '<div class="vitrine-form__field vitrine-form__field--%s" data-field="%s">', esc_attr( $type ), esc_attr( $name ) );
		$wrap      = sprintf( '<span class="wpcf7-form-control-wrap" data-name="%s">', esc_attr( $name ) );

		if ( in_array( $type, array( 'checkbox', 'radio' ), true ) ) {
			return $open . $wrap . self::choices( $field, $id, $cf7, $described, $label . $mark ) . '</span>' . $tip . '</div>';
		}

		if ( 'acceptance' === $type ) {
			$content = '' !== (string) ( $field['content'] ?? '' ) ? wp_kses( (string) $field['content'], array( 'a' => array( 'href' => true ) ) ) : $label;
			return $open . $wrap . sprintf(
				'<span class="%1$s"><span class="wpcf7-list-item"><label class="vitrine-form__option vitrine-form__acceptance"><input class="vitrine-form__control" type="checkbox" id="%2$s" name="%3$s" value="1"%4$s%5$s> <span class="wpcf7-list-item-label">%6$s</span></label></span></span>',
				esc_attr( $cf7 ),
				esc_attr( $id ),
				esc_attr( $name ),
				$invalid,
				$described,
				$content
			) . '</span>' . $tip . '</div>';
		}

		$attr = sprintf( ' id="%s" name="%s" class="%s"', esc_attr( $id ), esc_attr( $name ), esc_attr( 'vitrine-form__control ' . $cf7 ) )
			. $described . $invalid . ( $required ? ' aria-required="true" required' : '' )
			. self::constraints( $field );

		if ( 'quiz' === $type ) {
			// CF7's refill writes the fresh question into the wrap's `.wpcf7-quiz-label`.
			$pair = (array) ( $field['quiz'][0] ?? array( '', '' ) );
			return $open . $wrap . sprintf(
				'<label class="vitrine-form__label" for="%1$s"><span class="wpcf7-quiz-label">%2$s</span></label><input type="text" autocomplete="off"%3$s><input type="hidden" name="_wpcf7_quiz_answer_%4$s" value="%5$s">',
				esc_attr( $id ),
				esc_html( (string) $pair[0] ),
				$attr,
				esc_attr( $name ),
				esc_attr( (string) ( $pair[1] ?? '' ) )
			) . '</span>' . $tip . '</div>';
		}

		$html = $open . sprintf( '<label class="vitrine-form__label" for="%s">%s%s</label>', esc_attr( $id ), $label, $mark ) . $wrap . self::control( $field, $attr ) . '</span>';
		if ( isset( $field['maxLength'] ) && in_array( $type, array( 'text', 'textarea' ), true ) ) {
			$html .= sprintf( '<span class="vitrine-form__counter" aria-hidden="true">0 / %d</span>', (int) $field['maxLength'] );
		}
		return $html . $tip . '</div>';
	}

	/**
	 * The classes CF7 gives the control of this form-tag: `wpcf7-form-control`, `wpcf7-<type>`,
	 * `wpcf7-validates-as-required` when required, then the type's own extras.
	 *
	 * @param array<string, mixed> $field Field.
	 */
	public static function cf7_classes( array $field ): string {
		$type    = (string) $field['type'];
		$classes = array( 'wpcf7-form-control', 'wpcf7-' . $type );
		if ( ! empty( $field['required'] ) && ! in_array( $type, array( 'acceptance', 'quiz' ), true ) ) {
			$classes[] = 'wpcf7-validates-as-required';
		}
		$flags  = array(
			'optional' => ! empty( $field['optional'] ),
			'invert'   => ! empty( $field['invert'] ),
		);
		$extras = array(
			'email'      => array( 'wpcf7-text', 'wpcf7-validates-as-email' ),
			'url'        => array( 'wpcf7-text', 'wpcf7-validates-as-url' ),
			'tel'        => array( 'wpcf7-text', 'wpcf7-validates-as-tel' ),
			'number'     => array( 'wpcf7-validates-as-number' ),
			'date'       => array( 'wpcf7-validates-as-date' ),
			'time'       => array( 'wpcf7-validates-as-time' ),
			'acceptance' => array_keys( array_filter( $flags ) ),
			'checkbox'   => ! empty( $field['exclusive'] ) ? array( 'wpcf7-exclusive-checkbox' ) : array(),
		);
		return implode( ' ', array_merge( $classes, $extras[ $type ] ?? array() ) );
	}

	/**
	 * Length, range and step attributes.
	 *
	 * @param array<string, mixed> $field Field.
	 */
	private static function constraints( array $field ): string {
		$attr = '';
		foreach ( array(
			'minLength' => 'minlength',
			'maxLength' => 'maxlength',
			'min'       => 'min',
			'max'       => 'max',
			'step'      => 'step',
		) as $key => $attribute ) {
			if ( isset( $field[ $key ] ) && 'file' !== $field['type'] ) {
				$attr .= sprintf( ' %s="%s"', $attribute, esc_attr( (string) $field[ $key ] ) );
			}
		}
		if ( '' !== (string) ( $field['placeholder'] ?? '' ) && 'select' !== $field['type'] ) {
			$attr .= sprintf( ' placeholder="%s"', esc_attr( (string) $field['placeholder'] ) );
		}
		$autocomplete = array(
			'email' => 'email',
			'tel'   => 'tel',
			'url'   => 'url',
		);
		if ( isset( $autocomplete[ $field['type'] ] ) ) {
			$attr .= ' autocomplete="' . $autocomplete[ $field['type'] ] . '"';
		}
		return $attr;
	}

	/**
	 * The control of a text-like, textarea, select or file field.
	 *
	 * @param array<string, mixed> $field Field.
	 * @param string               $attr  Escaped attributes.
	 */
	private static function control( array $field, string $attr ): string {
		$name = (string) $field['name'];
		switch ( $field['type'] ) {
			case 'textarea':
				return '<textarea rows="6"' . $attr . '></textarea>';
			case 'select':
				$multiple = ! empty( $field['multiple'] );
				$html     = '<select' . ( $multiple ? str_replace( 'name="' . esc_attr( $name ) . '"', 'name="' . esc_attr( $name ) . '[]"', $attr ) . ' multiple' : $attr ) . '>';
				if ( ! $multiple ) {
					$html .= '<option value="">' . esc_html( (string) ( $field['placeholder'] ?? __( '— Please choose —', 'vitrine' ) ) ) . '</option>';
				}
				foreach ( (array) $field['options'] as $option ) {
					$html .= sprintf( '<option value="%1$s">%2$s</option>', esc_attr( (string) $option ), esc_html( (string) $option ) );
				}
				return $html . '</select>';
			case 'file':
				$accept = array_map( static fn( string $a ): string => str_contains( $a, '/' ) ? $a : '.' . ltrim( $a, '.' ), (array) ( $field['accept'] ?? array() ) );
				return '<input type="file"' . $attr . ( $accept ? ' accept="' . esc_attr( implode( ',', $accept ) ) . '"' : '' ) . '>';
			default:
				return sprintf( '<input type="%s"', esc_attr( (string) $field['type'] ) ) . $attr . '>';
		}
	}

	/**
	 * A checkbox or radio group: the group is the CF7 control (and carries the id a reply's
	 * `idref` names), each option a `wpcf7-list-item`.
	 *
	 * @param array<string, mixed> $field     Field.
	 * @param string               $id        Group id.
	 * @param string               $cf7       CF7 classes.
	 * @param string               $described Escaped aria-describedby attribute, or ''.
	 * @param string               $legend    Escaped legend content.
	 */
	private static function choices( array $field, string $id, string $cf7, string $described, string $legend ): string {
		$name    = (string) $field['name'];
		$type    = (string) $field['type'];
		$options = array_values( (array) $field['options'] );
		$last    = count( $options ) - 1;
		$html    = sprintf( '<fieldset class="vitrine-form__group %1$s" id="%2$s"%3$s><legend class="vitrine-form__label">%4$s</legend>', esc_attr( $cf7 ), esc_attr( $id ), $described, $legend );
		foreach ( $options as $i => $option ) {
			$free  = ! empty( $field['freeText'] ) && $last === $i;
			$item  = trim( 'wpcf7-list-item' . ( 0 === $i ? ' first' : '' ) . ( $last === $i ? ' last' : '' ) . ( $free ? ' has-free-text' : '' ) );
			$html .= sprintf(
				'<span class="%1$s"><label class="vitrine-form__option"><input class="vitrine-form__control" type="%2$s" name="%3$s" value="%4$s"> <span class="wpcf7-list-item-label">%5$s</span></label></span>',
				esc_attr( $item ),
				esc_attr( $type ),
				esc_attr( 'checkbox' === $type ? $name . '[]' : $name ),
				esc_attr( (string) $option ),
				esc_html( (string) $option )
			);
			if ( $free ) {
				// Enabled: without the script nothing could enable it; the server keeps the
				// text only when its option is checked.
				$html .= sprintf(
					'<input class="vitrine-form__control vitrine-form__free-text wpcf7-free-text" type="text" name="%1$s_free_text" aria-label="%2$s">',
					esc_attr( $name ),
					/* translators: %s: option label. */
					esc_attr( sprintf( __( '%s (please specify)', 'vitrine' ), (string) $option ) )
				);
			}
		}
		return $html . '</fieldset>';
	}
}
