<?php
/**
 * @package Vitrine
 */

declare( strict_types = 1 );

namespace Vitrine\Tests\ContactForms;

use Vitrine\ContactForms\Submission\FormToken;
use Vitrine\ContactForms\Submission\Submission;
use Vitrine\ContactForms\Submission\SubmissionRepository;
use Vitrine\ContactForms\Submission\UploadStore;
use Vitrine\Tests\TestCase;

/**
 * POST contact-forms/{id}/feedback, GET …/feedback/schema and GET …/refill, through the REST server.
 */
final class FeedbackRouteTest extends TestCase {

	use FormFactory;
	use SubmitsFeedback;

	public function test_the_schema_route_serves_the_derived_schema(): void {
		$form     = $this->create_form();
		$response = $this->rest( 'GET', "/vitrine/v1/contact-forms/{$form}/feedback/schema" );

		$this->assertSame( 200, $response->get_status() );
		$data = $response->get_data();
		$this->assertSame( 'en_US', $data['locale'] );
		$this->assertSame( array( 'rule', 'field', 'error' ), array_keys( $data['rules'][0] ) );
		$this->assertContains( 'email', array_column( $data['rules'], 'rule' ) );
	}

	public function test_unknown_forms_answer_404_on_every_route(): void {
		$post = $this->create_post();
		foreach ( array( "/vitrine/v1/contact-forms/{$post}/feedback/schema", '/vitrine/v1/contact-forms/999999/refill' ) as $route ) {
			$response = $this->rest( 'GET', $route );
			$this->assertSame( 404, $response->get_status() );
			$this->assertSame( 'wpcf7_not_found', $response->get_data()['code'] );
		}
		$response = $this->submit( 999999, array( '_wpcf7_unit_tag' => 'wpcf7-f1-p0-o1' ) );
		$this->assertSame( 404, $response->get_status() );
		$this->assertSame( 'wpcf7_not_found', $response->get_data()['code'] );
	}

	public function test_a_draft_form_is_not_found(): void {
		$form = $this->create_form();
		wp_update_post(
			array(
				'ID'          => $form,
				'post_status' => 'draft',
			)
		);
		$this->assertSame( 404, $this->submit( $form, $this->valid( $form ) )->get_status() );
	}

	public function test_refill_hands_out_a_signed_token_and_fresh_quiz_values(): void {
		$form     = $this->create_form();
		$response = $this->rest( 'GET', "/vitrine/v1/contact-forms/{$form}/refill" );
		$this->assertSame( 200, $response->get_status() );
		$this->assertSame( array( '_vitrine_form_token', '_vitrine_min_fill_time' ), array_keys( $response->get_data() ) );
		$this->assertSame( 3, $response->get_data()['_vitrine_min_fill_time'] );
		$this->assertStringContainsString( 'no-store', $response->get_headers()['Cache-Control'] );
		$this->assertMatchesRegularExpression( '/^[0-9]+\.[0-9a-f]{64}$/', $response->get_data()['_vitrine_form_token'] );

		$quiz = $this->create_form(
			array(
				'fields' => array(
					array(
						'name' => 'q',
						'type' => 'quiz',
						'quiz' => array( array( 'The capital of France?', 'Paris' ) ),
					),
				),
				'mail'   => array( 'to' => 'a@example.com' ),
			)
		);
		$data = $this->rest( 'GET', "/vitrine/v1/contact-forms/{$quiz}/refill" )->get_data();
		$this->assertSame( 'The capital of France?', $data['quiz']['q'][0] );
		$this->assertNotSame( 'Paris', $data['quiz']['q'][1] );
	}

	public function test_a_non_multipart_body_answers_415(): void {
		$form     = $this->create_form();
		$response = $this->submit( $form, $this->valid( $form ), array(), 'application/json' );
		$this->assertSame( 415, $response->get_status() );
		$this->assertSame( 'wpcf7_unsupported_media_type', $response->get_data()['code'] );
		$this->assertSame( array(), $this->stored() );
	}

	public function test_a_missing_unit_tag_answers_400(): void {
		$form = $this->create_form();
		$body = $this->valid( $form );
		unset( $body['_wpcf7_unit_tag'] );
		$response = $this->submit( $form, $body );
		$this->assertSame( 400, $response->get_status() );
		$this->assertSame( 'wpcf7_unit_tag_not_found', $response->get_data()['code'] );
	}

	public function test_a_valid_submission_is_stored_then_mailed(): void {
		$form     = $this->create_form();
		$response = $this->submit( $form, $this->valid( $form ) );
		$data     = $response->get_data();

		$this->assertSame( 200, $response->get_status() );
		$this->assertSame( array( 'contact_form_id', 'status', 'message', 'posted_data_hash', 'into', 'invalid_fields' ), array_keys( $data ) );
		$this->assertSame( 'mail_sent', $data['status'] );
		$this->assertSame( 'Thank you for your message. It has been sent.', $data['message'] );
		$this->assertSame( "#wpcf7-f{$form}-p0-o1", $data['into'] );
		$this->assertSame( array(), $data['invalid_fields'] );
		$this->assertNotSame( '', $data['posted_data_hash'] );

		$stored = $this->stored();
		$this->assertCount( 1, $stored );
		$this->assertSame( Submission::SENT, $stored[0]->status );
		$this->assertSame( 'ada@example.com', $stored[0]->fields['your-email'] );
		$this->assertNotNull( $stored[0]->mailed_at );
		$this->assertSame( 'PHPUnit', $stored[0]->user_agent );

		$this->assertCount( 1, $this->mails );
		$mail = $this->mails[0];
		$this->assertSame( get_option( 'admin_email' ), $mail['to'] );
		$this->assertStringContainsString( '"A quote"', $mail['subject'] );
		$this->assertStringContainsString( 'From: Ada Lovelace <ada@example.com>', $mail['message'] );
		$this->assertContains( 'Reply-To: Ada Lovelace <ada@example.com>', $mail['headers'] );
	}

	public function test_submitted_values_cannot_inject_mail_headers(): void {
		$form                 = $this->create_form();
		$body                 = $this->valid( $form );
		$body['your-name']    = "Ada\r\nBcc: victim@example.com";
		$body['your-subject'] = "Hi\nBcc: victim@example.com";
		$this->assertSame( 'mail_sent', $this->submit( $form, $body )->get_data()['status'] );

		$mail = $this->mails[0];
		$this->assertStringNotContainsString( "\n", $mail['subject'] );
		foreach ( $mail['headers'] as $header ) {
			$this->assertStringNotContainsString( "\n", $header );
			$this->assertStringStartsNotWith( 'Bcc', $header );
		}
	}

	public function test_a_mail_failure_answers_mail_failed_and_keeps_the_message(): void {
		$form = $this->create_form();
		add_filter( 'pre_wp_mail', '__return_false', 20 );

		$data = $this->submit( $form, $this->valid( $form ) )->get_data();
		$this->assertSame( 'mail_failed', $data['status'] );
		$this->assertSame( 'There was an error trying to send your message. Please try again later.', $data['message'] );

		$stored = $this->stored();
		$this->assertCount( 1, $stored );
		$this->assertSame( Submission::FAILED, $stored[0]->status );
		$this->assertSame( 'I would like a quote, please.', $stored[0]->fields['your-message'] );
		$this->assertNull( $stored[0]->mailed_at );
	}

	public function test_invalid_fields_answer_validation_failed_with_the_schema_messages(): void {
		$form               = $this->create_form();
		$body               = $this->valid( $form );
		$body['your-email'] = 'ada@';
		$body['your-name']  = '   ';
		$body['your-tel']   = '12';
		$data               = $this->submit( $form, $body )->get_data();

		$this->assertSame( 'validation_failed', $data['status'] );
		$this->assertSame( 'One or more fields have an error. Please check and try again.', $data['message'] );
		$this->assertSame( '', $data['posted_data_hash'] );
		$this->assertSame(
			array(
				array(
					'field'    => 'your-name',
					'message'  => 'Please fill out this field.',
					'idref'    => "wpcf7-f{$form}-p0-o1-your-name",
					'error_id' => "wpcf7-f{$form}-p0-o1-ve-your-name",
				),
				array(
					'field'    => 'your-email',
					'message'  => 'Please enter a valid email address.',
					'idref'    => "wpcf7-f{$form}-p0-o1-your-email",
					'error_id' => "wpcf7-f{$form}-p0-o1-ve-your-email",
				),
				array(
					'field'    => 'your-tel',
					'message'  => 'Please enter a valid telephone number.',
					'idref'    => "wpcf7-f{$form}-p0-o1-your-tel",
					'error_id' => "wpcf7-f{$form}-p0-o1-ve-your-tel",
				),
			),
			$data['invalid_fields']
		);
		$this->assertSame( array(), $this->stored() );
		$this->assertSame( array(), $this->mails );
	}

	public function test_an_unticked_acceptance_answers_acceptance_missing(): void {
		$form = $this->create_form();
		$body = $this->valid( $form );
		unset( $body['your-consent'] );
		$data = $this->submit( $form, $body )->get_data();
		$this->assertSame( 'acceptance_missing', $data['status'] );
		$this->assertSame( 'You must accept the terms and conditions before sending your message.', $data['message'] );
		$this->assertSame( array(), $this->stored() );
	}

	public function test_validation_comes_before_acceptance_and_spam(): void {
		$form                     = $this->create_form();
		$body                     = $this->valid( $form );
		$body['your-email']       = 'nope';
		$body['_vitrine_website'] = 'http://spam.example';
		unset( $body['your-consent'] );
		$this->assertSame( 'validation_failed', $this->submit( $form, $body )->get_data()['status'] );

		$body['your-email'] = 'ada@example.com';
		$this->assertSame( 'acceptance_missing', $this->submit( $form, $body )->get_data()['status'] );
	}

	/**
	 * Spam cases: what to change in a valid body.
	 *
	 * @return array<string, array{0: callable}>
	 */
	public static function spam_cases(): array {
		return array(
			'a filled honeypot'    => array( static fn( array $b, int $f ): array => array( '_vitrine_website' => 'http://spam.example' ) + $b ),
			'a forged token'       => array( static fn( array $b, int $f ): array => array( '_vitrine_form_token' => ( time() - 60 ) . '.' . str_repeat( 'a', 64 ) ) + $b ),
			'a token too young'    => array( static fn( array $b, int $f ): array => array( '_vitrine_form_token' => FormToken::issue( $f, time() - 1 ) ) + $b ),
			'another form’s token' => array( static fn( array $b, int $f ): array => array( '_vitrine_form_token' => FormToken::issue( $f + 1, time() - 60 ) ) + $b ),
		);
	}

	/**
	 * @dataProvider spam_cases
	 *
	 * @param callable $change Changes the body.
	 */
	public function test_spam_is_stored_as_spam_and_not_mailed( callable $change ): void {
		$form = $this->create_form();
		$data = $this->submit( $form, $change( $this->valid( $form ), $form ) )->get_data();

		$this->assertSame( 'spam', $data['status'] );
		$this->assertSame( 'There was an error trying to send your message. Please try again later.', $data['message'] );
		$this->assertSame( '', $data['posted_data_hash'] );
		$stored = $this->stored();
		$this->assertCount( 1, $stored );
		$this->assertSame( Submission::SPAM, $stored[0]->status );
		$this->assertSame( array(), $this->mails );
	}

	public function test_the_minimum_fill_time_is_filterable(): void {
		$form = $this->create_form();
		add_filter( 'vitrine_contact_form_min_fill_time', static fn(): int => 0 );
		$body                        = $this->valid( $form );
		$body['_vitrine_form_token'] = FormToken::issue( $form );
		$this->assertSame( 'mail_sent', $this->submit( $form, $body )->get_data()['status'] );
	}

	public function test_the_refill_tells_the_widget_the_filtered_minimum_fill_time(): void {
		$form = $this->create_form();
		add_filter( 'vitrine_contact_form_min_fill_time', static fn(): int => 7 );
		$this->assertSame( 7, $this->rest( 'GET', "/vitrine/v1/contact-forms/{$form}/refill" )->get_data()['_vitrine_min_fill_time'] );
	}

	public function test_a_genuine_token_past_its_lifetime_is_a_message_not_spam(): void {
		// A tab left open for two days: the token proves nothing, the message is real.
		$form                        = $this->create_form();
		$body                        = $this->valid( $form );
		$body['_vitrine_form_token'] = FormToken::issue( $form, time() - 2 * DAY_IN_SECONDS );
		$this->assertSame( 'mail_sent', $this->submit( $form, $body )->get_data()['status'] );
		$this->assertSame( Submission::SENT, $this->stored()[0]->status );
	}

	public function test_a_token_is_checked_in_whole_states(): void {
		$now   = 1_800_000_000;
		$token = FormToken::issue( 12, $now - 5 );
		$this->assertSame( FormToken::VALID, FormToken::check( $token, 12, 3, 60, $now ) );
		$this->assertSame( FormToken::YOUNG, FormToken::check( $token, 12, 6, 60, $now ) );
		$this->assertSame( FormToken::EXPIRED, FormToken::check( $token, 12, 3, 4, $now ) );
		$this->assertSame( FormToken::FORGED, FormToken::check( $token, 13, 3, 60, $now ) );
		$this->assertSame( FormToken::FORGED, FormToken::check( 'x' . $token, 12, 3, 60, $now ) );
	}

	public function test_the_issue_time_is_filterable(): void {
		add_filter( 'vitrine_contact_form_token_time', static fn( int $time ): int => $time - 90 );
		$token = FormToken::issue( 12 );
		$this->assertEqualsWithDelta( time() - 90, (int) strtok( $token, '.' ), 2 );
	}

	public function test_the_per_ip_rate_limit_turns_extra_submissions_into_spam(): void {
		$form = $this->create_form();
		for ( $i = 1; $i <= 10; $i++ ) {
			$this->assertSame( 'mail_sent', $this->submit( $form, $this->valid( $form ) )->get_data()['status'], "Submission {$i}" );
		}
		$this->assertSame( 'spam', $this->submit( $form, $this->valid( $form ) )->get_data()['status'] );
		$this->assertCount( 10, $this->mails );

		$_SERVER['REMOTE_ADDR'] = '203.0.113.7';
		$this->assertSame( 'mail_sent', $this->submit( $form, $this->valid( $form ) )->get_data()['status'], 'Another IP has its own limit.' );

		add_filter(
			'vitrine_contact_form_rate_limit',
			static fn(): array => array(
				'limit'  => 1,
				'window' => 600,
			)
		);
		$this->assertSame( 'spam', $this->submit( $form, $this->valid( $form ) )->get_data()['status'], 'The limit is filterable.' );
	}

	public function test_the_abort_filter_answers_aborted_without_storing_or_mailing(): void {
		$form = $this->create_form();
		add_filter( 'vitrine_contact_form_abort', static fn(): string => 'Not today.' );
		$data = $this->submit( $form, $this->valid( $form ) )->get_data();
		$this->assertSame( 'aborted', $data['status'] );
		$this->assertSame( 'Not today.', $data['message'] );
		$this->assertSame( array(), $this->mails );
	}

	public function test_the_feedback_filter_can_answer_payment_required(): void {
		$form = $this->create_form();
		add_filter(
			'vitrine_contact_form_feedback',
			static fn( array $r ): array => 'mail_sent' === $r['status'] ? array(
				'status'  => 'payment_required',
				'message' => 'Please pay.',
			) + $r : $r
		);
		$this->assertSame( 'payment_required', $this->submit( $form, $this->valid( $form ) )->get_data()['status'] );
	}

	public function test_a_valid_upload_is_stored_privately_and_attached(): void {
		$form  = $this->create_form();
		$files = array( 'your-file' => $this->upload( 'brief.pdf', "%PDF-1.4\n1 0 obj << >> endobj\n%%EOF\n", 'application/pdf' ) );
		$data  = $this->submit( $form, $this->valid( $form ), $files )->get_data();

		$this->assertSame( 'mail_sent', $data['status'], (string) wp_json_encode( $data ) );
		$stored = $this->stored()[0];
		$file   = $stored->files['your-file'][0];
		$this->assertSame( 'brief.pdf', $file['name'] );
		$base = ( new UploadStore() )->base_dir();
		$this->assertStringStartsWith( $base . '/', $file['path'] );
		$this->assertFileExists( $file['path'] );
		$this->assertFileExists( $base . '/.htaccess' );
		$this->assertFileExists( $base . '/index.php' );
		$this->assertFileExists( dirname( $file['path'] ) . '/index.php' );
		$this->assertSame( array( $file['path'] ), $this->mails[0]['attachments'] );
		$this->assertStringContainsString( 'Attachment: brief.pdf', $this->mails[0]['message'] );

		( new UploadStore() )->delete( $stored->files );
		$this->assertFileDoesNotExist( $file['path'] );
	}

	public function test_an_upload_whose_content_is_not_its_type_is_refused(): void {
		$form                       = $this->create_form();
		$files                      = array( 'your-file' => $this->upload( 'invoice.pdf', "MZ\x90\x00" . str_repeat( "\x00", 200 ) . '<?php echo 1;', 'application/pdf' ) );
		$files['your-file']['name'] = 'invoice.php';
		$data                       = $this->submit( $form, $this->valid( $form ), $files )->get_data();

		$this->assertSame( 'validation_failed', $data['status'] );
		$this->assertSame( 'your-file', $data['invalid_fields'][0]['field'] );
		$this->assertSame( 'You are not allowed to upload files of this type.', $data['invalid_fields'][0]['message'] );
		$this->assertSame( array(), $this->stored() );
	}

	public function test_an_image_disguised_with_another_extension_is_refused_by_content(): void {
		$form = $this->create_form();
		// A real PNG's bytes, announced as a PDF: wp_check_filetype_and_ext() sees the mismatch.
		$png   = (string) hex2bin( '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d4944415478da63fccf30500f0004850180848a98210000000049454e44ae426082' );
		$files = array( 'your-file' => $this->upload( 'photo.pdf', $png, 'application/pdf' ) );
		$data  = $this->submit( $form, $this->valid( $form ), $files )->get_data();
		$this->assertSame( 'validation_failed', $data['status'] );
		$this->assertSame( 'You are not allowed to upload files of this type.', $data['invalid_fields'][0]['message'] );
	}

	public function test_an_upload_over_the_size_limit_is_refused(): void {
		$definition                             = \Vitrine\Demo\DemoForms::all()['contact']['definition'];
		$definition['fields'][6]['maxFileSize'] = 100;
		$form                                   = $this->create_form( $definition );
		$files                                  = array( 'your-file' => $this->upload( 'brief.pdf', "%PDF-1.4\n" . str_repeat( 'x', 500 ), 'application/pdf' ) );
		$files['your-file']['size']             = 90; // The browser's claim; the server measures itself.
		$data                                   = $this->submit( $form, $this->valid( $form ), $files )->get_data();

		$this->assertSame( 'validation_failed', $data['status'] );
		$this->assertSame( 'The uploaded file is too large.', $data['invalid_fields'][0]['message'] );
	}

	public function test_old_uploads_are_deleted_by_the_retention_job(): void {
		global $wpdb;
		$form  = $this->create_form();
		$files = array( 'your-file' => $this->upload( 'brief.pdf', "%PDF-1.4\n%%EOF\n", 'application/pdf' ) );
		$this->submit( $form, $this->valid( $form ), $files );
		$stored = $this->stored()[0];
		$path   = $stored->files['your-file'][0]['path'];

		$module = \Vitrine\Plugin::instance()->module( \Vitrine\ContactForms\ContactFormsModule::class );
		$this->assertSame( 0, $module->purge_uploads(), 'A new upload is kept.' );

		$wpdb->update( $wpdb->prefix . 'vitrine_form_submissions', array( 'created_at' => gmdate( 'Y-m-d H:i:s', time() - 31 * DAY_IN_SECONDS ) ), array( 'id' => $stored->id ) );
		$this->assertSame( 1, $module->purge_uploads() );
		$this->assertFileDoesNotExist( $path );
		$after = ( new SubmissionRepository() )->get( $stored->id );
		$this->assertSame( 'brief.pdf', $after->files['your-file'][0]['name'], 'The submission keeps the file name.' );
		$this->assertSame( '', $after->files['your-file'][0]['path'] );
		$this->assertSame( 0, $module->purge_uploads() );
		$this->assertNotFalse( wp_next_scheduled( UploadStore::PURGE_HOOK ) );
	}

	public function test_a_quiz_must_be_answered_right(): void {
		$form = $this->create_form(
			array(
				'fields' => array(
					array(
						'name' => 'q',
						'type' => 'quiz',
						'quiz' => array( array( 'The capital of France?', 'Paris' ) ),
					),
				),
				'mail'   => array( 'to' => 'a@example.com' ),
			)
		);
		$pair = $this->rest( 'GET', "/vitrine/v1/contact-forms/{$form}/refill" )->get_data()['quiz']['q'];
		$body = array(
			'_wpcf7_unit_tag'      => 'wpcf7-f1-p0-o1',
			'_vitrine_form_token'  => FormToken::issue( $form, time() - 10 ),
			'q'                    => 'London',
			'_wpcf7_quiz_answer_q' => $pair[1],
		);
		$data = $this->submit( $form, $body )->get_data();
		$this->assertSame( 'validation_failed', $data['status'] );
		$this->assertSame( 'The answer to the quiz is incorrect.', $data['invalid_fields'][0]['message'] );
		$this->assertArrayHasKey( 'quiz', $data );

		$body['q'] = ' paris ';
		$this->assertSame( 'mail_sent', $this->submit( $form, $body )->get_data()['status'] );
	}

	public function test_checkbox_lists_exclusive_and_free_text(): void {
		$form = $this->create_form(
			array(
				'fields' => array(
					array(
						'name'     => 'topics',
						'type'     => 'checkbox',
						'options'  => array( 'Orders', 'Press', 'Other' ),
						'freeText' => true,
						'required' => true,
					),
					array(
						'name'      => 'one',
						'type'      => 'checkbox',
						'options'   => array( 'A', 'B' ),
						'exclusive' => true,
					),
				),
				'mail'   => array( 'to' => 'a@example.com' ),
			)
		);
		$body = array(
			'_wpcf7_unit_tag'     => 'wpcf7-f1-p0-o1',
			'_vitrine_form_token' => FormToken::issue( $form, time() - 10 ),
			'topics'              => array( 'Orders', 'Other' ),
			'topics_free_text'    => 'Workshops',
			'one'                 => array( 'A', 'B' ),
		);
		$data = $this->submit( $form, $body )->get_data();
		$this->assertSame( 'validation_failed', $data['status'] );
		$this->assertSame( array( 'one' ), array_column( $data['invalid_fields'], 'field' ) );

		$body['one'] = array( 'B' );
		$this->assertSame( 'mail_sent', $this->submit( $form, $body )->get_data()['status'] );
		$this->assertSame( array( 'Orders', 'Other Workshops' ), $this->stored()[0]->fields['topics'] );
	}
}
