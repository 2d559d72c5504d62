<?php
/**
 * @package Vitrine
 */

declare( strict_types = 1 );

namespace Vitrine\Tests\Account;

use Vitrine\Account\LoginErrors;
use Vitrine\Account\LoginLimits;
use Vitrine\Account\LoginThrottle;
use Vitrine\Core\RateLimiter\RateLimiter;
use Vitrine\Tests\TestCase;
use WP_Application_Passwords;
use WP_Error;
use WP_User;

/**
 * The login policy at WordPress's own doors: `wp_signon()` (wp-login.php), `wp_authenticate()`
 * (XML-RPC), application passwords on the REST API. Addresses are simulated through
 * REMOTE_ADDR, which ClientIp reads.
 */
final class LoginPolicyTest extends TestCase {

	private const PASSWORD = 'Correct-Horse-42';

	private const ATTACKER = '203.0.113.66';

	private const OWNER = '198.51.100.20';

	/**
	 * The page WordPress thinks it serves, restored after each test.
	 *
	 * @var mixed
	 */
	private $pagenow;

	protected function setUp(): void {
		parent::setUp();
		$this->pagenow = $GLOBALS['pagenow'] ?? null;
		add_filter( 'send_auth_cookies', '__return_false' );
		// Small limits; no waiting in tests (the delay has its own test below).
		add_filter(
			'vitrine_login_rate_limit',
			static fn() => array(
				'ip'         => 8,
				'ip_account' => 3,
				'account'    => 4,
				'window'     => 900,
				'delay'      => 0,
			)
		);
	}

	protected function tearDown(): void {
		unset( $_SERVER['PHP_AUTH_USER'], $_SERVER['PHP_AUTH_PW'], $_SERVER['HTTP_ORIGIN'], $_SERVER['HTTP_SEC_FETCH_SITE'] );
		$GLOBALS['pagenow'] = $this->pagenow; // phpcs:ignore WordPress.WP.GlobalVariablesOverride.Prohibited -- restoring.
		parent::tearDown();
	}

	/**
	 * A member with a known password.
	 */
	private function member(): WP_User {
		$id = $this->create_user( 'administrator' );
		wp_set_password( self::PASSWORD, $id );
		$user = get_userdata( $id );
		$this->assertInstanceOf( WP_User::class, $user );
		return $user;
	}

	/**
	 * Signs in as wp-login.php does, from an address.
	 *
	 * @param string $ip       Client address.
	 * @param string $login    Username or email address.
	 * @param string $password Password.
	 * @return WP_User|WP_Error
	 */
	private function sign_on( string $ip, string $login, string $password ) {
		$_SERVER['REMOTE_ADDR'] = $ip;
		$user                   = wp_signon(
			array(
				'user_login'    => $login,
				'user_password' => $password,
			)
		);
		wp_set_current_user( 0 );
		return $user;
	}

	public function test_wrong_passwords_and_unknown_accounts_get_one_generic_refusal(): void {
		$user = $this->member();

		$answers = array(
			$this->sign_on( self::ATTACKER, $user->user_login, 'wrong' ),
			$this->sign_on( self::ATTACKER, 'nobody_' . wp_generate_password( 6, false ), 'wrong' ),
			$this->sign_on( self::ATTACKER, 'nobody@example.test', 'wrong' ),
			$this->sign_on( self::ATTACKER, $user->user_email, 'wrong' ),
		);

		foreach ( $answers as $answer ) {
			$this->assertInstanceOf( WP_Error::class, $answer );
			$this->assertSame( array( LoginErrors::FAILED ), $answer->get_error_codes() );
			$this->assertSame( 'The username, email address or password is incorrect.', $answer->get_error_message() );
			$this->assertStringNotContainsString( $user->user_login, $answer->get_error_message() );
		}
	}

	public function test_the_ip_and_account_limit_refuses_even_the_right_password_from_that_address(): void {
		$user = $this->member();
		for ( $i = 0; $i < 3; $i++ ) {
			$this->assertSame( LoginErrors::FAILED, $this->sign_on( self::ATTACKER, $user->user_login, 'guess' . $i )->get_error_code() );
		}

		$refused = $this->sign_on( self::ATTACKER, $user->user_login, self::PASSWORD );
		$this->assertInstanceOf( WP_Error::class, $refused );
		$this->assertSame( LoginErrors::RATE_LIMITED, $refused->get_error_code() );
		$this->assertSame( 429, $refused->get_error_data()['status'] );
		$this->assertSame(
			LoginErrors::RATE_LIMITED,
			$this->sign_on( self::ATTACKER, $user->user_login, 'another guess' )->get_error_code(),
			'past the limit a wrong password gets the same answer as the right one'
		);
	}

	public function test_an_attacker_cannot_lock_the_owner_out_from_another_address(): void {
		$user = $this->member();
		// The attacker exhausts every limit that concerns the account and their address:
		// per address and account (3), account-wide (4), and per address (8).
		for ( $i = 0; $i < 10; $i++ ) {
			$this->sign_on( self::ATTACKER, 0 === $i % 2 ? $user->user_login : $user->user_email, 'guess' . $i );
		}
		$this->assertSame( LoginErrors::RATE_LIMITED, $this->sign_on( self::ATTACKER, $user->user_login, self::PASSWORD )->get_error_code() );

		$owner = $this->sign_on( self::OWNER, $user->user_login, self::PASSWORD );

		$this->assertInstanceOf( WP_User::class, $owner );
		$this->assertSame( $user->ID, $owner->ID );
	}

	public function test_the_owner_also_gets_in_through_the_popup_from_another_address(): void {
		$user = $this->member();
		for ( $i = 0; $i < 10; $i++ ) {
			$this->sign_on( self::ATTACKER, $user->user_login, 'guess' . $i );
		}

		$_SERVER['REMOTE_ADDR'] = self::OWNER;
		$form                   = array(
			'log'      => $user->user_login,
			'pwd'      => self::PASSWORD,
			'security' => wp_create_nonce( 'jws_login_ajax' ),
		);
		$reply                  = $this->ajax( 'jws_login_ajax', array( 'data' => http_build_query( $form ) ) );
		wp_set_current_user( 0 );

		$this->assertSame( 200, $reply['status'], $reply['body'] );
		$this->assertSame( '1', json_decode( $reply['body'], true )['code'] );
	}

	public function test_the_ip_limit_covers_every_account_tried_from_one_address(): void {
		$user = $this->member();
		for ( $i = 0; $i < 8; $i++ ) {
			$this->sign_on( self::ATTACKER, 'someone' . $i, 'guess' );
		}

		$this->assertSame( LoginErrors::RATE_LIMITED, $this->sign_on( self::ATTACKER, $user->user_login, self::PASSWORD )->get_error_code() );
		$this->assertInstanceOf( WP_User::class, $this->sign_on( self::OWNER, $user->user_login, self::PASSWORD ) );
	}

	public function test_signing_into_an_own_account_between_guesses_does_not_refill_the_address(): void {
		$own = $this->member();
		for ( $i = 0; $i < 7; $i++ ) {
			$this->sign_on( self::ATTACKER, 'victim' . $i, 'Summer2026!' );
			$this->assertInstanceOf( WP_User::class, $this->sign_on( self::ATTACKER, $own->user_login, self::PASSWORD ), "own login {$i}" );
		}
		$this->sign_on( self::ATTACKER, 'victim7', 'Summer2026!' );

		// Eight failures from the address (its limit), whatever succeeded in between.
		$this->assertSame( LoginErrors::RATE_LIMITED, $this->sign_on( self::ATTACKER, 'victim8', 'Summer2026!' )->get_error_code() );
	}

	public function test_successful_logins_do_not_use_up_the_limits(): void {
		$user = $this->member();
		for ( $i = 0; $i < 12; $i++ ) {
			$this->assertInstanceOf( WP_User::class, $this->sign_on( self::OWNER, $user->user_login, self::PASSWORD ), "login {$i}" );
		}
		$this->assertSame( LoginErrors::FAILED, $this->sign_on( self::OWNER, $user->user_login, 'typo' )->get_error_code() );
	}

	public function test_a_refused_attempt_does_not_check_the_password(): void {
		$user = $this->member();
		for ( $i = 0; $i < 3; $i++ ) {
			$this->sign_on( self::ATTACKER, $user->user_login, 'guess' . $i );
		}
		$checks = 0;
		add_filter(
			'check_password',
			static function ( $check ) use ( &$checks ) {
				++$checks;
				return $check;
			}
		);

		$this->sign_on( self::ATTACKER, $user->user_login, self::PASSWORD );

		$this->assertSame( 0, $checks );
	}

	public function test_past_the_account_wide_limit_attempts_are_slowed_never_refused(): void {
		remove_all_filters( 'vitrine_login_rate_limit' );
		add_filter(
			'vitrine_login_rate_limit',
			static fn() => array(
				'ip'         => 100,
				'ip_account' => 100,
				'account'    => 2,
				'window'     => 900,
				'delay'      => 2,
			)
		);
		$waits    = array();
		$throttle = new LoginThrottle(
			new RateLimiter(),
			static function ( int $seconds ) use ( &$waits ): void {
				$waits[] = $seconds;
			}
		);

		foreach ( array( '203.0.113.1', '203.0.113.2', '203.0.113.3', '203.0.113.4' ) as $ip ) {
			$_SERVER['REMOTE_ADDR'] = $ip;
			$this->assertTrue( $throttle->begin( 'ada' ), $ip );
			$throttle->finish( false );
		}

		$this->assertSame( array( 2, 2 ), $waits, 'the third and fourth attempts wait' );
	}

	public function test_a_login_form_posted_from_another_site_is_refused(): void {
		$user                           = $this->member();
		$GLOBALS['pagenow']             = 'wp-login.php'; // phpcs:ignore WordPress.WP.GlobalVariablesOverride.Prohibited -- simulating wp-login.php, restored in tearDown.
		$_SERVER['HTTP_ORIGIN']         = 'https://evil.example';
		$_SERVER['HTTP_SEC_FETCH_SITE'] = 'cross-site';

		$answer = $this->sign_on( self::OWNER, $user->user_login, self::PASSWORD );

		$this->assertInstanceOf( WP_Error::class, $answer );
		$this->assertSame( 'vitrine_cross_site', $answer->get_error_code() );

		$_SERVER['HTTP_ORIGIN']         = home_url();
		$_SERVER['HTTP_SEC_FETCH_SITE'] = 'same-origin';
		$this->assertInstanceOf( WP_User::class, $this->sign_on( self::OWNER, $user->user_login, self::PASSWORD ) );
	}

	/**
	 * Logs in over XML-RPC as a client calling `wp.getUsersBlogs` would.
	 *
	 * @param string $login    Username.
	 * @param string $password Password.
	 * @return mixed The method's result (an IXR_Error on refusal).
	 */
	private function xmlrpc_login( string $login, string $password ) {
		require_once ABSPATH . WPINC . '/class-IXR.php';
		require_once ABSPATH . WPINC . '/class-wp-xmlrpc-server.php';
		$server = new \wp_xmlrpc_server();
		$result = $server->wp_getUsersBlogs( array( $login, $password ) );
		wp_set_current_user( 0 );
		return $result;
	}

	public function test_xmlrpc_sign_in_is_off_by_default(): void {
		$user = $this->member();

		$result = $this->xmlrpc_login( $user->user_login, self::PASSWORD );

		$this->assertInstanceOf( \IXR_Error::class, $result );
		$this->assertSame( 405, $result->code );
	}

	public function test_xmlrpc_sign_in_when_turned_on_follows_the_same_limits(): void {
		add_filter( 'vitrine_xmlrpc_enabled', '__return_true' );
		$user = $this->member();

		$_SERVER['REMOTE_ADDR'] = self::ATTACKER;
		$this->assertIsArray( $this->xmlrpc_login( $user->user_login, self::PASSWORD ), 'on, it works' );
		for ( $i = 0; $i < 3; $i++ ) {
			$this->assertInstanceOf( \IXR_Error::class, $this->xmlrpc_login( $user->user_login, 'guess' . $i ) );
		}
		$this->assertInstanceOf( \IXR_Error::class, $this->xmlrpc_login( $user->user_login, self::PASSWORD ), 'refused past the limit' );

		$_SERVER['REMOTE_ADDR'] = self::OWNER;
		$this->assertIsArray( $this->xmlrpc_login( $user->user_login, self::PASSWORD ), 'the owner elsewhere is not locked out' );
	}

	/**
	 * Authenticates a REST request with Basic auth as core does (determine_current_user).
	 *
	 * @param string $ip       Client address.
	 * @param string $login    Username.
	 * @param string $password Application password.
	 * @return array{user: int|false, status: mixed}
	 */
	private function application_password_request( string $ip, string $login, string $password ): array {
		$GLOBALS['wp_rest_application_password_status'] = null;
		$_SERVER['REMOTE_ADDR']                         = $ip;
		$_SERVER['PHP_AUTH_USER']                       = $login;
		$_SERVER['PHP_AUTH_PW']                         = $password;
		$user = apply_filters( 'determine_current_user', false ); // phpcs:ignore WordPress.NamingConventions.PrefixAllGlobals.NonPrefixedHooknameFound -- Core's hook.
		unset( $_SERVER['PHP_AUTH_USER'], $_SERVER['PHP_AUTH_PW'] );
		return array(
			'user'   => $user,
			'status' => $GLOBALS['wp_rest_application_password_status'],
		);
	}

	public function test_application_passwords_follow_the_same_limits_and_wording(): void {
		add_filter( 'wp_is_application_passwords_available', '__return_true' );
		add_filter( 'application_password_is_api_request', '__return_true' );
		$user    = $this->member();
		$created = WP_Application_Passwords::create_new_application_password( $user->ID, array( 'name' => 'Client' ) );
		$this->assertIsArray( $created );
		$app_password = $created[0];

		for ( $i = 0; $i < 15; $i++ ) {
			$ok = $this->application_password_request( self::OWNER, $user->user_login, $app_password );
			$this->assertSame( $user->ID, $ok['user'], 'API clients that authenticate are never limited' );
		}

		$unknown = $this->application_password_request( self::ATTACKER, 'nobody_' . wp_generate_password( 6, false ), 'abcd' );
		$this->assertFalse( $unknown['user'] );
		$this->assertInstanceOf( WP_Error::class, $unknown['status'] );
		$this->assertSame( array( LoginErrors::FAILED ), $unknown['status']->get_error_codes(), 'no "unknown username"' );

		for ( $i = 0; $i < 3; $i++ ) {
			$wrong = $this->application_password_request( self::ATTACKER, $user->user_login, 'guess' . $i );
			$this->assertSame( LoginErrors::FAILED, $wrong['status']->get_error_code() );
		}
		$refused = $this->application_password_request( self::ATTACKER, $user->user_login, $app_password );
		$this->assertFalse( $refused['user'] );
		$this->assertSame( LoginErrors::RATE_LIMITED, $refused['status']->get_error_code() );
		$this->assertSame( 429, $refused['status']->get_error_data()['status'] );

		$owner = $this->application_password_request( self::OWNER, $user->user_login, $app_password );
		$this->assertSame( $user->ID, $owner['user'] );
	}

	/**
	 * What the REST API answers a Basic-auth request with, as its server does: the user
	 * cached before the request was known to be a REST one is cleared
	 * (WP_REST_Server::serve_request()), then `rest_authentication_errors` decides.
	 *
	 * @param string $ip       Client address.
	 * @param string $login    Username.
	 * @param string $password Application password.
	 * @return mixed The filter's result: an error, true, or null.
	 */
	private function rest_authentication( string $ip, string $login, string $password ) {
		$GLOBALS['wp_rest_application_password_status'] = null;
		$GLOBALS['current_user']                        = null; // phpcs:ignore WordPress.WP.GlobalVariablesOverride.Prohibited -- as the REST server does.
		$_SERVER['REMOTE_ADDR']                         = $ip;
		$_SERVER['PHP_AUTH_USER']                       = $login;
		$_SERVER['PHP_AUTH_PW']                         = $password;
		$result = apply_filters( 'rest_authentication_errors', null ); // phpcs:ignore WordPress.NamingConventions.PrefixAllGlobals.NonPrefixedHooknameFound -- Core's hook.
		unset( $_SERVER['PHP_AUTH_USER'], $_SERVER['PHP_AUTH_PW'] );
		return $result;
	}

	public function test_the_rest_api_answers_429_to_an_application_password_past_the_limit(): void {
		add_filter( 'wp_is_application_passwords_available', '__return_true' );
		add_filter( 'application_password_is_api_request', '__return_true' );
		$user    = $this->member();
		$created = WP_Application_Passwords::create_new_application_password( $user->ID, array( 'name' => 'Client' ) );
		$this->assertIsArray( $created );

		$wrong = $this->rest_authentication( self::ATTACKER, $user->user_login, 'guess' );
		$this->assertInstanceOf( WP_Error::class, $wrong, 'a wrong password is an error, not a guest' );
		$this->assertSame( LoginErrors::FAILED, $wrong->get_error_code() );
		$this->assertSame( 401, $wrong->get_error_data()['status'] );
		for ( $i = 0; $i < 2; $i++ ) {
			$this->rest_authentication( self::ATTACKER, $user->user_login, 'guess' . $i );
		}

		$refused = $this->rest_authentication( self::ATTACKER, $user->user_login, $created[0] );
		$this->assertInstanceOf( WP_Error::class, $refused );
		$this->assertSame( LoginErrors::RATE_LIMITED, $refused->get_error_code() );
		$this->assertSame( 429, rest_convert_error_to_response( $refused )->get_status() );
		$this->assertSame( LoginErrors::rate_limited( LoginLimits::current() )->get_error_message(), $refused->get_error_message() );

		$this->assertNotInstanceOf( WP_Error::class, $this->rest_authentication( self::OWNER, $user->user_login, $created[0] ) );
		$this->assertSame( $user->ID, get_current_user_id() );
	}

	public function test_login_and_lost_password_fields_sent_as_arrays_are_empty_fields(): void {
		$_POST = array( 'user_login' => array( 'admin' ) );
		do_action( 'login_form_lostpassword' ); // phpcs:ignore WordPress.NamingConventions.PrefixAllGlobals.NonPrefixedHooknameFound -- Core's hook.
		$errors = retrieve_password();
		$this->assertInstanceOf( WP_Error::class, $errors );
		$this->assertSame( 'empty_username', $errors->get_error_code() );

		$_POST = array(
			'log' => array( 'admin' ),
			'pwd' => array( 'x' ),
		);
		do_action( 'login_form_login' ); // phpcs:ignore WordPress.NamingConventions.PrefixAllGlobals.NonPrefixedHooknameFound -- Core's hook.
		$user = wp_signon();
		$this->assertInstanceOf( WP_Error::class, $user );
		$this->assertContains( 'empty_username', $user->get_error_codes() );
	}

	public function test_every_spelling_of_an_account_shares_its_limit(): void {
		$user = $this->member();
		// WordPress signs each of these in as the same member (sanitize_user() drops accents
		// and entities; the lookup ignores case; an email address names the account too).
		$spellings = array(
			strtoupper( $user->user_login ),
			'ü' . substr( $user->user_login, 1 ),
			strtoupper( $user->user_email ),
		);
		foreach ( $spellings as $login ) {
			$this->assertSame( LoginErrors::FAILED, $this->sign_on( self::ATTACKER, $login, 'guess' )->get_error_code(), $login );
		}

		$this->assertSame( LoginErrors::RATE_LIMITED, $this->sign_on( self::ATTACKER, $user->user_login . '&amp;', self::PASSWORD )->get_error_code() );
	}
}
