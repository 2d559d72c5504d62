<?php
/**
 * @package Vitrine
 */

declare( strict_types = 1 );

namespace Vitrine\Tests\Account;

use Vitrine\Tests\TestCase;

/**
 * The `jws_register_ajax` admin-ajax action, as the popup calls it.
 */
final class RegisterAjaxTest extends TestCase {

	protected function setUp(): void {
		parent::setUp();
		update_option( 'users_can_register', 1 );
		$this->capture_mail();
	}

	/**
	 * A complete, valid form with a unique username.
	 *
	 * @return array<string, string>
	 */
	private function form(): array {
		$name = 'reader_' . strtolower( wp_generate_password( 6, false ) );
		return array(
			'user_login'      => $name,
			'user_email'      => $name . '@example.test',
			'password'        => 'Sunny-Garden-7',
			'repeat_password' => 'Sunny-Garden-7',
			'redirect_to'     => '',
		);
	}

	/**
	 * Posts the form as the popup does.
	 *
	 * @param array<string, string> $form  Form fields.
	 * @param string|null           $nonce Nonce; a valid one by default.
	 * @return array{status: int, body: string, json: array<string, mixed>}
	 */
	private function register( array $form, ?string $nonce = null ): array {
		$reply = $this->ajax(
			'jws_register_ajax',
			array(
				'data'              => http_build_query( $form + array( 'wp-submit' => 'Register' ) ),
				'register_security' => $nonce ?? wp_create_nonce( 'ajax_register_nonce' ),
			)
		);
		$json  = json_decode( $reply['body'], true );
		$this->assertIsArray( $json, $reply['body'] );
		return $reply + array( 'json' => $json );
	}

	public function test_creates_the_account_and_sends_the_new_user_mail(): void {
		add_filter( 'send_auth_cookies', '__return_false' );
		$form  = $this->form();
		$reply = $this->register( $form );

		$this->assertSame( 200, $reply['status'] );
		$this->assertTrue( $reply['json']['success'] );
		$this->assertNotSame( '', $reply['json']['data']['message'] );

		$user = get_user_by( 'login', $form['user_login'] );
		$this->assertInstanceOf( \WP_User::class, $user );
		$this->assertSame( $form['user_email'], $user->user_email );
		$this->assertSame( array( get_option( 'default_role' ) ), array_values( $user->roles ) );
		$this->assertTrue( wp_check_password( $form['password'], $user->user_pass, $user->ID ) );

		$to = array_map( static fn( array $mail ): string => (string) $mail['to'], $this->mails );
		$this->assertCount( 2, $this->mails );
		$this->assertContains( $form['user_email'], $to, 'the member is told' );
		$this->assertContains( get_option( 'admin_email' ), $to, 'the admin is told' );
		$this->assertSame( $user->ID, get_current_user_id(), 'registering signs the new member in' );
		$this->assertTrue( $reply['json']['data']['signedIn'] );
	}

	public function test_mail_goes_out_from_a_valid_address_even_on_a_dotless_host(): void {
		// Let wp_mail() run up to PHPMailer, record the sender, and hand the message to a
		// sendmail that reads it all and drops it (/bin/true did not read it: when it exited
		// first, PHPMailer's write failed with a broken pipe, now and then).
		$sink = sys_get_temp_dir() . '/vitrine-sendmail-sink.sh';
		file_put_contents( $sink, "#!/bin/sh\ncat > /dev/null\n" );
		chmod( $sink, 0755 );
		remove_all_filters( 'pre_wp_mail' );
		add_filter( 'wp_mail_from', static fn() => 'wordpress@localhost', 10 );
		$senders = array();
		add_action(
			'phpmailer_init',
			static function ( $phpmailer ) use ( &$senders, $sink ): void {
				// phpcs:disable WordPress.NamingConventions.ValidVariableName.UsedPropertyNotSnakeCase -- PHPMailer's names.
				$senders[]           = $phpmailer->From;
				$phpmailer->Mailer   = 'sendmail';
				$phpmailer->Sendmail = $sink;
				// phpcs:enable
			}
		);
		$failures = array();
		add_action(
			'wp_mail_failed',
			static function ( $error ) use ( &$failures ): void {
				$failures[] = $error->get_error_message();
			}
		);

		$this->assertSame( 200, $this->register( $this->form() )['status'] );

		$this->assertSame( array(), $failures );
		$this->assertSame( array( get_option( 'admin_email' ), get_option( 'admin_email' ) ), $senders );
		$this->assertSame( 'wordpress@localhost', apply_filters( 'wp_mail_from', 'x@example.test' ), 'the fix applies to these mails only' );
	}

	public function test_registration_closed_is_403(): void {
		update_option( 'users_can_register', 0 );
		$form  = $this->form();
		$reply = $this->register( $form );

		$this->assertSame( 403, $reply['status'] );
		$this->assertFalse( $reply['json']['success'] );
		$this->assertSame( 'vitrine_registration_closed', $reply['json']['data']['code'] );
		$this->assertFalse( get_user_by( 'login', $form['user_login'] ) );
	}

	public function test_a_bad_nonce_is_403(): void {
		$form = $this->form();
		foreach ( array( '', 'forged', wp_create_nonce( 'jws_login_ajax' ) ) as $nonce ) {
			$reply = $this->register( $form, $nonce );
			$this->assertSame( 403, $reply['status'] );
			$this->assertSame( 'vitrine_invalid_nonce', $reply['json']['data']['code'] );
		}
		$this->assertFalse( get_user_by( 'login', $form['user_login'] ) );
		$this->assertSame( array(), $this->mails );
	}

	/**
	 * Every refusal: field overrides, the error code and the field at fault.
	 *
	 * @return array<string, array{array<string, string>, string, string}>
	 */
	public static function refusals(): array {
		return array(
			'short username'      => array( array( 'user_login' => 'ab' ), 'vitrine_username_short', 'user_login' ),
			'empty username'      => array( array( 'user_login' => '' ), 'vitrine_username_short', 'user_login' ),
			'long username'       => array( array( 'user_login' => str_repeat( 'a', 61 ) ), 'vitrine_username_long', 'user_login' ),
			'invalid characters'  => array( array( 'user_login' => 'bad<name>' ), 'vitrine_username_invalid', 'user_login' ),
			'unicode username'    => array( array( 'user_login' => 'ünïcode' ), 'vitrine_username_invalid', 'user_login' ),
			'invalid email'       => array( array( 'user_email' => 'not-an-email' ), 'vitrine_email_invalid', 'user_email' ),
			'empty password'      => array(
				array(
					'password'        => '',
					'repeat_password' => '',
				),
				'vitrine_password_empty',
				'password',
			),
			'passwords differ'    => array( array( 'repeat_password' => 'Sunny-Garden-8' ), 'vitrine_password_mismatch', 'repeat_password' ),
			'weak password'       => array(
				array(
					'password'        => 'abcdefgh',
					'repeat_password' => 'abcdefgh',
				),
				'vitrine_password_weak',
				'password',
			),
			'uppercase but short' => array(
				array(
					'password'        => 'Abcdefg',
					'repeat_password' => 'Abcdefg',
				),
				'vitrine_password_weak',
				'password',
			),
		);
	}

	/**
	 * @dataProvider refusals
	 *
	 * @param array<string, string> $override Fields to change.
	 * @param string                $code     Expected code.
	 * @param string                $field    Expected field.
	 */
	public function test_refuses_bad_input( array $override, string $code, string $field ): void {
		$form  = $override + $this->form();
		$reply = $this->register( $form );

		$this->assertSame( 400, $reply['status'] );
		$this->assertFalse( $reply['json']['success'] );
		$this->assertSame( $code, $reply['json']['data']['code'] );
		$this->assertSame( $field, $reply['json']['data']['field'] );
		$this->assertNotSame( '', $reply['json']['data']['message'] );
		$this->assertSame( array(), $this->mails );
	}

	public function test_refuses_a_taken_username_and_a_taken_email(): void {
		$existing = get_userdata( $this->create_user() );
		$this->assertInstanceOf( \WP_User::class, $existing );

		$reply = $this->register( array( 'user_login' => strtoupper( $existing->user_login ) ) + $this->form() );
		$this->assertSame( 'vitrine_username_exists', $reply['json']['data']['code'] );

		$reply = $this->register( array( 'user_email' => $existing->user_email ) + $this->form() );
		$this->assertSame( 'vitrine_email_exists', $reply['json']['data']['code'] );
		$this->assertSame( 400, $reply['status'] );
	}

	public function test_registrations_are_limited_per_ip(): void {
		add_filter( 'vitrine_register_rate_limit', static fn() => 2 );
		$_SERVER['REMOTE_ADDR'] = '192.0.2.10';

		$this->assertSame( 200, $this->register( $this->form() )['status'] );
		$this->assertSame( 200, $this->register( $this->form() )['status'] );
		$form  = $this->form();
		$reply = $this->register( $form );
		$this->assertSame( 429, $reply['status'] );
		$this->assertSame( 'vitrine_register_rate_limited', $reply['json']['data']['code'] );
		$this->assertFalse( get_user_by( 'login', $form['user_login'] ) );

		$_SERVER['REMOTE_ADDR'] = '192.0.2.11';
		$this->assertSame( 200, $this->register( $form )['status'] );
	}

	public function test_the_new_member_can_then_log_in_through_the_popup_action(): void {
		add_filter( 'send_auth_cookies', '__return_false' );
		$form = $this->form();
		$this->assertSame( 200, $this->register( $form )['status'] );

		$reply = $this->ajax(
			'jws_login_ajax',
			array(
				'data' => http_build_query(
					array(
						'log'      => $form['user_login'],
						'pwd'      => $form['password'],
						'security' => wp_create_nonce( 'jws_login_ajax' ),
					)
				),
			)
		);
		$this->assertSame( '1', json_decode( $reply['body'], true )['code'] );
	}
	public function test_asking_whether_names_are_taken_counts_against_the_limit(): void {
		add_filter( 'vitrine_register_rate_limit', static fn() => 3 );
		$_SERVER['REMOTE_ADDR'] = '192.0.2.20';
		$existing               = get_userdata( $this->create_user() );
		$this->assertInstanceOf( \WP_User::class, $existing );

		for ( $i = 0; $i < 3; $i++ ) {
			$reply = $this->register( array( 'user_email' => $existing->user_email ) + $this->form() );
			$this->assertSame( 'vitrine_email_exists', $reply['json']['data']['code'] );
		}

		$probe = $this->register( array( 'user_login' => $existing->user_login ) + $this->form() );
		$this->assertSame( 429, $probe['status'], 'no more answers about who has an account' );
		$this->assertSame( 'vitrine_register_rate_limited', $probe['json']['data']['code'] );
	}

	public function test_extra_form_fields_cannot_choose_the_role(): void {
		update_option( 'default_role', 'subscriber' );
		$form = $this->form() + array(
			'role'      => 'administrator',
			'user_role' => 'administrator',
			'meta'      => 'wp_capabilities',
		);
		$this->assertSame( 200, $this->register( $form )['status'] );

		$user = get_user_by( 'login', $form['user_login'] );
		$this->assertInstanceOf( \WP_User::class, $user );
		$this->assertSame( array( 'subscriber' ), $user->roles );
		$this->assertFalse( $user->has_cap( 'edit_posts' ) );
	}
}
