<?php
/**
 * @package Vitrine
 */

declare( strict_types = 1 );

namespace Vitrine\Tests\ContactForms;

use Vitrine\Core\Export\SpreadsheetCsv;
use Vitrine\ContactForms\Admin\CsvExporter;
use Vitrine\ContactForms\Admin\FormEditor;
use Vitrine\ContactForms\Admin\SubmissionsPage;
use Vitrine\ContactForms\FormRepository;
use Vitrine\ContactForms\Submission\Mailer;
use Vitrine\ContactForms\Submission\Submission;
use Vitrine\ContactForms\Submission\SubmissionRepository;
use Vitrine\Tests\TestCase;

/**
 * The admin side: the form editor's save, Resend, the CSV export, and who may use them.
 */
final class SubmissionsAdminTest extends TestCase {

	use FormFactory;

	private function page(): SubmissionsPage {
		return new SubmissionsPage( new FormRepository(), new SubmissionRepository(), new Mailer() );
	}

	private function store( int $form, string $status, array $fields ): int {
		return ( new SubmissionRepository() )->insert( $form, $status, $fields, array(), '127.0.0.1', 'PHPUnit', 0 );
	}

	public function test_csv_cells_that_a_spreadsheet_would_run_are_quoted(): void {
		foreach ( array( '=1+1', '+SUM(A1)', '-2+3', '@cmd', "\t=x", "\r=x" ) as $value ) {
			$this->assertSame( "'" . $value, SpreadsheetCsv::cell( $value ) );
		}
		foreach ( array( 'Ada', '1+1', 'a=b', '' ) as $value ) {
			$this->assertSame( $value, SpreadsheetCsv::cell( $value ) );
		}
	}

	public function test_the_export_writes_one_row_per_submission_with_safe_cells(): void {
		$form = $this->create_form();
		$this->store(
			$form,
			Submission::SENT,
			array(
				'your-name'    => '=HYPERLINK("http://evil.example")',
				'your-email'   => 'ada@example.com',
				'your-message' => "Line one\nline two, with \"quotes\"",
			)
		);
		$this->store( $form, Submission::SPAM, array( 'your-name' => 'Bot' ) );

		$out = fopen( 'php://memory', 'w+' );
		$n   = ( new CsvExporter( new SubmissionRepository() ) )->write( $out, ( new FormRepository() )->find( $form ), array( 'status' => Submission::SENT ) );
		rewind( $out );
		$rows = array();
		$row  = fgetcsv( $out, 0, ',', '"', '' );
		while ( false !== $row ) {
			$rows[] = $row;
			$row    = fgetcsv( $out, 0, ',', '"', '' );
		}
		fclose( $out );

		$this->assertSame( 1, $n );
		$this->assertCount( 2, $rows );
		$this->assertSame( array( 'id', 'form_id', 'status' ), array_slice( $rows[0], 0, 3 ) );
		$this->assertContains( 'Your email', $rows[0] );
		$name = array_search( 'Your name', $rows[0], true );
		$this->assertSame( '\'=HYPERLINK("http://evil.example")', $rows[1][ $name ] );
		$this->assertContains( "Line one\nline two, with \"quotes\"", $rows[1] );
	}

	public function test_only_administrators_may_export(): void {
		wp_set_current_user( $this->create_user( 'editor' ) );
		$result = $this->page()->authorize_export( wp_create_nonce( SubmissionsPage::EXPORT ) );
		$this->assertWPErrorCode( 'vitrine_forbidden', $result );

		wp_set_current_user( $this->create_user( 'administrator' ) );
		$this->assertWPErrorCode( 'vitrine_invalid_nonce', $this->page()->authorize_export( 'bad' ) );
		$this->assertTrue( $this->page()->authorize_export( wp_create_nonce( SubmissionsPage::EXPORT ) ) );
	}

	public function test_the_capability_is_filterable(): void {
		wp_set_current_user( $this->create_user( 'editor' ) );
		add_filter( 'vitrine_contact_forms_capability', static fn(): string => 'edit_pages' );
		$this->assertTrue( $this->page()->authorize_export( wp_create_nonce( SubmissionsPage::EXPORT ) ) );
	}

	public function test_resend_sends_a_failed_submission_and_marks_it_sent(): void {
		$form  = $this->create_form();
		$id    = $this->store(
			$form,
			Submission::FAILED,
			array(
				'your-name'    => 'Ada',
				'your-email'   => 'ada@example.com',
				'your-subject' => 'Resent',
			)
		);
		$mails = array();
		add_filter(
			'pre_wp_mail',
			static function ( $r, array $atts ) use ( &$mails ) {
				$mails[] = $atts;
				return true;
			},
			10,
			2
		);

		wp_set_current_user( $this->create_user( 'editor' ) );
		$this->assertWPErrorCode( 'vitrine_forbidden', $this->page()->resend( $id, wp_create_nonce( SubmissionsPage::RESEND . '_' . $id ) ) );
		$this->assertSame( array(), $mails );

		wp_set_current_user( $this->create_user( 'administrator' ) );
		$this->assertWPErrorCode( 'vitrine_invalid_nonce', $this->page()->resend( $id, wp_create_nonce( SubmissionsPage::RESEND . '_' . ( $id + 1 ) ) ) );
		$this->assertTrue( $this->page()->resend( $id, wp_create_nonce( SubmissionsPage::RESEND . '_' . $id ) ) );
		$this->assertCount( 1, $mails );
		$this->assertStringContainsString( '"Resent"', $mails[0]['subject'] );
		$this->assertSame( Submission::SENT, ( new SubmissionRepository() )->get( $id )->status );

		$this->assertWPErrorCode( 'vitrine_not_failed', $this->page()->resend( $id, wp_create_nonce( SubmissionsPage::RESEND . '_' . $id ) ) );
	}

	public function test_a_resend_that_fails_again_keeps_the_submission_failed(): void {
		$form = $this->create_form();
		$id   = $this->store( $form, Submission::FAILED, array( 'your-name' => 'Ada' ) );
		add_filter( 'pre_wp_mail', '__return_false' );
		wp_set_current_user( $this->create_user( 'administrator' ) );
		$this->assertWPErrorCode( 'vitrine_mail_failed', $this->page()->resend( $id, wp_create_nonce( SubmissionsPage::RESEND . '_' . $id ) ) );
		$this->assertSame( Submission::FAILED, ( new SubmissionRepository() )->get( $id )->status );
	}

	public function test_a_failed_submission_of_a_form_taken_offline_can_still_be_resent(): void {
		$form = $this->create_form();
		$id   = $this->store( $form, Submission::FAILED, array( 'your-name' => 'Ada' ) );
		wp_update_post(
			array(
				'ID'          => $form,
				'post_status' => 'draft',
			)
		);
		add_filter( 'pre_wp_mail', '__return_true' );
		wp_set_current_user( $this->create_user( 'administrator' ) );

		$this->assertNull( ( new FormRepository() )->find( $form ), 'A draft form is not rendered or submittable.' );
		$this->assertTrue( $this->page()->resend( $id, wp_create_nonce( SubmissionsPage::RESEND . '_' . $id ) ) );
		$this->assertSame( Submission::SENT, ( new SubmissionRepository() )->get( $id )->status );
	}

	public function test_search_and_status_filters(): void {
		$form = $this->create_form();
		$this->store( $form, Submission::SENT, array( 'your-name' => 'Zoë Quirk' ) );
		$this->store( $form, Submission::SPAM, array( 'your-name' => 'Bot' ) );
		$repo = new SubmissionRepository();
		$this->assertSame( 1, $repo->count( array( 'search' => 'Zoë' ) ) );
		$this->assertSame( 1, $repo->count( array( 'status' => Submission::SPAM ) ) );
		$this->assertSame( 2, $repo->count( array( 'form_id' => $form ) ) );
		$this->assertSame( 0, $repo->count( array( 'search' => '100%' ) ) );
	}

	/**
	 * Saves the editor's POST for a form as the given user.
	 *
	 * @param int                  $form Form id.
	 * @param array<string, mixed> $post vitrine_form POST data.
	 */
	private function save_editor( int $form, array $post ): void {
		$_POST = array(
			'_vitrine_form_nonce' => wp_create_nonce( FormEditor::NONCE ),
			'vitrine_form'        => wp_slash( $post ),
		);
		( new FormEditor( new FormRepository() ) )->save( $form, get_post( $form ) );
	}

	public function test_the_editor_saves_a_valid_definition_and_keeps_the_last_good_one_otherwise(): void {
		$form = $this->create_form();
		wp_set_current_user( $this->create_user( 'administrator' ) );

		$this->save_editor(
			$form,
			array(
				'fields'      => array(
					'0' => array(
						'name'     => 'your-email',
						'type'     => 'email',
						'label'    => 'Email "quoted"',
						'required' => '1',
					),
					'7' => array(
						'name' => 'q',
						'type' => 'quiz',
						'quiz' => "2 + 2? | 4\nbroken line",
					),
				),
				'mail'        => array( 'to' => 'team@example.com' ),
				'messages'    => array( 'mail_sent_ok' => 'Merci !' ),
				'submitLabel' => 'Go',
			)
		);
		$saved = ( new FormRepository() )->definition( $form );
		$this->assertSame( array( 'your-email', 'q' ), array_column( $saved['fields'], 'name' ) );
		$this->assertSame( 'Email "quoted"', $saved['fields'][0]['label'] );
		$this->assertSame( array( array( '2 + 2?', '4' ) ), $saved['fields'][1]['quiz'] );
		$this->assertSame( 'Merci !', $saved['messages']['mail_sent_ok'] );

		$this->save_editor(
			$form,
			array(
				'fields' => array(
					array(
						'name' => 'bad name',
						'type' => 'text',
					),
				),
				'mail'   => array( 'to' => 'team@example.com' ),
			)
		);
		$this->assertSame( $saved, ( new FormRepository() )->definition( $form ), 'A bad definition does not replace the good one.' );
		$errors = get_transient( 'vitrine_form_errors_' . get_current_user_id() );
		$this->assertIsArray( $errors );
		ob_start();
		( new FormEditor( new FormRepository() ) )->notices();
		$this->assertStringContainsString( 'bad name', (string) ob_get_clean() );
	}

	public function test_the_editor_refuses_a_user_without_the_capability_or_a_bad_nonce(): void {
		$form   = $this->create_form();
		$before = ( new FormRepository() )->definition( $form );
		$post   = array(
			'fields' => array(
				array(
					'name' => 'x',
					'type' => 'text',
				),
			),
			'mail'   => array( 'to' => 'a@example.com' ),
		);

		wp_set_current_user( $this->create_user( 'editor' ) );
		$this->save_editor( $form, $post );
		$this->assertSame( $before, ( new FormRepository() )->definition( $form ) );

		wp_set_current_user( $this->create_user( 'administrator' ) );
		$_POST = array(
			'_vitrine_form_nonce' => 'bad',
			'vitrine_form'        => $post,
		);
		( new FormEditor( new FormRepository() ) )->save( $form, get_post( $form ) );
		$this->assertSame( $before, ( new FormRepository() )->definition( $form ) );
	}

	public function test_editors_cannot_edit_forms_but_administrators_can(): void {
		$form = $this->create_form();
		wp_set_current_user( $this->create_user( 'editor' ) );
		$this->assertFalse( current_user_can( 'edit_post', $form ) );
		wp_set_current_user( $this->create_user( 'administrator' ) );
		$this->assertTrue( current_user_can( 'edit_post', $form ) );
	}

	/**
	 * Asserts a WP_Error with a code.
	 *
	 * @param string $code   Expected code.
	 * @param mixed  $actual Value.
	 */
	private function assertWPErrorCode( string $code, mixed $actual ): void {
		$this->assertInstanceOf( \WP_Error::class, $actual );
		$this->assertSame( $code, $actual->get_error_code() );
	}
}
