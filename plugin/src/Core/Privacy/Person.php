<?php
/**
 * Whose data a privacy request is about.
 *
 * @package Vitrine
 */

declare( strict_types = 1 );

namespace Vitrine\Core\Privacy;

defined( 'ABSPATH' ) || exit;

/**
 * The person behind an email address of an export or erase request: the address itself, and
 * the account registered with it, whose id keys the per-visitor rows (`u:<id>`) of likes,
 * carts and wishlists. A guest's rows are keyed to a random cookie id that no address leads
 * to; they expire on their own (docs/privacy-and-lifecycle.md).
 */
final class Person {

	/**
	 * Sets up the person.
	 *
	 * @param string $email   Email address, sanitised.
	 * @param int    $user_id Account id, 0 when no account has that address.
	 */
	private function __construct( public readonly string $email, public readonly int $user_id ) {}

	/**
	 * The person of a request's address.
	 *
	 * @param mixed $email Email address as the privacy request passes it.
	 */
	public static function of( $email ): Person {
		$email = sanitize_email( (string) $email );
		$user  = '' === $email ? false : get_user_by( 'email', $email );
		return new Person( $email, $user ? (int) $user->ID : 0 );
	}

	/**
	 * Whether the request names anyone.
	 */
	public function is_known(): bool {
		return '' !== $this->email;
	}

	/**
	 * The key per-visitor rows of the account are stored under, '' without an account.
	 */
	public function visitor_key(): string {
		return $this->user_id > 0 ? 'u:' . $this->user_id : '';
	}
}
