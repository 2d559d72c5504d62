<?php
/**
 * Handling a submission.
 *
 * @package Vitrine
 */

declare( strict_types = 1 );

namespace Vitrine\ContactForms\Submission;

use RuntimeException;
use Vitrine\ContactForms\ContactForm;
use Vitrine\ContactForms\Quiz;
use Vitrine\ContactForms\Rendering\ElementIds;
use Vitrine\ContactForms\SchemaBuilder;
use Vitrine\ContactForms\Validation\SchemaValidator;
use Vitrine\ContactForms\Validation\Values;

defined( 'ABSPATH' ) || exit;

/**
 * Decides a submission's status in the reference's order — validation_failed →
 * acceptance_missing → spam → aborted → mail_sent / mail_failed — and makes sure nothing that
 * passed validation is lost: the row is written before the mail is sent.
 */
final class SubmissionService {

	/**
	 * Sets up the service.
	 *
	 * @param SchemaBuilder        $schema     Schema builder.
	 * @param SpamGuard            $spam       Spam checks.
	 * @param UploadStore          $uploads    Upload storage.
	 * @param SubmissionRepository $repository Storage.
	 * @param Mailer               $mailer     Mail.
	 */
	public function __construct(
		private SchemaBuilder $schema,
		private SpamGuard $spam,
		private UploadStore $uploads,
		private SubmissionRepository $repository,
		private Mailer $mailer
	) {}

	/**
	 * Handles one submission.
	 *
	 * @param ContactForm          $form     Form.
	 * @param array<string, mixed> $posted   Posted fields (unslashed).
	 * @param array<string, mixed> $files    Uploaded files ($_FILES shape).
	 * @param string               $unit_tag Unit tag.
	 * @param array{ip: string, user_agent: string, user_id: int} $client Who sends.
	 * @return array<string, mixed> The feedback response.
	 */
	public function submit( ContactForm $form, array $posted, array $files, string $unit_tag, array $client ): array {
		$values  = $this->values( $form, $posted );
		$uploads = $this->uploads_by_field( $form, $files );
		$errors  = $this->validate( $form, $values, $uploads, $posted );

		$response = array(
			'contact_form_id'  => $form->id,
			'status'           => '',
			'message'          => '',
			'posted_data_hash' => '',
			'into'             => '#' . $unit_tag,
			'invalid_fields'   => array(),
		);

		if ( $errors ) {
			$response['status']         = 'validation_failed';
			$response['message']        = $form->message( 'validation_error' );
			$response['invalid_fields'] = $this->invalid_fields( $errors, $unit_tag );
			return $this->finish( $response, $form );
		}

		if ( ! $this->accepted( $form, $posted ) ) {
			$response['status']  = 'acceptance_missing';
			$response['message'] = $form->message( 'accept_terms' );
			return $this->finish( $response, $form );
		}

		$reason = $this->spam->reason( $form, $posted, $client['ip'] );
		if ( SpamGuard::RATE_LIMIT === $reason ) {
			// Over the limit nothing is stored, or a flood would fill the table.
			$response['status']  = 'spam';
			$response['message'] = $form->message( 'spam' );
			return $this->finish( $response, $form );
		}
		if ( null !== $reason ) {
			$names = array();
			foreach ( $uploads as $field => $list ) {
				foreach ( $list as $upload ) {
					$names[ $field ][] = array(
						'name' => sanitize_file_name( (string) $upload['name'] ),
						'path' => '',
						'size' => (int) $upload['size'],
						'type' => '',
					);
				}
			}
			$this->repository->insert( $form->id, Submission::SPAM, $values + array( '_spam_reason' => $reason ), $names, $client['ip'], $client['user_agent'], $client['user_id'] );
			$response['status']  = 'spam';
			$response['message'] = $form->message( 'spam' );
			return $this->finish( $response, $form );
		}

		/**
		 * Filters whether to abort a valid submission before it is stored and mailed.
		 *
		 * Return a non-empty string (the message to show) or true to abort.
		 *
		 * @since 0.1.0
		 *
		 * @param bool|string          $abort  False to go on.
		 * @param ContactForm          $form   The form.
		 * @param array<string, mixed> $values The posted values.
		 */
		$abort = apply_filters( 'vitrine_contact_form_abort', false, $form, $values );

		// Empty only for validation_failed, acceptance_missing and spam (the reference).
		$response['posted_data_hash'] = $this->posted_data_hash( $values, $uploads );
		if ( false !== $abort && '' !== $abort && null !== $abort ) {
			$response['status']  = 'aborted';
			$response['message'] = is_string( $abort ) ? $abort : $form->message( 'mail_sent_ng' );
			return $this->finish( $response, $form );
		}

		$stored = array();
		foreach ( $uploads as $field => $list ) {
			foreach ( $list as $upload ) {
				$file = $this->uploads->store( $upload );
				if ( null === $file ) {
					$response['status']         = 'validation_failed';
					$response['message']        = $form->message( 'validation_error' );
					$response['invalid_fields'] = $this->invalid_fields( array( $field => $form->message( 'upload_failed' ) ), $unit_tag );
					$this->uploads->delete( $stored );
					return $this->finish( $response, $form );
				}
				$stored[ $field ][] = $file;
			}
		}

		try {
			$id = $this->repository->insert( $form->id, Submission::FAILED, $values, $stored, $client['ip'], $client['user_agent'], $client['user_id'] );
		} catch ( RuntimeException $e ) {
			unset( $e );
			$this->uploads->delete( $stored );
			$response['status']  = 'mail_failed';
			$response['message'] = $form->message( 'mail_sent_ng' );
			return $this->finish( $response, $form );
		}

		$submission = $this->repository->get( $id );
		$sent       = null !== $submission && $this->mailer->send( $form, $submission );
		if ( $sent ) {
			$this->repository->mark( $id, Submission::SENT );
			$response['status']  = 'mail_sent';
			$response['message'] = $form->message( 'mail_sent_ok' );
		} else {
			$response['status']  = 'mail_failed';
			$response['message'] = $form->message( 'mail_sent_ng' );
		}

		/**
		 * Fires after a valid submission was stored and its mail sent (or not).
		 *
		 * @since 0.1.0
		 *
		 * @param int         $id   Submission id.
		 * @param bool        $sent Whether the mail was sent.
		 * @param ContactForm $form The form.
		 */
		do_action( 'vitrine_contact_form_submitted', $id, $sent, $form );

		return $this->finish( $response, $form );
	}

	/**
	 * Adds fresh quiz values and applies the response filter.
	 *
	 * @param array<string, mixed> $response Response.
	 * @param ContactForm          $form     Form.
	 * @return array<string, mixed>
	 */
	private function finish( array $response, ContactForm $form ): array {
		$quizzes = $form->fields_of( 'quiz' );
		if ( $quizzes ) {
			$response['quiz'] = array();
			foreach ( $quizzes as $quiz ) {
				$response['quiz'][ $quiz['name'] ] = Quiz::pick( $quiz );
			}
		}

		/**
		 * Filters a contact form's feedback response, e.g. to answer `payment_required` or a
		 * custom status (`custom-{x}` on the client) after the mail was handled.
		 *
		 * @since 0.1.0
		 *
		 * @param array<string, mixed> $response The response (status, message, …).
		 * @param ContactForm          $form     The form.
		 */
		return (array) apply_filters( 'vitrine_contact_form_feedback', $response, $form );
	}

	/**
	 * The values of the form's fields, cleaned (other posted keys are ignored).
	 *
	 * @param ContactForm          $form   Form.
	 * @param array<string, mixed> $posted Posted fields.
	 * @return array<string, string|list<string>>
	 */
	public function values( ContactForm $form, array $posted ): array {
		$values = array();
		foreach ( $form->fields() as $field ) {
			$name = (string) $field['name'];
			$type = (string) $field['type'];
			if ( 'file' === $type ) {
				continue;
			}
			$raw = $posted[ $name ] ?? '';
			if ( in_array( $type, array( 'checkbox', 'select', 'radio' ), true ) ) {
				$list = array_values( array_map( array( $this, 'clean' ), array_filter( is_array( $raw ) ? $raw : array( $raw ), 'is_scalar' ) ) );
				$list = array_values( array_unique( array_filter( $list, static fn( string $v ): bool => '' !== $v ) ) );
				if ( ! empty( $field['freeText'] ) && $list ) {
					$last = end( $field['options'] );
					$free = Values::trim( $this->clean( is_scalar( $posted[ $name . '_free_text' ] ?? null ) ? (string) $posted[ $name . '_free_text' ] : '' ) );
					foreach ( $list as $i => $value ) {
						if ( $value === $last && '' !== $free ) {
							$list[ $i ] = $value . ' ' . $free;
						}
					}
				}
				$values[ $name ] = 'radio' === $type || ( 'select' === $type && empty( $field['multiple'] ) ) ? (string) ( $list[0] ?? '' ) : $list;
				continue;
			}
			$value = is_scalar( $raw ) ? $this->clean( (string) $raw ) : '';
			if ( 'acceptance' === $type ) {
				$value = '' !== trim( $value ) ? '1' : '';
			}
			$values[ $name ] = $value;
		}
		return $values;
	}

	/**
	 * Valid UTF-8 without control characters other than line breaks and tabs.
	 *
	 * @param mixed $value Value.
	 */
	private function clean( mixed $value ): string {
		$value = wp_check_invalid_utf8( (string) $value );
		$value = str_replace( array( "\r\n", "\r" ), "\n", $value );
		return (string) preg_replace( '/[\x00-\x08\x0B\x0C\x0E-\x1F\x7F]/', '', $value );
	}

	/**
	 * Uploads grouped by file field, one entry per file, empty slots dropped.
	 *
	 * @param ContactForm          $form  Form.
	 * @param array<string, mixed> $files $_FILES.
	 * @return array<string, list<array<string, mixed>>>
	 */
	private function uploads_by_field( ContactForm $form, array $files ): array {
		$out = array();
		foreach ( $form->fields_of( 'file' ) as $field ) {
			$entry = $files[ $field['name'] ] ?? null;
			if ( ! is_array( $entry ) || ! isset( $entry['name'] ) ) {
				continue;
			}
			$keys  = array( 'name', 'type', 'tmp_name', 'error', 'size' );
			$count = is_array( $entry['name'] ) ? count( $entry['name'] ) : 1;
			for ( $i = 0; $i < $count; $i++ ) {
				$one = array();
				foreach ( $keys as $key ) {
					$one[ $key ] = is_array( $entry['name'] ) ? ( $entry[ $key ][ $i ] ?? null ) : ( $entry[ $key ] ?? null );
				}
				if ( UPLOAD_ERR_NO_FILE === (int) $one['error'] || '' === (string) $one['name'] ) {
					continue;
				}
				$out[ $field['name'] ][] = $one;
				break; // A file field takes one file; extra files in a crafted request are ignored.
			}
		}
		return $out;
	}

	/**
	 * Runs the schema, then the server-only checks (quiz answers, real file content).
	 *
	 * @param ContactForm                                  $form    Form.
	 * @param array<string, string|list<string>>           $values  Values.
	 * @param array<string, list<array<string, mixed>>>    $uploads Uploads.
	 * @param array<string, mixed>                         $posted  Posted fields.
	 * @return array<string, string> Errors by field.
	 */
	private function validate( ContactForm $form, array $values, array $uploads, array $posted ): array {
		$described = array();
		foreach ( $uploads as $field => $list ) {
			foreach ( $list as $upload ) {
				$described[ $field ][] = array(
					'name' => (string) $upload['name'],
					'size' => (int) $upload['size'],
					'type' => (string) $upload['type'],
				);
			}
		}
		$errors = SchemaValidator::validate( $this->schema->build( $form ), $values, $described );

		foreach ( $form->fields_of( 'file' ) as $field ) {
			$name = (string) $field['name'];
			foreach ( $uploads[ $name ] ?? array() as $upload ) {
				$problem = isset( $errors[ $name ] ) ? null : $this->uploads->check( $upload, $field );
				if ( null !== $problem ) {
					$errors[ $name ] = $form->message( $problem );
				}
			}
		}
		foreach ( $this->server_limits( $form, $values ) as $name => $key ) {
			$errors[ $name ] = $errors[ $name ] ?? $form->message( $key );
		}
		foreach ( $form->fields_of( 'quiz' ) as $field ) {
			$name   = (string) $field['name'];
			$answer = is_scalar( $posted[ $name ] ?? null ) ? (string) $posted[ $name ] : '';
			$hash   = is_scalar( $posted[ '_wpcf7_quiz_answer_' . $name ] ?? null ) ? (string) $posted[ '_wpcf7_quiz_answer_' . $name ] : '';
			if ( ! Quiz::is_correct( $field, $answer, $hash ) ) {
				$errors[ $name ] = $form->message( 'quiz_answer_not_correct' );
			}
		}

		/**
		 * Filters a submission's field errors after the schema and server checks ran.
		 *
		 * @since 0.1.0
		 *
		 * @param array<string, string> $errors Error message by field name.
		 * @param ContactForm           $form   The form.
		 * @param array<string, mixed>  $values The posted values.
		 */
		return (array) apply_filters( 'vitrine_contact_form_validation_errors', $errors, $form, $values );
	}

	/**
	 * Limits the schema leaves to the form's author but a server must not: a value no longer
	 * than a filterable cap (a field without maxLength would otherwise store megabytes), and
	 * only the offered options in a free-text choice (whose schema has no enum rule, since the
	 * last option carries the typed text).
	 *
	 * @param ContactForm                        $form   Form.
	 * @param array<string, string|list<string>> $values Values.
	 * @return array<string, string> Message key by field name.
	 */
	private function server_limits( ContactForm $form, array $values ): array {
		/**
		 * Filters the longest value a contact form field accepts, in characters, whatever
		 * the form's own limits (the whole of a checkbox group counts).
		 *
		 * @since 0.1.0
		 *
		 * @param int         $length Maximum length (default 10000).
		 * @param ContactForm $form   The form.
		 */
		$cap      = max( 1, (int) apply_filters( 'vitrine_contact_form_max_value_length', 10000, $form ) );
		$problems = array();
		foreach ( $form->fields() as $field ) {
			$name  = (string) $field['name'];
			$value = $values[ $name ] ?? '';
			$list  = is_array( $value ) ? $value : array( $value );
			if ( mb_strlen( implode( '', $list ) ) > max( $cap, (int) ( $field['maxLength'] ?? 0 ) ) ) {
				$problems[ $name ] = 'invalid_too_long';
				continue;
			}
			if ( ! empty( $field['freeText'] ) ) {
				$options = array_map( 'strval', (array) ( $field['options'] ?? array() ) );
				$last    = (string) end( $options );
				foreach ( $list as $one ) {
					if ( ! in_array( $one, $options, true ) && ! str_starts_with( $one, $last . ' ' ) ) {
						$problems[ $name ] = 'invalid_option';
						break;
					}
				}
			}
		}
		return $problems;
	}

	/**
	 * Whether every required acceptance box is in its accepted state.
	 *
	 * @param ContactForm          $form   Form.
	 * @param array<string, mixed> $posted Posted fields.
	 */
	private function accepted( ContactForm $form, array $posted ): bool {
		foreach ( $form->fields_of( 'acceptance' ) as $field ) {
			if ( ! empty( $field['optional'] ) ) {
				continue;
			}
			$checked = '' !== trim( is_scalar( $posted[ $field['name'] ] ?? null ) ? (string) $posted[ $field['name'] ] : '' );
			if ( ! empty( $field['invert'] ) === $checked ) {
				return false;
			}
		}
		return true;
	}

	/**
	 * The response's invalid_fields: `idref` is the id of the field's control in the rendered
	 * form, `error_id` the id of its tip.
	 *
	 * @param array<string, string> $errors   Errors by field.
	 * @param string                $unit_tag Unit tag.
	 * @return list<array{field: string, message: string, idref: string, error_id: string}>
	 */
	private function invalid_fields( array $errors, string $unit_tag ): array {
		$out = array();
		foreach ( $errors as $field => $message ) {
			$out[] = array(
				'field'    => (string) $field,
				'message'  => (string) $message,
				'idref'    => ElementIds::control( $unit_tag, (string) $field ),
				'error_id' => ElementIds::tip( $unit_tag, (string) $field ),
			);
		}
		return $out;
	}

	/**
	 * A hash of the posted data — the values and the uploaded files' names, sizes and
	 * contents — so the client can tell a repeated submission.
	 *
	 * @param array<string, mixed>                      $values  Values.
	 * @param array<string, list<array<string, mixed>>> $uploads Uploads.
	 */
	private function posted_data_hash( array $values, array $uploads = array() ): string {
		$files = array();
		foreach ( $uploads as $field => $list ) {
			foreach ( $list as $upload ) {
				$tmp               = (string) ( $upload['tmp_name'] ?? '' );
				$files[ $field ][] = array( (string) $upload['name'], (int) $upload['size'], '' !== $tmp && is_file( $tmp ) ? (string) md5_file( $tmp ) : '' );
			}
		}
		ksort( $values );
		ksort( $files );
		return hash_hmac( 'md5', 'vitrine_submission|' . wp_json_encode( array( $values, $files ) ), wp_salt( 'nonce' ) );
	}
}
