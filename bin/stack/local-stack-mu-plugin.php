<?php
/**
 * Plugin Name: Vitrine local stack
 * Description: Sends mail to the local SMTP sink. Written by bin/lib.sh for the local stack only.
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
