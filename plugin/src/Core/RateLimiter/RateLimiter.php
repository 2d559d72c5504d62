<?php
/**
 * Fixed-window rate limiting in the database.
 *
 * @package Vitrine
 */

declare( strict_types = 1 );

namespace Vitrine\Core\RateLimiter;

defined( 'ABSPATH' ) || exit;

/**
 * Counts hits per bucket in one atomic statement, so several web nodes sharing a database
 * agree and concurrent requests cannot slip past the limit (transients could: they are a
 * read-modify-write).
 *
 * On multisite, limits on things every site shares (user accounts: logins, password resets,
 * registrations) count in the network's table ({@see RateLimiter::network()}), so N sites
 * do not give N allowances; the others count per site.
 */
final class RateLimiter {

	public const PURGE_HOOK = 'vitrine_purge_rate_limits';

	/**
	 * Sets up a limiter.
	 *
	 * @param bool $network Whether to count in the network's table (the main site's) on multisite.
	 */
	public function __construct( private bool $network = false ) {}

	/**
	 * A limiter whose counts every site of a network shares (the same as a per-site one on a
	 * single site).
	 */
	public static function network(): RateLimiter {
		return new RateLimiter( true );
	}

	/**
	 * The table this limiter counts in.
	 */
	public function table(): string {
		global $wpdb;
		return ( $this->network ? $wpdb->base_prefix : $wpdb->prefix ) . RateLimitTable::name();
	}

	/**
	 * Records one hit and tells whether the bucket is still within its limit.
	 *
	 * @param string $bucket  What is limited and for whom, e.g. `like:203.0.113.9`.
	 * @param int    $limit   Hits allowed per window.
	 * @param int    $window  Window length in seconds.
	 * @param string $subject The person the bucket is about (`user:<id>`), so the privacy
	 *                        tools can find and erase it; empty for a bare address or name.
	 * @return bool True when this hit is allowed.
	 */
	public function hit( string $bucket, int $limit, int $window, string $subject = '' ): bool {
		global $wpdb;
		$table = $this->table();
		$now   = time();

		// LAST_INSERT_ID(expr) hands this connection the row's new hit count without a second read.
		$wpdb->query(
			$wpdb->prepare(
				'INSERT INTO %i (bucket, hits, window_ends, subject) VALUES (%s, LAST_INSERT_ID(1), %d, %s)
				ON DUPLICATE KEY UPDATE
					hits = LAST_INSERT_ID( IF( window_ends <= %d, 1, hits + 1 ) ),
					window_ends = IF( window_ends <= %d, %d, window_ends )',
				$table,
				hash( 'sha256', $bucket ),
				$now + $window,
				substr( $subject, 0, 64 ),
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
				$this->table(),
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
		$wpdb->query( $wpdb->prepare( 'DELETE FROM %i WHERE window_ends <= %d', $this->table(), time() ) );
		if ( ! $this->network && is_multisite() ) {
			// The network's table is purged too, even when the main site does not run Vitrine.
			self::network()->purge();
		}
	}

	/**
	 * The open windows kept about a person (for the privacy exporter).
	 *
	 * @param string $subject Subject given to {@see RateLimiter::hit()}, e.g. `user:12`.
	 * @return list<array{hits: int, window_ends: int}>
	 */
	public function entries_about( string $subject ): array {
		global $wpdb;
		$rows = (array) $wpdb->get_results(
			$wpdb->prepare( 'SELECT hits, window_ends FROM %i WHERE subject = %s ORDER BY window_ends', $this->table(), $subject ),
			ARRAY_A
		);
		return array_map(
			static fn( array $row ): array => array(
				'hits'        => (int) $row['hits'],
				'window_ends' => (int) $row['window_ends'],
			),
			$rows
		);
	}

	/**
	 * Deletes every window kept about a person (for the privacy eraser).
	 *
	 * @param string $subject Subject given to {@see RateLimiter::hit()}.
	 * @return int Rows deleted.
	 */
	public function forget( string $subject ): int {
		global $wpdb;
		return (int) $wpdb->query( $wpdb->prepare( 'DELETE FROM %i WHERE subject = %s', $this->table(), $subject ) );
	}
}
