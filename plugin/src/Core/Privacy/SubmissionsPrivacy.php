<?php
/**
 * Contact form submissions in the privacy tools.
 *
 * @package Vitrine
 */

declare( strict_types = 1 );

namespace Vitrine\Core\Privacy;

use Vitrine\ContactForms\Submission\Submission;
use Vitrine\ContactForms\Submission\UploadStore;

defined( 'ABSPATH' ) || exit;

/**
 * The contact form messages a person sent: those sent while signed in to their account, and
 * those with a field whose value is their address. Exported with the IP address and browser
 * recorded with them; erased whole, with the files sent along. A message someone else sent
 * that only mentions the address is theirs: it is not exported, and erasing redacts the
 * address from it.
 */
final class SubmissionsPrivacy {

	public const ID = 'vitrine-contact-submissions';

	/**
	 * Candidate rows read per query.
	 */
	private const PAGE_SIZE = 50;

	/**
	 * Sets up the submissions' privacy tools.
	 *
	 * @param UploadStore $uploads Private uploads.
	 */
	public function __construct( private UploadStore $uploads ) {}

	/**
	 * Core's exporter entry.
	 *
	 * @return array{exporter_friendly_name: string, callback: callable}
	 */
	public function exporter(): array {
		return array(
			'exporter_friendly_name' => __( 'Contact form submissions', 'vitrine' ),
			'callback'               => array( $this, 'export' ),
		);
	}

	/**
	 * Core's eraser entry.
	 *
	 * @return array{eraser_friendly_name: string, callback: callable}
	 */
	public function eraser(): array {
		return array(
			'eraser_friendly_name' => __( 'Contact form submissions', 'vitrine' ),
			'callback'             => array( $this, 'erase' ),
		);
	}

	/**
	 * A batch of the person's submissions, newest first. Rows are narrowed in SQL (the address
	 * appears in the JSON) and confirmed in PHP (it is a field's whole value).
	 *
	 * @param Person $person Person.
	 * @param int    $offset Rows to skip.
	 * @param int    $before Only rows with a lower id (a cursor that deletions do not move).
	 * @return array{0: array{mine: list<Submission>, others: list<Submission>}, 1: bool, 2: int}
	 *         The person's submissions and those that only mention the address, whether this
	 *         was the last batch, and the lowest id read.
	 */
	private function batch( Person $person, int $offset, int $before = PHP_INT_MAX ): array {
		global $wpdb;
		$rows   = (array) $wpdb->get_results(
			$wpdb->prepare(
				'SELECT * FROM %i WHERE id < %d AND ( ( user_id > 0 AND user_id = %d ) OR fields LIKE %s ) ORDER BY id DESC LIMIT %d OFFSET %d',
				$wpdb->prefix . 'vitrine_form_submissions',
				$before,
				$person->user_id,
				'%' . $wpdb->esc_like( $person->email ) . '%',
				self::PAGE_SIZE,
				$offset
			),
			ARRAY_A
		);
		$found  = array(
			'mine'   => array(),
			'others' => array(),
		);
		$lowest = $before;
		foreach ( $rows as $row ) {
			$submission = Submission::from_row( (array) $row );
			$lowest     = min( $lowest, $submission->id );
			$whose      = ( $person->user_id > 0 && $submission->user_id === $person->user_id ) || self::names( $submission, $person->email ) ? 'mine' : 'others';

			$found[ $whose ][] = $submission;
		}
		return array( $found, count( $rows ) < self::PAGE_SIZE, $lowest );
	}

	/**
	 * Replaces the address wherever it appears in another person's submission.
	 *
	 * @param Submission $submission Submission.
	 * @param string     $email      Address.
	 * @return bool Whether anything was replaced.
	 */
	private function redact( Submission $submission, string $email ): bool {
		global $wpdb;
		$replace = static fn( $value ) => is_string( $value ) ? str_ireplace( $email, wp_privacy_anonymize_data( 'email' ), $value ) : $value;
		$fields  = array();
		foreach ( $submission->fields as $name => $value ) {
			$fields[ $name ] = is_array( $value ) ? array_map( $replace, $value ) : $replace( $value );
		}
		if ( $fields === $submission->fields ) {
			return false;
		}
		return (bool) $wpdb->update(
			$wpdb->prefix . 'vitrine_form_submissions',
			array( 'fields' => (string) wp_json_encode( $fields, JSON_UNESCAPED_UNICODE | JSON_UNESCAPED_SLASHES ) ),
			array( 'id' => $submission->id ),
			array( '%s' ),
			array( '%d' )
		);
	}

	/**
	 * Whether a field of a submission holds the address.
	 *
	 * @param Submission $submission Submission.
	 * @param string     $email      Address.
	 */
	private static function names( Submission $submission, string $email ): bool {
		foreach ( $submission->fields as $value ) {
			foreach ( (array) $value as $one ) {
				if ( is_string( $one ) && 0 === strcasecmp( trim( $one ), $email ) ) {
					return true;
				}
			}
		}
		return false;
	}

	/**
	 * Exports the person's submissions.
	 *
	 * @param string $email Email address.
	 * @param int    $page  Page, from 1.
	 * @return array{data: list<array<string, mixed>>, done: bool}
	 */
	public function export( $email, $page = 1 ): array {
		$person = Person::of( $email );
		if ( ! $person->is_known() ) {
			return Export::page( array() );
		}
		list( $submissions, $done ) = $this->batch( $person, ( max( 1, (int) $page ) - 1 ) * self::PAGE_SIZE );
		$submissions                = $submissions['mine'];
		$items                      = array();
		foreach ( $submissions as $submission ) {
			$fields = array(
				__( 'Form', 'vitrine' ) => get_the_title( $submission->form_id ),
				__( 'Sent', 'vitrine' ) => Export::date( $submission->created_at ),
			);
			foreach ( $submission->fields as $name => $value ) {
				if ( ! str_starts_with( (string) $name, '_' ) ) {
					$fields[ (string) $name ] = implode( ', ', array_map( 'strval', (array) $value ) );
				}
			}
			$names = array();
			foreach ( $submission->files as $list ) {
				foreach ( (array) $list as $file ) {
					$names[] = (string) ( $file['name'] ?? '' );
				}
			}
			$fields[ __( 'Files sent', 'vitrine' ) ] = implode( ', ', array_filter( $names ) );
			$fields[ __( 'IP address', 'vitrine' ) ] = $submission->ip;
			$fields[ __( 'Browser', 'vitrine' ) ]    = $submission->user_agent;

			$items[] = Export::item(
				'vitrine-contact-submissions',
				__( 'Contact form submissions', 'vitrine' ),
				__( 'Messages sent through the site’s contact forms, with the IP address and browser they came from.', 'vitrine' ),
				'vitrine-submission-' . $submission->id,
				$fields
			);
		}
		return Export::page( $items, $done );
	}

	/**
	 * Deletes the person's submissions and their files.
	 *
	 * @param string $email Email address.
	 * @param int    $page  Page (all are deleted on the first).
	 * @return array{items_removed: bool, items_retained: bool, messages: list<string>, done: bool}
	 */
	public function erase( $email, $page = 1 ): array {
		global $wpdb;
		$person = Person::of( $email );
		if ( ! $person->is_known() ) {
			return Export::erased( false );
		}
		$removed = 0;
		$before  = PHP_INT_MAX;
		do {
			list( $found, $done, $before ) = $this->batch( $person, 0, $before );
			foreach ( $found['mine'] as $submission ) {
				$this->uploads->delete( $submission->files );
				$removed += (int) $wpdb->delete( $wpdb->prefix . 'vitrine_form_submissions', array( 'id' => $submission->id ), array( '%d' ) );
			}
			foreach ( $found['others'] as $submission ) {
				$removed += $this->redact( $submission, $person->email ) ? 1 : 0;
			}
		} while ( ! $done );
		return Export::erased( $removed > 0 );
	}
}
