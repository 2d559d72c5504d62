<?php
/**
 * @package Vitrine
 */

declare( strict_types = 1 );

namespace Vitrine\Tests\Newsletter;

use Vitrine\Newsletter\ListRepository;
use Vitrine\Newsletter\MailingList;
use Vitrine\Newsletter\Subscriber;
use Vitrine\Newsletter\SubscriberRepository;

/**
 * The `ce4wp_form_submission` admin-ajax action, as the widget calls it.
 */
final class SubscriptionAjaxTest extends NewsletterTestCase {

	public function test_a_sign_up_answers_success_and_stores_the_spec_fields(): void {
		$reply = $this->sign_up();

		$this->assertSame( 200, $reply['status'] );
		$this->assertSame( array( 'success' => true ), $reply['json'] );
		$stored = $this->subscriber( 'ada@example.test' );
		$this->assertNotNull( $stored );
		$this->assertSame( 'Ada', $stored->first_name );
		$this->assertSame( 'Lovelace', $stored->last_name );
		$this->assertSame( '+44 20 7946 0000', $stored->telephone );
	}

	public function test_the_default_list_is_used_for_an_empty_or_null_list_id(): void {
		$this->sign_up( array( 'list_id' => 'null' ) );
		$this->sign_up(
			array(
				'list_id' => '',
				'email'   => 'grace@example.test',
			)
		);
		$this->sign_up(
			array(
				'email' => 'alan@example.test',
			)
		);

		$default = ( new ListRepository() )->default_list();
		$this->assertTrue( $default->is_default() );
		$this->assertNotNull( $this->subscriber( 'ada@example.test' ) );
		$this->assertNotNull( $this->subscriber( 'grace@example.test' ) );
		$this->assertNotNull( $this->subscriber( 'alan@example.test' ) );
	}

	public function test_a_repeat_sign_up_updates_names_and_never_blanks_or_duplicates(): void {
		$this->sign_up();
		$this->sign_up(
			array(
				'email'      => 'ADA@example.test',
				'first_name' => 'Augusta Ada',
				'last_name'  => '',
				'telephone'  => '',
			)
		);

		$this->assertSame( 1, $this->subscriber_rows() );
		$stored = $this->subscriber( 'ada@example.test' );
		$this->assertNotNull( $stored );
		$this->assertSame( 'Augusta Ada', $stored->first_name );
		$this->assertSame( 'Lovelace', $stored->last_name, 'an empty name does not blank the stored one' );
		$this->assertSame( '+44 20 7946 0000', $stored->telephone );
		$this->assertSame( 'ada@example.test', $stored->email );
	}

	public function test_the_same_address_may_join_several_lists(): void {
		$other = $this->single_opt_in_list();
		$this->sign_up();
		$this->sign_up( array( 'list_id' => (string) $other ) );

		$this->assertSame( 2, $this->subscriber_rows() );
		$this->assertSame( Subscriber::CONFIRMED, $this->subscriber( 'ada@example.test', $other )?->status );
		$this->assertSame( Subscriber::PENDING, $this->subscriber( 'ada@example.test' )?->status );
	}

	public function test_the_unique_key_refuses_a_second_row_for_a_list_and_address(): void {
		global $wpdb;
		$list  = $this->single_opt_in_list();
		$repo  = new SubscriberRepository();
		$first = $repo->upsert( $list, 'race@example.test', 'A', '', '', Subscriber::CONFIRMED );
		$again = $repo->upsert( $list, 'race@example.test', 'B', '', '', Subscriber::CONFIRMED );

		$this->assertTrue( $first['created'] );
		$this->assertFalse( $again['created'] );
		$this->assertSame( $first['subscriber']->id, $again['subscriber']->id );
		$this->assertSame( 'B', $again['subscriber']->first_name );

		// What makes concurrent sign-ups safe is the database, not a read-then-write in PHP:
		// a plain INSERT of the same pair (what a racing request would do) is refused.
		$wpdb->suppress_errors( true );
		$inserted = $wpdb->insert(
			$wpdb->prefix . 'vitrine_newsletter_subscribers',
			array(
				'list_id'    => $list,
				'email'      => 'RACE@example.test',
				'status'     => 'confirmed',
				'created_at' => '2026-01-01 00:00:00',
				'updated_at' => '2026-01-01 00:00:00',
			)
		);
		$wpdb->suppress_errors( false );
		$this->assertFalse( $inserted );
		$this->assertSame( 1, $this->subscriber_rows() );
	}

	public function test_consent_is_recorded_with_time_ip_and_the_lists_own_text(): void {
		$_SERVER['REMOTE_ADDR'] = '203.0.113.7';
		$list                   = ( new ListRepository() )->default_list();
		$before                 = time();
		$reply                  = $this->sign_up(
			array(
				// A client cannot choose what is recorded as agreed to.
				'consent_text' => 'I agree to nothing at all.',
			)
		);

		$this->assertSame( 200, $reply['status'] );
		$stored = $this->subscriber( 'ada@example.test' );
		$this->assertNotNull( $stored );
		$this->assertSame( '203.0.113.7', $stored->consent_ip );
		$this->assertSame( $list->consent_text, $stored->consent_text );
		$this->assertGreaterThanOrEqual( $before - 1, strtotime( (string) $stored->consent_at . ' UTC' ) );

		$log = ( new SubscriberRepository() )->consents( $stored->id );
		$this->assertCount( 1, $log );
		$this->assertSame( $list->consent_text, $log[0]['consent_text'] );
		$this->assertSame( '203.0.113.7', $log[0]['ip'] );
	}

	public function test_every_consent_is_kept_in_the_log_even_after_the_text_changes(): void {
		$lists = new ListRepository();
		$list  = $lists->default_list();
		$this->sign_up();
		$lists->update( $list->id, $list->name, true, 'New wording.' );
		$this->sign_up();

		$log = ( new SubscriberRepository() )->consents( (int) $this->subscriber( 'ada@example.test' )?->id );
		$this->assertSame( array( $list->consent_text, 'New wording.' ), array_column( $log, 'consent_text' ) );
	}

	public function test_refuses_a_missing_consent_when_the_list_asks_for_it(): void {
		$reply = $this->sign_up( array( 'consent' => 'false' ) );

		$this->assertSame( 400, $reply['status'] );
		$this->assertSame( 'vitrine_newsletter_consent_required', $reply['json']['data']['code'] );
		$this->assertSame( 0, $this->subscriber_rows() );
	}

	public function test_a_list_without_consent_text_needs_no_consent(): void {
		$list  = ( new ListRepository() )->create( 'No box', false, '' );
		$reply = $this->sign_up(
			array(
				'consent' => 'false',
				'list_id' => (string) $list,
			)
		);

		$this->assertSame( 200, $reply['status'] );
		$this->assertNull( $this->subscriber( 'ada@example.test', $list )?->consent_at );
	}

	public function test_refuses_a_bad_nonce_with_403_and_a_message(): void {
		$reply = $this->sign_up( array(), 'not-a-nonce' );

		$this->assertSame( 403, $reply['status'] );
		$this->assertFalse( $reply['json']['success'] );
		$this->assertSame( 'vitrine_invalid_nonce', $reply['json']['data']['code'] );
		$this->assertNotEmpty( $reply['json']['data']['message'] );
		$this->assertSame( 0, $this->subscriber_rows() );
	}

	public function test_refuses_a_nonce_for_another_action(): void {
		$this->assertSame( 403, $this->sign_up( array(), wp_create_nonce( 'jws-love' ) )['status'] );
	}

	/**
	 * @return array<string, array{array<string, string>, string}>
	 */
	public static function bad_input(): array {
		return array(
			'no email'          => array( array( 'email' => '' ), 'vitrine_newsletter_invalid_email' ),
			'not an email'      => array( array( 'email' => 'ada-at-example' ), 'vitrine_newsletter_invalid_email' ),
			'email without tld' => array( array( 'email' => 'ada@example' ), 'vitrine_newsletter_invalid_email' ),
			'unknown list'      => array( array( 'list_id' => '987654' ), 'vitrine_newsletter_unknown_list' ),
			'malformed list'    => array( array( 'list_id' => '3; DROP TABLE' ), 'vitrine_newsletter_unknown_list' ),
			'long first name'   => array( array( 'first_name' => str_repeat( 'a', 101 ) ), 'vitrine_newsletter_invalid_name' ),
			'bad telephone'     => array( array( 'telephone' => 'call me maybe' ), 'vitrine_newsletter_invalid_telephone' ),
		);
	}

	/**
	 * @dataProvider bad_input
	 *
	 * @param array<string, string> $fields Fields.
	 * @param string                $code   Expected error code.
	 */
	public function test_refuses_bad_input_with_400( array $fields, string $code ): void {
		$reply = $this->sign_up( $fields );

		$this->assertSame( 400, $reply['status'] );
		$this->assertSame( $code, $reply['json']['data']['code'] );
		$this->assertNotEmpty( $reply['json']['data']['message'] );
		$this->assertSame( 0, $this->subscriber_rows() );
	}

	public function test_rate_limits_per_address_with_429(): void {
		add_filter( 'vitrine_newsletter_rate_limit', static fn() => 2 );
		$this->sign_up( array( 'email' => 'one@example.test' ) );
		$this->sign_up( array( 'email' => 'two@example.test' ) );
		$reply = $this->sign_up( array( 'email' => 'three@example.test' ) );

		$this->assertSame( 429, $reply['status'] );
		$this->assertSame( 'vitrine_newsletter_rate_limited', $reply['json']['data']['code'] );
		$this->assertNull( $this->subscriber( 'three@example.test' ) );

		$_SERVER['REMOTE_ADDR'] = '198.51.100.4';
		$this->assertSame( 200, $this->sign_up( array( 'email' => 'three@example.test' ) )['status'] );
	}

	public function test_fires_the_subscribed_action_for_integrations(): void {
		$calls = array();
		add_action(
			'vitrine_newsletter_subscribed',
			static function ( Subscriber $subscriber, MailingList $list, bool $created ) use ( &$calls ) {
				$calls[] = array( $subscriber->email, $list->id, $created );
			},
			10,
			3
		);
		$this->sign_up();
		$this->sign_up();

		$list = ( new ListRepository() )->default_list()->id;
		$this->assertSame( array( array( 'ada@example.test', $list, true ), array( 'ada@example.test', $list, false ) ), $calls );
	}

	public function test_works_for_logged_in_users_too(): void {
		wp_set_current_user( $this->create_user() );

		$this->assertSame( 200, $this->sign_up()['status'] );
	}
}
