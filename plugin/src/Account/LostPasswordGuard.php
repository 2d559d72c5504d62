<?php
/**
 * The lost-password form, made silent about which accounts exist.
 *
 * @package Vitrine
 */

declare( strict_types = 1 );

namespace Vitrine\Account;

use Vitrine\Core\RateLimiter\RateLimiter;
use Vitrine\Core\Visitor\ClientIp;
use WP_Error;
use WP_User;

defined( 'ABSPATH' ) || exit;

/**
 * wp-login.php's lost-password form answers "There is no account with that username or email
 * address" for an unknown account and "Check your email" for a known one, so it would undo the
 * login policy's one-wording rule: anyone could probe which accounts exist. Here an unknown
 * account gets exactly the answer a known one gets (the "check your email" redirect), and no
 * mail is sent. Requests are limited per address, so the form cannot be used to flood an
 * inbox or to probe at speed.
 */
final class LostPasswordGuard {

	/**
	 * Sets up the guard.
	 *
	 * @param RateLimiter                     $limiter  Rate limiter.
	 * @param (callable(string): void) | null $redirect Ends the request with a redirect (tests).
	 */
	public function __construct( private RateLimiter $limiter, private $redirect = null ) {}

	/**
	 * Hooks the lost-password request.
	 */
	public function register(): void {
		add_action( 'lostpassword_post', array( $this, 'guard' ), 99, 2 );
	}

	/**
	 * `lostpassword_post`: refuses a request over the limit and answers an unknown account as
	 * if it were known. Only wp-login.php's form is concerned: an administrator sending a
	 * reset link from Users names an account that exists.
	 *
	 * @param WP_Error      $errors    Errors so far.
	 * @param WP_User|false $user_data The account asked for, or false.
	 */
	public function guard( $errors, $user_data ): void {
		if ( ! $errors instanceof WP_Error || ! $this->is_login_form() ) {
			return;
		}
		if ( in_array( 'empty_username', $errors->get_error_codes(), true ) ) {
			return;
		}

		if ( ! $this->within_limit() ) {
			$errors->add(
				'vitrine_lost_password_rate_limited',
				__( 'Too many password reset requests. Please wait a few minutes and try again.', 'vitrine' )
			);
			return;
		}

		if ( ! $user_data instanceof WP_User && $this->only_unknown_account( $errors ) ) {
			$this->answer_as_sent();
		}
	}

	/**
	 * Whether the request's only problem is that the account does not exist.
	 *
	 * @param WP_Error $errors Errors so far.
	 */
	private function only_unknown_account( WP_Error $errors ): bool {
		return array() === array_diff( $errors->get_error_codes(), array( 'invalid_email', 'invalidcombo' ) );
	}

	/**
	 * Counts the request for this address.
	 */
	private function within_limit(): bool {
		/**
		 * Filters how many password reset requests one address may make in a window.
		 *
		 * @since 0.2.0
		 *
		 * @param array{limit: int, window: int} $limit Requests, and the window in seconds.
		 */
		$limit = (array) apply_filters(
			'vitrine_lost_password_rate_limit',
			array(
				'limit'  => 5,
				'window' => 15 * MINUTE_IN_SECONDS,
			)
		);
		return $this->limiter->hit(
			'lost-password:' . ClientIp::get(),
			max( 1, (int) ( $limit['limit'] ?? 5 ) ),
			max( 1, (int) ( $limit['window'] ?? 900 ) )
		);
	}

	/**
	 * Sends the visitor where a request for a known account goes (core's own target).
	 */
	private function answer_as_sent(): void {
		// phpcs:ignore WordPress.Security.NonceVerification.Recommended -- Core's form carries no nonce; this mirrors core's own redirect.
		$requested = isset( $_REQUEST['redirect_to'] ) ? sanitize_text_field( wp_unslash( $_REQUEST['redirect_to'] ) ) : '';
		$target    = '' !== $requested ? $requested : 'wp-login.php?checkemail=confirm';

		if ( null !== $this->redirect ) {
			( $this->redirect )( $target );
			return;
		}
		wp_safe_redirect( $target );
		exit;
	}

	/**
	 * Whether this is wp-login.php's lost-password form.
	 */
	private function is_login_form(): bool {
		return 'wp-login.php' === ( $GLOBALS['pagenow'] ?? '' );
	}
}
