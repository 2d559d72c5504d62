<?php
/**
 * Password strength score.
 *
 * @package Vitrine
 */

declare( strict_types = 1 );

namespace Vitrine\Account;

defined( 'ABSPATH' ) || exit;

/**
 * The site's one password rule (docs/product-spec.md §5), the same function as
 * `src/lib/password-strength.ts`; both run the vectors in `tests/fixtures/password-strength.json`.
 * Every password the site sets is held to it on the server: the popup's and the checkout's
 * registration ({@see RegistrationService::check_password()}) and the account page's change
 * ({@see Customer\AccountDetails::validate()}); the meters only tell it early.
 *
 * The score is the sum of: 1 for a lowercase letter; 1 for an uppercase letter when the length
 * is at least 8; 1 for a digit when the length is at least 12; 1 for one of `$@#&!` when the
 * length is at least 14. Length counts Unicode code points (an emoji is one character, as
 * a person counts it). Letters and digits are Unicode categories (Ll, Lu, Nd), so "é" is a
 * lowercase letter and "É" an uppercase one. A string that is not valid UTF-8 scores 0.
 */
final class PasswordStrength {

	/**
	 * The lowest score a new password may have.
	 */
	public const MINIMUM = 2;

	/**
	 * Scores a password from 0 to 4.
	 *
	 * @param string $password The password, UTF-8.
	 */
	public static function score( string $password ): int {
		if ( '' === $password || ! mb_check_encoding( $password, 'UTF-8' ) ) {
			return 0;
		}
		$length = mb_strlen( $password, 'UTF-8' );
		$score  = 0;
		if ( preg_match( '/\p{Ll}/u', $password ) ) {
			++$score;
		}
		if ( $length >= 8 && preg_match( '/\p{Lu}/u', $password ) ) {
			++$score;
		}
		if ( $length >= 12 && preg_match( '/\p{Nd}/u', $password ) ) {
			++$score;
		}
		if ( $length >= 14 && preg_match( '/[$@#&!]/', $password ) ) {
			++$score;
		}
		return $score;
	}

	/**
	 * Whether the password is strong enough for a new account.
	 *
	 * @param string $password The password.
	 */
	public static function is_acceptable( string $password ): bool {
		return self::score( $password ) >= self::MINIMUM;
	}

	/**
	 * The refusal of a password below the minimum: one wording for every form that sets one
	 * (popup and checkout registration, the account page), and the meter's warning.
	 */
	public static function too_weak_message(): string {
		return __( 'This password is too weak. Use at least 8 characters with lowercase and uppercase letters.', 'vitrine' );
	}
}
