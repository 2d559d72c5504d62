<?php
/**
 * The plugin's scheduled events.
 *
 * @package Vitrine
 */

declare( strict_types = 1 );

namespace Vitrine\Core\Lifecycle;

use Vitrine\ContactForms\Submission\UploadStore;
use Vitrine\Core\RateLimiter\RateLimiter;
use Vitrine\Shop\Orders\OrderMaintenance;
use Vitrine\Wishlists\GuestPurge;

defined( 'ABSPATH' ) || exit;

/**
 * Every WP-Cron hook a module schedules, in one place, so deactivation and uninstall can
 * unschedule them all (modules schedule them again on `init` when the plugin is active).
 */
final class CronEvents {

	/**
	 * The hooks.
	 *
	 * @return list<string>
	 */
	public static function hooks(): array {
		$hooks = array( RateLimiter::PURGE_HOOK, GuestPurge::HOOK, UploadStore::PURGE_HOOK, OrderMaintenance::HOOK );

		/**
		 * Filters the WP-Cron hooks unscheduled when Vitrine is deactivated or deleted. A
		 * module or extension that schedules an event adds its hook here.
		 *
		 * @since 0.2.0
		 *
		 * @param list<string> $hooks Hook names.
		 */
		return array_values( array_map( 'strval', (array) apply_filters( 'vitrine_cron_hooks', $hooks ) ) );
	}

	/**
	 * Unschedules every event of the current site.
	 */
	public static function clear(): void {
		foreach ( self::hooks() as $hook ) {
			wp_clear_scheduled_hook( $hook );
		}
	}
}
