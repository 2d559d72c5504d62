<?php
/**
 * Love counts per post.
 *
 * @package Vitrine
 */

declare( strict_types = 1 );

namespace Vitrine\Likes;

use Vitrine\Core\Database\Table;

defined( 'ABSPATH' ) || exit;

/**
 * The displayed count of each post, incremented in SQL (never read-modify-written in PHP).
 */
final class LikeCountsTable implements Table {

	/**
	 * {@inheritDoc}
	 */
	public static function name(): string {
		return 'vitrine_like_counts';
	}

	/**
	 * {@inheritDoc}
	 */
	public static function schema(): string {
		return 'post_id bigint(20) unsigned NOT NULL,
loves bigint(20) unsigned NOT NULL DEFAULT 0,
PRIMARY KEY  (post_id)';
	}
}
