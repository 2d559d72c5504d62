<?php
/**
 * @package Vitrine
 */

declare( strict_types = 1 );

namespace Vitrine\Tests\Newsletter;

use Vitrine\Newsletter\LinkFormHandler;
use Vitrine\Newsletter\LinkSigner;
use Vitrine\Newsletter\NewsletterModule;
use Vitrine\Newsletter\Subscriber;
use Vitrine\Plugin;

/**
 * Double opt-in: the confirmation mail, its signed link, and the unsubscribe link in every mail.
 */
final class DoubleOptInTest extends NewsletterTestCase {

	private function links(): LinkFormHandler {
		return new LinkFormHandler( Plugin::instance()->module( NewsletterModule::class )->service() );
	}

	/**
	 * Query arguments of the first URL with this action in a text.
	 *
	 * @param string $text   Mail body.
	 * @param string $action admin-post action.
	 * @return array<string, string>
	 */
	private static function link_args( string $text, string $action ): array {
		preg_match( '#https?://\S*action=' . preg_quote( $action, '#' ) . '\S*#', $text, $match );
		self::assertNotEmpty( $match, "a {$action} link in the mail" );
		parse_str( (string) wp_parse_url( $match[0], PHP_URL_QUERY ), $args );
		return array_map( 'strval', $args );
	}

	public function test_a_double_opt_in_sign_up_stays_pending_and_mails_a_confirmation_link(): void {
		$this->sign_up();

		$subscriber = $this->subscriber( 'ada@example.test' );
		$this->assertSame( Subscriber::PENDING, $subscriber?->status );
		$this->assertCount( 1, $this->mails );
		$this->assertSame( 'ada@example.test', $this->mails[0]['to'] );
		$this->assertStringContainsString( 'Hello Ada', $this->mails[0]['message'] );
		$args = self::link_args( $this->mails[0]['message'], LinkSigner::CONFIRM_ACTION );
		$this->assertSame( (string) $subscriber?->id, $args['sid'] );
	}

	public function test_the_confirmation_link_confirms_once_and_is_idempotent(): void {
		$confirmed = array();
		add_action(
			'vitrine_newsletter_confirmed',
			static function ( Subscriber $subscriber ) use ( &$confirmed ) {
				$confirmed[] = $subscriber->email;
			}
		);
		$this->sign_up();
		$args = self::link_args( $this->mails[0]['message'], LinkSigner::CONFIRM_ACTION );

		$first  = $this->links()->confirm_result( (int) $args['sid'], (int) $args['expires'], $args['sig'] );
		$second = $this->links()->confirm_result( (int) $args['sid'], (int) $args['expires'], $args['sig'] );

		$this->assertSame( 200, $first['status'] );
		$this->assertSame( 200, $second['status'] );
		$subscriber = $this->subscriber( 'ada@example.test' );
		$this->assertSame( Subscriber::CONFIRMED, $subscriber?->status );
		$this->assertNotNull( $subscriber?->confirmed_at );
		$this->assertSame( array( 'ada@example.test' ), $confirmed );
	}

	public function test_a_repeat_sign_up_keeps_a_confirmed_subscriber_confirmed(): void {
		$this->sign_up();
		$args = self::link_args( $this->mails[0]['message'], LinkSigner::CONFIRM_ACTION );
		$this->links()->confirm_result( (int) $args['sid'], (int) $args['expires'], $args['sig'] );
		$this->sign_up( array( 'first_name' => 'Augusta' ) );

		$this->assertSame( Subscriber::CONFIRMED, $this->subscriber( 'ada@example.test' )?->status );
		$this->assertCount( 1, $this->mails, 'no second confirmation mail' );
	}

	/**
	 * @return array<string, array{callable(array<string, string>): array{int, int, string}}>
	 */
	public static function forged_links(): array {
		return array(
			'changed signature'     => array( static fn( $a ) => array( (int) $a['sid'], (int) $a['expires'], str_repeat( 'a', 64 ) ) ),
			'empty signature'       => array( static fn( $a ) => array( (int) $a['sid'], (int) $a['expires'], '' ) ),
			'longer expiry'         => array( static fn( $a ) => array( (int) $a['sid'], (int) $a['expires'] + 86400, $a['sig'] ) ),
			'another subscriber'    => array( static fn( $a ) => array( (int) $a['sid'] + 1, (int) $a['expires'], $a['sig'] ) ),
			'unsubscribe signature' => array( static fn( $a ) => array( (int) $a['sid'], (int) $a['expires'], $a['unsub'] ) ),
		);
	}

	/**
	 * @dataProvider forged_links
	 *
	 * @param callable(array<string, string>): array{int, int, string} $forge Builds the forged link.
	 */
	public function test_a_forged_confirmation_link_is_refused( callable $forge ): void {
		$this->sign_up();
		$this->sign_up( array( 'email' => 'grace@example.test' ) );
		$args          = self::link_args( $this->mails[0]['message'], LinkSigner::CONFIRM_ACTION );
		$args['unsub'] = self::link_args( $this->mails[0]['message'], LinkSigner::UNSUBSCRIBE_ACTION )['sig'];

		$result = $this->links()->confirm_result( ...$forge( $args ) );

		$this->assertSame( 403, $result['status'] );
		$this->assertSame( Subscriber::PENDING, $this->subscriber( 'ada@example.test' )?->status );
		$this->assertSame( Subscriber::PENDING, $this->subscriber( 'grace@example.test' )?->status );
	}

	public function test_an_expired_confirmation_link_is_refused(): void {
		$this->sign_up();
		$subscriber = $this->subscriber( 'ada@example.test' );
		$this->assertNotNull( $subscriber );
		$url = LinkSigner::confirm_url( $subscriber, time() - 1 );
		parse_str( (string) wp_parse_url( $url, PHP_URL_QUERY ), $args );

		$result = $this->links()->confirm_result( (int) $args['sid'], (int) $args['expires'], (string) $args['sig'] );

		$this->assertSame( 410, $result['status'] );
		$this->assertSame( Subscriber::PENDING, $this->subscriber( 'ada@example.test' )?->status );
	}

	public function test_a_single_opt_in_list_subscribes_at_once_without_a_confirmation(): void {
		$list = $this->single_opt_in_list();
		$this->sign_up( array( 'list_id' => (string) $list ) );

		$this->assertSame( Subscriber::CONFIRMED, $this->subscriber( 'ada@example.test', $list )?->status );
		$this->assertSame( array(), $this->mails );
	}

	public function test_every_mail_has_a_one_click_unsubscribe_link_and_headers(): void {
		$this->sign_up();
		$mail = $this->mails[0];

		$args = self::link_args( $mail['message'], LinkSigner::UNSUBSCRIBE_ACTION );
		$this->assertNotEmpty( $args['sig'] );
		$headers = implode( "\n", (array) $mail['headers'] );
		$this->assertStringContainsString( 'List-Unsubscribe: <http', $headers );
		$this->assertStringContainsString( 'List-Unsubscribe-Post: List-Unsubscribe=One-Click', $headers );
	}

	public function test_unsubscribing_is_one_click_and_idempotent(): void {
		$calls = 0;
		add_action(
			'vitrine_newsletter_unsubscribed',
			static function () use ( &$calls ) {
				++$calls;
			}
		);
		$this->sign_up();
		$args = self::link_args( $this->mails[0]['message'], LinkSigner::UNSUBSCRIBE_ACTION );

		$first  = $this->links()->unsubscribe_result( (int) $args['sid'], $args['sig'] );
		$second = $this->links()->unsubscribe_result( (int) $args['sid'], $args['sig'] );

		$this->assertSame( 200, $first['status'] );
		$this->assertSame( 200, $second['status'] );
		$this->assertStringContainsString( 'ada@example.test', $first['message'] );
		$this->assertSame( Subscriber::UNSUBSCRIBED, $this->subscriber( 'ada@example.test' )?->status );
		$this->assertSame( 1, $calls );
		$this->assertSame( 1, $this->subscriber_rows(), 'the row is kept, only its status changes' );
	}

	public function test_a_forged_unsubscribe_link_is_refused(): void {
		$this->sign_up();
		$subscriber = $this->subscriber( 'ada@example.test' );

		$result = $this->links()->unsubscribe_result( (int) $subscriber?->id, str_repeat( '0', 64 ) );

		$this->assertSame( 403, $result['status'] );
		$this->assertSame( Subscriber::PENDING, $this->subscriber( 'ada@example.test' )?->status );
	}

	public function test_an_old_confirmation_link_cannot_resubscribe_after_unsubscribing(): void {
		$this->sign_up();
		$confirm = self::link_args( $this->mails[0]['message'], LinkSigner::CONFIRM_ACTION );
		$unsub   = self::link_args( $this->mails[0]['message'], LinkSigner::UNSUBSCRIBE_ACTION );
		$this->links()->unsubscribe_result( (int) $unsub['sid'], $unsub['sig'] );

		$result = $this->links()->confirm_result( (int) $confirm['sid'], (int) $confirm['expires'], $confirm['sig'] );

		$this->assertSame( 410, $result['status'] );
		$this->assertSame( Subscriber::UNSUBSCRIBED, $this->subscriber( 'ada@example.test' )?->status );
	}

	public function test_signing_up_again_after_unsubscribing_starts_a_new_confirmation(): void {
		$this->sign_up();
		$unsub = self::link_args( $this->mails[0]['message'], LinkSigner::UNSUBSCRIBE_ACTION );
		$this->links()->unsubscribe_result( (int) $unsub['sid'], $unsub['sig'] );
		$this->sign_up();

		$this->assertSame( Subscriber::PENDING, $this->subscriber( 'ada@example.test' )?->status );
		$this->assertCount( 2, $this->mails );
	}

	public function test_confirmation_mails_to_one_address_are_capped(): void {
		for ( $i = 0; $i < 5; $i++ ) {
			$this->sign_up();
		}

		$this->assertCount( 3, $this->mails );
	}

	public function test_a_failed_confirmation_mail_is_reported_and_retried_on_the_next_sign_up(): void {
		add_filter( 'pre_wp_mail', '__return_false', 20 );
		$reply = $this->sign_up();

		$this->assertSame( 503, $reply['status'] );
		$this->assertSame( 'vitrine_newsletter_mail_failed', $reply['json']['data']['code'] );
		$this->assertSame( Subscriber::PENDING, $this->subscriber( 'ada@example.test' )?->status );

		remove_filter( 'pre_wp_mail', '__return_false', 20 );
		$this->assertSame( 200, $this->sign_up()['status'] );
		$this->assertSame( 1, $this->subscriber_rows() );
	}

	public function test_mail_comes_from_the_site(): void {
		$this->sign_up();

		$this->assertStringContainsString( 'From: "' . get_bloginfo( 'name' ) . '" <' . get_option( 'admin_email' ) . '>', implode( "\n", (array) $this->mails[0]['headers'] ) );
	}
}
