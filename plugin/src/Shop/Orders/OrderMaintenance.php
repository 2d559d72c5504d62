<?php
/**
 * The orders' hourly upkeep.
 *
 * @package Vitrine
 */

declare( strict_types = 1 );

namespace Vitrine\Shop\Orders;

defined( 'ABSPATH' ) || exit;

/**
 * The hourly `vitrine_order_maintenance` WP-Cron event: sends the order mails still waiting
 * after their request ended without sending them ({@see OrderMailQueue::deliver_stale()}) and
 * counts the orders per status again ({@see OrderCounts::recount()}), so a counter that
 * drifted heals within the hour.
 */
final class OrderMaintenance {

	public const HOOK = 'vitrine_order_maintenance';

	/**
	 * Hooks in and schedules the event.
	 */
	public function register(): void {
		add_action( self::HOOK, array( $this, 'run' ) );
		add_action(
			'init',
			static function (): void {
				if ( ! wp_next_scheduled( self::HOOK ) ) {
					wp_schedule_event( time() + HOUR_IN_SECONDS, 'hourly', self::HOOK );
				}
			}
		);
	}

	/**
	 * The upkeep.
	 */
	public function run(): void {
		( new OrderMailQueue() )->deliver_stale();
		( new OrderCounts() )->recount();
	}
}
