<?php
/**
 * Like storage.
 *
 * @package Vitrine
 */

declare( strict_types = 1 );

namespace Vitrine\Likes;

use RuntimeException;

defined( 'ABSPATH' ) || exit;

/**
 * Reads and writes likes. Counts are kept for the rest of the request once read, so a page of
 * posts costs one query.
 *
 * They are not kept in the object cache: with a persistent one shared by several web nodes, a
 * node that read a count just before another node's like committed could store the old figure
 * after that node had dropped it, and every node would then show it until the post's next like.
 * The database's count, changed only in SQL, is the one truth.
 */
final class LikeRepository {

	/**
	 * MariaDB's "deadlock found" error number; the transaction is simply retried.
	 */
	private const ER_LOCK_DEADLOCK = 1213;

	/**
	 * Posts whose counts are loaded together with the first count a page asks for.
	 *
	 * @var list<int>
	 */
	private array $waiting = array();

	/**
	 * Counts read in this request, by `<site id>:<post id>`.
	 *
	 * @var array<string, int>
	 */
	private static array $counts = array();

	/**
	 * Records that a visitor loves a post.
	 *
	 * The like row and the counter change in one transaction: the unique key refuses a second
	 * like from the same visitor, and only a new row increments the counter, in SQL.
	 *
	 * @param int    $post_id Post id.
	 * @param string $visitor Visitor key.
	 * @return array{added: bool, count: int}
	 * @throws RuntimeException When the database keeps failing.
	 */
	public function add( int $post_id, string $visitor ): array {
		global $wpdb;
		$likes  = $wpdb->prefix . LikesTable::name();
		$counts = $wpdb->prefix . LikeCountsTable::name();

		// Outside the transaction, so concurrent first likes never wait on each other's inserts.
		$wpdb->query( $wpdb->prepare( 'INSERT IGNORE INTO %i (post_id, loves) VALUES (%d, 0)', $counts, $post_id ) );

		for ( $attempt = 1; $attempt <= 3; $attempt++ ) {
			$wpdb->query( 'START TRANSACTION' );
			$inserted = $wpdb->query(
				$wpdb->prepare(
					'INSERT IGNORE INTO %i (post_id, visitor, created_at) VALUES (%d, %s, %s)',
					$likes,
					$post_id,
					$visitor,
					current_time( 'mysql', true )
				)
			);
			if ( 1 === $inserted ) {
				$inserted = $wpdb->query( $wpdb->prepare( 'UPDATE %i SET loves = loves + 1 WHERE post_id = %d', $counts, $post_id ) ) ? 1 : false;
			}
			if ( false !== $inserted ) {
				$wpdb->query( 'COMMIT' );
				self::forget( $post_id );
				return array(
					'added' => 1 === $inserted,
					'count' => $this->count( $post_id ),
				);
			}
			$wpdb->query( 'ROLLBACK' );
			if ( ! $this->is_deadlock() ) {
				break;
			}
		}
		throw new RuntimeException( esc_html( 'Could not store the like: ' . $wpdb->last_error ) );
	}

	/**
	 * Whether the last statement failed because InnoDB picked it as a deadlock victim.
	 */
	private function is_deadlock(): bool {
		global $wpdb;
		// phpcs:ignore WordPress.DB.RestrictedFunctions.mysql_mysqli_errno, WordPress.DB.RestrictedClasses.mysql__mysqli -- $wpdb exposes no error number.
		return $wpdb->dbh instanceof \mysqli && self::ER_LOCK_DEADLOCK === mysqli_errno( $wpdb->dbh );
	}

	/**
	 * Returns a post's love count.
	 *
	 * @param int $post_id Post id.
	 */
	public function count( int $post_id ): int {
		$key = self::key( $post_id );
		if ( isset( self::$counts[ $key ] ) ) {
			return self::$counts[ $key ];
		}
		// The first count asked for loads those of every post waiting (the loop's) with it.
		$ids           = array_merge( array( $post_id ), $this->waiting );
		$this->waiting = array();
		return $this->prime( $ids )[ $post_id ];
	}

	/**
	 * Marks posts whose counts will likely be asked for (a loop's), so that the first count
	 * asked for loads them all in one query, and a page that shows no like button runs none.
	 *
	 * @param list<int> $post_ids Post ids.
	 */
	public function prime_later( array $post_ids ): void {
		$this->waiting = array_merge( $this->waiting, array_map( 'intval', $post_ids ) );
	}

	/**
	 * Loads the counts of several posts in one query and keeps them for the request.
	 *
	 * @param list<int> $post_ids Post ids.
	 * @return array<int, int> Count per post id.
	 */
	public function prime( array $post_ids ): array {
		global $wpdb;
		$post_ids = array_values( array_unique( array_map( 'intval', $post_ids ) ) );
		if ( ! $post_ids ) {
			return array();
		}
		$table        = $wpdb->prefix . LikeCountsTable::name();
		$placeholders = implode( ',', array_fill( 0, count( $post_ids ), '%d' ) );
		$rows         = $wpdb->get_results(
			// phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- $placeholders is a list of %d built above.
			$wpdb->prepare( "SELECT post_id, loves FROM %i WHERE post_id IN ({$placeholders})", $table, ...$post_ids ),
			ARRAY_A
		);
		$counts = array_fill_keys( $post_ids, 0 );
		foreach ( $rows as $row ) {
			$counts[ (int) $row['post_id'] ] = (int) $row['loves'];
		}
		foreach ( $counts as $id => $count ) {
			self::$counts[ self::key( $id ) ] = $count;
		}
		return $counts;
	}

	/**
	 * The key of a post's count on the current site.
	 *
	 * @param int $post_id Post id.
	 */
	private static function key( int $post_id ): string {
		return get_current_blog_id() . ':' . $post_id;
	}

	/**
	 * Drops a post's count read earlier in this request, after it changed.
	 *
	 * @param int $post_id Post id.
	 */
	private static function forget( int $post_id ): void {
		unset( self::$counts[ self::key( $post_id ) ] );
	}

	/**
	 * Returns the posts a visitor loves, most recent first.
	 *
	 * @param string $visitor Visitor key.
	 * @param int    $limit   Maximum number of ids.
	 * @return list<int>
	 */
	public function loved_by( string $visitor, int $limit = 500 ): array {
		global $wpdb;
		if ( '' === $visitor ) {
			return array();
		}
		$table = $wpdb->prefix . LikesTable::name();
		$ids   = $wpdb->get_col(
			$wpdb->prepare( 'SELECT post_id FROM %i WHERE visitor = %s ORDER BY id DESC LIMIT %d', $table, $visitor, $limit )
		);
		return array_map( 'intval', $ids );
	}

	/**
	 * Sets a post's count outright (seeding and imports only).
	 *
	 * @param int $post_id Post id.
	 * @param int $count   Count.
	 */
	public function set_count( int $post_id, int $count ): void {
		global $wpdb;
		$table = $wpdb->prefix . LikeCountsTable::name();
		$wpdb->query(
			$wpdb->prepare( 'INSERT INTO %i (post_id, loves) VALUES (%d, %d) ON DUPLICATE KEY UPDATE loves = VALUES(loves)', $table, $post_id, max( 0, $count ) )
		);
		self::forget( $post_id );
	}

	/**
	 * Removes a post's likes and count (when the post is deleted).
	 *
	 * @param int $post_id Post id.
	 */
	public function delete_post( int $post_id ): void {
		global $wpdb;
		$wpdb->delete( $wpdb->prefix . LikesTable::name(), array( 'post_id' => $post_id ), array( '%d' ) );
		$wpdb->delete( $wpdb->prefix . LikeCountsTable::name(), array( 'post_id' => $post_id ), array( '%d' ) );
		self::forget( $post_id );
	}
}
