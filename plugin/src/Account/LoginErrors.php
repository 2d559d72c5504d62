<?php
/**
 * The refusals a login can get.
 *
 * @package Vitrine
 */

declare( strict_types = 1 );

namespace Vitrine\Account;

use Vitrine\Core\Http\RetryAfter;
use WP_Error;

defined( 'ABSPATH' ) || exit;

/**
 * One wording for every door (wp-login.php, XML-RPC, application passwords, the popup), so
 * no answer tells whether an account exists or whether a password was right.
 */
final class LoginErrors {

	public const FAILED       = 'vitrine_login_failed';
	public const RATE_LIMITED = 'vitrine_login_rate_limited';

	/**
	 * Core's error codes that name what was wrong (no such user, no such email, wrong password):
	 * each is answered with {@see LoginErrors::failed()} instead.
	 */
	public const REVEALING_CODES = array(
		'invalid_username',
		'invalid_email',
		'incorrect_password',
		'authentication_failed',
	);

	/**
	 * The refusal of wrong credentials, whatever was wrong.
	 */
	public static function failed(): WP_Error {
		return new WP_Error(
			self::FAILED,
			__( 'The username, email address or password is incorrect.', 'vitrine' ),
			array( 'status' => 401 )
		);
	}

	/**
	 * The refusal of an attempt over the limit (even with the right password).
	 *
	 * @param LoginLimits $limits The limits in force.
	 */
	public static function rate_limited( LoginLimits $limits ): WP_Error {
		$minutes = $limits->window_minutes();
		return RetryAfter::refusal(
			self::RATE_LIMITED,
			sprintf(
				/* translators: %d: minutes to wait. */
				_n( 'Too many login attempts. Please wait %d minute and try again.', 'Too many login attempts. Please wait %d minutes and try again.', $minutes, 'vitrine' ),
				$minutes
			),
			$limits->window
		);
	}

	/**
	 * Whether an error only says which part of the credentials was wrong.
	 *
	 * @param WP_Error $error An authentication error.
	 */
	public static function is_revealing( WP_Error $error ): bool {
		return array() !== array_intersect( $error->get_error_codes(), self::REVEALING_CODES );
	}
}
