<?php
/**
 * One stored submission.
 *
 * @package Vitrine
 */

declare( strict_types = 1 );

namespace Vitrine\ContactForms\Submission;

defined( 'ABSPATH' ) || exit;

/**
 * A row of the submissions table, decoded.
 */
final class Submission {

	public const SENT   = 'sent';
	public const FAILED = 'failed';
	public const SPAM   = 'spam';

	/**
	 * Sets up the submission.
	 *
	 * @param int                                                             $id         Row id.
	 * @param int                                                             $form_id    Form id.
	 * @param string                                                          $status     sent, failed or spam.
	 * @param array<string, string|list<string>>                              $fields     Posted values by field name.
	 * @param array<string, list<array{name: string, path: string, size: int, type: string}>> $files Stored files by field name.
	 * @param string                                                          $ip         Client IP.
	 * @param string                                                          $user_agent User agent.
	 * @param int                                                             $user_id    User id (0 for guests).
	 * @param string                                                          $created_at UTC, MySQL format.
	 * @param string|null                                                     $mailed_at  UTC, MySQL format.
	 */
	public function __construct(
		public readonly int $id,
		public readonly int $form_id,
		public readonly string $status,
		public readonly array $fields,
		public readonly array $files,
		public readonly string $ip,
		public readonly string $user_agent,
		public readonly int $user_id,
		public readonly string $created_at,
		public readonly ?string $mailed_at
	) {}

	/**
	 * Builds a submission from a database row.
	 *
	 * @param array<string, mixed> $row Row.
	 */
	public static function from_row( array $row ): self {
		$fields = json_decode( (string) $row['fields'], true );
		$files  = json_decode( (string) $row['files'], true );
		return new self(
			(int) $row['id'],
			(int) $row['form_id'],
			(string) $row['status'],
			is_array( $fields ) ? $fields : array(),
			is_array( $files ) ? $files : array(),
			(string) $row['ip'],
			(string) $row['user_agent'],
			(int) $row['user_id'],
			(string) $row['created_at'],
			null === $row['mailed_at'] ? null : (string) $row['mailed_at']
		);
	}

	/**
	 * A field's value as one line of text.
	 *
	 * @param string $name Field name.
	 */
	public function text( string $name ): string {
		$value = $this->fields[ $name ] ?? '';
		return is_array( $value ) ? implode( ', ', $value ) : (string) $value;
	}
}
