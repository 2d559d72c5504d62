<?php
/**
 * Rate-limit counters table.
 *
 * @package Vitrine
 */

declare( strict_types = 1 );

namespace Vitrine\Core\RateLimiter;

use Vitrine\Core\Database\Table;

defined( 'ABSPATH' ) || exit;

/**
 * One row per bucket (an action plus a client), counting hits in a fixed window. Buckets are
 * hashed; `subject` names the account a bucket is about (`user:<id>`), for the privacy tools.
 */
final class RateLimitTable implements Table {

	/**
	 * {@inheritDoc}
	 */
	public static function name(): string {
		return 'vitrine_rate_limits';
	}

	/**
	 * {@inheritDoc}
	 */
	public static function schema(): string {
		return 'bucket char(64) NOT NULL,
hits int(10) unsigned NOT NULL DEFAULT 0,
window_ends bigint(20) unsigned NOT NULL,
subject varchar(64) NOT NULL DEFAULT \'\',
PRIMARY KEY  (bucket),
KEY window_ends (window_ends),
KEY subject (subject)';
	}
}
