<?php
/**
 * @package Vitrine
 */

declare( strict_types = 1 );

namespace Vitrine\Tests\Account;

use Vitrine\Tests\TestCase;

/**
 * The `jws_login_ajax` admin-ajax action, as the popup calls it.
 */
final class LoginAjaxTest extends TestCase {

	private const PASSWORD = 'Correct-Horse-42';

	/**
	 * Logged-in cookies WordPress would have set, as [user id, expire].
	 *
	 * @var list<array{int, int}>
	 */
	private array $cookies = array();

	protected function setUp(): void {
		parent::setUp();
		$this->cookies = array();
		add_filter( 'send_auth_cookies', '__return_false' );
		add_action(
			'set_logged_in_cookie',
			function ( $cookie, $expire, $expiration, $user_id ): void {
				$this->cookies[] = array( (int) $user_id, (int) $expire );
			},
			10,
			4
		);
	}

	/**
	 * A member with a known password.
	 */
	private function member(): \WP_User {
		$id = $this->create_user();
		wp_set_password( self::PASSWORD, $id );
		$user = get_userdata( $id );
		$this->assertInstanceOf( \WP_User::class, $user );
		return $user;
	}

	/**
	 * Posts the serialized form as the popup does.
	 *
	 * @param array<string, string> $form  Form fields (the nonce is added unless given).
	 * @return array{status: int, body: string, json: array<string, mixed>}
	 */
	private function login( array $form ): array {
		$form += array(
			'rememberme'  => 'forever',
			'redirect_to' => '',
			'testcookie'  => '1',
			'security'    => wp_create_nonce( 'jws_login_ajax' ),
			'wp-submit'   => 'Log in',
		);
		$reply = $this->ajax( 'jws_login_ajax', array( 'data' => http_build_query( $form ) ) );
		wp_set_current_user( 0 );
		$json = json_decode( $reply['body'], true );
		$this->assertIsArray( $json, $reply['body'] );
		return $reply + array( 'json' => $json );
	}

	public function test_a_member_logs_in_with_the_auth_cookie_and_code_1(): void {
		$user  = $this->member();
		$reply = $this->login(
			array(
				'log' => $user->user_login,
				'pwd' => self::PASSWORD,
			)
		);

		$this->assertSame( 200, $reply['status'] );
		$this->assertSame( '1', $reply['json']['code'] );
		$this->assertSame( '', $reply['json']['redirect'] );
		$this->assertMatchesRegularExpression( '#^<p class="vitrine-login-message is-success">.+</p>$#', $reply['json']['message'] );
		$this->assertCount( 1, $this->cookies );
		$this->assertSame( $user->ID, $this->cookies[0][0] );
		$this->assertGreaterThan( time() + 13 * DAY_IN_SECONDS, $this->cookies[0][1], 'remember me keeps the cookie' );
	}

	public function test_logs_in_with_the_email_address_and_a_session_cookie_without_remember_me(): void {
		$user  = $this->member();
		$reply = $this->login(
			array(
				'log'        => $user->user_email,
				'pwd'        => self::PASSWORD,
				'rememberme' => '',
			)
		);

		$this->assertSame( '1', $reply['json']['code'] );
		$this->assertSame( 0, $this->cookies[0][1] ?? null, 'a browser-session cookie' );
	}

	public function test_a_password_with_slashes_and_quotes_is_read_as_typed(): void {
		$user = $this->member();
		wp_set_password( 'Quo"te\\Back\'slash', $user->ID );

		$reply = $this->login(
			array(
				'log' => $user->user_login,
				'pwd' => 'Quo"te\\Back\'slash',
			)
		);
		$this->assertSame( '1', $reply['json']['code'] );
	}

	public function test_redirects_only_inside_the_site(): void {
		$user = $this->member();

		$target = home_url( '/blog/' );
		$reply  = $this->login(
			array(
				'log'         => $user->user_login,
				'pwd'         => self::PASSWORD,
				'redirect_to' => $target,
			)
		);
		$this->assertSame( $target, $reply['json']['redirect'] );

		foreach ( array( '//evil.example', 'https://evil.example', '/\\evil.example' ) as $evil ) {
			$reply = $this->login(
				array(
					'log'         => $user->user_login,
					'pwd'         => self::PASSWORD,
					'redirect_to' => $evil,
				)
			);
			$this->assertSame( '1', $reply['json']['code'], $evil );
			$this->assertSame( '', $reply['json']['redirect'], $evil );
		}
	}

	public function test_a_wrong_password_and_an_unknown_user_get_the_same_refusal(): void {
		$user = $this->member();

		$wrong   = $this->login(
			array(
				'log' => $user->user_login,
				'pwd' => 'not-the-password',
			)
		);
		$unknown = $this->login(
			array(
				'log' => 'nobody_' . wp_generate_password( 6, false ),
				'pwd' => 'whatever',
			)
		);

		$this->assertSame( 401, $wrong['status'] );
		$this->assertSame( '-1', $wrong['json']['code'] );
		$this->assertStringContainsString( 'is-error', $wrong['json']['message'] );
		$this->assertSame( $wrong['status'], $unknown['status'] );
		$this->assertSame( $wrong['json']['message'], $unknown['json']['message'] );
		$this->assertStringNotContainsString( $user->user_login, $wrong['json']['message'] );
		$this->assertSame( array(), $this->cookies );
	}

	public function test_empty_fields_are_refused(): void {
		$reply = $this->login(
			array(
				'log' => '',
				'pwd' => '',
			)
		);
		$this->assertSame( 400, $reply['status'] );
		$this->assertSame( '-1', $reply['json']['code'] );
	}

	/**
	 * @return array<string, array{?string}>
	 */
	public static function bad_nonces(): array {
		return array(
			'missing'        => array( null ),
			'forged'         => array( 'abcdef1234' ),
			'another action' => array( 'ajax_register_nonce' ),
		);
	}

	/**
	 * @dataProvider bad_nonces
	 */
	public function test_a_bad_nonce_is_refused_before_any_check( ?string $nonce ): void {
		$user = $this->member();
		$form = array(
			'log'      => $user->user_login,
			'pwd'      => self::PASSWORD,
			'security' => null === $nonce ? '' : ( 'ajax_register_nonce' === $nonce ? wp_create_nonce( $nonce ) : $nonce ),
		);

		$reply = $this->login( $form );

		$this->assertSame( 403, $reply['status'] );
		$this->assertSame( '-1', $reply['json']['code'] );
		$this->assertStringContainsString( 'expired', $reply['json']['message'] );
		$this->assertSame( array(), $this->cookies );
	}

	public function test_failed_logins_are_limited_per_address_and_account_but_not_for_the_owner_elsewhere(): void {
		add_filter(
			'vitrine_login_rate_limit',
			static fn() => array(
				'ip'         => 100,
				'ip_account' => 3,
				'account'    => 3,
				'window'     => 900,
				'delay'      => 0,
			)
		);
		$user                   = $this->member();
		$_SERVER['REMOTE_ADDR'] = '198.51.100.1';
		for ( $i = 0; $i < 3; $i++ ) {
			$this->assertSame(
				401,
				$this->login(
					array(
						'log' => $user->user_login,
						'pwd' => 'guess' . $i,
					)
				)['status']
			);
		}

		$blocked = $this->login(
			array(
				'log' => strtoupper( $user->user_login ),
				'pwd' => self::PASSWORD,
			)
		);
		$this->assertSame( 429, $blocked['status'] );
		$this->assertSame( '-1', $blocked['json']['code'] );
		$this->assertStringContainsString( 'Too many login attempts', $blocked['json']['message'] );
		$this->assertSame( array(), $this->cookies, 'even the right password waits, from that address' );

		// Another account from the same address is not affected.
		$other = $this->member();
		$this->assertSame(
			'1',
			$this->login(
				array(
					'log' => $other->user_login,
					'pwd' => self::PASSWORD,
				)
			)['json']['code']
		);

		// Nor is the owner, from their own address: the account-wide count never refuses.
		$_SERVER['REMOTE_ADDR'] = '198.51.100.99';
		$this->assertSame(
			'1',
			$this->login(
				array(
					'log' => $user->user_login,
					'pwd' => self::PASSWORD,
				)
			)['json']['code']
		);
	}

	public function test_failed_logins_are_limited_per_ip(): void {
		add_filter(
			'vitrine_login_rate_limit',
			static fn() => array(
				'ip'      => 4,
				'account' => 100,
				'window'  => 900,
				'delay'   => 0,
			)
		);
		$_SERVER['REMOTE_ADDR'] = '203.0.113.7';
		for ( $i = 0; $i < 4; $i++ ) {
			$this->assertSame(
				401,
				$this->login(
					array(
						'log' => 'someone' . $i,
						'pwd' => 'guess',
					)
				)['status']
			);
		}
		$user    = $this->member();
		$blocked = $this->login(
			array(
				'log' => $user->user_login,
				'pwd' => self::PASSWORD,
			)
		);
		$this->assertSame( 429, $blocked['status'] );

		$_SERVER['REMOTE_ADDR'] = '203.0.113.8';
		$this->assertSame(
			'1',
			$this->login(
				array(
					'log' => $user->user_login,
					'pwd' => self::PASSWORD,
				)
			)['json']['code']
		);
	}

	public function test_a_login_posted_from_another_site_is_refused_in_the_popup_s_shape(): void {
		$user                   = $this->member();
		$_SERVER['HTTP_ORIGIN'] = 'https://evil.example';

		$reply = $this->login(
			array(
				'log' => $user->user_login,
				'pwd' => self::PASSWORD,
			)
		);
		unset( $_SERVER['HTTP_ORIGIN'] );

		$this->assertSame( 403, $reply['status'] );
		$this->assertSame( '-1', $reply['json']['code'] );
		$this->assertStringContainsString( 'another website', $reply['json']['message'] );
		$this->assertSame( array(), $this->cookies, 'login CSRF: the visitor is not signed into anyone' );
	}

	public function test_an_unknown_account_costs_a_password_check_like_a_known_one(): void {
		$checks = 0;
		add_filter(
			'check_password',
			static function ( $check ) use ( &$checks ) {
				++$checks;
				return $check;
			}
		);
		$user = $this->member();

		$this->login(
			array(
				'log' => $user->user_login,
				'pwd' => 'not-the-password',
			)
		);
		$known  = $checks;
		$checks = 0;
		$this->login(
			array(
				'log' => 'nobody_' . wp_generate_password( 6, false ),
				'pwd' => 'not-the-password',
			)
		);

		$this->assertSame( 1, $known );
		$this->assertSame( $known, $checks, 'an unknown username is answered after the same work' );
	}
}
