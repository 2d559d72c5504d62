<?php
/**
 * The form's mail.
 *
 * @package Vitrine
 */

declare( strict_types = 1 );

namespace Vitrine\ContactForms\Submission;

use Vitrine\ContactForms\ContactForm;

defined( 'ABSPATH' ) || exit;

/**
 * Builds the mail from the form's template (field tags such as `[your-email]` replaced) and
 * sends it with wp_mail(). Header values are single lines: CR, LF and other control characters
 * in submitted values are removed before they reach a header, so a visitor cannot add headers.
 */
final class Mailer {

	/**
	 * Sends a submission's mail.
	 *
	 * @param ContactForm $form       Form.
	 * @param Submission  $submission Stored submission.
	 * @return bool Whether wp_mail() accepted it.
	 */
	public function send( ContactForm $form, Submission $submission ): bool {
		$mail = $this->compose( $form, $submission );
		if ( '' === $mail['to'] ) {
			return false;
		}
		return (bool) wp_mail( $mail['to'], $mail['subject'], $mail['body'], $mail['headers'], $mail['attachments'] );
	}

	/**
	 * The mail as wp_mail() takes it.
	 *
	 * @param ContactForm $form       Form.
	 * @param Submission  $submission Submission.
	 * @return array{to: string, subject: string, body: string, headers: list<string>, attachments: list<string>}
	 */
	public function compose( ContactForm $form, Submission $submission ): array {
		$template = $form->mail();
		$to       = $this->addresses( $this->header( $this->replace( '' !== $template['to'] ? $template['to'] : '[_site_admin_email]', $form, $submission, true ) ) );
		$subject  = $this->header( $this->replace( '' !== $template['subject'] ? $template['subject'] : '[_site_title] "[your-subject]"', $form, $submission ) );
		$body     = $this->replace( '' !== $template['body'] ? $template['body'] : $this->default_body( $form ), $form, $submission );

		$headers = array( 'Content-Type: text/plain; charset=UTF-8' );
		$from    = $this->header( $this->replace( $template['from'], $form, $submission, true ) );
		if ( '' !== $from && $this->has_address( $from ) ) {
			$headers[] = 'From: ' . $from;
		}
		$reply = $this->header( $this->replace( $template['replyTo'], $form, $submission, true ) );
		if ( '' !== $reply && $this->has_address( $reply ) ) {
			$headers[] = 'Reply-To: ' . $reply;
		}

		$attachments = array();
		if ( preg_match_all( '/\[([A-Za-z][-A-Za-z0-9_:]*)\]/', $template['attachments'], $m ) ) {
			foreach ( $m[1] as $name ) {
				foreach ( (array) ( $submission->files[ $name ] ?? array() ) as $file ) {
					$path = (string) ( $file['path'] ?? '' );
					if ( '' !== $path && is_readable( $path ) ) {
						$attachments[] = $path;
					}
				}
			}
		}

		$mail = array(
			'to'          => $to,
			'subject'     => $subject,
			'body'        => $body,
			'headers'     => $headers,
			'attachments' => $attachments,
		);

		/**
		 * Filters a contact form's mail before it is sent.
		 *
		 * @since 0.1.0
		 *
		 * @param array{to: string, subject: string, body: string, headers: list<string>, attachments: list<string>} $mail The mail.
		 * @param ContactForm $form       The form.
		 * @param Submission  $submission The stored submission.
		 */
		return apply_filters( 'vitrine_contact_form_mail', $mail, $form, $submission );
	}

	/**
	 * Replaces `[field]` tags and the special tags `[_site_title]`, `[_site_url]`,
	 * `[_site_admin_email]`, `[_date]`, `[_time]`, `[_remote_ip]`, `[_user_agent]`,
	 * `[_submission_id]`. Unknown tags are left as they are; replaced text is never scanned for
	 * tags again.
	 *
	 * In an address header (`$address` true) a replaced value cannot change the header's
	 * structure: quotes, angle brackets, commas, semicolons, colons and backslashes are removed
	 * from it, so a name such as `Eve <eve@evil.example>, Bob` cannot add a recipient or a
	 * Reply-To address.
	 *
	 * @param string      $template   Text with tags.
	 * @param ContactForm $form       Form.
	 * @param Submission  $submission Submission.
	 * @param bool        $address    Whether the text is an address header (To, From, Reply-To).
	 */
	public function replace( string $template, ContactForm $form, Submission $submission, bool $address = false ): string {
		$created = strtotime( $submission->created_at . ' UTC' );
		$special = array(
			'_site_title'       => wp_specialchars_decode( get_bloginfo( 'name' ), ENT_QUOTES ),
			'_site_url'         => home_url( '/' ),
			'_site_admin_email' => (string) get_option( 'admin_email' ),
			'_date'             => wp_date( (string) get_option( 'date_format' ), $created ? $created : null ),
			'_time'             => wp_date( (string) get_option( 'time_format' ), $created ? $created : null ),
			'_remote_ip'        => $submission->ip,
			'_user_agent'       => $submission->user_agent,
			'_submission_id'    => (string) $submission->id,
			'_form_title'       => $form->title,
		);
		$value   = static function ( string $name ) use ( $form, $submission, $special ): ?string {
			if ( isset( $special[ $name ] ) ) {
				return (string) $special[ $name ];
			}
			$field = $form->field( $name );
			if ( null === $field ) {
				return null;
			}
			if ( 'file' === $field['type'] ) {
				return implode( ', ', array_map( static fn( $f ): string => (string) ( $f['name'] ?? '' ), (array) ( $submission->files[ $name ] ?? array() ) ) );
			}
			return $submission->text( $name );
		};
		return (string) preg_replace_callback(
			'/\[(_?[A-Za-z][-A-Za-z0-9_:]*)\]/',
			static function ( array $m ) use ( $value, $address ): string {
				$text = $value( $m[1] );
				if ( null === $text ) {
					return $m[0];
				}
				return $address ? trim( (string) preg_replace( '/[\x00-\x1F\x7F"<>,;:\\\\]+/', ' ', $text ) ) : $text;
			},
			$template
		);
	}

	/**
	 * A body listing every field, for forms whose mail has no body.
	 *
	 * @param ContactForm $form Form.
	 */
	private function default_body( ContactForm $form ): string {
		$lines = array();
		foreach ( $form->fields() as $field ) {
			if ( 'quiz' !== $field['type'] ) {
				$lines[] = ( '' !== $field['label'] ? $field['label'] : $field['name'] ) . ': [' . $field['name'] . ']';
			}
		}
		/* translators: %s: site title. */
		$lines[] = "\n-- \n" . sprintf( __( 'This message was sent from a contact form on %s.', 'vitrine' ), '[_site_title] ([_site_url])' );
		return implode( "\n", $lines );
	}

	/**
	 * One header line: control characters (CR, LF, …) become spaces.
	 *
	 * @param string $value Value.
	 */
	private function header( string $value ): string {
		return trim( (string) preg_replace( '/[\x00-\x1F\x7F]+/', ' ', $value ) );
	}

	/**
	 * Keeps only valid addresses of a comma-separated recipient list.
	 *
	 * @param string $list Recipients.
	 */
	private function addresses( string $list ): string {
		$valid = array();
		foreach ( explode( ',', $list ) as $part ) {
			$part = trim( $part );
			if ( $this->has_address( $part ) ) {
				$valid[] = $part;
			}
		}
		return implode( ', ', $valid );
	}

	/**
	 * Whether a header value is `address` or `Name <address>` with a valid address.
	 *
	 * @param string $value Value.
	 */
	private function has_address( string $value ): bool {
		$address = preg_match( '/<([^<>]+)>\s*$/', $value, $m ) ? $m[1] : $value;
		return (bool) is_email( trim( $address ) );
	}
}
