<?php
/**
 * @package Vitrine
 */

declare( strict_types = 1 );

namespace Vitrine\Tests\Newsletter;

use Vitrine\Newsletter\Privacy;

/**
 * The newsletter in Tools → Export / Erase Personal Data.
 */
final class PrivacyTest extends NewsletterTestCase {

	/**
	 * The callback core would call for our exporter or eraser.
	 *
	 * @param string $filter `wp_privacy_personal_data_exporters` or `…_erasers`.
	 */
	private function tool( string $filter ): callable {
		$tools = (array) apply_filters( $filter, array() );
		$this->assertArrayHasKey( Privacy::EXPORTER, $tools, 'registered with core' );
		$this->assertIsCallable( $tools[ Privacy::EXPORTER ]['callback'] );
		$this->assertNotSame( '', (string) ( $tools[ Privacy::EXPORTER ]['exporter_friendly_name'] ?? $tools[ Privacy::EXPORTER ]['eraser_friendly_name'] ?? '' ) );
		return $tools[ Privacy::EXPORTER ]['callback'];
	}

	/**
	 * Names and values of an exported item.
	 *
	 * @param array<string, mixed> $item Item.
	 * @return array<string, string>
	 */
	private static function fields( array $item ): array {
		return array_column( $item['data'], 'value', 'name' );
	}

	public function test_exports_every_subscription_and_every_consent_of_the_address_only(): void {
		$shop = $this->single_opt_in_list( 'Shop letters, please.' );
		$this->assertSame( 200, $this->sign_up()['status'] );
		$this->assertSame( 200, $this->sign_up( array( 'list_id' => (string) $shop ) )['status'] );
		$this->assertSame( 200, $this->sign_up( array( 'email' => 'grace@example.test' ) )['status'] );

		$export = $this->tool( 'wp_privacy_personal_data_exporters' )( 'ADA@example.test', 1 );

		$this->assertTrue( $export['done'] );
		$groups = array_count_values( array_column( $export['data'], 'group_id' ) );
		$this->assertSame( 2, $groups['vitrine-newsletter-subscriptions'] );
		$this->assertSame( 2, $groups['vitrine-newsletter-consents'] );
		$this->assertStringNotContainsString( 'grace', (string) wp_json_encode( $export ) );

		$subscription = self::fields( $export['data'][0] );
		$this->assertSame( 'ada@example.test', $subscription['Email address'] );
		$this->assertSame( 'Lovelace', $subscription['Last name'] );
		$this->assertSame( '+44 20 7946 0000', $subscription['Telephone'] );
		$consents = array_values( array_filter( $export['data'], static fn( $item ) => 'vitrine-newsletter-consents' === $item['group_id'] ) );
		$texts    = array_map( static fn( $item ) => self::fields( $item )['Consent text'], $consents );
		$this->assertContains( 'Shop letters, please.', $texts );
		$this->assertNotSame( '', self::fields( $consents[0] )['IP address'] );
	}

	public function test_pages_through_many_consents(): void {
		$list = $this->single_opt_in_list();
		add_filter( 'vitrine_newsletter_rate_limit', static fn() => 1000 );
		for ( $i = 0; $i < Privacy::PAGE_SIZE + 1; $i++ ) {
			$this->sign_up( array( 'list_id' => (string) $list ) );
		}
		$exporter = $this->tool( 'wp_privacy_personal_data_exporters' );

		$first  = $exporter( 'ada@example.test', 1 );
		$second = $exporter( 'ada@example.test', 2 );

		$this->assertFalse( $first['done'] );
		$this->assertTrue( $second['done'] );
		$this->assertCount( 1, $second['data'], 'the 101st consent, and no subscription twice' );
	}

	public function test_erases_subscriptions_and_consents_of_the_address_only(): void {
		$shop = $this->single_opt_in_list();
		$this->sign_up();
		$this->sign_up( array( 'list_id' => (string) $shop ) );
		$this->sign_up( array( 'email' => 'grace@example.test' ) );
		$erased = array();
		add_action(
			'vitrine_newsletter_erased',
			static function ( $email, $subscriptions, $consents ) use ( &$erased ) {
				$erased[] = array( $email, $subscriptions, $consents );
			},
			10,
			3
		);

		$result = $this->tool( 'wp_privacy_personal_data_erasers' )( 'Ada@Example.test', 1 );

		$this->assertTrue( $result['items_removed'] );
		$this->assertFalse( $result['items_retained'] );
		$this->assertTrue( $result['done'] );
		$this->assertNull( $this->subscriber( 'ada@example.test' ) );
		$this->assertNull( $this->subscriber( 'ada@example.test', $shop ) );
		$this->assertNotNull( $this->subscriber( 'grace@example.test' ) );
		$this->assertSame( array(), $this->tool( 'wp_privacy_personal_data_exporters' )( 'ada@example.test', 1 )['data'] );
		$this->assertCount( 2, $this->tool( 'wp_privacy_personal_data_exporters' )( 'grace@example.test', 1 )['data'] );
		$this->assertSame( array( array( 'Ada@Example.test', 2, 2 ) ), $erased );

		$again = $this->tool( 'wp_privacy_personal_data_erasers' )( 'ada@example.test', 1 );
		$this->assertFalse( $again['items_removed'], 'nothing left to erase' );
	}

	public function test_a_site_may_keep_the_consent_records_as_proof(): void {
		add_filter( 'vitrine_newsletter_erase_consents', '__return_false' );
		$this->sign_up();

		$result = $this->tool( 'wp_privacy_personal_data_erasers' )( 'ada@example.test', 1 );

		$this->assertTrue( $result['items_removed'] );
		$this->assertTrue( $result['items_retained'] );
		$this->assertNotSame( array(), $result['messages'] );
		$export = $this->tool( 'wp_privacy_personal_data_exporters' )( 'ada@example.test', 1 );
		$this->assertSame( array( 'vitrine-newsletter-consents' ), array_values( array_unique( array_column( $export['data'], 'group_id' ) ) ) );
	}

	public function test_an_empty_or_invalid_address_touches_nothing(): void {
		$this->sign_up();
		$this->assertSame( array(), $this->tool( 'wp_privacy_personal_data_exporters' )( '', 1 )['data'] );
		$this->assertFalse( $this->tool( 'wp_privacy_personal_data_erasers' )( '%', 1 )['items_removed'] );
		$this->assertSame( 1, $this->subscriber_rows() );
	}
}
