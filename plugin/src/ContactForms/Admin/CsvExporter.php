<?php
/**
 * CSV export of submissions.
 *
 * @package Vitrine
 */

declare( strict_types = 1 );

namespace Vitrine\ContactForms\Admin;

use Vitrine\ContactForms\ContactForm;
use Vitrine\Core\Export\SpreadsheetCsv;
use Vitrine\ContactForms\Submission\SubmissionRepository;

defined( 'ABSPATH' ) || exit;

/**
 * Streams submissions as CSV in pages of 200 rows, so a large export never holds everything in
 * memory. Cells a spreadsheet would read as a formula (starting with = + - @ or their
 * full-width forms, possibly after white space, or with a tab or line break) get a leading
 * apostrophe.
 */
final class CsvExporter {

	/**
	 * Sets up the exporter.
	 *
	 * @param SubmissionRepository $submissions Storage.
	 */
	public function __construct( private SubmissionRepository $submissions ) {}


	/**
	 * Writes a form's submissions (or every form's, with the form's title) to a stream.
	 *
	 * @param resource                                       $out    Stream.
	 * @param ContactForm|null                               $form   Form, or null for all.
	 * @param array{status?: string, search?: string}        $filter Filters.
	 * @return int Rows written.
	 */
	public function write( $out, ?ContactForm $form, array $filter = array() ): int {
		$columns = array();
		if ( null !== $form ) {
			foreach ( $form->fields() as $field ) {
				if ( 'quiz' !== $field['type'] ) {
					$columns[ (string) $field['name'] ] = '' !== (string) $field['label'] ? (string) $field['label'] : (string) $field['name'];
				}
			}
		}
		$head = array_merge( array( 'id', 'form_id', 'status', 'created_at (UTC)', 'mailed_at (UTC)' ), array_values( $columns ), null === $form ? array( 'fields' ) : array(), array( 'files', 'ip' ) );
		SpreadsheetCsv::row( $out, $head );

		$filter['form_id'] = null === $form ? 0 : $form->id;
		$rows              = 0;
		for ( $offset = 0; ; $offset += 200 ) {
			$page = $this->submissions->find( $filter, 200, $offset );
			foreach ( $page as $submission ) {
				$line = array( (string) $submission->id, (string) $submission->form_id, $submission->status, $submission->created_at, (string) $submission->mailed_at );
				foreach ( array_keys( $columns ) as $name ) {
					$line[] = $submission->text( $name );
				}
				if ( null === $form ) {
					$line[] = (string) wp_json_encode( $submission->fields, JSON_UNESCAPED_UNICODE | JSON_UNESCAPED_SLASHES );
				}
				$names = array();
				foreach ( $submission->files as $list ) {
					foreach ( (array) $list as $file ) {
						$names[] = (string) ( $file['name'] ?? '' );
					}
				}
				$line[] = implode( ', ', $names );
				$line[] = $submission->ip;
				SpreadsheetCsv::row( $out, $line );
				++$rows;
			}
			if ( count( $page ) < 200 ) {
				break;
			}
		}
		return $rows;
	}
}
