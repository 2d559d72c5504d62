<?php
/**
 * The subscribers screen's table.
 *
 * @package Vitrine
 */

declare( strict_types = 1 );

namespace Vitrine\Newsletter\Admin;

use Vitrine\Core\Admin\KeysetPagination;
use Vitrine\Newsletter\MailingList;
use Vitrine\Newsletter\Subscriber;
use Vitrine\Newsletter\SubscriberRepository;
use WP_List_Table;

defined( 'ABSPATH' ) || exit;

if ( ! class_exists( 'WP_List_Table' ) ) {
	require_once ABSPATH . 'wp-admin/includes/class-wp-list-table.php';
}

/**
 * Subscribers of the chosen list, with status views, an email search and keyset pagination:
 * newest first, a page read below or above a subscriber id (`after`/`before`, or `last`:
 * {@see KeysetPagination}), never an OFFSET.
 */
final class SubscribersListTable extends WP_List_Table {

	/**
	 * Subscribers a page.
	 */
	private const PER_PAGE = 20;

	/**
	 * Subscribers per status under the list and search filters, counted once for the views and
	 * the number of rows.
	 *
	 * @var array<string, int>|null
	 */
	private ?array $counts = null;

	/**
	 * Whether pages lie before and after this one.
	 *
	 * @var array{newer: bool, older: bool}
	 */
	private array $around = array(
		'newer' => false,
		'older' => false,
	);

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
		$page                  = $this->subscribers->admin_page( $this->query, KeysetPagination::page( KeysetPagination::cursor_from_request(), self::PER_PAGE ) );
		$this->items           = $page['rows'];
		$this->around          = array(
			'newer' => $page['newer'],
			'older' => $page['older'],
		);
		$counts                = $this->counts();
		$this->_column_headers = array( $this->get_columns(), array(), array(), 'email' );
		$this->set_pagination_args(
			array(
				'total_items' => isset( $this->query['status'] ) ? (int) ( $counts[ $this->query['status'] ] ?? 0 ) : array_sum( $counts ),
				'per_page'    => self::PER_PAGE,
			)
		);
	}

	/**
	 * Keyset paging ({@see KeysetPagination}): Newest, Newer, Older and Oldest subscribers, and
	 * the number of subscribers, the filters kept in each link.
	 *
	 * @param string $which Top or bottom.
	 * @return void
	 */
	protected function pagination( $which ) {
		$total = (int) $this->get_pagination_arg( 'total_items' );
		$first = $this->items ? reset( $this->items ) : null;
		$last  = $this->items ? end( $this->items ) : null;
		// phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- escaped when built.
		echo KeysetPagination::html(
			array( self::class, 'url' ),
			array_filter(
				array(
					'list_id' => $this->query['list_id'] ?? 0,
					'status'  => $this->query['status'] ?? '',
					's'       => $this->query['search'] ?? '',
				)
			),
			$this->around,
			$first ? $first->id : null,
			$last ? $last->id : null,
			/* translators: %s: number of subscribers. */
			sprintf( _n( '%s subscriber', '%s subscribers', $total, 'vitrine' ), number_format_i18n( $total ) ),
			'top' === $which ? __( 'Pages of subscribers', 'vitrine' ) : __( 'Pages of subscribers, bottom', 'vitrine' ),
			array(
				'first' => __( 'Newest subscribers', 'vitrine' ),
				'prev'  => __( 'Newer subscribers', 'vitrine' ),
				'next'  => __( 'Older subscribers', 'vitrine' ),
				'last'  => __( 'Oldest subscribers', 'vitrine' ),
			)
		);
	}

	/**
	 * The subscribers screen's address with query arguments (encoded).
	 *
	 * @param array<string, int|string> $args Arguments.
	 */
	public static function url( array $args ): string {
		return add_query_arg( array_map( 'rawurlencode', array_map( 'strval', array( 'page' => AdminScreens::SUBSCRIBERS_PAGE ) + $args ) ), admin_url( 'admin.php' ) );
	}

	/**
	 * Subscribers per status under the list and search filters (counted once).
	 *
	 * @return array<string, int>
	 */
	private function counts(): array {
		$this->counts ??= $this->subscribers->status_counts( array_diff_key( $this->query, array( 'status' => true ) ) );
		return $this->counts;
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
		$counts  = $this->counts();
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
