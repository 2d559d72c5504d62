<?php
/**
 * @package Vitrine
 */

declare( strict_types = 1 );

namespace Vitrine\Tests\Newsletter;

use Vitrine\Newsletter\ListRepository;
use Vitrine\Newsletter\Subscriber;
use Vitrine\Newsletter\SubscriberRepository;
use Vitrine\Tests\TestCase;

/**
 * Helpers: sign-ups through the real admin-ajax action, and a mail catcher.
 */
abstract class NewsletterTestCase extends TestCase {

	protected function setUp(): void {
		parent::setUp();
		$this->capture_mail();
	}

	/**
	 * Posts a sign-up as the widget does.
	 *
	 * @param array<string, string> $fields Fields over the defaults.
	 * @param string|null           $nonce  Nonce (a valid one by default).
	 * @return array{status: int, body: string, json: mixed}
	 */
	protected function sign_up( array $fields = array(), ?string $nonce = null ): array {
		$reply         = $this->ajax(
			'ce4wp_form_submission',
			$fields + array(
				'nonce'      => $nonce ?? wp_create_nonce( 'ce4wp_form_submission' ),
				'first_name' => 'Ada',
				'last_name'  => 'Lovelace',
				'email'      => 'ada@example.test',
				'telephone'  => '+44 20 7946 0000',
				'consent'    => 'true',
				'list_id'    => '',
			)
		);
		$reply['json'] = json_decode( $reply['body'], true );
		return $reply;
	}

	/**
	 * The subscriber of the default list with this address.
	 *
	 * @param string $email Address.
	 * @param int    $list  List id (default list when 0).
	 */
	protected function subscriber( string $email, int $list = 0 ): ?Subscriber {
		$list = $list > 0 ? $list : ( new ListRepository() )->default_list()->id;
		return ( new SubscriberRepository() )->find_by_email( $list, $email );
	}

	/**
	 * Rows in the subscribers table.
	 */
	protected function subscriber_rows(): int {
		global $wpdb;
		return (int) $wpdb->get_var( $wpdb->prepare( 'SELECT COUNT(*) FROM %i', $wpdb->prefix . 'vitrine_newsletter_subscribers' ) );
	}

	/**
	 * Makes a list that confirms nothing by mail.
	 *
	 * @param string $consent Consent text.
	 */
	protected function single_opt_in_list( string $consent = 'I agree to the letters.' ): int {
		return ( new ListRepository() )->create( 'Shop news', false, $consent );
	}
}
