<?php
/**
 * Who is making the request.
 *
 * @package Vitrine
 */

declare( strict_types = 1 );

namespace Vitrine\Core\Visitor;

defined( 'ABSPATH' ) || exit;

/**
 * A stable identity for per-visitor state: the user id for members, and for guests a random
 * id kept in a signed cookie. The signature stops a guest from claiming another guest's id.
 */
final class Visitor {

	public const COOKIE = 'vitrine_visitor';

	/**
	 * Builds the visitor.
	 *
	 * @param int    $user_id  Logged-in user id, 0 for guests.
	 * @param string $guest_id Guest id (32 hex characters), empty for members or new guests.
	 */
	private function __construct( private int $user_id, private string $guest_id ) {}

	/**
	 * The visitor of the current request.
	 */
	public static function current(): Visitor {
		$user_id = get_current_user_id();
		if ( $user_id > 0 ) {
			return new Visitor( $user_id, '' );
		}
		$cookie = isset( $_COOKIE[ self::COOKIE ] ) ? sanitize_text_field( wp_unslash( $_COOKIE[ self::COOKIE ] ) ) : '';
		return new Visitor( 0, self::verify( $cookie ) ?? '' );
	}

	/**
	 * The key per-visitor rows are stored under: `u:<id>` or `g:<guest id>`; empty for a guest
	 * who has no cookie yet (call {@see Visitor::ensure_key()} before writing).
	 */
	public function key(): string {
		if ( $this->user_id > 0 ) {
			return 'u:' . $this->user_id;
		}
		return '' === $this->guest_id ? '' : 'g:' . $this->guest_id;
	}

	/**
	 * Returns the key, first giving a new guest an id and sending its signed cookie.
	 */
	public function ensure_key(): string {
		if ( 0 === $this->user_id && '' === $this->guest_id ) {
			$this->guest_id = bin2hex( random_bytes( 16 ) );
			$value          = $this->guest_id . '.' . self::sign( $this->guest_id );
			// The rest of this request sees the new visitor too (nonces made for it, for one).
			$_COOKIE[ self::COOKIE ] = $value;
			if ( ! headers_sent() ) {
				setcookie(
					self::COOKIE,
					$value,
					array(
						'expires'  => time() + YEAR_IN_SECONDS,
						'path'     => COOKIEPATH ? COOKIEPATH : '/',
						'domain'   => COOKIE_DOMAIN ? COOKIE_DOMAIN : '',
						'secure'   => is_ssl(),
						'httponly' => true,
						'samesite' => 'Lax',
					)
				);
			}
		}
		return $this->key();
	}

	/**
	 * Whether this visitor is logged in.
	 */
	public function is_member(): bool {
		return $this->user_id > 0;
	}

	/**
	 * Returns the guest id of a cookie value whose signature checks out.
	 *
	 * @param string $cookie Cookie value `<id>.<signature>`.
	 */
	public static function verify( string $cookie ): ?string {
		$parts = explode( '.', $cookie, 2 );
		if ( 2 !== count( $parts ) || ! preg_match( '/^[a-f0-9]{32}$/', $parts[0] ) ) {
			return null;
		}
		return hash_equals( self::sign( $parts[0] ), $parts[1] ) ? $parts[0] : null;
	}

	/**
	 * HMAC of a guest id with the site's secret salt.
	 *
	 * @param string $guest_id Guest id.
	 */
	private static function sign( string $guest_id ): string {
		return hash_hmac( 'sha256', $guest_id, wp_salt( 'auth' ) );
	}
}
