<?php
/**
 * wp_mail() with the reason it failed.
 *
 * @package Vitrine
 */

declare( strict_types = 1 );

namespace Vitrine\Core\Mail;

use WP_Error;

defined( 'ABSPATH' ) || exit;

/**
 * Sends one mail with wp_mail() and, when it fails, says why: the message of the
 * `wp_mail_failed` error core fires (PHPMailer's "SMTP Error: …", "Invalid address …"), or a
 * general one when a `pre_wp_mail` filter or a replaced wp_mail() refused without saying.
 * What the callers store so that an administrator sees the failure and can send again.
 *
 * Given a text part, the message is HTML and the mail goes as multipart/alternative: wp_mail()
 * sends HTML when the Content-Type header says so, and the text becomes PHPMailer's AltBody
 * (set on `phpmailer_init`, for this mail only), which mail clients that show no HTML read.
 */
final class MailDelivery {

	/**
	 * Sends a mail.
	 *
	 * @param string|list<string> $to          Recipients.
	 * @param string              $subject     Subject.
	 * @param string              $message     Body.
	 * @param list<string>        $headers     Headers.
	 * @param list<string>        $attachments File paths.
	 * @param string|null         $text        The text part when $message is HTML ({@see MailLayout}).
	 * @return string|null Null when wp_mail() accepted it; otherwise why it failed.
	 */
	public static function send( string|array $to, string $subject, string $message, array $headers = array(), array $attachments = array(), ?string $text = null ): ?string {
		$reason      = '';
		$capture     = static function ( $error ) use ( &$reason ): void {
			if ( $error instanceof WP_Error ) {
				$reason = $error->get_error_message();
			}
		};
		$alternative = static function ( $mailer ) use ( $text ): void {
			if ( is_object( $mailer ) && property_exists( $mailer, 'AltBody' ) ) {
				$mailer->AltBody = (string) $text; // phpcs:ignore WordPress.NamingConventions.ValidVariableName.UsedPropertyNotSnakeCase -- PHPMailer's.
			}
		};
		if ( null !== $text ) {
			$headers[] = 'Content-Type: text/html; charset=UTF-8';
			add_action( 'phpmailer_init', $alternative );
		}
		add_action( 'wp_mail_failed', $capture );
		try {
			$sent = (bool) wp_mail( $to, $subject, $message, $headers, $attachments );
		} finally {
			remove_action( 'wp_mail_failed', $capture );
			remove_action( 'phpmailer_init', $alternative );
		}
		if ( $sent ) {
			return null;
		}
		return '' !== $reason ? $reason : __( 'The mail could not be handed to the mail server.', 'vitrine' );
	}
}
