<?php
/**
 * The orders list screen.
 *
 * @package Vitrine
 */

declare( strict_types = 1 );

namespace Vitrine\Shop\Orders\Admin;

use Vitrine\Core\Admin\KeysetPagination;
use Vitrine\Core\Export\ExportProgress;
use Vitrine\Shop\Orders\OrderRepository;
use Vitrine\Shop\Orders\OrderSearch;
use Vitrine\Shop\Orders\OrderStatus;
use Vitrine\Shop\ProductPostType;

defined( 'ABSPATH' ) || exit;

/**
 * The orders list ({@see OrdersListTable}: status views with counts, search, a date range,
 * bulk status changes) with its CSV export link, and the filters the list and the export read.
 */
final class OrdersListScreen {

	/**
	 * Sets up the screen.
	 *
	 * @param OrderRepository $orders Orders.
	 */
	public function __construct( private OrderRepository $orders = new OrderRepository() ) {}

	/**
	 * The filters of the current list request.
	 *
	 * @return array{search: string, search_in: string, status: string, from: string, to: string, after: int, before: int, last: bool}
	 */
	public static function filters(): array {
		// phpcs:disable WordPress.Security.NonceVerification.Recommended -- reading filters.
		$search = isset( $_GET['s'] ) ? sanitize_text_field( wp_unslash( $_GET['s'] ) ) : '';
		$in     = isset( $_GET['search_in'] ) ? sanitize_key( wp_unslash( $_GET['search_in'] ) ) : '';
		$status = isset( $_GET['status'] ) ? sanitize_key( wp_unslash( $_GET['status'] ) ) : '';
		$from   = isset( $_GET['from'] ) ? sanitize_text_field( wp_unslash( $_GET['from'] ) ) : '';
		$to     = isset( $_GET['to'] ) ? sanitize_text_field( wp_unslash( $_GET['to'] ) ) : '';
		// phpcs:enable
		$date = static fn( string $value ): string => 1 === preg_match( '/^\d{4}-\d{2}-\d{2}$/', $value ) && strtotime( $value ) ? $value : '';
		return KeysetPagination::cursor_from_request() + array(
			'search'    => $search,
			'search_in' => OrderSearch::mode( $in ),
			'status'    => in_array( $status, OrderStatus::all(), true ) ? $status : '',
			'from'      => $date( $from ),
			'to'        => $date( $to ),
		);
	}

	/**
	 * The orders list.
	 */
	public function list(): string {
		$filters = self::filters();
		$table   = new OrdersListTable( $this->orders, $filters );
		$table->prepare_items();
		$export = wp_nonce_url(
			add_query_arg(
				array_filter(
					array(
						'action'    => OrdersExport::ACTION,
						's'         => $filters['search'],
						'search_in' => '' !== $filters['search'] ? $filters['search_in'] : '',
						'status'    => $filters['status'],
						'from'      => $filters['from'],
						'to'        => $filters['to'],
					)
				),
				admin_url( 'admin-post.php' )
			),
			OrdersExport::ACTION
		);
		ob_start();
		$table->views();
		// The list lives under the Shop menu (edit.php?post_type=…): its search keeps both.
		echo '<form method="get" action="' . esc_url( admin_url( 'edit.php' ) ) . '"><input type="hidden" name="post_type" value="' . esc_attr( ProductPostType::POST_TYPE ) . '"><input type="hidden" name="page" value="' . esc_attr( OrdersAdmin::PAGE ) . '">';
		if ( '' !== $filters['status'] ) {
			echo '<input type="hidden" name="status" value="' . esc_attr( $filters['status'] ) . '">';
		}
		$table->search_box( __( 'Search orders', 'vitrine' ), 'vitrine-order' );
		$table->display();
		echo '</form>';
		$body = (string) ob_get_clean();
		return sprintf(
			'<div class="wrap vitrine-orders"><h1 class="wp-heading-inline">%1$s</h1> %2$s<hr class="wp-header-end">%3$s%4$s</div>',
			esc_html__( 'Orders', 'vitrine' ),
			ExportProgress::link( $export, 'orders-' . gmdate( 'Y-m-d' ) . '.csv', 'orders', 'vitrine-orders-export', __( 'Exporting orders', 'vitrine' ) ),
			OrderNotices::notice(),
			$body
		);
	}
}
