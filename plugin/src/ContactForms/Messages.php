<?php
/**
 * A form's messages.
 *
 * @package Vitrine
 */

declare( strict_types = 1 );

namespace Vitrine\ContactForms;

defined( 'ABSPATH' ) || exit;

/**
 * The message keys and their defaults (the reference's texts), editable per form.
 */
final class Messages {

	/**
	 * Default texts keyed by message key, with a short description for the editor.
	 *
	 * @return array<string, array{text: string, label: string}>
	 */
	public static function all(): array {
		return array(
			'mail_sent_ok'             => array(
				'label' => __( 'Sent successfully', 'vitrine' ),
				'text'  => __( 'Thank you for your message. It has been sent.', 'vitrine' ),
			),
			'mail_sent_ng'             => array(
				'label' => __( 'Sending failed', 'vitrine' ),
				'text'  => __( 'There was an error trying to send your message. Please try again later.', 'vitrine' ),
			),
			'validation_error'         => array(
				'label' => __( 'A field has an error', 'vitrine' ),
				'text'  => __( 'One or more fields have an error. Please check and try again.', 'vitrine' ),
			),
			'spam'                     => array(
				'label' => __( 'Taken for spam', 'vitrine' ),
				'text'  => __( 'There was an error trying to send your message. Please try again later.', 'vitrine' ),
			),
			'accept_terms'             => array(
				'label' => __( 'Terms not accepted', 'vitrine' ),
				'text'  => __( 'You must accept the terms and conditions before sending your message.', 'vitrine' ),
			),
			'invalid_required'         => array(
				'label' => __( 'Required field is empty', 'vitrine' ),
				'text'  => __( 'Please fill out this field.', 'vitrine' ),
			),
			'invalid_too_long'         => array(
				'label' => __( 'Input too long', 'vitrine' ),
				'text'  => __( 'This field has a too long input.', 'vitrine' ),
			),
			'invalid_too_short'        => array(
				'label' => __( 'Input too short', 'vitrine' ),
				'text'  => __( 'This field has a too short input.', 'vitrine' ),
			),
			'invalid_email'            => array(
				'label' => __( 'Invalid email address', 'vitrine' ),
				'text'  => __( 'Please enter a valid email address.', 'vitrine' ),
			),
			'invalid_url'              => array(
				'label' => __( 'Invalid URL', 'vitrine' ),
				'text'  => __( 'Please enter a valid URL.', 'vitrine' ),
			),
			'invalid_tel'              => array(
				'label' => __( 'Invalid telephone number', 'vitrine' ),
				'text'  => __( 'Please enter a valid telephone number.', 'vitrine' ),
			),
			'invalid_date'             => array(
				'label' => __( 'Invalid date', 'vitrine' ),
				'text'  => __( 'Please enter a date in YYYY-MM-DD format.', 'vitrine' ),
			),
			'date_too_early'           => array(
				'label' => __( 'Date too early', 'vitrine' ),
				'text'  => __( 'This field has a too early date.', 'vitrine' ),
			),
			'date_too_late'            => array(
				'label' => __( 'Date too late', 'vitrine' ),
				'text'  => __( 'This field has a too late date.', 'vitrine' ),
			),
			'invalid_time'             => array(
				'label' => __( 'Invalid time', 'vitrine' ),
				'text'  => __( 'Please enter a time in HH:MM format.', 'vitrine' ),
			),
			'invalid_day_of_week'      => array(
				'label' => __( 'Day of the week not allowed', 'vitrine' ),
				'text'  => __( 'Please choose another day of the week.', 'vitrine' ),
			),
			'invalid_number'           => array(
				'label' => __( 'Invalid number', 'vitrine' ),
				'text'  => __( 'Please enter a number.', 'vitrine' ),
			),
			'number_too_small'         => array(
				'label' => __( 'Number too small', 'vitrine' ),
				'text'  => __( 'This field has a too small number.', 'vitrine' ),
			),
			'number_too_large'         => array(
				'label' => __( 'Number too large', 'vitrine' ),
				'text'  => __( 'This field has a too large number.', 'vitrine' ),
			),
			'invalid_step'             => array(
				'label' => __( 'Number off the step', 'vitrine' ),
				'text'  => __( 'Please enter a number that matches the allowed steps.', 'vitrine' ),
			),
			'invalid_option'           => array(
				'label' => __( 'Unknown option', 'vitrine' ),
				'text'  => __( 'Undefined value was submitted through this field.', 'vitrine' ),
			),
			'too_few_items'            => array(
				'label' => __( 'Too few choices', 'vitrine' ),
				'text'  => __( 'Please select more options.', 'vitrine' ),
			),
			'too_many_items'           => array(
				'label' => __( 'Too many choices', 'vitrine' ),
				'text'  => __( 'Please select fewer options.', 'vitrine' ),
			),
			'quiz_answer_not_correct'  => array(
				'label' => __( 'Wrong quiz answer', 'vitrine' ),
				'text'  => __( 'The answer to the quiz is incorrect.', 'vitrine' ),
			),
			'upload_file_type_invalid' => array(
				'label' => __( 'File type not allowed', 'vitrine' ),
				'text'  => __( 'You are not allowed to upload files of this type.', 'vitrine' ),
			),
			'upload_file_too_large'    => array(
				'label' => __( 'File too large', 'vitrine' ),
				'text'  => __( 'The uploaded file is too large.', 'vitrine' ),
			),
			'upload_failed'            => array(
				'label' => __( 'Upload failed', 'vitrine' ),
				'text'  => __( 'There was an unknown error uploading the file.', 'vitrine' ),
			),
		);
	}

	/**
	 * Default texts keyed by message key.
	 *
	 * @return array<string, string>
	 */
	public static function defaults(): array {
		return array_map( static fn( array $m ): string => $m['text'], self::all() );
	}

	/**
	 * A form's messages: its own texts over the defaults, unknown keys dropped.
	 *
	 * @param array<string, mixed> $own The form's messages.
	 * @return array<string, string>
	 */
	public static function merge( array $own ): array {
		$messages = self::defaults();
		foreach ( $messages as $key => $default ) {
			if ( isset( $own[ $key ] ) && is_string( $own[ $key ] ) && '' !== trim( $own[ $key ] ) ) {
				$messages[ $key ] = $own[ $key ];
			}
		}
		return $messages;
	}
}
