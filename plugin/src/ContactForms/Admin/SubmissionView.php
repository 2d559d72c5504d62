<?php
/**
 * The detail view of one submission.
 *
 * @package Vitrine
 */

declare( strict_types = 1 );

namespace Vitrine\ContactForms\Admin;

use Vitrine\ContactForms\ContactForm;
use Vitrine\ContactForms\FormRepository;
use Vitrine\ContactForms\Submission\Submission;
use Vitrine\ContactForms\Submission\SubmissionRepository;

defined( 'ABSPATH' ) || exit;

/**
 * Prints a submission as an administrator reads it: what was sent, in the field labels'
 * words, consent as a sentence, why it was held as spam (for spam only; the stored reason
 * code and other `_` values are internal), the actions, and steps to the newer and older
 * submissions of the same form.
 */
final class SubmissionView {

	/**
	 * Sets up the view.
	 *
	 * @param FormRepository       $forms       Forms.
	 * @param SubmissionRepository $submissions Submissions.
	 */
	public function __construct( private FormRepository $forms, private SubmissionRepository $submissions ) {}

	/**
	 * Prints one submission, or the delete confirmation when asked for.
	 *
	 * @param int  $id             Submission id.
	 * @param bool $confirm_delete Whether to ask to confirm the deletion.
	 */
	public function render( int $id, bool $confirm_delete = false ): void {
		$submission = $this->submissions->get( $id );
		if ( null === $submission ) {
			echo '<h1>' . esc_html__( 'Submission not found', 'vitrine' ) . '</h1>';
			printf( '<p><a href="%s">&larr; %s</a></p>', esc_url( SubmissionsPage::url() ), esc_html__( 'Back to the submissions', 'vitrine' ) );
			return;
		}
		$form = $this->forms->find( $submission->form_id, false );
		/* translators: %d: submission id. */
		echo '<h1>' . esc_html( sprintf( __( 'Submission #%d', 'vitrine' ), $submission->id ) ) . '</h1>';
		$this->navigation( $submission );
		if ( $confirm_delete ) {
			$this->confirm_delete( $submission );
			return;
		}
		$this->actions( $submission, $form );
		$this->details( $submission, $form );
	}

	/**
	 * Back to the list, and the newer and older submissions of the same form.
	 *
	 * @param Submission $submission Submission.
	 */
	private function navigation( Submission $submission ): void {
		$near  = $this->submissions->neighbours( $submission->id, $submission->form_id );
		$links = array(
			sprintf( '<a href="%s">&larr; %s</a>', esc_url( SubmissionsPage::url( array( 'form_id' => $submission->form_id ) ) ), esc_html__( 'Back to the submissions', 'vitrine' ) ),
		);
		if ( null !== $near['newer'] ) {
			$links[] = sprintf( '<a rel="prev" href="%s">&lsaquo; %s</a>', esc_url( SubmissionsPage::url( array( 'submission' => $near['newer'] ) ) ), esc_html__( 'Newer submission', 'vitrine' ) );
		}
		if ( null !== $near['older'] ) {
			$links[] = sprintf( '<a rel="next" href="%s">%s &rsaquo;</a>', esc_url( SubmissionsPage::url( array( 'submission' => $near['older'] ) ) ), esc_html__( 'Older submission', 'vitrine' ) );
		}
		printf( '<nav class="vitrine-submission-nav" aria-label="%1$s">%2$s</nav>', esc_attr__( 'Submissions', 'vitrine' ), implode( '', $links ) ); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- built from escaped parts above.
	}

	/**
	 * Reply, Resend, spam / not spam and Delete.
	 *
	 * @param Submission       $submission Submission.
	 * @param ContactForm|null $form       Its form, when it still exists.
	 */
	private function actions( Submission $submission, ?ContactForm $form ): void {
		echo '<div class="vitrine-submission-actions">';
		$reply = self::reply_url( $submission, $form );
		if ( null !== $reply ) {
			printf( '<a class="button button-primary" href="%1$s">%2$s</a>', esc_url( $reply, array( 'mailto' ) ), esc_html__( 'Reply by email', 'vitrine' ) );
		}
		if ( Submission::FAILED === $submission->status && null !== $form ) {
			SubmissionActions::button( SubmissionsPage::RESEND, $submission->id, __( 'Resend the mail', 'vitrine' ) );
		}
		if ( Submission::SPAM === $submission->status ) {
			$label = null === $submission->mailed_at ? __( 'Not spam: send the mail', 'vitrine' ) : __( 'Not spam', 'vitrine' );
			SubmissionActions::button( SubmissionActions::NOT_SPAM, $submission->id, $label );
		} else {
			SubmissionActions::button( SubmissionActions::SPAM, $submission->id, __( 'Mark as spam', 'vitrine' ) );
		}
		printf(
			'<a class="button button-link-delete" href="%1$s">%2$s</a>',
			esc_url(
				SubmissionsPage::url(
					array(
						'submission' => $submission->id,
						'confirm'    => 'delete',
					)
				)
			),
			esc_html__( 'Delete', 'vitrine' )
		);
		echo '</div>';
	}

	/**
	 * A mailto: link to the submitter, with "Re: " and the subject they gave (or the form's
	 * title), or null when the submission holds no valid address.
	 *
	 * @param Submission       $submission Submission.
	 * @param ContactForm|null $form       Its form.
	 */
	public static function reply_url( Submission $submission, ?ContactForm $form ): ?string {
		$email   = '';
		$subject = '';
		foreach ( null !== $form ? $form->fields() : array() as $field ) {
			$value = trim( $submission->text( (string) $field['name'] ) );
			if ( '' === $email && 'email' === $field['type'] && is_email( $value ) ) {
				$email = $value;
			}
			if ( '' === $subject && 'text' === $field['type'] && str_contains( strtolower( $field['name'] . ' ' . $field['label'] ), 'subject' ) ) {
				$subject = $value;
			}
		}
		if ( '' === $email ) {
			foreach ( $submission->fields as $name => $value ) {
				if ( ! str_starts_with( (string) $name, '_' ) && is_string( $value ) && is_email( trim( $value ) ) ) {
					$email = trim( $value );
					break;
				}
			}
		}
		if ( '' === $email ) {
			return null;
		}
		if ( '' === $subject ) {
			$subject = null !== $form ? $form->title : '';
		}
		/* translators: %s: the subject of the message being answered. */
		$subject = sprintf( __( 'Re: %s', 'vitrine' ), $subject );
		return 'mailto:' . rawurlencode( $email ) . '?subject=' . rawurlencode( $subject );
	}

	/**
	 * The delete confirmation: what goes, and a POST button.
	 *
	 * @param Submission $submission Submission.
	 */
	private function confirm_delete( Submission $submission ): void {
		echo '<div class="vitrine-submission-confirm">';
		echo '<p><strong>' . esc_html__( 'Delete this submission permanently?', 'vitrine' ) . '</strong></p>';
		echo '<p>' . esc_html__( 'Its values and uploaded files are erased and cannot be restored.', 'vitrine' ) . '</p>';
		echo '<div class="vitrine-submission-actions">';
		SubmissionActions::button( SubmissionActions::DELETE, $submission->id, __( 'Delete permanently', 'vitrine' ), 'button button-primary button-link-delete' );
		printf( '<a class="button" href="%1$s">%2$s</a>', esc_url( SubmissionsPage::url( array( 'submission' => $submission->id ) ) ), esc_html__( 'Cancel', 'vitrine' ) );
		echo '</div></div>';
	}

	/**
	 * The table of what was sent.
	 *
	 * @param Submission       $submission Submission.
	 * @param ContactForm|null $form       Its form.
	 */
	private function details( Submission $submission, ?ContactForm $form ): void {
		$status = SubmissionsListTable::status_badge( $submission->status );
		if ( Submission::SPAM === $submission->status ) {
			$status .= ' <span class="vitrine-submission-reason">' . esc_html( self::spam_reason( $submission ) ) . '</span>';
		}
		$rows = array(
			array( __( 'Form', 'vitrine' ), esc_html( null !== $form ? $form->title : '#' . $submission->form_id ) ),
			array( __( 'Status', 'vitrine' ), $status ),
			array( __( 'Received', 'vitrine' ), esc_html( SubmissionsListTable::date( $submission->created_at ) ) ),
			array( __( 'Mailed', 'vitrine' ), esc_html( null !== $submission->mailed_at ? SubmissionsListTable::date( $submission->mailed_at ) : '—' ) ),
			array( __( 'IP', 'vitrine' ), esc_html( $submission->ip ) ),
			array( __( 'Browser', 'vitrine' ), esc_html( $submission->user_agent ) ),
		);
		foreach ( $submission->fields as $name => $value ) {
			$name = (string) $name;
			if ( str_starts_with( $name, '_' ) ) {
				continue; // Internal: the spam reason code and the like.
			}
			$field = null !== $form ? $form->field( $name ) : null;
			$label = null !== $field && '' !== (string) $field['label'] ? (string) $field['label'] : $name;
			if ( null !== $field && 'acceptance' === $field['type'] ) {
				$rows[] = array( $label, esc_html( self::consent( $submission, $field ) ) );
				continue;
			}
			$text   = $submission->text( $name );
			$rows[] = array( $label, '' === $text ? '—' : nl2br( esc_html( $text ) ) );
		}
		foreach ( $submission->files as $name => $list ) {
			$field = null !== $form ? $form->field( (string) $name ) : null;
			$label = null !== $field && '' !== (string) $field['label'] ? (string) $field['label'] : (string) $name;
			$items = array();
			foreach ( array_values( (array) $list ) as $index => $file ) {
				$items[] = SubmissionsPage::file_item( $submission, (string) $name, $index, (array) $file );
			}
			$rows[] = array( $label, implode( '<br>', $items ) );
		}
		echo '<table class="widefat striped vitrine-submission"><tbody>';
		foreach ( $rows as $row ) {
			printf( '<tr><th scope="row">%1$s</th><td>%2$s</td></tr>', esc_html( $row[0] ), $row[1] ); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- every cell is escaped where it is built above.
		}
		echo '</tbody></table>';
	}

	/**
	 * Why the spam checks held a submission, in words.
	 *
	 * @param Submission $submission A spam submission.
	 */
	public static function spam_reason( Submission $submission ): string {
		$code = $submission->text( '_spam_reason' );
		if ( 'honeypot' === $code ) {
			return __( 'Held by the spam checks: a field hidden from people was filled in, as only automated programs do.', 'vitrine' );
		}
		if ( 'token' === $code ) {
			return __( 'Held by the spam checks: the form was sent too soon after it was shown, or without the form’s signed token, as automated programs do.', 'vitrine' );
		}
		if ( '' !== $code ) {
			return __( 'Held by the spam checks.', 'vitrine' );
		}
		return __( 'Marked as spam by an administrator.', 'vitrine' );
	}

	/**
	 * An acceptance box's value as a sentence: given (with the time the message was sent,
	 * which is when the box was ticked) or not, and what was agreed to.
	 *
	 * @param Submission           $submission Submission.
	 * @param array<string, mixed> $field      The acceptance field.
	 */
	public static function consent( Submission $submission, array $field ): string {
		$ticked = '' !== $submission->text( (string) $field['name'] );
		$given  = empty( $field['invert'] ) ? $ticked : ! $ticked;
		$terms  = trim( wp_strip_all_tags( (string) ( $field['content'] ?? '' ) ) );
		if ( ! $given ) {
			return '' !== $terms
				/* translators: %s: the text the visitor was asked to agree to. */
				? sprintf( __( 'Not given: “%s”', 'vitrine' ), $terms )
				: __( 'Not given.', 'vitrine' );
		}
		$when = SubmissionsListTable::date( $submission->created_at );
		return '' !== $terms
			/* translators: 1: date and time, 2: the text the visitor agreed to. */
			? sprintf( __( 'Given on %1$s, when the message was sent: “%2$s”', 'vitrine' ), $when, $terms )
			/* translators: %s: date and time. */
			: sprintf( __( 'Given on %s, when the message was sent.', 'vitrine' ), $when );
	}
}
