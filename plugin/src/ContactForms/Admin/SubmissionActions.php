<?php
/**
 * What an administrator can do to one submission: mark it as spam or not spam, delete it.
 *
 * @package Vitrine
 */

declare( strict_types = 1 );

namespace Vitrine\ContactForms\Admin;

use Vitrine\ContactForms\Capability;
use Vitrine\Core\Admin\ActionButton;
use Vitrine\ContactForms\FormRepository;
use Vitrine\ContactForms\Submission\Mailer;
use Vitrine\ContactForms\Submission\Submission;
use Vitrine\ContactForms\Submission\SubmissionRepository;
use Vitrine\ContactForms\Submission\UploadStore;
use WP_Error;

defined( 'ABSPATH' ) || exit;

/**
 * The detail view's state-changing actions (Resend lives with the page, which had it first).
 * Each is an admin-post POST whose nonce is bound to the action and the submission, checked
 * with the contact forms capability, and answered with a redirect that carries a notice.
 *
 * Delete is permanent, behind a confirmation screen: submissions live in their own table
 * with no trash status (a trash would need a fourth status threaded through the list, the
 * filters, the export and the retention purge), and a visitor who asks for their message to
 * be erased must get a real erasure, uploaded files included.
 */
final class SubmissionActions {

	public const SPAM = 'vitrine_mark_submission_spam';

	public const NOT_SPAM = 'vitrine_mark_submission_not_spam';

	public const DELETE = 'vitrine_delete_submission';

	/**
	 * Sets up the actions.
	 *
	 * @param FormRepository       $forms       Forms.
	 * @param SubmissionRepository $submissions Submissions.
	 * @param Mailer               $mailer      Mail.
	 * @param UploadStore          $uploads     Private uploads.
	 */
	public function __construct( private FormRepository $forms, private SubmissionRepository $submissions, private Mailer $mailer, private UploadStore $uploads ) {}

	/**
	 * Adds the admin-post handlers.
	 */
	public function register(): void {
		add_action( 'admin_post_' . self::SPAM, array( $this, 'handle_spam' ) );
		add_action( 'admin_post_' . self::NOT_SPAM, array( $this, 'handle_not_spam' ) );
		add_action( 'admin_post_' . self::DELETE, array( $this, 'handle_delete' ) );
	}

	/**
	 * The nonce action of one action on one submission.
	 *
	 * @param string $action One of the constants.
	 * @param int    $id     Submission id.
	 */
	public static function nonce_action( string $action, int $id ): string {
		return $action . '_' . $id;
	}

	/**
	 * Prints the POST form of one action as a single button.
	 *
	 * @param string $action One of the constants (or SubmissionsPage::RESEND).
	 * @param int    $id     Submission id.
	 * @param string $label  Button text.
	 * @param string $class  Button classes.
	 */
	public static function button( string $action, int $id, string $label, string $class = 'button' ): void {
		echo ActionButton::html( $action, array( 'submission' => $id ), self::nonce_action( $action, $id ), $label, $class ); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- escaped when built.
	}

	/**
	 * Checks the nonce, then the capability, then finds the submission.
	 *
	 * @param string $action One of the constants.
	 * @param int    $id     Submission id.
	 * @param string $nonce  Nonce.
	 * @return Submission|WP_Error
	 */
	private function authorize( string $action, int $id, string $nonce ) {
		if ( ! wp_verify_nonce( $nonce, self::nonce_action( $action, $id ) ) ) {
			return new WP_Error( 'vitrine_invalid_nonce', __( 'The link has expired. Please reload the page and try again.', 'vitrine' ), array( 'status' => 403 ) );
		}
		if ( ! Capability::current_user_can() ) {
			return new WP_Error( 'vitrine_forbidden', __( 'Sorry, you are not allowed to change submissions.', 'vitrine' ), array( 'status' => 403 ) );
		}
		$submission = $this->submissions->get( $id );
		if ( null === $submission ) {
			return new WP_Error( 'vitrine_submission_not_found', __( 'The submission was not found.', 'vitrine' ), array( 'status' => 404 ) );
		}
		return $submission;
	}

	/**
	 * Marks a sent or failed submission as spam. Its mail, if it went out, stays recorded.
	 *
	 * @param int    $id    Submission id.
	 * @param string $nonce Nonce.
	 * @return true|WP_Error
	 */
	public function mark_spam( int $id, string $nonce ) {
		$submission = $this->authorize( self::SPAM, $id, $nonce );
		if ( is_wp_error( $submission ) ) {
			return $submission;
		}
		if ( Submission::SPAM === $submission->status || ! $this->submissions->transition( $id, $submission->status, Submission::SPAM ) ) {
			return new WP_Error( 'vitrine_already_spam', __( 'The submission is already marked as spam.', 'vitrine' ), array( 'status' => 400 ) );
		}
		return true;
	}

	/**
	 * Takes a submission out of spam. One that was mailed before it was marked goes back to
	 * sent; one that never was (the spam checks stopped it) gets the mail it should have sent,
	 * and stays as failed, with Resend, when the mail fails.
	 *
	 * @param int    $id    Submission id.
	 * @param string $nonce Nonce.
	 * @return string|WP_Error "restored" or "mailed"; vitrine_mail_failed when the mail failed.
	 */
	public function mark_not_spam( int $id, string $nonce ) {
		$submission = $this->authorize( self::NOT_SPAM, $id, $nonce );
		if ( is_wp_error( $submission ) ) {
			return $submission;
		}
		$form = $this->forms->find( $submission->form_id, false );
		if ( null === $submission->mailed_at && null === $form ) {
			return new WP_Error( 'vitrine_form_not_found', __( 'The form of this submission no longer exists, so its mail cannot be sent.', 'vitrine' ), array( 'status' => 404 ) );
		}
		// Claimed atomically, like Resend: of two concurrent clicks only one mails.
		if ( Submission::SPAM !== $submission->status || ! $this->submissions->transition( $id, Submission::SPAM, Submission::SENT ) ) {
			return new WP_Error( 'vitrine_not_spam', __( 'The submission is not marked as spam.', 'vitrine' ), array( 'status' => 400 ) );
		}
		// The spam checks' reason no longer applies; if it is marked again, it is by a person.
		$fields = $submission->fields;
		unset( $fields['_spam_reason'] );
		$this->submissions->set_fields( $id, $fields );
		if ( null !== $submission->mailed_at || null === $form ) {
			return 'restored';
		}
		if ( ! $this->mailer->send( $form, $submission ) ) {
			$this->submissions->mark( $id, Submission::FAILED );
			return new WP_Error( 'vitrine_mail_failed', __( 'The mail could not be sent.', 'vitrine' ), array( 'status' => 502 ) );
		}
		$this->submissions->mark( $id, Submission::SENT );
		return 'mailed';
	}

	/**
	 * Deletes a submission and its uploaded files, permanently.
	 *
	 * @param int    $id    Submission id.
	 * @param string $nonce Nonce.
	 * @return Submission|WP_Error The deleted submission.
	 */
	public function delete( int $id, string $nonce ) {
		$submission = $this->authorize( self::DELETE, $id, $nonce );
		if ( is_wp_error( $submission ) ) {
			return $submission;
		}
		$this->uploads->delete( $submission->files );
		if ( ! $this->submissions->delete( $id ) ) {
			return new WP_Error( 'vitrine_submission_not_found', __( 'The submission was not found.', 'vitrine' ), array( 'status' => 404 ) );
		}
		return $submission;
	}

	/**
	 * admin-post: Mark as spam.
	 */
	public function handle_spam(): void {
		list( $id, $nonce ) = $this->request();
		$result             = $this->mark_spam( $id, $nonce );
		$this->finish( $result, self::url( $id, 'marked_spam' ) );
	}

	/**
	 * admin-post: Not spam.
	 */
	public function handle_not_spam(): void {
		list( $id, $nonce ) = $this->request();
		$result             = $this->mark_not_spam( $id, $nonce );
		if ( is_wp_error( $result ) && 'vitrine_mail_failed' === $result->get_error_code() ) {
			$result = 'mail_failed';
		}
		$this->finish( $result, self::url( $id, is_string( $result ) ? 'not_spam_' . $result : '' ) );
	}

	/**
	 * admin-post: Delete (from the confirmation screen).
	 */
	public function handle_delete(): void {
		list( $id, $nonce ) = $this->request();
		$result             = $this->delete( $id, $nonce );
		$url                = is_wp_error( $result ) ? '' : SubmissionsPage::url(
			array(
				'form_id'        => $result->form_id,
				'vitrine_notice' => 'deleted',
			)
		);
		$this->finish( $result, $url );
	}

	/**
	 * The posted submission id and nonce (verified by the action itself).
	 *
	 * @return array{0: int, 1: string}
	 */
	private function request(): array {
		// phpcs:disable WordPress.Security.NonceVerification.Missing -- verified in authorize().
		$id    = isset( $_POST['submission'] ) ? absint( $_POST['submission'] ) : 0;
		$nonce = isset( $_POST['_wpnonce'] ) ? sanitize_text_field( wp_unslash( $_POST['_wpnonce'] ) ) : '';
		// phpcs:enable
		return array( $id, $nonce );
	}

	/**
	 * The detail view of a submission with a notice.
	 *
	 * @param int    $id     Submission id.
	 * @param string $notice Notice key.
	 */
	private static function url( int $id, string $notice ): string {
		return SubmissionsPage::url(
			array(
				'submission'     => $id,
				'vitrine_notice' => $notice,
			)
		);
	}

	/**
	 * Redirects after a successful action, or stops with the refusal and its status.
	 *
	 * @param mixed  $result The action's result.
	 * @param string $url    Where to go on success.
	 */
	private function finish( mixed $result, string $url ): void {
		if ( is_wp_error( $result ) ) {
			wp_die( esc_html( $result->get_error_message() ), '', array( 'response' => (int) ( $result->get_error_data()['status'] ?? 400 ) ) );
		}
		wp_safe_redirect( $url );
		exit;
	}
}
