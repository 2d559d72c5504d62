<?php
/**
 * Plugin Name: Vitrine local stack mail
 * Description: Sends mail to the local SMTP sink. Written by bin/lib.sh for the local stack only, on every site including the bare one.
 */

add_action(
	'phpmailer_init',
	static function ( $phpmailer ) {
		$phpmailer->isSMTP();
		$phpmailer->Host        = '127.0.0.1';
		$phpmailer->Port        = defined( 'VITRINE_SMTP_PORT' ) ? VITRINE_SMTP_PORT : 2525;
		$phpmailer->SMTPAuth    = false;
		$phpmailer->SMTPAutoTLS = false;
	}
);

/*
 * WordPress's default sender is wordpress@<host>; on "localhost" PHPMailer rejects that
 * address and no mail leaves. Real sites have a real domain; the local stack uses a test one.
 */
add_filter(
	'wp_mail_from',
	static function ( $from ) {
		return str_ends_with( (string) $from, '@localhost' ) ? 'wordpress@vitrine.test' : $from;
	}
);
