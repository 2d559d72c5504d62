<?php
/**
 * Newsletter mail.
 *
 * @package Vitrine
 */

declare( strict_types = 1 );

namespace Vitrine\Newsletter;

defined( 'ABSPATH' ) || exit;

/**
 * Sends subscriber mail through `wp_mail`. Every message ends with a one-click unsubscribe
 * link and carries `List-Unsubscribe` headers (RFC 2369 and RFC 8058), so mail clients can
 * offer their own unsubscribe button.
 */
final class Mailer {

	/**
	 * Sends a message to a subscriber, with the unsubscribe footer and headers added.
	 *
	 * @param Subscriber $subscriber Recipient.
	 * @param string     $subject    Subject.
	 * @param string     $body       Plain-text body.
	 */
	public function send( Subscriber $subscriber, string $subject, string $body ): bool {
		$unsubscribe = LinkSigner::unsubscribe_url( $subscriber );
		$body       .= "\n\n-- \n" . sprintf(
			/* translators: %s: unsubscribe URL. */
			__( 'To stop receiving these emails, unsubscribe with one click: %s', 'vitrine' ),
			$unsubscribe
		) . "\n";
		$headers = array(
			'From: ' . self::from(),
			'Content-Type: text/plain; charset=UTF-8',
			'List-Unsubscribe: <' . $unsubscribe . '>',
			'List-Unsubscribe-Post: List-Unsubscribe=One-Click',
		);
		return wp_mail( $subscriber->email, $subject, $body, $headers );
	}

	/**
	 * The sender: the site's name and admin address (WordPress's own default,
	 * `wordpress@<host>`, is not a valid address on hosts without a dot, like `localhost`).
	 */
	private static function from(): string {
		$name = str_replace( array( '"', "\r", "\n" ), '', wp_specialchars_decode( get_bloginfo( 'name' ), ENT_QUOTES ) );

		/**
		 * Filters the address newsletter mail is sent from.
		 *
		 * @since 0.1.0
		 *
		 * @param string $address Email address. Default the site's admin email.
		 */
		$address = (string) apply_filters( 'vitrine_newsletter_mail_from', (string) get_option( 'admin_email' ) );
		return sprintf( '"%s" <%s>', $name, $address );
	}

	/**
	 * Sends the double opt-in confirmation.
	 *
	 * @param Subscriber  $subscriber Pending subscriber.
	 * @param MailingList $list       The list.
	 */
	public function send_confirmation( Subscriber $subscriber, MailingList $list ): bool {
		$site     = wp_specialchars_decode( get_bloginfo( 'name' ), ENT_QUOTES );
		$greeting = '' !== $subscriber->first_name
			/* translators: %s: first name. */
			? sprintf( __( 'Hello %s,', 'vitrine' ), $subscriber->first_name )
			: __( 'Hello,', 'vitrine' );
		$body = $greeting . "\n\n"
			. sprintf(
				/* translators: 1: list name, 2: site name. */
				__( 'Please confirm that you want to receive “%1$s” from %2$s by opening this link:', 'vitrine' ),
				$list->name,
				$site
			) . "\n\n"
			. LinkSigner::confirm_url( $subscriber ) . "\n\n"
			. sprintf(
				/* translators: %d: number of days. */
				__( 'The link works for %d days. If you did not sign up, ignore this email: you will not be subscribed.', 'vitrine' ),
				(int) ceil( LinkSigner::confirm_ttl() / DAY_IN_SECONDS )
			);

		return $this->send(
			$subscriber,
			/* translators: %s: site name. */
			sprintf( __( 'Please confirm your subscription to %s', 'vitrine' ), $site ),
			$body
		);
	}
}
