<?php
/**
 * The submissions list.
 *
 * @package Vitrine
 */

declare( strict_types = 1 );

namespace Vitrine\ContactForms\Admin;

use Vitrine\ContactForms\FormRepository;
use Vitrine\ContactForms\Submission\Submission;
use Vitrine\ContactForms\Submission\SubmissionRepository;
use WP_List_Table;

defined( 'ABSPATH' ) || exit;

if ( ! class_exists( 'WP_List_Table' ) ) {
	require_once ABSPATH . 'wp-admin/includes/class-wp-list-table.php';
}

/**
 * Submissions, newest first, filtered by form, status and a search in the values.
 */
final class SubmissionsListTable extends WP_List_Table {

	/**
	 * Form titles by id.
	 *
	 * @var array<int, string>
	 */
	private array $titles = array();

	/**
	 * Sets up the table.
	 *
	 * @param FormRepository       $forms       Forms.
	 * @param SubmissionRepository $submissions Submissions.
	 */
	public function __construct( private FormRepository $forms, private SubmissionRepository $submissions ) {
		parent::__construct(
			array(
				'singular' => 'submission',
				'plural'   => 'submissions',
				'ajax'     => false,
			)
		);
		foreach ( $this->forms->all() as $form ) {
			$this->titles[ $form['id'] ] = $form['title'];
		}
	}

	/**
	 * A status's label.
	 *
	 * @param string $status Status.
	 */
	public static function status_label( string $status ): string {
		$labels = array(
			Submission::SENT   => __( 'Sent', 'vitrine' ),
			Submission::FAILED => __( 'Mail failed', 'vitrine' ),
			Submission::SPAM   => __( 'Spam', 'vitrine' ),
		);
		return $labels[ $status ] ?? $status;
	}

	/**
	 * A stored UTC time in the site's date and time formats, as the list and the detail view
	 * show it.
	 *
	 * @param string $gmt UTC, MySQL format.
	 */
	public static function date( string $gmt ): string {
		return get_date_from_gmt( $gmt, (string) get_option( 'date_format' ) . ' ' . (string) get_option( 'time_format' ) );
	}

	/**
	 * A status as a coloured badge (escaped HTML).
	 *
	 * @param string $status Status.
	 */
	public static function status_badge( string $status ): string {
		return sprintf( '<span class="vitrine-status vitrine-status--%1$s">%2$s</span>', esc_attr( sanitize_key( $status ) ), esc_html( self::status_label( $status ) ) );
	}

	/**
	 * {@inheritDoc}
	 */
	protected function get_default_primary_column_name(): string {
		return 'summary';
	}

	/**
	 * The form filter.
	 */
	public function form_id(): int {
		return isset( $_GET['form_id'] ) ? absint( $_GET['form_id'] ) : 0; // phpcs:ignore WordPress.Security.NonceVerification.Recommended -- a read-only filter.
	}

	/**
	 * The status filter.
	 */
	public function status(): string {
		$status = isset( $_GET['status'] ) ? sanitize_key( wp_unslash( $_GET['status'] ) ) : ''; // phpcs:ignore WordPress.Security.NonceVerification.Recommended -- a read-only filter.
		return in_array( $status, array( Submission::SENT, Submission::FAILED, Submission::SPAM ), true ) ? $status : '';
	}

	/**
	 * The search term.
	 */
	public function search(): string {
		return isset( $_GET['s'] ) ? sanitize_text_field( wp_unslash( $_GET['s'] ) ) : ''; // phpcs:ignore WordPress.Security.NonceVerification.Recommended -- a read-only filter.
	}

	/**
	 * {@inheritDoc}
	 */
	public function prepare_items(): void {
		$per_page              = 20;
		$filter                = array(
			'form_id' => $this->form_id(),
			'status'  => $this->status(),
			'search'  => $this->search(),
		);
		$this->items           = $this->submissions->find( $filter, $per_page, ( $this->get_pagenum() - 1 ) * $per_page );
		$this->_column_headers = array( $this->get_columns(), array(), array() );
		$this->set_pagination_args(
			array(
				'total_items' => $this->submissions->count( $filter ),
				'per_page'    => $per_page,
			)
		);
	}

	/**
	 * {@inheritDoc}
	 *
	 * @return array<string, string>
	 */
	public function get_columns(): array {
		return array(
			'summary' => __( 'Submission', 'vitrine' ),
			'form'    => __( 'Form', 'vitrine' ),
			'status'  => __( 'Status', 'vitrine' ),
			'date'    => __( 'Received', 'vitrine' ),
		);
	}

	/**
	 * {@inheritDoc}
	 *
	 * @return array<string, string>
	 */
	protected function get_views(): array {
		$views = array();
		$base  = SubmissionsPage::url( array_filter( array( 'form_id' => $this->form_id() ) ) );
		foreach ( array( '' => __( 'All', 'vitrine' ) ) + array_combine( array( Submission::SENT, Submission::FAILED, Submission::SPAM ), array_map( array( self::class, 'status_label' ), array( Submission::SENT, Submission::FAILED, Submission::SPAM ) ) ) as $status => $label ) {
			$count            = $this->submissions->count(
				array(
					'form_id' => $this->form_id(),
					'status'  => (string) $status,
				)
			);
			$views[ $status ] = sprintf(
				'<a href="%1$s"%2$s>%3$s <span class="count">(%4$d)</span></a>',
				esc_url( '' === $status ? $base : add_query_arg( 'status', $status, $base ) ),
				$this->status() === (string) $status ? ' class="current" aria-current="page"' : '',
				esc_html( $label ),
				$count
			);
		}
		return $views;
	}

	/**
	 * The form filter drop-down.
	 *
	 * @param string $which Top or bottom.
	 */
	protected function extra_tablenav( $which ): void {
		if ( 'top' !== $which ) {
			return;
		}
		echo '<div class="alignleft actions"><label class="screen-reader-text" for="vitrine-form-filter">' . esc_html__( 'Filter by form', 'vitrine' ) . '</label>';
		echo '<select name="form_id" id="vitrine-form-filter"><option value="0">' . esc_html__( 'All forms', 'vitrine' ) . '</option>';
		foreach ( $this->titles as $id => $title ) {
			printf( '<option value="%1$d"%2$s>%3$s</option>', (int) $id, selected( $this->form_id(), $id, false ), esc_html( $title ) );
		}
		echo '</select>';
		submit_button( __( 'Filter', 'vitrine' ), '', 'filter_action', false );
		echo '</div>';
	}

	/**
	 * The summary column: who and what, linked to the detail view.
	 *
	 * @param Submission $item Submission.
	 */
	protected function column_summary( Submission $item ): string {
		$parts = array();
		foreach ( $item->fields as $name => $value ) {
			if ( str_starts_with( (string) $name, '_' ) ) {
				continue;
			}
			$text = $item->text( (string) $name );
			if ( '' !== $text && '1' !== $text ) {
				$parts[] = $text;
			}
			if ( count( $parts ) >= 3 ) {
				break;
			}
		}
		$summary = wp_html_excerpt( implode( ' · ', $parts ), 120, '…' );
		$url     = SubmissionsPage::url( array( 'submission' => $item->id ) );
		return sprintf(
			'<strong><a class="row-title" href="%1$s">#%2$d</a></strong> %3$s',
			esc_url( $url ),
			$item->id,
			esc_html( $summary )
		) . $this->row_actions(
			array(
				/* translators: %d: submission id. */
				'view' => sprintf( '<a href="%1$s" aria-label="%2$s">%3$s</a>', esc_url( $url ), esc_attr( sprintf( __( 'View submission #%d', 'vitrine' ), $item->id ) ), esc_html__( 'View', 'vitrine' ) ),
			)
		);
	}

	/**
	 * The form column.
	 *
	 * @param Submission $item Submission.
	 */
	protected function column_form( Submission $item ): string {
		return esc_html( $this->titles[ $item->form_id ] ?? '#' . $item->form_id );
	}

	/**
	 * The status column.
	 *
	 * @param Submission $item Submission.
	 */
	protected function column_status( Submission $item ): string {
		return self::status_badge( $item->status );
	}

	/**
	 * The date column.
	 *
	 * @param Submission $item Submission.
	 */
	protected function column_date( Submission $item ): string {
		return esc_html( self::date( $item->created_at ) );
	}

	/**
	 * {@inheritDoc}
	 */
	public function no_items(): void {
		esc_html_e( 'No submissions yet.', 'vitrine' );
	}
}
