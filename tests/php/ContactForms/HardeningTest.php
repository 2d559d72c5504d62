<?php
/**
 * @package Vitrine
 */

declare( strict_types = 1 );

namespace Vitrine\Tests\ContactForms;

use Vitrine\Core\Export\SpreadsheetCsv;
use Vitrine\ContactForms\Admin\CsvExporter;
use Vitrine\ContactForms\Admin\SubmissionsPage;
use Vitrine\ContactForms\FormRepository;
use Vitrine\ContactForms\Submission\FormToken;
use Vitrine\ContactForms\Submission\Mailer;
use Vitrine\ContactForms\Submission\Submission;
use Vitrine\ContactForms\Submission\SubmissionRepository;
use Vitrine\ContactForms\Submission\UploadStore;
use Vitrine\Tests\TestCase;

/**
 * What the security review found: abuse of the public route (flooding, huge or crafted
 * values, extra files), header injection through names, formula cells, a double Resend, and
 * the admin download of uploaded files.
 */
final class HardeningTest extends TestCase {

	use FormFactory;
	use SubmitsFeedback;

	private function page(): SubmissionsPage {
		return new SubmissionsPage( new FormRepository(), new SubmissionRepository(), new Mailer() );
	}

	public function test_spam_counts_against_the_rate_limit_and_a_flood_is_not_stored(): void {
		$form = $this->create_form();
		for ( $i = 0; $i < 25; $i++ ) {
			$body                     = $this->valid( $form );
			$body['_vitrine_website'] = 'http://spam.example/' . $i;
			$this->assertSame( 'spam', $this->submit( $form, $body )->get_data()['status'] );
		}
		$this->assertCount( 10, $this->stored(), 'Only submissions within the limit are stored.' );
		$this->assertSame( 'spam', $this->submit( $form, $this->valid( $form ) )->get_data()['status'], 'The flood used up the limit.' );
		$this->assertSame( array(), $this->mails );
	}

	public function test_a_value_longer_than_the_server_cap_is_refused(): void {
		$form                 = $this->create_form();
		$body                 = $this->valid( $form );
		$body['your-subject'] = str_repeat( 'a', 10001 );
		$data                 = $this->submit( $form, $body )->get_data();

		$this->assertSame( 'validation_failed', $data['status'] );
		$this->assertSame( 'your-subject', $data['invalid_fields'][0]['field'] );
		$this->assertSame( 'This field has a too long input.', $data['invalid_fields'][0]['message'] );
		$this->assertSame( array(), $this->stored() );

		add_filter( 'vitrine_contact_form_max_value_length', static fn(): int => 20000 );
		$this->assertSame( 'mail_sent', $this->submit( $form, $body )->get_data()['status'], 'The cap is filterable.' );
	}

	public function test_a_free_text_choice_only_takes_its_own_options(): void {
		$form = $this->create_form(
			array(
				'fields' => array(
					array(
						'name'     => 'topic',
						'type'     => 'checkbox',
						'label'    => 'Topic',
						'options'  => array( 'Sales', 'Support', 'Other' ),
						'freeText' => true,
					),
				),
				'mail'   => array( 'to' => 'admin@example.com' ),
			)
		);
		$body = array(
			'_wpcf7_unit_tag'     => 'wpcf7-f1-p0-o1',
			'_vitrine_form_token' => FormToken::issue( $form, time() - 10 ),
		);

		$data = $this->submit( $form, $body + array( 'topic' => array( 'Sales', 'Anything I like' ) ) )->get_data();
		$this->assertSame( 'validation_failed', $data['status'] );

		$data = $this->submit(
			$form,
			$body + array(
				'topic'           => array( 'Sales', 'Other', 'Sales' ),
				'topic_free_text' => 'Press',
			)
		)->get_data();
		$this->assertSame( 'mail_sent', $data['status'] );
		$this->assertSame( array( 'Sales', 'Other Press' ), $this->stored()[0]->fields['topic'], 'Offered options, once each, with the free text.' );
	}

	public function test_a_file_field_keeps_one_file_only(): void {
		$form  = $this->create_form();
		$pdf   = "%PDF-1.4\n1 0 obj << >> endobj\n%%EOF\n";
		$files = array();
		foreach ( array( 'a.pdf', 'b.pdf', 'c.pdf' ) as $name ) {
			$one = $this->upload( $name, $pdf, 'application/pdf' );
			foreach ( $one as $key => $value ) {
				$files['your-file'][ $key ][] = $value;
			}
		}
		$data = $this->submit( $form, $this->valid( $form ), $files )->get_data();

		$this->assertSame( 'mail_sent', $data['status'] );
		$stored = $this->stored()[0]->files['your-file'];
		$this->assertCount( 1, $stored );
		( new UploadStore() )->delete( array( 'your-file' => $stored ) );
	}

	public function test_a_name_cannot_add_addresses_to_the_mail_headers(): void {
		$form              = $this->create_form();
		$body              = $this->valid( $form );
		$body['your-name'] = 'Eve <eve@evil.example>, Bob';
		$this->assertSame( 'mail_sent', $this->submit( $form, $body )->get_data()['status'] );

		$reply = array_values( array_filter( (array) $this->mails[0]['headers'], static fn( string $h ): bool => str_starts_with( $h, 'Reply-To:' ) ) );
		$this->assertCount( 1, $reply );
		$this->assertStringNotContainsString( ',', $reply[0] );
		$this->assertSame( 1, substr_count( $reply[0], '<' ) );
		$this->assertStringEndsWith( '<ada@example.com>', $reply[0] );
		$this->assertStringContainsString( 'Eve <eve@evil.example>, Bob', $this->mails[0]['message'], 'The body keeps the name as typed (plain text).' );
	}

	public function test_a_request_without_a_content_type_gets_a_clean_415(): void {
		$form     = $this->create_form();
		$response = $this->submit( $form, $this->valid( $form ), array(), null );
		$this->assertSame( 415, $response->get_status() );
		$this->assertSame( 'wpcf7_unsupported_media_type', $response->get_data()['code'] );
	}

	public function test_the_posted_data_hash_covers_aborted_submissions_and_files(): void {
		$form = $this->create_form();
		add_filter( 'vitrine_contact_form_abort', '__return_true' );
		$pdf = "%PDF-1.4\n1 0 obj << >> endobj\n%%EOF\n";

		$plain = $this->submit( $form, $this->valid( $form ) )->get_data();
		$this->assertSame( 'aborted', $plain['status'] );
		$this->assertMatchesRegularExpression( '/^[0-9a-f]{32}$/', $plain['posted_data_hash'] );
		$this->assertSame( $plain['posted_data_hash'], $this->submit( $form, $this->valid( $form ) )->get_data()['posted_data_hash'], 'The same data, the same hash.' );

		$with_a = $this->submit( $form, $this->valid( $form ), array( 'your-file' => $this->upload( 'a.pdf', $pdf, 'application/pdf' ) ) )->get_data();
		$with_b = $this->submit( $form, $this->valid( $form ), array( 'your-file' => $this->upload( 'a.pdf', $pdf . '%2', 'application/pdf' ) ) )->get_data();
		$this->assertNotSame( $plain['posted_data_hash'], $with_a['posted_data_hash'] );
		$this->assertNotSame( $with_a['posted_data_hash'], $with_b['posted_data_hash'] );
	}

	public function test_csv_cells_with_hidden_or_full_width_formulas_are_quoted(): void {
		foreach ( array( ' =1+1', "\n=1+1", "\u{FF1D}1+1", '  @SUM(A1)', "\nplain" ) as $value ) {
			$this->assertSame( "'" . $value, SpreadsheetCsv::cell( $value ), (string) wp_json_encode( $value ) );
		}
		$this->assertSame( 'Ada = ok', SpreadsheetCsv::cell( 'Ada = ok' ) );
	}

	public function test_a_double_resend_sends_once(): void {
		$form = $this->create_form();
		$id   = ( new SubmissionRepository() )->insert( $form, Submission::FAILED, array( 'your-subject' => 'Twice?' ), array(), '127.0.0.1', 'PHPUnit', 0 );
		wp_set_current_user( $this->create_user( 'administrator' ) );
		$nonce  = wp_create_nonce( SubmissionsPage::RESEND . '_' . $id );
		$second = null;
		add_filter(
			'pre_wp_mail',
			function ( $result ) use ( &$second, $id, $nonce ) {
				if ( null === $second ) {
					$second = false;
					$second = $this->page()->resend( $id, $nonce ); // The other click, while the first one sends.
				}
				return $result;
			},
			5
		);

		$this->assertTrue( $this->page()->resend( $id, $nonce ) );
		$this->assertWPErrorCode( 'vitrine_not_failed', $second );
		$this->assertCount( 1, $this->mails );
		$this->assertSame( Submission::SENT, ( new SubmissionRepository() )->get( $id )->status );
	}

	/**
	 * Stores a submission with one uploaded PDF.
	 *
	 * @return array{0: int, 1: string} Submission id and the stored path.
	 */
	private function submission_with_file(): array {
		$form = $this->create_form();
		$this->submit( $form, $this->valid( $form ), array( 'your-file' => $this->upload( 'Brief «final».pdf', "%PDF-1.4\n%%EOF\n", 'application/pdf' ) ) );
		$submission = $this->stored()[0];
		return array( $submission->id, (string) $submission->files['your-file'][0]['path'] );
	}

	public function test_administrators_download_a_submissions_own_files_only(): void {
		list( $id, $path ) = $this->submission_with_file();
		$nonce             = fn(): string => wp_create_nonce( SubmissionsPage::DOWNLOAD . '_' . $id );

		wp_set_current_user( $this->create_user( 'editor' ) );
		$this->assertWPErrorCode( 'vitrine_forbidden', $this->page()->download( $id, 'your-file', 0, $nonce() ) );

		wp_set_current_user( $this->create_user( 'administrator' ) );
		$this->assertWPErrorCode( 'vitrine_invalid_nonce', $this->page()->download( $id, 'your-file', 0, 'bad' ) );
		$this->assertWPErrorCode( 'vitrine_invalid_nonce', $this->page()->download( $id + 1, 'your-file', 0, $nonce() ), 'A nonce is for one submission.' );
		$this->assertWPErrorCode( 'vitrine_file_not_found', $this->page()->download( $id, 'your-file', 1, $nonce() ) );
		$this->assertWPErrorCode( 'vitrine_file_not_found', $this->page()->download( $id, 'your-name', 0, $nonce() ) );

		$file = $this->page()->download( $id, 'your-file', 0, $nonce() );
		$this->assertIsArray( $file );
		$this->assertSame( realpath( $path ), $file['path'] );
		$this->assertSame( 'application/pdf', $file['type'] );

		// A row pointing outside private storage (a tampered or migrated row) is refused.
		$outside = ( new SubmissionRepository() )->insert(
			1,
			Submission::SENT,
			array(),
			array(
				'your-file' => array(
					array(
						'name' => 'wp-config.php',
						'path' => ABSPATH . 'wp-config.php',
						'size' => 1,
						'type' => '',
					),
				),
			),
			'127.0.0.1',
			'x',
			0
		);
		$this->assertWPErrorCode( 'vitrine_file_not_found', $this->page()->download( $outside, 'your-file', 0, wp_create_nonce( SubmissionsPage::DOWNLOAD . '_' . $outside ) ) );
		$traversal = ( new SubmissionRepository() )->insert(
			1,
			Submission::SENT,
			array(),
			array(
				'your-file' => array(
					array(
						'name' => 'x',
						'path' => dirname( $path ) . '/../../../wp-config.php',
						'size' => 1,
						'type' => '',
					),
				),
			),
			'127.0.0.1',
			'x',
			0
		);
		$this->assertWPErrorCode( 'vitrine_file_not_found', $this->page()->download( $traversal, 'your-file', 0, wp_create_nonce( SubmissionsPage::DOWNLOAD . '_' . $traversal ) ) );

		( new UploadStore() )->delete( array( 'f' => array( array( 'path' => $path ) ) ) );
		$this->assertWPErrorCode( 'vitrine_file_not_found', $this->page()->download( $id, 'your-file', 0, $nonce() ), 'Deleted by the retention job.' );
	}

	public function test_the_detail_view_links_each_file_for_download(): void {
		list( $id, $path ) = $this->submission_with_file();
		wp_set_current_user( $this->create_user( 'administrator' ) );
		$_GET['submission'] = (string) $id;
		ob_start();
		$this->page()->render();
		$html = (string) ob_get_clean();
		unset( $_GET['submission'] );

		$this->assertMatchesRegularExpression( '/href="[^"]*action=' . SubmissionsPage::DOWNLOAD . '[^"]*submission=' . $id . '[^"]*field=your-file[^"]*index=0[^"]*_wpnonce=[0-9a-f]{10}"/', $html );
		$this->assertStringContainsString( 'Brief-final.pdf</a>', $html );
		$this->assertStringNotContainsString( $path, $html, 'The private path never reaches the page.' );
		( new UploadStore() )->delete( array( 'f' => array( array( 'path' => $path ) ) ) );
	}

	public function test_the_download_header_cannot_be_broken_by_a_file_name(): void {
		$header = SubmissionsPage::disposition( "evil\"\r\nSet-Cookie: x=1;.pdf" );
		$this->assertStringNotContainsString( "\r", $header );
		$this->assertStringNotContainsString( "\n", $header );
		$this->assertMatchesRegularExpression( '/^attachment; filename="[A-Za-z0-9._-]+"; filename\*=UTF-8\'\'[^\s";]+$/', $header );
		$this->assertSame( 'attachment; filename="Resume.pdf"; filename*=UTF-8\'\'R%C3%A9sum%C3%A9.pdf', SubmissionsPage::disposition( 'Résumé.pdf' ) );
	}

	/**
	 * Asserts a WP_Error with a code.
	 *
	 * @param string $code   Expected code.
	 * @param mixed  $actual Result.
	 * @param string $why    Message.
	 */
	private function assertWPErrorCode( string $code, mixed $actual, string $why = '' ): void {
		$this->assertInstanceOf( \WP_Error::class, $actual, $why );
		$this->assertSame( $code, $actual->get_error_code(), $why );
	}
}
