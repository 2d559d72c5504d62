<?php
/**
 * @package Vitrine
 */

declare( strict_types = 1 );

namespace Vitrine\Tests\ContactForms;

use Vitrine\ContactForms\Admin\SubmissionActions;
use Vitrine\ContactForms\Admin\SubmissionsListTable;
use Vitrine\ContactForms\Admin\SubmissionsPage;
use Vitrine\ContactForms\Admin\SubmissionView;
use Vitrine\ContactForms\FormRepository;
use Vitrine\ContactForms\Submission\Mailer;
use Vitrine\ContactForms\Submission\Submission;
use Vitrine\ContactForms\Submission\SubmissionRepository;
use Vitrine\ContactForms\Submission\UploadStore;
use Vitrine\Tests\AjaxDie;
use Vitrine\Tests\TestCase;

/**
 * The submission detail screen: what it shows (no internals, consent as a sentence, the list's
 * date format, a reply link, newer/older steps) and its actions (spam, not spam, delete), each
 * refused without the nonce or the capability and answered with a redirect and a notice.
 */
final class SubmissionDetailTest extends TestCase {

	use FormFactory;

	protected function setUp(): void {
		parent::setUp();
		$this->capture_mail();
		update_option( 'date_format', 'j F Y' );
		update_option( 'time_format', 'H:i' );
	}

	private function actions(): SubmissionActions {
		return new SubmissionActions( new FormRepository(), new SubmissionRepository(), new Mailer(), new UploadStore() );
	}

	private function store( int $form, string $status, array $fields, array $files = array() ): int {
		return ( new SubmissionRepository() )->insert( $form, $status, $fields, $files, '127.0.0.1', 'PHPUnit', 0 );
	}

	private function status( int $id ): ?string {
		$submission = ( new SubmissionRepository() )->get( $id );
		return null !== $submission ? $submission->status : null;
	}

	private function nonce( string $action, int $id ): string {
		return wp_create_nonce( SubmissionActions::nonce_action( $action, $id ) );
	}

	private function fields( array $extra = array() ): array {
		return $extra + array(
			'your-name'    => 'Ada Lovelace',
			'your-email'   => 'ada@example.com',
			'your-subject' => 'Engines & looms',
			'your-message' => 'Hello',
			'your-consent' => '1',
		);
	}

	private function view( int $id, bool $confirm = false ): string {
		ob_start();
		( new SubmissionView( new FormRepository(), new SubmissionRepository() ) )->render( $id, $confirm );
		return (string) ob_get_clean();
	}

	public function test_the_detail_hides_internal_values_and_explains_spam_only_for_spam(): void {
		wp_set_current_user( $this->create_user( 'administrator' ) );
		$form = $this->create_form();
		$spam = $this->store( $form, Submission::SPAM, $this->fields( array( '_spam_reason' => 'token' ) ) );
		$html = $this->view( $spam );
		$this->assertStringNotContainsString( '_spam_reason', $html );
		$this->assertStringNotContainsString( '>token<', $html );
		$this->assertStringContainsString( 'the form was sent too soon after it was shown', $html );

		// The same submission taken out of spam keeps its stored code, which no longer shows.
		$sent = $this->store( $form, Submission::SENT, $this->fields( array( '_spam_reason' => 'honeypot' ) ) );
		$html = $this->view( $sent );
		$this->assertStringNotContainsString( 'Held by the spam checks', $html );
		$this->assertStringNotContainsString( 'honeypot', $html );
	}

	public function test_consent_is_a_sentence_with_its_time_and_dates_use_the_list_format(): void {
		wp_set_current_user( $this->create_user( 'administrator' ) );
		$form = $this->create_form();
		$id   = $this->store( $form, Submission::SENT, $this->fields() );
		$when = SubmissionsListTable::date( ( new SubmissionRepository() )->get( $id )->created_at );
		$html = $this->view( $id );

		$this->assertStringNotContainsString( '<td>1</td>', $html );
		$this->assertStringContainsString( 'Given on ' . $when . ', when the message was sent: “I agree that Vitrine stores my message to answer it.”', $html );
		$this->assertMatchesRegularExpression( '/Received<\/th><td>' . preg_quote( $when, '/' ) . '<\/td>/', $html );
		$this->assertDoesNotMatchRegularExpression( '/\d{4}-\d\d-\d\d \d\d:\d\d:\d\d/', $html );

		$declined = $this->store( $form, Submission::SENT, $this->fields( array( 'your-consent' => '' ) ) );
		$this->assertStringContainsString( 'Not given: “I agree', $this->view( $declined ) );
	}

	public function test_the_detail_offers_a_reply_by_mail_and_steps_through_the_form_s_submissions(): void {
		wp_set_current_user( $this->create_user( 'administrator' ) );
		$form   = $this->create_form();
		$other  = $this->create_form();
		$oldest = $this->store( $form, Submission::SENT, $this->fields() );
		$this->store( $other, Submission::SENT, $this->fields() );
		$middle = $this->store( $form, Submission::SENT, $this->fields() );
		$newest = $this->store( $form, Submission::SENT, $this->fields() );

		$html = $this->view( $middle );
		$this->assertStringContainsString( 'href="mailto:ada%40example.com?subject=Re%3A%20Engines%20%26%20looms"', $html );
		$this->assertStringContainsString( 'rel="prev" href="' . esc_url( SubmissionsPage::url( array( 'submission' => $newest ) ) ) . '"', $html );
		$this->assertStringContainsString( 'rel="next" href="' . esc_url( SubmissionsPage::url( array( 'submission' => $oldest ) ) ) . '"', $html );

		$html = $this->view( $newest );
		$this->assertStringNotContainsString( 'rel="prev"', $html );
		$this->assertStringContainsString( 'rel="next" href="' . esc_url( SubmissionsPage::url( array( 'submission' => $middle ) ) ) . '"', $html );
		$this->assertStringNotContainsString( 'rel="next"', $this->view( $oldest ) );
	}

	public function test_the_actions_are_offered_by_status_as_nonced_posts(): void {
		wp_set_current_user( $this->create_user( 'administrator' ) );
		$form   = $this->create_form();
		$sent   = $this->view( $this->store( $form, Submission::SENT, $this->fields() ) );
		$spam   = $this->view( $this->store( $form, Submission::SPAM, $this->fields( array( '_spam_reason' => 'honeypot' ) ) ) );
		$failed = $this->view( $this->store( $form, Submission::FAILED, $this->fields() ) );

		$this->assertStringContainsString( 'value="' . SubmissionActions::SPAM . '"', $sent );
		$this->assertStringNotContainsString( SubmissionActions::NOT_SPAM, $sent );
		$this->assertStringContainsString( 'value="' . SubmissionActions::NOT_SPAM . '"', $spam );
		$this->assertStringContainsString( 'value="' . SubmissionsPage::RESEND . '"', $failed );
		$this->assertMatchesRegularExpression( '/<form method="post"[^>]*><input type="hidden" name="action" value="' . SubmissionActions::SPAM . '"><input type="hidden" name="submission" value="\d+"><input type="hidden" id="_wpnonce" name="_wpnonce"/', $sent );
		$this->assertStringContainsString( 'confirm=delete', $sent );
	}

	public function test_delete_asks_for_confirmation_before_posting(): void {
		wp_set_current_user( $this->create_user( 'administrator' ) );
		$id   = $this->store( $this->create_form(), Submission::SENT, $this->fields() );
		$html = $this->view( $id, true );
		$this->assertStringContainsString( 'Delete this submission permanently?', $html );
		$this->assertStringContainsString( 'value="' . SubmissionActions::DELETE . '"', $html );
		$this->assertStringNotContainsString( 'Ada Lovelace', $html );
	}

	public function test_mark_as_spam_is_refused_without_the_nonce_or_the_capability(): void {
		$id = $this->store( $this->create_form(), Submission::SENT, $this->fields() );

		wp_set_current_user( $this->create_user( 'editor' ) );
		$this->assertWPErrorCode( 'vitrine_forbidden', $this->actions()->mark_spam( $id, $this->nonce( SubmissionActions::SPAM, $id ) ) );
		wp_set_current_user( $this->create_user( 'administrator' ) );
		$this->assertWPErrorCode( 'vitrine_invalid_nonce', $this->actions()->mark_spam( $id, '' ) );
		$this->assertWPErrorCode( 'vitrine_invalid_nonce', $this->actions()->mark_spam( $id, $this->nonce( SubmissionActions::DELETE, $id ) ) );
		$this->assertSame( Submission::SENT, $this->status( $id ) );

		$this->assertTrue( $this->actions()->mark_spam( $id, $this->nonce( SubmissionActions::SPAM, $id ) ) );
		$this->assertSame( Submission::SPAM, $this->status( $id ) );
		$this->assertWPErrorCode( 'vitrine_already_spam', $this->actions()->mark_spam( $id, $this->nonce( SubmissionActions::SPAM, $id ) ) );
		$this->assertSame( array(), $this->mails );
	}

	public function test_not_spam_sends_the_mail_the_spam_checks_held_back(): void {
		$id = $this->store( $this->create_form(), Submission::SPAM, $this->fields( array( '_spam_reason' => 'token' ) ) );

		wp_set_current_user( $this->create_user( 'editor' ) );
		$this->assertWPErrorCode( 'vitrine_forbidden', $this->actions()->mark_not_spam( $id, $this->nonce( SubmissionActions::NOT_SPAM, $id ) ) );
		wp_set_current_user( $this->create_user( 'administrator' ) );
		$this->assertWPErrorCode( 'vitrine_invalid_nonce', $this->actions()->mark_not_spam( $id, $this->nonce( SubmissionActions::SPAM, $id ) ) );
		$this->assertSame( array(), $this->mails );

		$this->assertSame( 'mailed', $this->actions()->mark_not_spam( $id, $this->nonce( SubmissionActions::NOT_SPAM, $id ) ) );
		$this->assertCount( 1, $this->mails );
		$this->assertStringContainsString( 'Engines & looms', $this->mails[0]['subject'] );
		$this->assertSame( Submission::SENT, $this->status( $id ) );
		$this->assertWPErrorCode( 'vitrine_not_spam', $this->actions()->mark_not_spam( $id, $this->nonce( SubmissionActions::NOT_SPAM, $id ) ) );
		$this->assertCount( 1, $this->mails );

		// Marked again, it is by a person: the spam checks' reason is gone.
		$this->assertArrayNotHasKey( '_spam_reason', ( new SubmissionRepository() )->get( $id )->fields );
		$this->assertTrue( $this->actions()->mark_spam( $id, $this->nonce( SubmissionActions::SPAM, $id ) ) );
		$this->assertStringContainsString( 'Marked as spam by an administrator.', $this->view( $id ) );
	}

	public function test_a_mailed_submission_marked_spam_by_mistake_goes_back_to_sent_without_a_second_mail(): void {
		wp_set_current_user( $this->create_user( 'administrator' ) );
		$repo = new SubmissionRepository();
		$id   = $this->store( $this->create_form(), Submission::SENT, $this->fields() );
		$repo->mark( $id, Submission::SENT );
		$this->assertTrue( $this->actions()->mark_spam( $id, $this->nonce( SubmissionActions::SPAM, $id ) ) );
		$this->assertSame( 'restored', $this->actions()->mark_not_spam( $id, $this->nonce( SubmissionActions::NOT_SPAM, $id ) ) );
		$this->assertSame( Submission::SENT, $this->status( $id ) );
		$this->assertNotNull( $repo->get( $id )->mailed_at );
		$this->assertSame( array(), $this->mails );
	}

	public function test_not_spam_whose_mail_fails_leaves_it_failed_for_resend(): void {
		wp_set_current_user( $this->create_user( 'administrator' ) );
		remove_all_filters( 'pre_wp_mail' );
		add_filter( 'pre_wp_mail', '__return_false' );
		$id = $this->store( $this->create_form(), Submission::SPAM, $this->fields() );
		$this->assertWPErrorCode( 'vitrine_mail_failed', $this->actions()->mark_not_spam( $id, $this->nonce( SubmissionActions::NOT_SPAM, $id ) ) );
		$this->assertSame( Submission::FAILED, $this->status( $id ) );
	}

	public function test_delete_is_refused_without_the_nonce_or_the_capability_and_erases_files(): void {
		$base = ( new UploadStore() )->base_dir();
		$this->assertNotNull( $base );
		$dir = $base . '/test-' . wp_generate_password( 8, false, false );
		wp_mkdir_p( $dir );
		file_put_contents( $dir . '/cv.pdf', '%PDF-1.4' ); // phpcs:ignore WordPress.WP.AlternativeFunctions -- a test fixture.
		$id = $this->store(
			$this->create_form(),
			Submission::SENT,
			$this->fields(),
			array(
				'your-file' => array(
					array(
						'name' => 'cv.pdf',
						'path' => $dir . '/cv.pdf',
						'size' => 8,
						'type' => 'application/pdf',
					),
				),
			)
		);

		wp_set_current_user( $this->create_user( 'editor' ) );
		$this->assertWPErrorCode( 'vitrine_forbidden', $this->actions()->delete( $id, $this->nonce( SubmissionActions::DELETE, $id ) ) );
		wp_set_current_user( $this->create_user( 'administrator' ) );
		$this->assertWPErrorCode( 'vitrine_invalid_nonce', $this->actions()->delete( $id, '' ) );
		$this->assertFileExists( $dir . '/cv.pdf' );
		$this->assertNotNull( ( new SubmissionRepository() )->get( $id ) );

		$this->assertInstanceOf( Submission::class, $this->actions()->delete( $id, $this->nonce( SubmissionActions::DELETE, $id ) ) );
		$this->assertNull( ( new SubmissionRepository() )->get( $id ) );
		$this->assertFileDoesNotExist( $dir . '/cv.pdf' );
		$this->assertWPErrorCode( 'vitrine_submission_not_found', $this->actions()->delete( $id, $this->nonce( SubmissionActions::DELETE, $id ) ) );
	}

	public function test_the_handlers_redirect_with_a_notice_that_the_page_shows(): void {
		wp_set_current_user( $this->create_user( 'administrator' ) );
		$form = $this->create_form();
		$id   = $this->store( $form, Submission::SENT, $this->fields() );
		( new SubmissionRepository() )->mark( $id, Submission::SENT );

		$this->assertStringContainsString( 'vitrine_notice=marked_spam', $this->post( SubmissionActions::SPAM, $id ) );
		$this->assertStringContainsString( 'vitrine_notice=not_spam_restored', $this->post( SubmissionActions::NOT_SPAM, $id ) );
		$location = $this->post( SubmissionActions::DELETE, $id );
		$this->assertStringContainsString( 'vitrine_notice=deleted', $location );
		$this->assertStringContainsString( 'form_id=' . $form, $location );

		$_GET = array(
			'submission'     => (string) $this->store( $form, Submission::SENT, $this->fields() ),
			'vitrine_notice' => 'deleted',
		);
		ob_start();
		( new SubmissionsPage( new FormRepository(), new SubmissionRepository(), new Mailer() ) )->render();
		$this->assertStringContainsString( '<div class="notice notice-success is-dismissible"><p>The submission was deleted permanently.</p></div>', (string) ob_get_clean() );
	}

	public function test_a_handler_refuses_a_post_without_a_nonce_with_403(): void {
		wp_set_current_user( $this->create_user( 'administrator' ) );
		$id = $this->store( $this->create_form(), Submission::SENT, $this->fields() );
		$this->assertSame( 'die 403: The link has expired. Please reload the page and try again.', $this->post( SubmissionActions::DELETE, $id, '' ) );
		$this->assertSame( Submission::SENT, $this->status( $id ) );
	}

	/**
	 * Runs an admin-post handler and returns where it redirected, or "die <status>: <message>".
	 *
	 * @param string      $action Action.
	 * @param int         $id     Submission id.
	 * @param string|null $nonce  Nonce (a valid one when null).
	 */
	private function post( string $action, int $id, ?string $nonce = null ): string {
		$_POST = array(
			'action'     => $action,
			'submission' => (string) $id,
			'_wpnonce'   => $nonce ?? $this->nonce( $action, $id ),
		);
		add_filter(
			'wp_redirect',
			static function ( string $location ): string {
				throw new AjaxDie( $location );
			}
		);
		add_filter(
			'wp_die_handler',
			static fn() => static function ( $message, $title, $args ): void {
				throw new AjaxDie( 'die ' . (int) ( $args['response'] ?? 0 ) . ': ' . ( is_scalar( $message ) ? (string) $message : '' ) );
			}
		);
		$this->actions()->register();
		try {
			do_action( 'admin_post_' . $action );
		} catch ( AjaxDie $end ) {
			return $end->getMessage();
		} finally {
			remove_all_filters( 'wp_redirect' );
			remove_all_filters( 'wp_die_handler' );
		}
		$this->fail( "The {$action} handler did not end the request." );
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
