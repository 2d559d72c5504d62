<?php
/**
 * Daily clean-up of ended rate-limit windows.
 *
 * @package Vitrine
 */

declare( strict_types = 1 );

namespace Vitrine\Core\RateLimiter;

use Vitrine\Core\Module;

defined( 'ABSPATH' ) || exit;

/**
 * Schedules the purge of ended rate-limit windows through WP-Cron.
 */
final class RateLimitPurge implements Module {

	/**
	 * {@inheritDoc}
	 */
	public function register(): void {
		add_action( RateLimiter::PURGE_HOOK, array( new RateLimiter(), 'purge' ) );
		add_action(
			'init',
			static function (): void {
				if ( ! wp_next_scheduled( RateLimiter::PURGE_HOOK ) ) {
					wp_schedule_event( time() + HOUR_IN_SECONDS, 'daily', RateLimiter::PURGE_HOOK );
				}
			}
		);
	}
}
