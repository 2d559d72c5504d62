<?php
/**
 * The orders list's table.
 *
 * @package Vitrine
 */

declare( strict_types = 1 );

namespace Vitrine\Shop\Orders\Admin;

use Vitrine\Shop\Attribution\AttributionFields;
use Vitrine\Shop\Money;
use Vitrine\Shop\Orders\Order;
use Vitrine\Shop\Orders\OrderMailer;
use Vitrine\Shop\Orders\OrderRepository;
use Vitrine\Shop\Orders\OrderStatus;
use WP_List_Table;

defined( 'ABSPATH' ) || exit;

if ( ! class_exists( 'WP_List_Table' ) ) {
	require_once ABSPATH . 'wp-admin/includes/class-wp-list-table.php';
}

/**
 * Orders as WooCommerce lists them: status views with counts, search (number, email, name),
 * a date range, bulk status changes, and per order its number and customer, date (relative
 * within the last day, else date and time in the site's timezone), status pill, origin and
 * total.
 */
final class OrdersListTable extends WP_List_Table {

	public const PER_PAGE = 20;

	/**
	 * Meta of the listed orders.
	 *
	 * @var array<int, array<string, string>>
	 */
	private array $meta = array();

	/**
	 * Sets up the table.
	 *
	 * @param OrderRepository                                               $orders  Orders.
	 * @param array{search: string, status: string, from: string, to: string} $filters Filters (dates as Y-m-d, site time).
	 */
	public function __construct( private OrderRepository $orders, private array $filters ) {
		parent::__construct(
			array(
				'singular' => 'order',
				'plural'   => 'orders',
				'ajax'     => false,
			)
		);
	}

	/**
	 * The date range as GMT bounds for the queries.
	 *
	 * @param array{from: string, to: string} $filters Filters.
	 * @return array{0: string, 1: string} From (inclusive), to (exclusive).
	 */
	public static function gmt_range( array $filters ): array {
		$from = '' !== $filters['from'] ? get_gmt_from_date( $filters['from'] . ' 00:00:00' ) : '';
		$to   = '' !== $filters['to'] ? get_gmt_from_date( gmdate( 'Y-m-d', (int) strtotime( $filters['to'] . ' +1 day' ) ) . ' 00:00:00' ) : '';
		return array( $from, $to );
	}

	/**
	 * {@inheritDoc}
	 *
	 * @return array<string, string>
	 */
	public function get_columns() {
		return array(
			'cb'     => '<input type="checkbox">',
			'order'  => __( 'Order', 'vitrine' ),
			'date'   => __( 'Date', 'vitrine' ),
			'status' => __( 'Status', 'vitrine' ),
			'origin' => __( 'Origin', 'vitrine' ),
			'total'  => __( 'Total', 'vitrine' ),
		);
	}

	/**
	 * {@inheritDoc}
	 *
	 * @return void
	 */
	public function prepare_items() {
		list( $from, $to )     = self::gmt_range( $this->filters );
		$result                = $this->orders->search( $this->filters['search'], $this->filters['status'], $this->get_pagenum(), self::PER_PAGE, $from, $to );
		$this->items           = $result['orders'];
		$this->meta            = $this->orders->meta_of( array_map( static fn( Order $order ): int => $order->id, $result['orders'] ) );
		$this->_column_headers = array( $this->get_columns(), array(), array(), 'order' );
		$this->set_pagination_args(
			array(
				'total_items' => $result['total'],
				'per_page'    => self::PER_PAGE,
			)
		);
	}

	/**
	 * Status views with counts (search and dates kept).
	 *
	 * @return array<string, string>
	 */
	protected function get_views() {
		list( $from, $to ) = self::gmt_range( $this->filters );
		$counts            = $this->orders->status_counts( $this->filters['search'], $from, $to );
		$base              = array_filter(
			array(
				's'    => $this->filters['search'],
				'from' => $this->filters['from'],
				'to'   => $this->filters['to'],
			)
		);
		$link              = function ( string $status, string $label, int $count ) use ( $base ): string {
			return sprintf(
				'<a href="%1$s"%2$s>%3$s <span class="count">(%4$s)</span></a>',
				esc_url( OrdersAdmin::url( $base + ( '' === $status ? array() : array( 'status' => $status ) ) ) ),
				$status === $this->filters['status'] ? ' class="current" aria-current="page"' : '',
				esc_html( $label ),
				esc_html( number_format_i18n( $count ) )
			);
		};
		$views             = array( 'all' => $link( '', __( 'All', 'vitrine' ), array_sum( $counts ) ) );
		foreach ( OrderStatus::labels() as $status => $label ) {
			// As WooCommerce: a status no order has gets no view (the current one always does).
			if ( ! empty( $counts[ $status ] ) || $status === $this->filters['status'] ) {
				$views[ $status ] = $link( $status, $label, $counts[ $status ] ?? 0 );
			}
		}
		return $views;
	}

	/**
	 * Bulk status changes, as WooCommerce names them.
	 *
	 * @return array<string, string>
	 */
	protected function get_bulk_actions() {
		return array(
			'mark_processing' => __( 'Change status to processing', 'vitrine' ),
			'mark_on-hold'    => __( 'Change status to on-hold', 'vitrine' ),
			'mark_completed'  => __( 'Change status to completed', 'vitrine' ),
			'mark_cancelled'  => __( 'Change status to cancelled', 'vitrine' ),
		);
	}

	/**
	 * The date range filter.
	 *
	 * @param string $which Top or bottom.
	 * @return void
	 */
	protected function extra_tablenav( $which ) {
		if ( 'top' !== $which ) {
			return;
		}
		printf(
			'<div class="alignleft actions vitrine-orders-dates"><label for="vitrine-orders-from">%1$s</label> <input type="date" id="vitrine-orders-from" name="from" value="%2$s"> <label for="vitrine-orders-to">%3$s</label> <input type="date" id="vitrine-orders-to" name="to" value="%4$s"> ',
			esc_html__( 'From', 'vitrine' ),
			esc_attr( $this->filters['from'] ),
			esc_html__( 'To', 'vitrine' ),
			esc_attr( $this->filters['to'] )
		);
		submit_button( __( 'Filter', 'vitrine' ), '', 'filter_action', false );
		echo '</div>';
	}

	/**
	 * {@inheritDoc}
	 *
	 * @return void
	 */
	public function no_items() {
		esc_html_e( 'No orders found.', 'vitrine' );
	}

	/**
	 * The checkbox.
	 *
	 * @param Order $item Order.
	 * @return string
	 */
	protected function column_cb( $item ) {
		return sprintf(
			'<input type="checkbox" id="cb-select-%1$d" name="id[]" value="%1$d"><label for="cb-select-%1$d"><span class="screen-reader-text">%2$s</span></label>',
			$item->id,
			/* translators: %d: order number. */
			esc_html( sprintf( __( 'Select order #%d', 'vitrine' ), $item->id ) )
		);
	}

	/**
	 * Number and customer, linked to the order; a failed mail is flagged.
	 *
	 * @param Order $item Order.
	 * @return string
	 */
	protected function column_order( $item ) {
		$failed = OrderMailer::failures( $this->meta[ $item->id ] ?? array() );
		return sprintf(
			'<a class="row-title" href="%1$s"><strong>#%2$d %3$s</strong></a>%4$s',
			esc_url( OrdersAdmin::url( array( 'order' => $item->id ) ) ),
			$item->id,
			esc_html( $item->customer_name() ),
			$failed ? ' <strong class="vitrine-order-mail-failed">' . esc_html__( 'Mail failed', 'vitrine' ) . '</strong>' : ''
		);
	}

	/**
	 * The date: "5 mins ago" within the last day, else date and time, in the site's timezone.
	 *
	 * @param Order $item Order.
	 * @return string
	 */
	protected function column_date( $item ) {
		return self::date_html( $item->created_at );
	}

	/**
	 * A GMT date as WooCommerce's list shows it, with the full date and time in its title.
	 *
	 * @param string $gmt GMT date (`Y-m-d H:i:s`).
	 */
	public static function date_html( string $gmt ): string {
		$time = (int) strtotime( $gmt . ' UTC' );
		$full = wp_date( (string) get_option( 'date_format' ) . ' ' . (string) get_option( 'time_format' ), $time );
		$ago  = time() - $time;
		$text = $ago >= 0 && $ago < DAY_IN_SECONDS
			/* translators: %s: a span of time, e.g. "5 mins". */
			? sprintf( __( '%s ago', 'vitrine' ), human_time_diff( $time ) )
			: (string) $full;
		return sprintf( '<time datetime="%1$s" title="%2$s">%3$s</time>', esc_attr( gmdate( 'c', $time ) ), esc_attr( (string) $full ), esc_html( $text ) );
	}

	/**
	 * The status pill.
	 *
	 * @param Order $item Order.
	 * @return string
	 */
	protected function column_status( $item ) {
		return StatusPill::html( $item->status );
	}

	/**
	 * Where the order came from.
	 *
	 * @param Order $item Order.
	 * @return string
	 */
	protected function column_origin( $item ) {
		return esc_html( AttributionFields::origin( $this->meta[ $item->id ] ?? array(), $item->created_via ) );
	}

	/**
	 * The total.
	 *
	 * @param Order $item Order.
	 * @return string
	 */
	protected function column_total( $item ) {
		return esc_html( Money::format( $item->total ) );
	}
}
