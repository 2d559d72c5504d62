<?php
/**
 * Subscriber storage.
 *
 * @package Vitrine
 */

declare( strict_types = 1 );

namespace Vitrine\Newsletter;

use RuntimeException;
use Vitrine\Core\Database\KeysetPage;

defined( 'ABSPATH' ) || exit;

/**
 * Reads and writes subscribers and their consent records.
 */
final class SubscriberRepository {

	/**
	 * Subscribers table with prefix.
	 */
	private static function table(): string {
		global $wpdb;
		return $wpdb->prefix . SubscribersTable::name();
	}

	/**
	 * Adds an address to a list, or updates it when it is already there, in one statement.
	 *
	 * The unique (list_id, email) key makes this safe under concurrency: two simultaneous
	 * sign-ups of the same address end up as one row. A repeat sign-up updates the names and
	 * telephone only when new ones were given (nothing stored is blanked), leaves a pending or
	 * confirmed status as it is, and re-activates an unsubscribed address with `$status`.
	 *
	 * @param int    $list_id    List id.
	 * @param string $email      Valid email address.
	 * @param string $first_name First name (may be empty).
	 * @param string $last_name  Last name (may be empty).
	 * @param string $telephone  Telephone (may be empty).
	 * @param string $status     Status of a new (or re-activated) subscriber.
	 * @return array{subscriber: Subscriber, created: bool}
	 * @throws RuntimeException When the database fails.
	 */
	public function upsert( int $list_id, string $email, string $first_name, string $last_name, string $telephone, string $status ): array {
		global $wpdb;
		$now    = current_time( 'mysql', true );
		$result = $wpdb->query(
			$wpdb->prepare(
				"INSERT INTO %i (list_id, email, first_name, last_name, telephone, status, created_at, updated_at)
				VALUES (%d, %s, %s, %s, %s, %s, %s, %s)
				ON DUPLICATE KEY UPDATE
					first_name = IF( VALUES(first_name) = '', first_name, VALUES(first_name) ),
					last_name = IF( VALUES(last_name) = '', last_name, VALUES(last_name) ),
					telephone = IF( VALUES(telephone) = '', telephone, VALUES(telephone) ),
					status = IF( status = %s, VALUES(status), status ),
					updated_at = VALUES(updated_at)",
				self::table(),
				$list_id,
				$email,
				$first_name,
				$last_name,
				$telephone,
				$status,
				$now,
				$now,
				Subscriber::UNSUBSCRIBED
			)
		);
		if ( false === $result ) {
			throw new RuntimeException( esc_html( 'Could not store the subscriber: ' . $wpdb->last_error ) );
		}
		$subscriber = $this->find_by_email( $list_id, $email );
		if ( null === $subscriber ) {
			throw new RuntimeException( 'The stored subscriber could not be read back.' );
		}
		return array(
			'subscriber' => $subscriber,
			'created'    => 1 === $result,
		);
	}

	/**
	 * Records a consent: appends it to the log and keeps the latest on the subscriber.
	 *
	 * @param Subscriber $subscriber Subscriber.
	 * @param string     $text       The consent text the list showed.
	 * @param string     $ip         Client address.
	 * @param string     $user_agent Client user agent.
	 */
	public function record_consent( Subscriber $subscriber, string $text, string $ip, string $user_agent ): void {
		global $wpdb;
		$now = current_time( 'mysql', true );
		$wpdb->insert(
			$wpdb->prefix . ConsentsTable::name(),
			array(
				'subscriber_id' => $subscriber->id,
				'list_id'       => $subscriber->list_id,
				'email'         => $subscriber->email,
				'consent_text'  => $text,
				'ip'            => $ip,
				'user_agent'    => mb_substr( $user_agent, 0, 255 ),
				'given_at'      => $now,
			),
			array( '%d', '%d', '%s', '%s', '%s', '%s', '%s' )
		);
		$wpdb->update(
			self::table(),
			array(
				'consent_at'   => $now,
				'consent_ip'   => $ip,
				'consent_text' => $text,
			),
			array( 'id' => $subscriber->id ),
			array( '%s', '%s', '%s' ),
			array( '%d' )
		);
	}

	/**
	 * The consent log of a subscriber, oldest first.
	 *
	 * @param int $subscriber_id Subscriber id.
	 * @return list<array{consent_text: string, ip: string, given_at: string}>
	 */
	public function consents( int $subscriber_id ): array {
		global $wpdb;
		$rows     = (array) $wpdb->get_results(
			$wpdb->prepare( 'SELECT consent_text, ip, given_at FROM %i WHERE subscriber_id = %d ORDER BY id ASC', $wpdb->prefix . ConsentsTable::name(), $subscriber_id ),
			ARRAY_A
		);
		$consents = array();
		foreach ( $rows as $row ) {
			$consents[] = array(
				'consent_text' => (string) $row['consent_text'],
				'ip'           => (string) $row['ip'],
				'given_at'     => (string) $row['given_at'],
			);
		}
		return $consents;
	}

	/**
	 * Returns a subscriber by id.
	 *
	 * @param int $id Subscriber id.
	 */
	public function find( int $id ): ?Subscriber {
		global $wpdb;
		$row = $wpdb->get_row( $wpdb->prepare( 'SELECT * FROM %i WHERE id = %d', self::table(), $id ), ARRAY_A );
		return is_array( $row ) ? Subscriber::from_row( $row ) : null;
	}

	/**
	 * Returns a list's subscriber with this address.
	 *
	 * @param int    $list_id List id.
	 * @param string $email   Email address (compared case-insensitively by the collation).
	 */
	public function find_by_email( int $list_id, string $email ): ?Subscriber {
		global $wpdb;
		$row = $wpdb->get_row( $wpdb->prepare( 'SELECT * FROM %i WHERE list_id = %d AND email = %s', self::table(), $list_id, $email ), ARRAY_A );
		return is_array( $row ) ? Subscriber::from_row( $row ) : null;
	}

	/**
	 * Every subscription of an address, on every list, oldest first.
	 *
	 * @param string $email Email address (compared case-insensitively by the collation).
	 * @return list<Subscriber>
	 */
	public function find_all_by_email( string $email ): array {
		global $wpdb;
		$rows  = (array) $wpdb->get_results(
			$wpdb->prepare( 'SELECT * FROM %i WHERE email = %s ORDER BY id ASC', self::table(), $email ),
			ARRAY_A
		);
		$items = array();
		foreach ( $rows as $row ) {
			$items[] = Subscriber::from_row( (array) $row );
		}
		return $items;
	}

	/**
	 * A page of the consent records given with an address (including those of subscriptions
	 * deleted since), oldest first.
	 *
	 * @param string $email  Email address.
	 * @param int    $limit  Rows per page.
	 * @param int    $offset Rows to skip.
	 * @return list<array{id: int, list_id: int, consent_text: string, ip: string, user_agent: string, given_at: string}>
	 */
	public function consents_by_email( string $email, int $limit, int $offset ): array {
		global $wpdb;
		$rows     = (array) $wpdb->get_results(
			$wpdb->prepare(
				'SELECT id, list_id, consent_text, ip, user_agent, given_at FROM %i WHERE email = %s ORDER BY id ASC LIMIT %d OFFSET %d',
				$wpdb->prefix . ConsentsTable::name(),
				$email,
				$limit,
				$offset
			),
			ARRAY_A
		);
		$consents = array();
		foreach ( $rows as $row ) {
			$consents[] = array(
				'id'           => (int) $row['id'],
				'list_id'      => (int) $row['list_id'],
				'consent_text' => (string) $row['consent_text'],
				'ip'           => (string) $row['ip'],
				'user_agent'   => (string) $row['user_agent'],
				'given_at'     => (string) $row['given_at'],
			);
		}
		return $consents;
	}

	/**
	 * Deletes every subscription of an address.
	 *
	 * @param string $email Email address.
	 * @return int Rows deleted.
	 */
	public function delete_by_email( string $email ): int {
		global $wpdb;
		return (int) $wpdb->query( $wpdb->prepare( 'DELETE FROM %i WHERE email = %s', self::table(), $email ) );
	}

	/**
	 * Deletes every consent record given with an address.
	 *
	 * @param string $email Email address.
	 * @return int Rows deleted.
	 */
	public function delete_consents_by_email( string $email ): int {
		global $wpdb;
		return (int) $wpdb->query( $wpdb->prepare( 'DELETE FROM %i WHERE email = %s', $wpdb->prefix . ConsentsTable::name(), $email ) );
	}

	/**
	 * Moves a pending subscriber to confirmed.
	 *
	 * @param int $id Subscriber id.
	 * @return bool True when the status changed now.
	 */
	public function confirm( int $id ): bool {
		global $wpdb;
		$now = current_time( 'mysql', true );
		return 1 === $wpdb->query(
			$wpdb->prepare( 'UPDATE %i SET status = %s, confirmed_at = %s, updated_at = %s WHERE id = %d AND status = %s', self::table(), Subscriber::CONFIRMED, $now, $now, $id, Subscriber::PENDING )
		);
	}

	/**
	 * Unsubscribes a subscriber.
	 *
	 * @param int $id Subscriber id.
	 * @return bool True when the status changed now.
	 */
	public function unsubscribe( int $id ): bool {
		global $wpdb;
		$now = current_time( 'mysql', true );
		return 1 === $wpdb->query(
			$wpdb->prepare( 'UPDATE %i SET status = %s, unsubscribed_at = %s, updated_at = %s WHERE id = %d AND status <> %s', self::table(), Subscriber::UNSUBSCRIBED, $now, $now, $id, Subscriber::UNSUBSCRIBED )
		);
	}

	/**
	 * Builds the WHERE clause of a search.
	 *
	 * @param array{list_id?: int, status?: string, search?: string} $query Filters.
	 */
	private function where( array $query ): string {
		global $wpdb;
		$where = array( '1=1' );
		if ( ! empty( $query['list_id'] ) ) {
			$where[] = $wpdb->prepare( 'list_id = %d', $query['list_id'] );
		}
		if ( ! empty( $query['status'] ) ) {
			$where[] = $wpdb->prepare( 'status = %s', $query['status'] );
		}
		if ( ! empty( $query['search'] ) ) {
			$where[] = self::search( trim( $query['search'] ) );
		}
		return implode( ' AND ', $where );
	}

	/**
	 * The condition of a search, each part answered by an index and never `LIKE '%…%'` (a scan
	 * of every subscriber), as the orders' search: an address (it has an `@`) exactly; a
	 * telephone number (digits, with `+`, spaces and `( ) / . -`) by its start as typed; two
	 * words or more the first name and the start of the last ("Ada Love"); one word the start
	 * of a first name, a last name or an address (the three indexes merged).
	 *
	 * @param string $search Words, trimmed.
	 */
	private static function search( string $search ): string {
		global $wpdb;
		$start = static fn( string $words ): string => $wpdb->esc_like( $words ) . '%';
		if ( str_contains( $search, '@' ) ) {
			return $wpdb->prepare( 'email = %s', $search );
		}
		if ( 1 === preg_match( '/^\+?[\d\s().\/-]*\d[\d\s().\/-]*$/', $search ) ) {
			return $wpdb->prepare( 'telephone LIKE %s', $start( $search ) );
		}
		$words = preg_split( '/\s+/', $search, 2 );
		if ( is_array( $words ) && 2 === count( $words ) ) {
			return $wpdb->prepare( '(first_name = %s AND last_name LIKE %s)', $words[0], $start( $words[1] ) );
		}
		return $wpdb->prepare( '(first_name LIKE %s OR last_name LIKE %s OR email LIKE %s)', $start( $search ), $start( $search ), $start( $search ) );
	}

	/**
	 * One page of the admin list, newest first, by keyset on the id ({@see KeysetPage}): the
	 * thousandth page costs what the first does. A list or status filter seeks on its own
	 * index (`list_id` or `status`, the id implied), a search on the email, name and
	 * telephone indexes ({@see SubscriberRepository::search()}).
	 *
	 * @param array{list_id?: int, status?: string, search?: string} $query Filters.
	 * @param KeysetPage                                             $page  The page asked for.
	 * @return array{rows: list<Subscriber>, newer: bool, older: bool}
	 */
	public function admin_page( array $query, KeysetPage $page ): array {
		global $wpdb;
		$where  = $this->where( $query );
		$result = $page->fetch(
			'id',
			// phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- $where is built from prepared fragments, the seek and order by KeysetPage.
			static fn( string $seek, array $seek_args, string $order, int $limit ): array => (array) $wpdb->get_results( $wpdb->prepare( "SELECT * FROM %i WHERE {$where}{$seek} ORDER BY {$order} LIMIT %d", self::table(), ...array_merge( $seek_args, array( $limit ) ) ), ARRAY_A )
		);
		return array(
			'rows'  => array_map( static fn( $row ): Subscriber => Subscriber::from_row( (array) $row ), $result['rows'] ),
			'newer' => $result['newer'],
			'older' => $result['older'],
		);
	}

	/**
	 * How many subscribers match a query (the export's rows, for its progress bar).
	 *
	 * @param array{list_id?: int, status?: string, search?: string} $query Filters.
	 */
	public function count( array $query ): int {
		global $wpdb;
		$where = $this->where( $query );
		// phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- $where is built from prepared fragments.
		return (int) $wpdb->get_var( $wpdb->prepare( "SELECT COUNT(*) FROM %i WHERE {$where}", self::table() ) );
	}

	/**
	 * Counts subscribers per status.
	 *
	 * @param array{list_id?: int, search?: string} $query Filters.
	 * @return array<string, int>
	 */
	public function status_counts( array $query ): array {
		global $wpdb;
		$where = $this->where( $query );
		$rows  = (array) $wpdb->get_results(
			// phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- $where is built from prepared fragments.
			$wpdb->prepare( "SELECT status, COUNT(*) AS n FROM %i WHERE {$where} GROUP BY status", self::table() ),
			ARRAY_A
		);
		$counts = array_fill_keys( Subscriber::statuses(), 0 );
		foreach ( $rows as $row ) {
			$counts[ (string) $row['status'] ] = (int) $row['n'];
		}
		return $counts;
	}

	/**
	 * Walks the subscribers matching a query in batches (for exports), oldest first.
	 *
	 * @param array{list_id?: int, status?: string, search?: string} $query Filters.
	 * @param int                                                    $batch Rows per query.
	 * @return \Generator<int, Subscriber>
	 */
	public function each( array $query, int $batch = 500 ): \Generator {
		global $wpdb;
		$where   = $this->where( $query );
		$last_id = 0;
		do {
			$rows = (array) $wpdb->get_results(
				// phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- $where is built from prepared fragments.
				$wpdb->prepare( "SELECT * FROM %i WHERE {$where} AND id > %d ORDER BY id ASC LIMIT %d", self::table(), $last_id, $batch ),
				ARRAY_A
			);
			$fetched = count( $rows );
			foreach ( $rows as $row ) {
				$subscriber = Subscriber::from_row( (array) $row );
				$last_id    = $subscriber->id;
				yield $subscriber;
			}
		} while ( $fetched === $batch );
	}
}
