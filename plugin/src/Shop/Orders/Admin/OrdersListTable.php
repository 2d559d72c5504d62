<?php
/**
 * The orders list's table.
 *
 * @package Vitrine
 */

declare( strict_types = 1 );

namespace Vitrine\Shop\Orders\Admin;

use Vitrine\Core\Admin\KeysetPagination;
use Vitrine\Shop\Attribution\AttributionFields;
use Vitrine\Shop\Money;
use Vitrine\Shop\Orders\Order;
use Vitrine\Shop\Orders\OrderCounts;
use Vitrine\Shop\Orders\OrderFilters;
use Vitrine\Shop\Orders\OrderMailer;
use Vitrine\Shop\Orders\OrderRepository;
use Vitrine\Shop\Orders\OrderSearch;
use Vitrine\Shop\Orders\OrderStatus;
use WP_List_Table;

defined( 'ABSPATH' ) || exit;

if ( ! class_exists( 'WP_List_Table' ) ) {
	require_once ABSPATH . 'wp-admin/includes/class-wp-list-table.php';
}

/**
 * Orders as WooCommerce lists them: status views with counts, search with a "search in"
 * selector (all, email, order number, customer name, products; {@see OrderSearch}), a date
 * range, bulk status changes, and per order its number and customer, date (relative within the
 * last day, else date and time in the site's timezone), status pill, origin and total.
 *
 * Flat at any size: the views and the number of orders come from the maintained counters
 * ({@see OrderCounts}), and the pages go by keyset (`after`/`before` an order number, or
 * `last`: Newest, Newer, Older, Oldest) instead of page numbers and an OFFSET.
 */
final class OrdersListTable extends WP_List_Table {

	public const PER_PAGE = 20;

	/**
	 * A search or date range counts its orders up to here ("1,000 or more"): a broad one (a common
	 * name) would otherwise count thousands of rows per view.
	 */
	public const COUNT_CAP = 1000;

	/**
	 * Meta of the listed orders.
	 *
	 * @var array<int, array<string, string>>
	 */
	private array $meta = array();

	/**
	 * Whether there are newer and older pages than this one.
	 *
	 * @var array{newer: bool, older: bool}
	 */
	private array $around = array(
		'newer' => false,
		'older' => false,
	);

	/**
	 * Sets up the table.
	 *
	 * @param OrderRepository                                                                              $orders  Orders.
	 * @param array{search: string, search_in: string, status: string, from: string, to: string, after: int, before: int, last: bool} $filters Filters (dates as Y-m-d, site time) and the keyset cursor.
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
	 * The repository's filters for the screen's.
	 *
	 * @param array{search: string, search_in: string, status: string, from: string, to: string} $filters Filters.
	 */
	public static function order_filters( array $filters ): OrderFilters {
		list( $from, $to ) = self::gmt_range( $filters );
		return new OrderFilters( $filters['search'], $filters['search_in'], $filters['status'], $from, $to );
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
		$filters               = self::order_filters( $this->filters );
		$result                = $this->orders->page( $filters, self::PER_PAGE, $this->filters['after'], $this->filters['before'], $this->filters['last'] );
		$this->items           = $result['orders'];
		$this->around          = array(
			'newer' => $result['newer'],
			'older' => $result['older'],
		);
		$this->meta            = $this->orders->meta_of( array_map( static fn( Order $order ): int => $order->id, $result['orders'] ) );
		$this->_column_headers = array( $this->get_columns(), array(), array(), 'order' );
		$this->set_pagination_args(
			array(
				'total_items' => $this->orders->count( $filters, self::COUNT_CAP ),
				'per_page'    => self::PER_PAGE,
			)
		);
	}

	/**
	 * Status views with the shop's counts, as WooCommerce's (the maintained counters; search
	 * and dates are kept in the links).
	 *
	 * @return array<string, string>
	 */
	protected function get_views() {
		$counts = ( new OrderCounts() )->all();
		$base   = array_filter(
			array(
				's'         => $this->filters['search'],
				'search_in' => '' !== $this->filters['search'] && OrderSearch::ALL !== $this->filters['search_in'] ? $this->filters['search_in'] : '',
				'from'      => $this->filters['from'],
				'to'        => $this->filters['to'],
			)
		);
		$link   = function ( string $status, string $label, int $count ) use ( $base ): string {
			return sprintf(
				'<a href="%1$s"%2$s>%3$s <span class="count">(%4$s)</span></a>',
				esc_url( OrdersAdmin::url( $base + ( '' === $status ? array() : array( 'status' => $status ) ) ) ),
				$status === $this->filters['status'] ? ' class="current" aria-current="page"' : '',
				esc_html( $label ),
				esc_html( number_format_i18n( $count ) )
			);
		};
		$views  = array( 'all' => $link( '', __( 'All', 'vitrine' ), array_sum( $counts ) ) );
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
	 * The search box with WooCommerce's "search in" selector before it.
	 *
	 * @param string $text     Button text.
	 * @param string $input_id Input id.
	 * @return void
	 */
	public function search_box( $text, $input_id ) {
		$options = '';
		foreach ( OrderSearch::modes() as $mode => $label ) {
			$options .= sprintf( '<option value="%1$s"%2$s>%3$s</option>', esc_attr( $mode ), selected( $mode, $this->filters['search_in'], false ), esc_html( $label ) );
		}
		printf(
			'<p class="search-box vitrine-orders-search"><label for="vitrine-orders-search-in">%1$s</label> <select id="vitrine-orders-search-in" name="search_in">%2$s</select> <label class="screen-reader-text" for="%3$s-search-input">%4$s</label><input type="search" id="%3$s-search-input" name="s" value="%5$s"> ',
			esc_html__( 'Search in', 'vitrine' ),
			$options, // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- escaped above.
			esc_attr( $input_id ),
			esc_html( $text ),
			esc_attr( $this->filters['search'] )
		);
		submit_button( $text, '', '', false, array( 'id' => 'search-submit' ) );
		echo '</p>';
	}

	/**
	 * Keyset paging ({@see KeysetPagination}): Newest, Newer, Older and Oldest (each page starts
	 * after the last order of the one before), and the number of orders.
	 *
	 * @param string $which Top or bottom.
	 * @return void
	 */
	protected function pagination( $which ) {
		$total = (int) $this->get_pagination_arg( 'total_items' );
		$first = $this->items ? reset( $this->items ) : null;
		$last  = $this->items ? end( $this->items ) : null;
		$keep  = array_filter(
			array(
				's'         => $this->filters['search'],
				'search_in' => OrderSearch::ALL !== $this->filters['search_in'] ? $this->filters['search_in'] : '',
				'status'    => $this->filters['status'],
				'from'      => $this->filters['from'],
				'to'        => $this->filters['to'],
			)
		);
		$count = $total >= self::COUNT_CAP
			/* translators: %s: number of orders. */
			? sprintf( __( '%s or more orders', 'vitrine' ), number_format_i18n( self::COUNT_CAP ) )
			/* translators: %s: number of orders. */
			: sprintf( _n( '%s order', '%s orders', $total, 'vitrine' ), number_format_i18n( $total ) );
		// phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- escaped when built.
		echo KeysetPagination::html(
			array( OrdersAdmin::class, 'url' ),
			$keep,
			$this->around,
			$first ? $first->id : null,
			$last ? $last->id : null,
			$count,
			'top' === $which ? __( 'Pages of orders', 'vitrine' ) : __( 'Pages of orders, bottom', 'vitrine' ),
			array(
				'first' => __( 'Newest orders', 'vitrine' ),
				'prev'  => __( 'Newer orders', 'vitrine' ),
				'next'  => __( 'Older orders', 'vitrine' ),
				'last'  => __( 'Oldest orders', 'vitrine' ),
			)
		);
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
