<?php
/**
 * Signed confirmation and unsubscribe links.
 *
 * @package Vitrine
 */

declare( strict_types = 1 );

namespace Vitrine\Newsletter;

defined( 'ABSPATH' ) || exit;

/**
 * Builds and verifies the links mailed to subscribers. Each link carries the subscriber id
 * and an HMAC-SHA256 over the purpose, the id, the address and (for confirmations) the
 * expiry, keyed with the site's secret salt: it cannot be forged or moved to another
 * subscriber, and changing the address invalidates it. Nothing is stored per link, so
 * every web node can verify it.
 */
final class LinkSigner {

	public const CONFIRM_ACTION     = 'vitrine_newsletter_confirm';
	public const UNSUBSCRIBE_ACTION = 'vitrine_newsletter_unsubscribe';

	/**
	 * Signature over a link's fields.
	 *
	 * @param string $purpose `confirm` or `unsubscribe`.
	 * @param int    $id      Subscriber id.
	 * @param string $email   Subscriber address.
	 * @param int    $expires Expiry timestamp (0: never).
	 */
	private static function sign( string $purpose, int $id, string $email, int $expires ): string {
		$key = hash_hmac( 'sha256', 'vitrine-newsletter-links', wp_salt( 'auth' ) );
		return hash_hmac( 'sha256', implode( '|', array( $purpose, $id, strtolower( $email ), $expires ) ), $key );
	}

	/**
	 * How long a confirmation link works, in seconds.
	 */
	public static function confirm_ttl(): int {
		/**
		 * Filters how long a double opt-in confirmation link stays valid.
		 *
		 * @since 0.1.0
		 *
		 * @param int $seconds Lifetime in seconds. Default one week.
		 */
		return max( 60, (int) apply_filters( 'vitrine_newsletter_confirm_ttl', 7 * DAY_IN_SECONDS ) );
	}

	/**
	 * The confirmation link of a pending subscriber.
	 *
	 * @param Subscriber $subscriber Subscriber.
	 * @param int|null   $expires    Expiry timestamp (default: now plus the lifetime).
	 */
	public static function confirm_url( Subscriber $subscriber, ?int $expires = null ): string {
		$expires ??= time() + self::confirm_ttl();
		return add_query_arg(
			array(
				'action'  => self::CONFIRM_ACTION,
				'sid'     => $subscriber->id,
				'expires' => $expires,
				'sig'     => self::sign( 'confirm', $subscriber->id, $subscriber->email, $expires ),
			),
			admin_url( 'admin-post.php' )
		);
	}

	/**
	 * The unsubscribe link of a subscriber (it never expires: every mail must keep working).
	 *
	 * @param Subscriber $subscriber Subscriber.
	 */
	public static function unsubscribe_url( Subscriber $subscriber ): string {
		return add_query_arg(
			array(
				'action' => self::UNSUBSCRIBE_ACTION,
				'sid'    => $subscriber->id,
				'sig'    => self::sign( 'unsubscribe', $subscriber->id, $subscriber->email, 0 ),
			),
			admin_url( 'admin-post.php' )
		);
	}

	/**
	 * Whether a confirmation signature is genuine (expiry checked separately).
	 *
	 * @param Subscriber $subscriber Subscriber the link names.
	 * @param int        $expires    Expiry from the link.
	 * @param string     $signature  Signature from the link.
	 */
	public static function verify_confirm( Subscriber $subscriber, int $expires, string $signature ): bool {
		return hash_equals( self::sign( 'confirm', $subscriber->id, $subscriber->email, $expires ), $signature );
	}

	/**
	 * Whether an unsubscribe signature is genuine.
	 *
	 * @param Subscriber $subscriber Subscriber the link names.
	 * @param string     $signature  Signature from the link.
	 */
	public static function verify_unsubscribe( Subscriber $subscriber, string $signature ): bool {
		return hash_equals( self::sign( 'unsubscribe', $subscriber->id, $subscriber->email, 0 ), $signature );
	}
}
