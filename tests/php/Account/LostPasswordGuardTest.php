<?php
/**
 * @package Vitrine
 */

declare( strict_types = 1 );

namespace Vitrine\Tests\Account;

use Vitrine\Account\LostPasswordGuard;
use Vitrine\Core\RateLimiter\RateLimiter;
use Vitrine\Tests\TestCase;
use WP_Error;

/**
 * wp-login.php's lost-password form tells nobody which accounts exist and cannot be used to
 * flood an inbox: an unknown account gets the "check your email" redirect a known one gets,
 * and requests are limited per address.
 */
final class LostPasswordGuardTest extends TestCase {

	/**
	 * Where the guard sent the visitor, if it did.
	 *
	 * @var list<string>
	 */
	private array $redirects = array();

	/**
	 * The page WordPress thinks it serves, restored after each test.
	 *
	 * @var mixed
	 */
	private $pagenow;

	protected function setUp(): void {
		parent::setUp();
		$this->pagenow          = $GLOBALS['pagenow'] ?? null;
		$GLOBALS['pagenow']     = 'wp-login.php'; // phpcs:ignore WordPress.WP.GlobalVariablesOverride.Prohibited -- simulating wp-login.php.
		$_SERVER['REMOTE_ADDR'] = '203.0.113.' . wp_rand( 1, 250 );
		remove_all_actions( 'lostpassword_post' );
		( new LostPasswordGuard(
			new RateLimiter(),
			function ( string $target ): void {
				$this->redirects[] = $target;
			}
		) )->register();
	}

	protected function tearDown(): void {
		$GLOBALS['pagenow'] = $this->pagenow; // phpcs:ignore WordPress.WP.GlobalVariablesOverride.Prohibited -- restoring.
		unset( $_POST['user_login'], $_REQUEST['redirect_to'] );
		parent::tearDown();
	}

	public function test_an_unknown_account_is_answered_like_a_known_one(): void {
		retrieve_password( 'nobody-' . wp_generate_password( 8, false ) . '@example.test' );
		retrieve_password( 'no_such_login_' . wp_generate_password( 6, false ) );

		$this->assertSame( array( 'wp-login.php?checkemail=confirm', 'wp-login.php?checkemail=confirm' ), $this->redirects );
	}

	public function test_a_known_account_still_gets_its_mail(): void {
		$user = get_userdata( $this->create_user( 'subscriber' ) );
		$this->assertNotFalse( $user );
		$sent = array();
		add_filter(
			'pre_wp_mail',
			static function ( $short_circuit, array $mail ) use ( &$sent ) {
				$sent[] = $mail['to'];
				return true;
			},
			10,
			2
		);

		$this->assertTrue( retrieve_password( $user->user_login ) );
		$this->assertSame( array(), $this->redirects );
		$this->assertSame( array( $user->user_email ), $sent );
	}

	public function test_an_empty_field_keeps_cores_message(): void {
		$result = retrieve_password( '' );

		$this->assertInstanceOf( WP_Error::class, $result );
		$this->assertSame( array( 'empty_username' ), $result->get_error_codes() );
		$this->assertSame( array(), $this->redirects );
	}

	public function test_requests_beyond_the_limit_are_refused_whatever_the_account(): void {
		add_filter(
			'vitrine_lost_password_rate_limit',
			static fn() => array(
				'limit'  => 2,
				'window' => 900,
			)
		);
		$user = get_userdata( $this->create_user( 'subscriber' ) );
		$this->assertNotFalse( $user );
		add_filter( 'pre_wp_mail', '__return_true' );

		retrieve_password( 'unknown-one@example.test' );
		retrieve_password( 'unknown-two@example.test' );
		$known = retrieve_password( $user->user_login );

		$this->assertInstanceOf( WP_Error::class, $known );
		$this->assertSame( array( 'vitrine_lost_password_rate_limited' ), $known->get_error_codes() );
		$this->assertCount( 2, $this->redirects );
	}

	public function test_other_callers_than_the_login_form_are_left_alone(): void {
		$GLOBALS['pagenow'] = 'users.php'; // phpcs:ignore WordPress.WP.GlobalVariablesOverride.Prohibited -- simulating the Users screen.

		$result = retrieve_password( 'nobody@example.test' );

		$this->assertInstanceOf( WP_Error::class, $result );
		$this->assertSame( array(), $this->redirects );
	}
}
