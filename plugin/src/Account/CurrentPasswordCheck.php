<?php
/**
 * Checking a signed-in member's current password before a sensitive change.
 *
 * @package Vitrine
 */

declare( strict_types = 1 );

namespace Vitrine\Account;

use Vitrine\Core\RateLimiter\RateLimiter;
use WP_Error;
use WP_User;

defined( 'ABSPATH' ) || exit;

/**
 * A session alone must not be enough to take an account over: changing the email address
 * or the password asks for the current password (the account page's form, core's REST user
 * route). Each check is a login attempt for {@see LoginThrottle}: a wrong password uses up
 * the same limits as a failed login, and past a limit even the right one is refused, so a
 * stolen session cannot guess the password faster than the login form allows.
 */
final class CurrentPasswordCheck {

	public const INCORRECT = 'vitrine_current_password_incorrect';

	/**
	 * Sets up the check.
	 *
	 * @param LoginThrottle $throttle The login attempt counters.
	 */
	public function __construct( private LoginThrottle $throttle ) {}

	/**
	 * The check with the login policy's own (network-wide) counters.
	 */
	public static function create(): CurrentPasswordCheck {
		return new CurrentPasswordCheck( new LoginThrottle( RateLimiter::network() ) );
	}

	/**
	 * Whether a password is the member's current one, counted as a login attempt.
	 *
	 * @param WP_User $user     The member.
	 * @param string  $password The password they typed.
	 * @return bool|WP_Error True when right; 403 `vitrine_current_password_incorrect` when wrong;
	 *                       429 {@see LoginErrors::RATE_LIMITED} past a login limit.
	 */
	public function verify( WP_User $user, string $password ): bool|WP_Error {
		if ( ! $this->throttle->begin( $user->user_login ) ) {
			$this->throttle->finish( false );
			return LoginErrors::rate_limited( LoginLimits::current() );
		}
		$right = wp_check_password( $password, $user->user_pass, $user->ID );
		$this->throttle->finish( $right );
		if ( $right ) {
			return true;
		}
		return new WP_Error( self::INCORRECT, __( 'Your current password is incorrect.', 'vitrine' ), array( 'status' => 403 ) );
	}
}
