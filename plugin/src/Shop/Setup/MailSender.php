<?php
/**
 * The sender of the site's mails, as the setup set it.
 *
 * @package Vitrine
 */

declare( strict_types = 1 );

namespace Vitrine\Shop\Setup;

defined( 'ABSPATH' ) || exit;

/**
 * Puts the setup's sender name and address on every mail WordPress sends (core's
 * `wp_mail_from` filters, early, so a mail plugin's own setting still wins) and names the
 * logo the HTML mails show.
 */
final class MailSender {

	/**
	 * Hooks in.
	 */
	public function register(): void {
		add_filter( 'wp_mail_from', array( self::class, 'from' ), 5 );
		add_filter( 'wp_mail_from_name', array( self::class, 'from_name' ), 5 );
	}

	/**
	 * The sender address.
	 *
	 * @param mixed $email Address so far.
	 */
	public static function from( $email ): string {
		$chosen = StoreSettings::get()['mail_from_email'];
		return '' !== $chosen ? $chosen : (string) $email;
	}

	/**
	 * The sender name.
	 *
	 * @param mixed $name Name so far.
	 */
	public static function from_name( $name ): string {
		$chosen = StoreSettings::get()['mail_from_name'];
		return '' !== $chosen ? $chosen : (string) $name;
	}

	/**
	 * The logo of the HTML mails chosen in the setup, or 0.
	 */
	public static function logo(): int {
		return StoreSettings::get()['mail_logo'];
	}
}
