<?php
/**
 * The subscribers screen's table.
 *
 * @package Vitrine
 */

declare( strict_types = 1 );

namespace Vitrine\Newsletter\Admin;

use Vitrine\Newsletter\MailingList;
use Vitrine\Newsletter\Subscriber;
use Vitrine\Newsletter\SubscriberRepository;
use WP_List_Table;

defined( 'ABSPATH' ) || exit;

if ( ! class_exists( 'WP_List_Table' ) ) {
	require_once ABSPATH . 'wp-admin/includes/class-wp-list-table.php';
}

/**
 * Subscribers of the chosen list, with status views, search and pagination.
 */
final class SubscribersListTable extends WP_List_Table {

	/**
	 * Filters from the request.
	 *
	 * @var array{list_id?: int, status?: string, search?: string}
	 */
	private array $query;

	/**
	 * Sets up the table.
	 *
	 * @param SubscriberRepository    $subscribers Subscribers.
	 * @param array<int, MailingList> $lists       Lists by id.
	 * @param array{list_id?: int, status?: string, search?: string} $query Filters.
	 */
	public function __construct( private SubscriberRepository $subscribers, private array $lists, array $query ) {
		$this->query = $query;
		parent::__construct(
			array(
				'singular' => 'subscriber',
				'plural'   => 'subscribers',
				'ajax'     => false,
			)
		);
	}

	/**
	 * {@inheritDoc}
	 *
	 * @return array<string, string>
	 */
	public function get_columns() {
		return array(
			'email'      => __( 'Email', 'vitrine' ),
			'name'       => __( 'Name', 'vitrine' ),
			'telephone'  => __( 'Telephone', 'vitrine' ),
			'list'       => __( 'List', 'vitrine' ),
			'status'     => __( 'Status', 'vitrine' ),
			'consent'    => __( 'Consent', 'vitrine' ),
			'created_at' => __( 'Signed up', 'vitrine' ),
		);
	}

	/**
	 * {@inheritDoc}
	 *
	 * @return void
	 */
	public function prepare_items() {
		$per_page              = 20;
		$result                = $this->subscribers->search( $this->query, $per_page, $this->get_pagenum() );
		$this->items           = $result['items'];
		$this->_column_headers = array( $this->get_columns(), array(), array(), 'email' );
		$this->set_pagination_args(
			array(
				'total_items' => $result['total'],
				'per_page'    => $per_page,
			)
		);
	}

	/**
	 * Status views with counts.
	 *
	 * @return array<string, string>
	 */
	protected function get_views() {
		$base    = array_filter(
			array(
				'page'    => AdminScreens::SUBSCRIBERS_PAGE,
				'list_id' => $this->query['list_id'] ?? 0,
				's'       => $this->query['search'] ?? '',
			)
		);
		$counts  = $this->subscribers->status_counts( array_diff_key( $this->query, array( 'status' => true ) ) );
		$current = $this->query['status'] ?? '';
		$views   = array(
			'all' => sprintf(
				'<a href="%s"%s>%s <span class="count">(%s)</span></a>',
				esc_url( add_query_arg( $base, admin_url( 'admin.php' ) ) ),
				'' === $current ? ' class="current" aria-current="page"' : '',
				esc_html__( 'All', 'vitrine' ),
				esc_html( number_format_i18n( array_sum( $counts ) ) )
			),
		);
		foreach ( Subscriber::statuses() as $status ) {
			$views[ $status ] = sprintf(
				'<a href="%s"%s>%s <span class="count">(%s)</span></a>',
				esc_url( add_query_arg( $base + array( 'status' => $status ), admin_url( 'admin.php' ) ) ),
				$status === $current ? ' class="current" aria-current="page"' : '',
				esc_html( Subscriber::status_label( $status ) ),
				esc_html( number_format_i18n( $counts[ $status ] ?? 0 ) )
			);
		}
		return $views;
	}

	/**
	 * The list filter.
	 *
	 * @param string $which Top or bottom.
	 * @return void
	 */
	protected function extra_tablenav( $which ) {
		if ( 'top' !== $which ) {
			return;
		}
		echo '<div class="alignleft actions"><label class="screen-reader-text" for="vitrine-newsletter-list">' . esc_html__( 'Filter by list', 'vitrine' ) . '</label>';
		echo '<select name="list_id" id="vitrine-newsletter-list"><option value="0">' . esc_html__( 'All lists', 'vitrine' ) . '</option>';
		foreach ( $this->lists as $list ) {
			printf( '<option value="%d"%s>%s</option>', (int) $list->id, selected( $this->query['list_id'] ?? 0, $list->id, false ), esc_html( $list->name ) );
		}
		echo '</select>';
		submit_button( __( 'Filter', 'vitrine' ), '', 'filter_action', false );
		echo '</div>';
	}

	/**
	 * {@inheritDoc}
	 *
	 * @return void
	 */
	public function no_items() {
		esc_html_e( 'No subscribers found.', 'vitrine' );
	}

	/**
	 * Renders a cell.
	 *
	 * @param Subscriber $item        Subscriber.
	 * @param string     $column_name Column.
	 * @return string
	 */
	protected function column_default( $item, $column_name ) {
		switch ( $column_name ) {
			case 'email':
				return '<strong>' . esc_html( $item->email ) . '</strong>';
			case 'name':
				return esc_html( trim( $item->first_name . ' ' . $item->last_name ) );
			case 'telephone':
				return esc_html( $item->telephone );
			case 'list':
				return esc_html( isset( $this->lists[ $item->list_id ] ) ? $this->lists[ $item->list_id ]->name : '—' );
			case 'status':
				return '<span class="vitrine-status vitrine-status--' . esc_attr( $item->status ) . '">' . esc_html( Subscriber::status_label( $item->status ) ) . '</span>';
			case 'consent':
				if ( null === $item->consent_at ) {
					return '—';
				}
				return sprintf(
					'<span title="%s">%s</span>',
					esc_attr( (string) $item->consent_text ),
					/* translators: 1: date and time, 2: IP address. */
					esc_html( sprintf( __( '%1$s from %2$s', 'vitrine' ), self::local_time( $item->consent_at ), $item->consent_ip ) )
				);
			case 'created_at':
				return esc_html( self::local_time( $item->created_at ) );
		}
		return '';
	}

	/**
	 * Formats a UTC MySQL date in the site's time zone.
	 *
	 * @param string $utc UTC date.
	 */
	private static function local_time( string $utc ): string {
		$format = get_option( 'date_format' ) . ' ' . get_option( 'time_format' );
		return (string) get_date_from_gmt( $utc, $format );
	}
}
