<?php
/**
 * Expired guest lists.
 *
 * @package Vitrine
 */

declare( strict_types = 1 );

namespace Vitrine\Wishlists;

defined( 'ABSPATH' ) || exit;

/**
 * Deletes guests' lists once they have expired, once a day
 * through WP-Cron.
 */
final class GuestPurge {

	public const HOOK = 'vitrine_purge_guest_wishlists';

	/**
	 * Sets up the purge.
	 *
	 * @param WishlistRepository $repository Storage.
	 */
	public function __construct( private WishlistRepository $repository ) {}

	/**
	 * Hooks the job and schedules it daily.
	 */
	public function register(): void {
		add_action( self::HOOK, array( $this, 'purge' ) );
		add_action( 'init', array( $this, 'schedule' ) );
	}

	/**
	 * Schedules the daily job unless it is scheduled already.
	 */
	public function schedule(): void {
		if ( ! wp_next_scheduled( self::HOOK ) ) {
			wp_schedule_event( time() + HOUR_IN_SECONDS, 'daily', self::HOOK );
		}
	}

	/**
	 * Deletes the lists whose expiry has passed, with their items.
	 *
	 * @return int Lists deleted.
	 */
	public function purge(): int {
		return $this->repository->purge_expired( gmdate( 'Y-m-d H:i:s' ) );
	}
}
