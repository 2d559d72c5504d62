<?php
/**
 * Fixed-window rate limiting in the database.
 *
 * @package Vitrine
 */

declare( strict_types = 1 );

namespace Vitrine\Core\RateLimiter;

/**
 * Counts hits per bucket in one atomic statement, so several web nodes sharing a database
 * agree and concurrent requests cannot slip past the limit (transients could: they are a
 * read-modify-write).
 */
final class RateLimiter {

	public const PURGE_HOOK = 'vitrine_purge_rate_limits';

	/**
	 * Records one hit and tells whether the bucket is still within its limit.
	 *
	 * @param string $bucket  What is limited and for whom, e.g. `like:203.0.113.9`.
	 * @param int    $limit   Hits allowed per window.
	 * @param int    $window  Window length in seconds.
	 * @return bool True when this hit is allowed.
	 */
	public function hit( string $bucket, int $limit, int $window ): bool {
		global $wpdb;
		$table = $wpdb->prefix . RateLimitTable::name();
		$now   = time();

		// LAST_INSERT_ID(expr) hands this connection the row's new hit count without a second read.
		$wpdb->query(
			$wpdb->prepare(
				'INSERT INTO %i (bucket, hits, window_ends) VALUES (%s, LAST_INSERT_ID(1), %d)
				ON DUPLICATE KEY UPDATE
					hits = LAST_INSERT_ID( IF( window_ends <= %d, 1, hits + 1 ) ),
					window_ends = IF( window_ends <= %d, %d, window_ends )',
				$table,
				hash( 'sha256', $bucket ),
				$now + $window,
				$now,
				$now,
				$now + $window
			)
		);
		$hits = (int) $wpdb->get_var( 'SELECT LAST_INSERT_ID()' );

		return $hits <= $limit;
	}

	/**
	 * Takes back one hit of a window that is still open, for a hit that turned out not to be
	 * abuse (a login that succeeded). Counting first and taking back afterwards keeps the
	 * limit atomic for the attempts that fail.
	 *
	 * @param string $bucket The bucket given to {@see RateLimiter::hit()}.
	 */
	public function release( string $bucket ): void {
		global $wpdb;
		$wpdb->query(
			$wpdb->prepare(
				'UPDATE %i SET hits = IF( hits > 0, hits - 1, 0 ) WHERE bucket = %s AND window_ends > %d',
				$wpdb->prefix . RateLimitTable::name(),
				hash( 'sha256', $bucket ),
				time()
			)
		);
	}

	/**
	 * Deletes windows that have ended (runs daily through WP-Cron).
	 */
	public function purge(): void {
		global $wpdb;
		$table = $wpdb->prefix . RateLimitTable::name();
		$wpdb->query( $wpdb->prepare( 'DELETE FROM %i WHERE window_ends <= %d', $table, time() ) );
	}
}
