<?php
/**
 * The submissions screen.
 *
 * @package Vitrine
 */

declare( strict_types = 1 );

namespace Vitrine\ContactForms\Admin;

use Vitrine\ContactForms\Capability;
use Vitrine\ContactForms\FormRepository;
use Vitrine\ContactForms\Submission\Mailer;
use Vitrine\ContactForms\Submission\Submission;
use Vitrine\ContactForms\Submission\SubmissionRepository;
use WP_Error;

/**
 * Forms → Submissions: a list per form with search and a status filter, a detail view, a
 * streamed CSV export and "Resend" for submissions whose mail failed. Every action checks a
 * nonce and the contact forms capability.
 */
final class SubmissionsPage {

	public const SLUG = 'vitrine-submissions';

	public const EXPORT = 'vitrine_export_submissions';

	public const RESEND = 'vitrine_resend_submission';

	/**
	 * Sets up the page.
	 *
	 * @param FormRepository       $forms       Forms.
	 * @param SubmissionRepository $submissions Submissions.
	 * @param Mailer               $mailer      Mail.
	 */
	public function __construct( private FormRepository $forms, private SubmissionRepository $submissions, private Mailer $mailer ) {}

	/**
	 * Adds the hooks.
	 */
	public function register(): void {
		add_action( 'admin_menu', array( $this, 'menu' ) );
		add_action( 'admin_post_' . self::EXPORT, array( $this, 'handle_export' ) );
		add_action( 'admin_post_' . self::RESEND, array( $this, 'handle_resend' ) );
	}

	/**
	 * The screen's URL.
	 *
	 * @param array<string, scalar> $args Query arguments.
	 */
	public static function url( array $args = array() ): string {
		return add_query_arg(
			$args + array(
				'post_type' => FormRepository::POST_TYPE,
				'page'      => self::SLUG,
			),
			admin_url( 'edit.php' )
		);
	}

	/**
	 * Adds Forms → Submissions.
	 */
	public function menu(): void {
		add_submenu_page(
			'edit.php?post_type=' . FormRepository::POST_TYPE,
			__( 'Submissions', 'vitrine' ),
			__( 'Submissions', 'vitrine' ),
			Capability::get(),
			self::SLUG,
			array( $this, 'render' )
		);
	}

	/**
	 * Prints the list or one submission.
	 */
	public function render(): void {
		if ( ! Capability::current_user_can() ) {
			wp_die( esc_html__( 'Sorry, you are not allowed to read submissions.', 'vitrine' ), 403 );
		}
		// phpcs:disable WordPress.Security.NonceVerification.Recommended -- reading the screen's own query.
		$id     = isset( $_GET['submission'] ) ? absint( $_GET['submission'] ) : 0;
		$notice = isset( $_GET['vitrine_notice'] ) ? sanitize_key( wp_unslash( $_GET['vitrine_notice'] ) ) : '';
		// phpcs:enable
		echo '<div class="wrap">';
		$this->notice( $notice );
		if ( $id ) {
			$this->render_one( $id );
		} else {
			$this->render_list();
		}
		echo '</div>';
	}

	/**
	 * Prints the outcome of the last action.
	 *
	 * @param string $notice Notice key.
	 */
	private function notice( string $notice ): void {
		$texts = array(
			'resent'        => array( 'success', __( 'The message was sent again.', 'vitrine' ) ),
			'resend_failed' => array( 'error', __( 'The message could not be sent again; it is still stored.', 'vitrine' ) ),
		);
		if ( isset( $texts[ $notice ] ) ) {
			printf( '<div class="notice notice-%1$s is-dismissible"><p>%2$s</p></div>', esc_attr( $texts[ $notice ][0] ), esc_html( $texts[ $notice ][1] ) );
		}
	}

	/**
	 * The list.
	 */
	private function render_list(): void {
		$table = new SubmissionsListTable( $this->forms, $this->submissions );
		$table->prepare_items();
		$form_id = $table->form_id();

		echo '<h1 class="wp-heading-inline">' . esc_html__( 'Submissions', 'vitrine' ) . '</h1> ';
		printf(
			'<a class="page-title-action" href="%s">%s</a>',
			esc_url(
				wp_nonce_url(
					add_query_arg(
						array(
							'action'  => self::EXPORT,
							'form_id' => $form_id,
							'status'  => $table->status(),
							's'       => $table->search(),
						),
						admin_url( 'admin-post.php' )
					),
					self::EXPORT
				)
			),
			esc_html__( 'Export CSV', 'vitrine' )
		);
		echo '<hr class="wp-header-end">';
		$table->views();
		echo '<form method="get">';
		printf( '<input type="hidden" name="post_type" value="%s"><input type="hidden" name="page" value="%s">', esc_attr( FormRepository::POST_TYPE ), esc_attr( self::SLUG ) );
		if ( '' !== $table->status() ) {
			printf( '<input type="hidden" name="status" value="%s">', esc_attr( $table->status() ) );
		}
		$table->search_box( __( 'Search submissions', 'vitrine' ), 'vitrine-submissions' );
		$table->display();
		echo '</form>';
	}

	/**
	 * One submission.
	 *
	 * @param int $id Submission id.
	 */
	private function render_one( int $id ): void {
		$submission = $this->submissions->get( $id );
		if ( null === $submission ) {
			echo '<h1>' . esc_html__( 'Submission not found', 'vitrine' ) . '</h1>';
			return;
		}
		$form = $this->forms->find( $submission->form_id );
		/* translators: %d: submission id. */
		echo '<h1>' . esc_html( sprintf( __( 'Submission #%d', 'vitrine' ), $submission->id ) ) . '</h1>';
		printf( '<p><a href="%s">&larr; %s</a></p>', esc_url( self::url( array( 'form_id' => $submission->form_id ) ) ), esc_html__( 'Back to the submissions', 'vitrine' ) );

		echo '<table class="widefat striped vitrine-submission"><tbody>';
		$meta = array(
			__( 'Form', 'vitrine' )     => null !== $form ? $form->title : '#' . $submission->form_id,
			__( 'Status', 'vitrine' )   => SubmissionsListTable::status_label( $submission->status ),
			__( 'Received', 'vitrine' ) => get_date_from_gmt( $submission->created_at, 'Y-m-d H:i:s' ),
			__( 'Mailed', 'vitrine' )   => null !== $submission->mailed_at ? get_date_from_gmt( $submission->mailed_at, 'Y-m-d H:i:s' ) : '—',
			__( 'IP', 'vitrine' )       => $submission->ip,
			__( 'Browser', 'vitrine' )  => $submission->user_agent,
		);
		foreach ( $meta as $label => $value ) {
			printf( '<tr><th scope="row">%s</th><td>%s</td></tr>', esc_html( $label ), esc_html( $value ) );
		}
		foreach ( $submission->fields as $name => $value ) {
			$field = null !== $form ? $form->field( (string) $name ) : null;
			$label = null !== $field && '' !== (string) $field['label'] ? (string) $field['label'] : (string) $name;
			printf( '<tr><th scope="row">%s</th><td>%s</td></tr>', esc_html( $label ), nl2br( esc_html( $submission->text( (string) $name ) ) ) );
		}
		foreach ( $submission->files as $name => $list ) {
			$names = array();
			foreach ( (array) $list as $file ) {
				$names[] = (string) ( $file['name'] ?? '' ) . ( '' === (string) ( $file['path'] ?? '' ) ? ' ' . __( '(deleted)', 'vitrine' ) : '' );
			}
			printf( '<tr><th scope="row">%s</th><td>%s</td></tr>', esc_html( (string) $name ), esc_html( implode( ', ', $names ) ) );
		}
		echo '</tbody></table>';

		if ( Submission::FAILED === $submission->status && null !== $form ) {
			printf( '<form method="post" action="%s">', esc_url( admin_url( 'admin-post.php' ) ) );
			printf( '<input type="hidden" name="action" value="%1$s"><input type="hidden" name="submission" value="%2$d">', esc_attr( self::RESEND ), (int) $submission->id );
			wp_nonce_field( self::RESEND . '_' . $submission->id );
			printf( '<p><button type="submit" class="button button-primary">%s</button></p></form>', esc_html__( 'Resend the mail', 'vitrine' ) );
		}
	}

	/**
	 * Resends a failed submission's mail after checking the nonce and capability.
	 *
	 * @param int    $id    Submission id.
	 * @param string $nonce Nonce.
	 * @return true|WP_Error
	 */
	public function resend( int $id, string $nonce ) {
		if ( ! wp_verify_nonce( $nonce, self::RESEND . '_' . $id ) ) {
			return new WP_Error( 'vitrine_invalid_nonce', __( 'The link has expired. Please reload the page and try again.', 'vitrine' ), array( 'status' => 403 ) );
		}
		if ( ! Capability::current_user_can() ) {
			return new WP_Error( 'vitrine_forbidden', __( 'Sorry, you are not allowed to resend submissions.', 'vitrine' ), array( 'status' => 403 ) );
		}
		$submission = $this->submissions->get( $id );
		$form       = null !== $submission ? $this->forms->find( $submission->form_id ) : null;
		if ( null === $submission || null === $form ) {
			return new WP_Error( 'vitrine_submission_not_found', __( 'The submission was not found.', 'vitrine' ), array( 'status' => 404 ) );
		}
		if ( Submission::FAILED !== $submission->status ) {
			return new WP_Error( 'vitrine_not_failed', __( 'Only submissions whose mail failed can be resent.', 'vitrine' ), array( 'status' => 400 ) );
		}
		if ( ! $this->mailer->send( $form, $submission ) ) {
			return new WP_Error( 'vitrine_mail_failed', __( 'The mail could not be sent.', 'vitrine' ), array( 'status' => 502 ) );
		}
		$this->submissions->mark( $id, Submission::SENT );
		return true;
	}

	/**
	 * admin-post: Resend.
	 */
	public function handle_resend(): void {
		$id     = isset( $_POST['submission'] ) ? absint( $_POST['submission'] ) : 0; // phpcs:ignore WordPress.Security.NonceVerification.Missing -- verified in resend().
		$nonce  = isset( $_POST['_wpnonce'] ) ? sanitize_text_field( wp_unslash( $_POST['_wpnonce'] ) ) : ''; // phpcs:ignore WordPress.Security.NonceVerification.Missing -- verified in resend().
		$result = $this->resend( $id, $nonce );
		if ( is_wp_error( $result ) && 'vitrine_mail_failed' !== $result->get_error_code() ) {
			wp_die( esc_html( $result->get_error_message() ), '', array( 'response' => (int) ( $result->get_error_data()['status'] ?? 400 ) ) );
		}
		wp_safe_redirect(
			self::url(
				array(
					'submission'     => $id,
					'vitrine_notice' => true === $result ? 'resent' : 'resend_failed',
				)
			)
		);
		exit;
	}

	/**
	 * Checks an export request.
	 *
	 * @param string $nonce Nonce.
	 * @return true|WP_Error
	 */
	public function authorize_export( string $nonce ) {
		if ( ! wp_verify_nonce( $nonce, self::EXPORT ) ) {
			return new WP_Error( 'vitrine_invalid_nonce', __( 'The link has expired. Please reload the page and try again.', 'vitrine' ), array( 'status' => 403 ) );
		}
		if ( ! Capability::current_user_can() ) {
			return new WP_Error( 'vitrine_forbidden', __( 'Sorry, you are not allowed to export submissions.', 'vitrine' ), array( 'status' => 403 ) );
		}
		return true;
	}

	/**
	 * admin-post: Export CSV (streamed).
	 */
	public function handle_export(): void {
		// phpcs:disable WordPress.Security.NonceVerification.Recommended -- verified in authorize_export().
		$nonce  = isset( $_GET['_wpnonce'] ) ? sanitize_text_field( wp_unslash( $_GET['_wpnonce'] ) ) : '';
		$ok     = $this->authorize_export( $nonce );
		$formid = isset( $_GET['form_id'] ) ? absint( $_GET['form_id'] ) : 0;
		$status = isset( $_GET['status'] ) ? sanitize_key( wp_unslash( $_GET['status'] ) ) : '';
		$search = isset( $_GET['s'] ) ? sanitize_text_field( wp_unslash( $_GET['s'] ) ) : '';
		// phpcs:enable
		if ( is_wp_error( $ok ) ) {
			wp_die( esc_html( $ok->get_error_message() ), '', array( 'response' => 403 ) );
		}
		$form = $formid ? $this->forms->find( $formid ) : null;
		$name = sprintf( 'submissions-%s-%s.csv', null !== $form ? $form->slug : 'all', gmdate( 'Y-m-d' ) );

		nocache_headers();
		header( 'Content-Type: text/csv; charset=utf-8' );
		header( 'Content-Disposition: attachment; filename="' . sanitize_file_name( $name ) . '"' );
		header( 'X-Content-Type-Options: nosniff' );
		$out = fopen( 'php://output', 'w' );
		if ( false !== $out ) {
			fwrite( $out, "\xEF\xBB\xBF" ); // phpcs:ignore WordPress.WP.AlternativeFunctions -- a BOM so spreadsheets read UTF-8.
			( new CsvExporter( $this->submissions ) )->write(
				$out,
				$form,
				array_filter(
					array(
						'status' => in_array( $status, array( Submission::SENT, Submission::FAILED, Submission::SPAM ), true ) ? $status : '',
						'search' => $search,
					)
				)
			);
			fclose( $out ); // phpcs:ignore WordPress.WP.AlternativeFunctions -- php://output.
		}
		exit;
	}
}
