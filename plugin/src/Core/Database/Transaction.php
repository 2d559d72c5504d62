<?php
/**
 * One unit of work in the database.
 *
 * @package Vitrine
 */

declare( strict_types = 1 );

namespace Vitrine\Core\Database;

use RuntimeException;

defined( 'ABSPATH' ) || exit;

/**
 * Runs a few statements as one transaction, so a row and the counters kept about it change
 * together or not at all. Inside a transaction already open (a caller's, or a test's), it
 * uses a savepoint: a second `START TRANSACTION` would commit the outer one. A deadlock
 * (InnoDB's choice of victim between two writers) is retried, as MariaDB advises.
 */
final class Transaction {

	private const ER_LOCK_DEADLOCK = 1213;

	/**
	 * Tries at most, a deadlock's victim included. Eight guests adding one product at the same
	 * moment lost three tries in a row (their new lists' gap locks on the items' index).
	 */
	private const ATTEMPTS = 6;

	/**
	 * Savepoints open in this request, for unique names.
	 *
	 * @var int
	 */
	private static int $depth = 0;

	/**
	 * Runs $work in a transaction and returns what it returns.
	 *
	 * @template T
	 * @param callable(): T $work The statements; throw to roll them back.
	 * @return T
	 * @throws RuntimeException When the database keeps failing.
	 * @throws \Throwable What $work threw, after the rollback.
	 */
	public static function run( callable $work ) {
		global $wpdb;
		$nested = '1' === (string) $wpdb->get_var( 'SELECT @@in_transaction' );
		for ( $attempt = 1; $attempt <= self::ATTEMPTS; $attempt++ ) {
			$savepoint = 'vitrine_' . ( ++self::$depth );
			self::statement( $nested, 'SAVEPOINT ' . $savepoint, 'START TRANSACTION' );
			try {
				$result = $work();
			} catch ( \Throwable $error ) {
				self::statement( $nested, 'ROLLBACK TO SAVEPOINT ' . $savepoint, 'ROLLBACK' );
				--self::$depth;
				if ( $error instanceof DeadlockError && ! $nested && $attempt < self::ATTEMPTS ) {
					// A random pause, longer each time: victims retried at once meet the same
					// writers again in the same order.
					usleep( random_int( 1000, 4000 ) * $attempt );
					continue;
				}
				throw $error;
			}
			self::statement( $nested, 'RELEASE SAVEPOINT ' . $savepoint, 'COMMIT' );
			--self::$depth;
			return $result;
		}
		throw new RuntimeException( 'The transaction kept failing.' );
	}

	/**
	 * Runs the savepoint's statement inside a transaction, else the transaction's.
	 *
	 * @param bool   $nested      Whether a transaction is open.
	 * @param string $savepoint   The savepoint statement (a fixed name: no value from outside).
	 * @param string $transaction The transaction statement.
	 */
	private static function statement( bool $nested, string $savepoint, string $transaction ): void {
		global $wpdb;
		$wpdb->query( $nested ? $savepoint : $transaction ); // phpcs:ignore WordPress.DB.PreparedSQL.NotPrepared -- fixed statements, see above.
	}

	/**
	 * Throws when the last read failed (a locking read that lost a deadlock returns no rows,
	 * which must not read as "nothing to do").
	 *
	 * @throws DeadlockError|RuntimeException When it failed.
	 */
	public static function read_ok(): void {
		global $wpdb;
		if ( '' !== (string) $wpdb->last_error ) {
			self::check( false );
		}
	}

	/**
	 * Throws when the last statement failed, a deadlock as {@see DeadlockError} (retried by
	 * {@see self::run()}), anything else as a RuntimeException (rolled back).
	 *
	 * @param mixed $result What `$wpdb->query()` returned.
	 * @return int Rows affected.
	 * @throws DeadlockError|RuntimeException When the statement failed.
	 */
	public static function check( $result ): int {
		global $wpdb;
		if ( false !== $result ) {
			return (int) $result;
		}
		// phpcs:ignore WordPress.DB.RestrictedFunctions.mysql_mysqli_errno, WordPress.DB.RestrictedClasses.mysql__mysqli -- $wpdb exposes no error number.
		if ( $wpdb->dbh instanceof \mysqli && self::ER_LOCK_DEADLOCK === mysqli_errno( $wpdb->dbh ) ) {
			throw new DeadlockError( 'Deadlock.' );
		}
		throw new RuntimeException( esc_html( 'A database statement failed: ' . $wpdb->last_error ) );
	}
}
