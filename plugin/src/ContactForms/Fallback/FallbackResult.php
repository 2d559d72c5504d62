<?php
/**
 * The outcome of a no-JavaScript submission, carried by the redirect.
 *
 * @package Vitrine
 */

declare( strict_types = 1 );

namespace Vitrine\ContactForms\Fallback;

use Vitrine\ContactForms\ContactForm;

defined( 'ABSPATH' ) || exit;

/**
 * A short-lived, signed key for the query string: the form, its unit tag, the status and the
 * message key of each invalid field — never text. The page maps the keys to the form's own
 * messages, so a crafted URL can neither put words on the page nor outlive a few minutes, and
 * nothing the visitor typed travels in the URL.
 */
final class FallbackResult {

	public const QUERY_ARG = 'vitrine_form_result';

	public const LIFETIME = 10 * MINUTE_IN_SECONDS;

	/**
	 * The message key of each status the page shows.
	 */
	private const STATUS_MESSAGES = array(
		'mail_sent'          => 'mail_sent_ok',
		'mail_failed'        => 'mail_sent_ng',
		'validation_failed'  => 'validation_error',
		'acceptance_missing' => 'accept_terms',
		'spam'               => 'spam',
		'aborted'            => 'mail_sent_ng',
	);

	/**
	 * Encodes a feedback response.
	 *
	 * @param ContactForm          $form     Form.
	 * @param string               $unit_tag Unit tag.
	 * @param array<string, mixed> $response The feedback response.
	 * @param int|null             $now      Time (defaults to now).
	 */
	public static function encode( ContactForm $form, string $unit_tag, array $response, ?int $now = null ): string {
		$status   = (string) ( $response['status'] ?? '' );
		$status   = isset( self::STATUS_MESSAGES[ $status ] ) ? $status : 'mail_failed';
		$by_text  = array_flip( $form->messages() );
		$invalid  = array();
		$messages = is_array( $response['invalid_fields'] ?? null ) ? $response['invalid_fields'] : array();
		foreach ( $messages as $item ) {
			if ( is_array( $item ) && null !== $form->field( (string) ( $item['field'] ?? '' ) ) ) {
				$invalid[ (string) $item['field'] ] = (string) ( $by_text[ (string) ( $item['message'] ?? '' ) ] ?? 'validation_error' );
			}
		}
		$payload = self::base64url( (string) wp_json_encode( array( $form->id, $unit_tag, $status, $invalid, $now ?? time() ) ) );
		return $payload . '.' . self::sign( $payload );
	}

	/**
	 * Decodes a key for a form placed with a unit tag.
	 *
	 * @param string      $key      The query string's key.
	 * @param ContactForm $form     Form.
	 * @param string      $unit_tag Unit tag of the form on this page.
	 * @param int|null    $now      Time (defaults to now).
	 * @return array{status: string, message: string, invalid: array<string, string>}|null Null when not for this form, forged or expired.
	 */
	public static function decode( string $key, ContactForm $form, string $unit_tag, ?int $now = null ): ?array {
		if ( strlen( $key ) > 2000 || ! preg_match( '/^([A-Za-z0-9_-]+)\.([0-9a-f]{64})$/', $key, $m ) || ! hash_equals( self::sign( $m[1] ), $m[2] ) ) {
			return null;
		}
		$data = json_decode( (string) base64_decode( strtr( $m[1], '-_', '+/' ), true ), true ); // phpcs:ignore WordPress.PHP.DiscouragedPHPFunctions.obfuscation_base64_decode -- the signed payload encode() wrote.
		if ( ! is_array( $data ) || 5 !== count( $data ) || ! is_array( $data[3] ) ) {
			return null;
		}
		list( $form_id, $unit, $status, $invalid, $time ) = $data;
		$age = ( $now ?? time() ) - (int) $time;
		if ( $form->id !== (int) $form_id || $unit_tag !== $unit || ! isset( self::STATUS_MESSAGES[ $status ] ) || $age < 0 || $age > self::LIFETIME ) {
			return null;
		}
		$messages = $form->messages();
		$errors   = array();
		foreach ( $invalid as $field => $message_key ) {
			if ( null !== $form->field( (string) $field ) ) {
				$errors[ (string) $field ] = $messages[ (string) $message_key ] ?? $messages['validation_error'];
			}
		}
		return array(
			'status'  => (string) $status,
			'message' => $messages[ self::STATUS_MESSAGES[ $status ] ] ?? '',
			'invalid' => $errors,
		);
	}

	/**
	 * The class the form takes for a status (as the widget's).
	 *
	 * @param string $status Feedback status.
	 */
	public static function css_class( string $status ): string {
		$classes = array(
			'mail_sent'          => 'sent',
			'mail_failed'        => 'failed',
			'validation_failed'  => 'invalid',
			'acceptance_missing' => 'unaccepted',
			'spam'               => 'spam',
			'aborted'            => 'aborted',
		);
		return $classes[ $status ] ?? 'failed';
	}

	/**
	 * URL-safe base64 without padding.
	 *
	 * @param string $data Data.
	 */
	private static function base64url( string $data ): string {
		return rtrim( strtr( base64_encode( $data ), '+/', '-_' ), '=' ); // phpcs:ignore WordPress.PHP.DiscouragedPHPFunctions.obfuscation_base64_encode -- a URL-safe signed payload.
	}

	/**
	 * The signature of a payload.
	 *
	 * @param string $payload Payload.
	 */
	private static function sign( string $payload ): string {
		return hash_hmac( 'sha256', 'vitrine_form_result|' . $payload, wp_salt( 'nonce' ) );
	}
}
