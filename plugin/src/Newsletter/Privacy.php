<?php
/**
 * WordPress privacy tools for newsletter data.
 *
 * @package Vitrine
 */

declare( strict_types = 1 );

namespace Vitrine\Newsletter;

use Vitrine\Core\LazyHooks;

defined( 'ABSPATH' ) || exit;

/**
 * Plugs the newsletter into Tools → Export / Erase Personal Data: the subscriptions of an
 * address (every list, every status) and the consent records given with it, including those
 * of subscriptions deleted since. Also suggests a paragraph for the site's privacy policy.
 */
final class Privacy {

	public const EXPORTER = 'vitrine-newsletter';
	public const ERASER   = 'vitrine-newsletter';

	/**
	 * Consent records per exporter page.
	 */
	public const PAGE_SIZE = 100;

	/**
	 * Sets up the privacy tools.
	 *
	 * @param ListRepository       $lists       Lists.
	 * @param SubscriberRepository $subscribers Subscribers.
	 */
	public function __construct( private ListRepository $lists, private SubscriberRepository $subscribers ) {}

	/**
	 * Hooks the exporter, the eraser and the policy text; built when one of them runs.
	 *
	 * @param \Closure(): Privacy $privacy Builds (once) the instance.
	 */
	public static function register( \Closure $privacy ): void {
		add_filter( 'wp_privacy_personal_data_exporters', LazyHooks::call( $privacy, 'add_exporter' ) );
		add_filter( 'wp_privacy_personal_data_erasers', LazyHooks::call( $privacy, 'add_eraser' ) );
		add_action( 'admin_init', LazyHooks::call( $privacy, 'add_policy_text' ) );
	}

	/**
	 * Registers the exporter.
	 *
	 * @param array<string, array<string, mixed>> $exporters Exporters.
	 * @return array<string, array<string, mixed>>
	 */
	public function add_exporter( $exporters ): array {
		$exporters                   = (array) $exporters;
		$exporters[ self::EXPORTER ] = array(
			'exporter_friendly_name' => __( 'Newsletter subscriptions', 'vitrine' ),
			'callback'               => array( $this, 'export' ),
		);
		return $exporters;
	}

	/**
	 * Registers the eraser.
	 *
	 * @param array<string, array<string, mixed>> $erasers Erasers.
	 * @return array<string, array<string, mixed>>
	 */
	public function add_eraser( $erasers ): array {
		$erasers                 = (array) $erasers;
		$erasers[ self::ERASER ] = array(
			'eraser_friendly_name' => __( 'Newsletter subscriptions', 'vitrine' ),
			'callback'             => array( $this, 'erase' ),
		);
		return $erasers;
	}

	/**
	 * List names by id.
	 *
	 * @return array<int, string>
	 */
	private function list_names(): array {
		$names = array();
		foreach ( $this->lists->all() as $list ) {
			$names[ $list->id ] = $list->name;
		}
		return $names;
	}

	/**
	 * A UTC MySQL date in the site's time zone, or '' when unset.
	 *
	 * @param string|null $utc Date.
	 */
	private static function date( ?string $utc ): string {
		return null === $utc || '' === $utc ? '' : get_date_from_gmt( $utc, 'Y-m-d H:i:s' );
	}

	/**
	 * Exports an address's newsletter data, one page at a time: the subscriptions on page 1,
	 * then the consent records, `PAGE_SIZE` per page.
	 *
	 * @param string $email Email address.
	 * @param int    $page  Page, from 1.
	 * @return array{data: list<array{group_id: string, group_label: string, group_description: string, item_id: string, data: list<array{name: string, value: string}>}>, done: bool}
	 */
	public function export( $email, $page = 1 ): array {
		$email = sanitize_email( (string) $email );
		$page  = max( 1, (int) $page );
		if ( '' === $email ) {
			return array(
				'data' => array(),
				'done' => true,
			);
		}
		$names = $this->list_names();
		$items = array();

		if ( 1 === $page ) {
			foreach ( $this->subscribers->find_all_by_email( $email ) as $subscriber ) {
				$data    = array(
					array(
						'name'  => __( 'List', 'vitrine' ),
						'value' => $names[ $subscriber->list_id ] ?? '',
					),
					array(
						'name'  => __( 'Email address', 'vitrine' ),
						'value' => $subscriber->email,
					),
					array(
						'name'  => __( 'First name', 'vitrine' ),
						'value' => $subscriber->first_name,
					),
					array(
						'name'  => __( 'Last name', 'vitrine' ),
						'value' => $subscriber->last_name,
					),
					array(
						'name'  => __( 'Telephone', 'vitrine' ),
						'value' => $subscriber->telephone,
					),
					array(
						'name'  => __( 'Status', 'vitrine' ),
						'value' => Subscriber::status_label( $subscriber->status ),
					),
					array(
						'name'  => __( 'Signed up', 'vitrine' ),
						'value' => self::date( $subscriber->created_at ),
					),
					array(
						'name'  => __( 'Confirmed', 'vitrine' ),
						'value' => self::date( $subscriber->confirmed_at ),
					),
				);
				$items[] = array(
					'group_id'          => 'vitrine-newsletter-subscriptions',
					'group_label'       => __( 'Newsletter subscriptions', 'vitrine' ),
					'group_description' => __( 'The newsletter lists this email address was signed up to.', 'vitrine' ),
					'item_id'           => 'vitrine-newsletter-subscriber-' . $subscriber->id,
					'data'              => array_values(
						array_filter( $data, static fn( array $field ): bool => '' !== $field['value'] )
					),
				);
			}
		}

		$consents = $this->subscribers->consents_by_email( $email, self::PAGE_SIZE, ( $page - 1 ) * self::PAGE_SIZE );
		foreach ( $consents as $consent ) {
			$items[] = array(
				'group_id'          => 'vitrine-newsletter-consents',
				'group_label'       => __( 'Newsletter consents', 'vitrine' ),
				'group_description' => __( 'Each time this email address agreed to receive a newsletter: the text shown, when, and from where.', 'vitrine' ),
				'item_id'           => 'vitrine-newsletter-consent-' . $consent['id'],
				'data'              => array(
					array(
						'name'  => __( 'List', 'vitrine' ),
						'value' => $names[ $consent['list_id'] ] ?? __( '(deleted list)', 'vitrine' ),
					),
					array(
						'name'  => __( 'Consent text', 'vitrine' ),
						'value' => $consent['consent_text'],
					),
					array(
						'name'  => __( 'Given at', 'vitrine' ),
						'value' => self::date( $consent['given_at'] ),
					),
					array(
						'name'  => __( 'IP address', 'vitrine' ),
						'value' => $consent['ip'],
					),
					array(
						'name'  => __( 'Browser', 'vitrine' ),
						'value' => $consent['user_agent'],
					),
				),
			);
		}

		return array(
			'data' => $items,
			'done' => count( $consents ) < self::PAGE_SIZE,
		);
	}

	/**
	 * Erases an address's newsletter data: its subscriptions on every list and, unless a site
	 * must keep proof of consent (filter), the consent records.
	 *
	 * @param string $email Email address.
	 * @param int    $page  Page (all is erased on the first).
	 * @return array{items_removed: bool, items_retained: bool, messages: list<string>, done: bool}
	 */
	public function erase( $email, $page = 1 ): array {
		$email  = sanitize_email( (string) $email );
		$result = array(
			'items_removed'  => false,
			'items_retained' => false,
			'messages'       => array(),
			'done'           => true,
		);
		if ( '' === $email ) {
			return $result;
		}

		$subscriptions = $this->subscribers->delete_by_email( $email );

		/**
		 * Filters whether erasing an address's personal data also deletes its newsletter
		 * consent records. Sites that must keep proof of consent return false.
		 *
		 * @since 0.1.0
		 *
		 * @param bool   $erase Whether to delete the consent records. Default true.
		 * @param string $email The email address being erased.
		 */
		$erase_consents = (bool) apply_filters( 'vitrine_newsletter_erase_consents', true, $email );
		$consents       = 0;
		if ( $erase_consents ) {
			$consents = $this->subscribers->delete_consents_by_email( $email );
		} elseif ( array() !== $this->subscribers->consents_by_email( $email, 1, 0 ) ) {
			$result['items_retained'] = true;
			$result['messages'][]     = __( 'Newsletter consent records were kept as proof of consent.', 'vitrine' );
		}
		$result['items_removed'] = $subscriptions + $consents > 0;

		if ( $result['items_removed'] ) {
			/**
			 * Fires after an address's newsletter data was erased through the privacy tools,
			 * so integrations can forget it too.
			 *
			 * @since 0.1.0
			 *
			 * @param string $email         The erased address.
			 * @param int    $subscriptions Subscriptions deleted.
			 * @param int    $consents      Consent records deleted.
			 */
			do_action( 'vitrine_newsletter_erased', $email, $subscriptions, $consents );
		}
		return $result;
	}

	/**
	 * Suggests a paragraph for the privacy policy (Settings → Privacy → policy guide).
	 */
	public function add_policy_text(): void {
		if ( ! function_exists( 'wp_add_privacy_policy_content' ) ) {
			return;
		}
		$text = '<p class="privacy-policy-tutorial">' . esc_html__( 'Suggested text for the newsletter sign-up forms:', 'vitrine' ) . '</p>'
			. '<p>' . esc_html__( 'When you sign up for our newsletter we store your email address and, if you give them, your name and telephone number, with the date of sign-up and of confirmation. When you tick the consent box we also record the consent text you agreed to, the time, your IP address and your browser’s user agent, as proof of consent. Every email has a link to unsubscribe at once. You can ask us to export or erase this data.', 'vitrine' ) . '</p>';
		wp_add_privacy_policy_content( __( 'Vitrine newsletter', 'vitrine' ), wp_kses_post( $text ) );
	}
}
