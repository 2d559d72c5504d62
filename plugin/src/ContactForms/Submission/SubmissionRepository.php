<?php
/**
 * Submission storage.
 *
 * @package Vitrine
 */

declare( strict_types = 1 );

namespace Vitrine\ContactForms\Submission;

use RuntimeException;

defined( 'ABSPATH' ) || exit;

/**
 * Reads and writes the submissions table.
 */
final class SubmissionRepository {

	/**
	 * The table's full name.
	 */
	private function table(): string {
		global $wpdb;
		return $wpdb->prefix . SubmissionsTable::name();
	}

	/**
	 * Stores a submission and returns its id.
	 *
	 * @param int                  $form_id    Form id.
	 * @param string               $status     Status.
	 * @param array<string, mixed> $fields     Values.
	 * @param array<string, mixed> $files      Stored files.
	 * @param string               $ip         IP.
	 * @param string               $user_agent User agent.
	 * @param int                  $user_id    User id.
	 * @throws RuntimeException When the row cannot be written.
	 */
	public function insert( int $form_id, string $status, array $fields, array $files, string $ip, string $user_agent, int $user_id ): int {
		global $wpdb;
		$ok = $wpdb->insert(
			$this->table(),
			array(
				'form_id'    => $form_id,
				'status'     => $status,
				'fields'     => (string) wp_json_encode( $fields, JSON_UNESCAPED_UNICODE | JSON_UNESCAPED_SLASHES ),
				'files'      => (string) wp_json_encode( (object) $files, JSON_UNESCAPED_UNICODE | JSON_UNESCAPED_SLASHES ),
				'ip'         => substr( $ip, 0, 45 ),
				'user_agent' => mb_substr( $user_agent, 0, 255 ),
				'user_id'    => $user_id,
				'created_at' => current_time( 'mysql', true ),
			),
			array( '%d', '%s', '%s', '%s', '%s', '%s', '%d', '%s' )
		);
		if ( false === $ok ) {
			throw new RuntimeException( esc_html( 'Could not store the submission: ' . $wpdb->last_error ) );
		}
		return (int) $wpdb->insert_id;
	}

	/**
	 * Records the outcome of sending the mail.
	 *
	 * @param int    $id     Row id.
	 * @param string $status sent or failed.
	 */
	public function mark( int $id, string $status ): void {
		global $wpdb;
		$wpdb->update(
			$this->table(),
			array(
				'status'    => $status,
				'mailed_at' => Submission::SENT === $status ? current_time( 'mysql', true ) : null,
			),
			array( 'id' => $id ),
			array( '%s', '%s' ),
			array( '%d' )
		);
	}

	/**
	 * Moves a submission from one status to another in one statement, so of two concurrent
	 * requests (a double-clicked Resend) only one wins.
	 *
	 * @param int    $id   Row id.
	 * @param string $from Expected status.
	 * @param string $to   New status.
	 * @return bool Whether this call made the change.
	 */
	public function transition( int $id, string $from, string $to ): bool {
		global $wpdb;
		return 1 === (int) $wpdb->query( $wpdb->prepare( 'UPDATE %i SET status = %s WHERE id = %d AND status = %s', $this->table(), $to, $id, $from ) );
	}

	/**
	 * Replaces a submission's values (taking one out of spam drops the spam checks' reason).
	 *
	 * @param int                  $id     Row id.
	 * @param array<string, mixed> $fields Values by field name.
	 */
	public function set_fields( int $id, array $fields ): void {
		global $wpdb;
		$wpdb->update(
			$this->table(),
			array( 'fields' => (string) wp_json_encode( $fields, JSON_UNESCAPED_UNICODE | JSON_UNESCAPED_SLASHES ) ),
			array( 'id' => $id ),
			array( '%s' ),
			array( '%d' )
		);
	}

	/**
	 * Deletes a submission's row.
	 *
	 * @param int $id Row id.
	 * @return bool Whether a row was deleted.
	 */
	public function delete( int $id ): bool {
		global $wpdb;
		return 1 === (int) $wpdb->delete( $this->table(), array( 'id' => $id ), array( '%d' ) );
	}

	/**
	 * The ids of the submissions of the same form just before (older) and after (newer) one,
	 * so the detail view can step through a form's submissions in the list's order.
	 *
	 * @param int $id      Row id.
	 * @param int $form_id Form id.
	 * @return array{older: int|null, newer: int|null}
	 */
	public function neighbours( int $id, int $form_id ): array {
		global $wpdb;
		$older = $wpdb->get_var( $wpdb->prepare( 'SELECT MAX(id) FROM %i WHERE form_id = %d AND id < %d', $this->table(), $form_id, $id ) );
		$newer = $wpdb->get_var( $wpdb->prepare( 'SELECT MIN(id) FROM %i WHERE form_id = %d AND id > %d', $this->table(), $form_id, $id ) );
		return array(
			'older' => null !== $older ? (int) $older : null,
			'newer' => null !== $newer ? (int) $newer : null,
		);
	}

	/**
	 * One submission.
	 *
	 * @param int $id Row id.
	 */
	public function get( int $id ): ?Submission {
		global $wpdb;
		$row = $wpdb->get_row( $wpdb->prepare( 'SELECT * FROM %i WHERE id = %d', $this->table(), $id ), ARRAY_A );
		return is_array( $row ) ? Submission::from_row( $row ) : null;
	}

	/**
	 * A page of submissions, newest first.
	 *
	 * @param array{form_id?: int, status?: string, search?: string} $filter Filters.
	 * @param int                                                     $limit  Rows.
	 * @param int                                                     $offset Offset.
	 * @return list<Submission>
	 */
	public function find( array $filter, int $limit, int $offset = 0 ): array {
		global $wpdb;
		list( $where, $args ) = $this->where( $filter );
		$rows                 = $wpdb->get_results(
			// phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- $where holds only placeholders built by where().
			$wpdb->prepare( "SELECT * FROM %i WHERE {$where} ORDER BY id DESC LIMIT %d OFFSET %d", $this->table(), ...array_merge( $args, array( $limit, $offset ) ) ),
			ARRAY_A
		);
		return array_map( array( Submission::class, 'from_row' ), (array) $rows );
	}

	/**
	 * How many submissions match.
	 *
	 * @param array{form_id?: int, status?: string, search?: string} $filter Filters.
	 */
	public function count( array $filter ): int {
		global $wpdb;
		list( $where, $args ) = $this->where( $filter );
		// phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- $where holds only placeholders built by where().
		return (int) $wpdb->get_var( $wpdb->prepare( "SELECT COUNT(*) FROM %i WHERE {$where}", $this->table(), ...$args ) );
	}

	/**
	 * The WHERE clause of a filter, with placeholders, and its arguments.
	 *
	 * @param array{form_id?: int, status?: string, search?: string} $filter Filters.
	 * @return array{0: string, 1: list<mixed>}
	 */
	private function where( array $filter ): array {
		global $wpdb;
		$where = array( '1=1' );
		$args  = array();
		if ( ! empty( $filter['form_id'] ) ) {
			$where[] = 'form_id = %d';
			$args[]  = (int) $filter['form_id'];
		}
		if ( ! empty( $filter['status'] ) ) {
			$where[] = 'status = %s';
			$args[]  = (string) $filter['status'];
		}
		if ( isset( $filter['search'] ) && '' !== $filter['search'] ) {
			$where[] = 'fields LIKE %s';
			// Values are stored as JSON; escape the term the same way so accents and quotes match.
			$term   = substr( (string) wp_json_encode( (string) $filter['search'], JSON_UNESCAPED_UNICODE | JSON_UNESCAPED_SLASHES ), 1, -1 );
			$args[] = '%' . $wpdb->esc_like( $term ) . '%';
		}
		return array( implode( ' AND ', $where ), $args );
	}

	/**
	 * Submissions older than a date that still hold files.
	 *
	 * @param string $before UTC, MySQL format.
	 * @param int    $limit  Rows.
	 * @return list<Submission>
	 */
	public function with_files_before( string $before, int $limit = 200 ): array {
		global $wpdb;
		$rows = $wpdb->get_results(
			$wpdb->prepare( 'SELECT * FROM %i WHERE created_at < %s AND files LIKE %s ORDER BY id ASC LIMIT %d', $this->table(), $before, '%"path":"/%', $limit ),
			ARRAY_A
		);
		return array_map( array( Submission::class, 'from_row' ), (array) $rows );
	}

	/**
	 * Replaces a submission's file list (after files were deleted from disk, with empty paths).
	 *
	 * @param int                  $id    Row id.
	 * @param array<string, mixed> $files Files by field name.
	 */
	public function set_files( int $id, array $files ): void {
		global $wpdb;
		$wpdb->update(
			$this->table(),
			array( 'files' => (string) wp_json_encode( (object) $files, JSON_UNESCAPED_UNICODE | JSON_UNESCAPED_SLASHES ) ),
			array( 'id' => $id ),
			array( '%s' ),
			array( '%d' )
		);
	}
}
