<?php
/**
 * The orders CSV export.
 *
 * @package Vitrine
 */

declare( strict_types = 1 );

namespace Vitrine\Shop\Orders\Admin;

use Vitrine\Core\Export\SpreadsheetCsv;
use Vitrine\Shop\Attribution\AttributionFields;
use Vitrine\Shop\Orders\Order;
use Vitrine\Shop\Orders\OrderFilters;
use Vitrine\Shop\Orders\OrderRepository;

defined( 'ABSPATH' ) || exit;

/**
 * The listed orders as a spreadsheet-safe CSV, streamed a batch at a time.
 */
final class OrdersExport {

	public const ACTION = 'vitrine_orders_export';

	/**
	 * Sets up the export.
	 *
	 * @param OrderRepository $orders Orders.
	 */
	public function __construct( private OrderRepository $orders = new OrderRepository() ) {}

	/**
	 * Hooks in.
	 */
	public function register(): void {
		add_action( 'admin_post_' . self::ACTION, array( $this, 'export' ) );
	}

	/**
	 * `admin-post.php?action=vitrine_orders_export`: the listed orders as CSV, streamed in
	 * batches ({@see OrderRepository::each_batch()}), with how many rows to expect in
	 * `X-Vitrine-Export-Rows` for the screen's progress bar.
	 */
	public function export(): void {
		check_admin_referer( self::ACTION );
		if ( ! current_user_can( OrdersAdmin::capability() ) ) {
			wp_die( esc_html__( 'Sorry, you are not allowed to export orders.', 'vitrine' ), 403 );
		}
		$filters = OrdersListTable::order_filters( OrdersListScreen::filters() );
		// A search or range counts up to the cap; the bar then fills as far as it can tell.
		SpreadsheetCsv::download(
			'orders-' . gmdate( 'Y-m-d' ) . '.csv',
			function ( $out ) use ( $filters ): void {
				$this->write_csv( $out, $filters, true );
			},
			$this->orders->count( $filters, PHP_INT_MAX )
		);
		exit;
	}

	/**
	 * Writes the orders matching filters as CSV, a batch at a time.
	 *
	 * @param resource     $out     Stream.
	 * @param OrderFilters $filters Search, status and dates.
	 * @param bool         $flush   Whether to hand each batch to the web server as it is written.
	 * @return int How many orders were written.
	 */
	public function write_csv( $out, OrderFilters $filters, bool $flush = false ): int {
		SpreadsheetCsv::row( $out, array( 'order', 'date', 'status', 'first_name', 'last_name', 'email', 'phone', 'address', 'city', 'postcode', 'country', 'payment_method', 'currency', 'total', 'items', 'origin', 'subtotal', 'shipping_method', 'shipping', 'tax' ) );
		return $this->orders->each_batch(
			$filters,
			static function ( array $orders, array $meta ) use ( $out, $flush ): void {
				foreach ( $orders as $order ) {
					self::csv_row( $out, $order, $meta[ $order->id ] ?? array() );
				}
				if ( $flush ) {
					SpreadsheetCsv::flush( $out );
				}
			}
		);
	}

	/**
	 * One order's CSV row.
	 *
	 * @param resource              $out   Stream.
	 * @param Order                 $order The order.
	 * @param array<string, string> $meta  Its meta.
	 */
	private static function csv_row( $out, Order $order, array $meta ): void {
		$items = array_map( static fn( array $item ): string => $item['name'] . ' × ' . $item['quantity'], $order->items );
		SpreadsheetCsv::row(
			$out,
			array(
				(string) $order->id,
				$order->created_at,
				$order->status,
				$order->billing['first_name'],
				$order->billing['last_name'],
				$order->billing['email'],
				$order->billing['phone'],
				$order->billing['address'],
				$order->billing['city'],
				$order->billing['postcode'],
				$order->billing['country'],
				$order->payment_method,
				$order->currency,
				$order->total,
				implode( '; ', $items ),
				AttributionFields::origin( $meta, $order->created_via ),
				$order->subtotal,
				(string) ( $order->breakdown['shipping']['id'] ?? '' ),
				$order->shipping_total,
				$order->tax_total,
			)
		);
	}
}
