<?php
/**
 * The submissions screen.
 *
 * @package Vitrine
 */

declare( strict_types = 1 );

namespace Vitrine\ContactForms\Admin;

use Vitrine\Core\Admin\AdminMenu;
use Vitrine\Core\Export\SpreadsheetCsv;
use Vitrine\ContactForms\Capability;
use Vitrine\ContactForms\FormRepository;
use Vitrine\ContactForms\Submission\Mailer;
use Vitrine\ContactForms\Submission\Submission;
use Vitrine\ContactForms\Submission\SubmissionRepository;
use Vitrine\ContactForms\Submission\UploadStore;
use Vitrine\Core\Assets;
use WP_Error;
use const Vitrine\PLUGIN_FILE;

defined( 'ABSPATH' ) || exit;

/**
 * Forms → Submissions: a list per form with search and a status filter, a detail view
 * (SubmissionView, with the actions of SubmissionActions), a streamed CSV export and "Resend"
 * for submissions whose mail failed. Every action checks a nonce and the contact forms
 * capability.
 */
final class SubmissionsPage {

	public const SLUG = 'vitrine-submissions';

	public const EXPORT = 'vitrine_export_submissions';

	public const RESEND = 'vitrine_resend_submission';

	public const DOWNLOAD = 'vitrine_download_submission_file';

	/**
	 * The screen's hook suffix, once the menu is built.
	 *
	 * @var string
	 */
	private string $hook = '';

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
		add_action( 'admin_enqueue_scripts', array( $this, 'enqueue' ) );
		add_action( 'admin_post_' . self::EXPORT, array( $this, 'handle_export' ) );
		add_action( 'admin_post_' . self::RESEND, array( $this, 'handle_resend' ) );
		add_action( 'admin_post_' . self::DOWNLOAD, array( $this, 'handle_download' ) );
		( new SubmissionActions( $this->forms, $this->submissions, $this->mailer, new UploadStore() ) )->register();
	}

	/**
	 * The screen's URL.
	 *
	 * @param array<string, scalar> $args Query arguments.
	 */
	public static function url( array $args = array() ): string {
		// Under the Vitrine menu since 0.2; the Forms menu's old address still opens it.
		return AdminMenu::url( self::SLUG, AdminMenu::SLUG, $args );
	}

	/**
	 * Adds Vitrine → Form submissions.
	 */
	public function menu(): void {
		$this->hook = (string) add_submenu_page(
			AdminMenu::SLUG,
			__( 'Submissions', 'vitrine' ),
			__( 'Form submissions', 'vitrine' ),
			Capability::get(),
			self::SLUG,
			array( $this, 'render' )
		);
	}

	/**
	 * Loads the admin style (status badges, the detail view) on this screen only.
	 *
	 * @param string $hook Admin page hook.
	 */
	public function enqueue( string $hook ): void {
		if ( '' === $this->hook || $this->hook !== $hook ) {
			return;
		}
		$asset = Assets::asset( 'admin-form-editor' );
		if ( null !== $asset ) {
			FormEditor::enqueue_style( $asset['version'] );
		}
	}

	/**
	 * Prints the list or one submission.
	 */
	public function render(): void {
		if ( ! Capability::current_user_can() ) {
			wp_die( esc_html__( 'Sorry, you are not allowed to read submissions.', 'vitrine' ), 403 );
		}
		// phpcs:disable WordPress.Security.NonceVerification.Recommended -- reading the screen's own query.
		$id      = isset( $_GET['submission'] ) ? absint( $_GET['submission'] ) : 0;
		$notice  = isset( $_GET['vitrine_notice'] ) ? sanitize_key( wp_unslash( $_GET['vitrine_notice'] ) ) : '';
		$confirm = isset( $_GET['confirm'] ) && 'delete' === $_GET['confirm'];
		// phpcs:enable
		echo '<div class="wrap">';
		$this->notice( $notice );
		if ( $id ) {
			( new SubmissionView( $this->forms, $this->submissions ) )->render( $id, $confirm );
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
			'resent'               => array( 'success', __( 'The message was sent again.', 'vitrine' ) ),
			'resend_failed'        => array( 'error', __( 'The message could not be sent again; it is still stored.', 'vitrine' ) ),
			'marked_spam'          => array( 'success', __( 'The submission was marked as spam.', 'vitrine' ) ),
			'not_spam_restored'    => array( 'success', __( 'The submission is no longer marked as spam.', 'vitrine' ) ),
			'not_spam_mailed'      => array( 'success', __( 'The submission is no longer marked as spam, and its mail was sent.', 'vitrine' ) ),
			'not_spam_mail_failed' => array( 'error', __( 'The submission is no longer marked as spam, but its mail could not be sent; it is still stored, and you can resend it.', 'vitrine' ) ),
			'deleted'              => array( 'success', __( 'The submission was deleted permanently.', 'vitrine' ) ),
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
	 * One uploaded file in the detail view: a download link, or the name marked as deleted.
	 *
	 * @param Submission           $submission Submission.
	 * @param string               $field      File field name.
	 * @param int                  $index      Position in the field's list.
	 * @param array<string, mixed> $file       Stored file.
	 */
	public static function file_item( Submission $submission, string $field, int $index, array $file ): string {
		$name = (string) ( $file['name'] ?? '' );
		$size = size_format( (int) ( $file['size'] ?? 0 ) );
		if ( '' === (string) ( $file['path'] ?? '' ) || ! is_file( (string) $file['path'] ) ) {
			return esc_html( $name ) . ' <span class="description">' . esc_html__( '(deleted after the retention period)', 'vitrine' ) . '</span>';
		}
		$url = wp_nonce_url(
			add_query_arg(
				array(
					'action'     => self::DOWNLOAD,
					'submission' => $submission->id,
					'field'      => $field,
					'index'      => $index,
				),
				admin_url( 'admin-post.php' )
			),
			self::DOWNLOAD . '_' . $submission->id
		);
		return sprintf(
			'<a href="%1$s" download><span class="dashicons dashicons-download" aria-hidden="true"></span> %2$s</a> <span class="description">(%3$s)</span>',
			esc_url( $url ),
			esc_html( $name ),
			esc_html( false !== $size ? $size : '' )
		);
	}

	/**
	 * Finds an uploaded file an administrator asked for, after checking the nonce, the
	 * capability and that the file belongs to the submission and lies in private storage.
	 *
	 * @param int    $id    Submission id.
	 * @param string $field File field name.
	 * @param int    $index Position in the field's list.
	 * @param string $nonce Nonce.
	 * @return array{path: string, name: string, type: string}|WP_Error
	 */
	public function download( int $id, string $field, int $index, string $nonce ) {
		if ( ! wp_verify_nonce( $nonce, self::DOWNLOAD . '_' . $id ) ) {
			return new WP_Error( 'vitrine_invalid_nonce', __( 'The link has expired. Please reload the page and try again.', 'vitrine' ), array( 'status' => 403 ) );
		}
		if ( ! Capability::current_user_can() ) {
			return new WP_Error( 'vitrine_forbidden', __( 'Sorry, you are not allowed to download submitted files.', 'vitrine' ), array( 'status' => 403 ) );
		}
		$submission = $this->submissions->get( $id );
		$list       = null !== $submission ? array_values( (array) ( $submission->files[ $field ] ?? array() ) ) : array();
		$file       = is_array( $list[ $index ] ?? null ) ? $list[ $index ] : array();
		$path       = (string) ( $file['path'] ?? '' );
		$base       = ( new UploadStore() )->base_dir();
		$real       = '' !== $path ? realpath( $path ) : false;
		$root       = null !== $base ? realpath( $base ) : false;
		if ( false === $real || false === $root || ! str_starts_with( $real, $root . DIRECTORY_SEPARATOR ) || ! is_file( $real ) ) {
			return new WP_Error( 'vitrine_file_not_found', __( 'The file was not found. Files are deleted after the retention period.', 'vitrine' ), array( 'status' => 404 ) );
		}
		return array(
			'path' => $real,
			'name' => (string) ( $file['name'] ?? basename( $real ) ),
			'type' => (string) ( $file['type'] ?? '' ),
		);
	}

	/**
	 * The Content-Disposition header of a download: an ASCII fallback name and the UTF-8 one.
	 *
	 * @param string $name File name.
	 */
	public static function disposition( string $name ): string {
		$name  = (string) preg_replace( '/[\x00-\x1F\x7F"\\\\\/]+/', '', $name );
		$ascii = (string) preg_replace( '/[^A-Za-z0-9._-]+/', '_', remove_accents( $name ) );
		$ascii = '' !== trim( $ascii, '._' ) ? $ascii : 'file';
		return sprintf( 'attachment; filename="%s"; filename*=UTF-8\'\'%s', $ascii, rawurlencode( $name ) );
	}

	/**
	 * admin-post: streams an uploaded file as an attachment.
	 */
	public function handle_download(): void {
		// phpcs:disable WordPress.Security.NonceVerification.Recommended -- verified in download().
		$id    = isset( $_GET['submission'] ) ? absint( $_GET['submission'] ) : 0;
		$field = isset( $_GET['field'] ) ? sanitize_text_field( wp_unslash( $_GET['field'] ) ) : '';
		$index = isset( $_GET['index'] ) ? absint( $_GET['index'] ) : 0;
		$nonce = isset( $_GET['_wpnonce'] ) ? sanitize_text_field( wp_unslash( $_GET['_wpnonce'] ) ) : '';
		// phpcs:enable
		$file = $this->download( $id, $field, $index, $nonce );
		if ( is_wp_error( $file ) ) {
			wp_die( esc_html( $file->get_error_message() ), '', array( 'response' => (int) ( $file->get_error_data()['status'] ?? 400 ) ) );
		}
		nocache_headers();
		header( 'Content-Type: application/octet-stream' );
		header( 'Content-Disposition: ' . self::disposition( $file['name'] ) );
		header( 'Content-Length: ' . (string) filesize( $file['path'] ) );
		header( 'X-Content-Type-Options: nosniff' );
		header( "Content-Security-Policy: default-src 'none'; sandbox" );
		// Streams the private file without holding it in memory, as core's ms-files.php serves
		// uploads; WP_Filesystem has no streaming read. (WPCS 3 and WPCS 2 name the code apart.)
		readfile( $file['path'] ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_system_operations_readfile, WordPress.WP.AlternativeFunctions.file_system_read_readfile
		exit;
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
		$form       = null !== $submission ? $this->forms->find( $submission->form_id, false ) : null;
		if ( null === $submission || null === $form ) {
			return new WP_Error( 'vitrine_submission_not_found', __( 'The submission was not found.', 'vitrine' ), array( 'status' => 404 ) );
		}
		// Claimed atomically: of two concurrent Resends (a double click) only one sends.
		if ( Submission::FAILED !== $submission->status || ! $this->submissions->transition( $id, Submission::FAILED, Submission::SENT ) ) {
			return new WP_Error( 'vitrine_not_failed', __( 'Only submissions whose mail failed can be resent.', 'vitrine' ), array( 'status' => 400 ) );
		}
		if ( ! $this->mailer->send( $form, $submission ) ) {
			$this->submissions->mark( $id, Submission::FAILED );
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
		$form = $formid ? $this->forms->find( $formid, false ) : null;
		$name = sprintf( 'submissions-%s-%s.csv', null !== $form ? $form->slug : 'all', gmdate( 'Y-m-d' ) );

		$exporter = new CsvExporter( $this->submissions );
		$filters  = array_filter(
			array(
				'status' => in_array( $status, array( Submission::SENT, Submission::FAILED, Submission::SPAM ), true ) ? $status : '',
				'search' => $search,
			)
		);
		SpreadsheetCsv::download(
			$name,
			static function ( $out ) use ( $exporter, $form, $filters ): void {
				$exporter->write( $out, $form, $filters );
			}
		);
		exit;
	}
}
