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
	 * @return string|null Null when wp_mail() accepted it; otherwise why it failed.
	 */
	public static function send( string|array $to, string $subject, string $message, array $headers = array(), array $attachments = array() ): ?string {
		$reason  = '';
		$capture = static function ( $error ) use ( &$reason ): void {
			if ( $error instanceof WP_Error ) {
				$reason = $error->get_error_message();
			}
		};
		add_action( 'wp_mail_failed', $capture );
		try {
			$sent = (bool) wp_mail( $to, $subject, $message, $headers, $attachments );
		} finally {
			remove_action( 'wp_mail_failed', $capture );
		}
		if ( $sent ) {
			return null;
		}
		return '' !== $reason ? $reason : __( 'The mail could not be handed to the mail server.', 'vitrine' );
	}
}
