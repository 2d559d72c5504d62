<?php
/**
 * Login rate limits in the privacy tools.
 *
 * @package Vitrine
 */

declare( strict_types = 1 );

namespace Vitrine\Core\Privacy;

use Vitrine\Core\RateLimiter\RateLimiter;

defined( 'ABSPATH' ) || exit;

/**
 * The failed-login counters kept about an account (tagged `user:<id>`): how many attempts in
 * which window. They last one window (15 minutes by default) and hold no address in clear.
 */
final class LoginLimitsPrivacy {

	public const ID = 'vitrine-login-limits';

	/**
	 * Sets up the tools.
	 *
	 * @param RateLimiter $limiter The limiter the login policy counts in (the network's).
	 */
	public function __construct( private RateLimiter $limiter ) {}

	/**
	 * Core's exporter entry.
	 *
	 * @return array{exporter_friendly_name: string, callback: callable}
	 */
	public function exporter(): array {
		return array(
			'exporter_friendly_name' => __( 'Login attempt counters', 'vitrine' ),
			'callback'               => array( $this, 'export' ),
		);
	}

	/**
	 * Core's eraser entry.
	 *
	 * @return array{eraser_friendly_name: string, callback: callable}
	 */
	public function eraser(): array {
		return array(
			'eraser_friendly_name' => __( 'Login attempt counters', 'vitrine' ),
			'callback'             => array( $this, 'erase' ),
		);
	}

	/**
	 * Exports the account's open counters.
	 *
	 * @param string $email Email address.
	 * @return array{data: list<array<string, mixed>>, done: bool}
	 */
	public function export( $email ): array {
		$person = Person::of( $email );
		if ( 0 === $person->user_id ) {
			return Export::page( array() );
		}
		$items = array();
		foreach ( $this->limiter->entries_about( 'user:' . $person->user_id ) as $i => $entry ) {
			$items[] = Export::item(
				'vitrine-login-limits',
				__( 'Login attempt counters', 'vitrine' ),
				__( 'Failed sign-in attempts at this account, counted to slow down password guessing.', 'vitrine' ),
				'vitrine-login-limit-' . $i,
				array(
					__( 'Failed attempts', 'vitrine' ) => (string) $entry['hits'],
					__( 'Counted until', 'vitrine' )   => wp_date( 'Y-m-d H:i:s', $entry['window_ends'] ),
				)
			);
		}
		return Export::page( $items );
	}

	/**
	 * Deletes the account's counters.
	 *
	 * @param string $email Email address.
	 * @return array{items_removed: bool, items_retained: bool, messages: list<string>, done: bool}
	 */
	public function erase( $email ): array {
		$person = Person::of( $email );
		if ( 0 === $person->user_id ) {
			return Export::erased( false );
		}
		return Export::erased( $this->limiter->forget( 'user:' . $person->user_id ) > 0 );
	}
}
