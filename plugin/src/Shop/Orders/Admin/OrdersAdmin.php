<?php
/**
 * The admin Orders screen.
 *
 * @package Vitrine
 */

declare( strict_types = 1 );

namespace Vitrine\Shop\Orders\Admin;

use Vitrine\Core\Admin\AdminMenu;
use Vitrine\Core\Admin\ActionButton;
use Vitrine\Core\Assets;
use Vitrine\Core\Export\SpreadsheetCsv;
use Vitrine\Core\I18n;
use Vitrine\Shop\Attribution\AttributionFields;
use Vitrine\Shop\Orders\Order;
use Vitrine\Shop\Orders\OrderFilters;
use Vitrine\Shop\Orders\OrderMailer;
use Vitrine\Shop\Orders\OrderRepository;
use Vitrine\Shop\Orders\OrderSearch;
use Vitrine\Shop\Orders\OrderStatus;
use Vitrine\Shop\ProductPostType;
use Vitrine\Shop\ShopRoles;
use WP_Error;

use const Vitrine\PLUGIN_FILE;

defined( 'ABSPATH' ) || exit;

/**
 * Orders in WP admin: the list ({@see OrdersListTable}: status views with counts, search, a
 * date range, bulk status changes, CSV export) and one order ({@see OrderScreen}: date,
 * customer, lines and totals, notes and history, the mails that failed with Resend, actions:
 * send a mail again, cancel, refund, print; the attribution box). Who may see it: the
 * `vitrine_orders_capability` filter, by default `manage_vitrine_orders` (administrators and
 * shop managers, {@see ShopRoles}). Every change goes through {@see OrderActions}.
 */
final class OrdersAdmin {

	public const PAGE = 'vitrine-orders';

	public const RESEND = 'vitrine_order_resend_mail';

	public const PRINT = 'vitrine_order_print';

	public const EXPORT_SCRIPT = 'vitrine-admin-orders-export';

	/**
	 * Sets up the screen.
	 *
	 * @param OrderRepository $orders Orders.
	 */
	public function __construct( private OrderRepository $orders = new OrderRepository() ) {}

	/**
	 * The mailer that resends.
	 */
	private function mailer(): OrderMailer {
		return new OrderMailer( $this->orders );
	}

	/**
	 * What changes orders.
	 */
	private function actions(): OrderActions {
		return new OrderActions( $this->orders );
	}

	/**
	 * Hooks in.
	 */
	public function register(): void {
		add_action( 'admin_menu', array( $this, 'add_menu' ) );
		add_action( 'admin_post_' . OrderActions::STATUS, array( $this, 'change_status' ) );
		add_action( 'admin_post_vitrine_orders_export', array( $this, 'export' ) );
		add_action( 'admin_post_' . self::RESEND, array( $this, 'handle_resend' ) );
		add_action( 'admin_post_' . OrderActions::NOTE, array( $this, 'handle_note' ) );
		add_action( 'admin_post_' . OrderActions::MAIL, array( $this, 'handle_send_mail' ) );
		add_action( 'admin_post_' . OrderActions::CANCEL, array( $this, 'handle_cancel' ) );
		add_action( 'admin_post_' . OrderActions::REFUND, array( $this, 'handle_refund' ) );
		add_action( 'admin_post_' . self::PRINT, array( $this, 'handle_print' ) );
	}

	/**
	 * Who may manage orders.
	 */
	public static function capability(): string {
		/**
		 * Filters the capability the Orders screen requires.
		 *
		 * @since 0.1.0
		 *
		 * @param string $capability Default `manage_vitrine_orders` (administrators and shop managers).
		 */
		return (string) apply_filters( 'vitrine_orders_capability', ShopRoles::ORDERS_CAP );
	}

	/**
	 * The menu entry; its screen handles the list's bulk actions before any output and gets
	 * the screen's styles.
	 */
	public function add_menu(): void {
		// First in the Shop menu, as the screen a shop manager opens most.
		$hook = add_submenu_page( AdminMenu::SHOP_PARENT, __( 'Orders', 'vitrine' ), __( 'Orders', 'vitrine' ), self::capability(), self::PAGE, array( $this, 'render' ), 0 );
		if ( $hook ) {
			add_action( 'load-' . $hook, array( $this, 'handle_bulk' ) );
			add_action( 'load-' . $hook, array( $this, 'enqueue' ) );
		}
	}

	/**
	 * The screen's styles (inline: a few rules, no extra request).
	 */
	public function enqueue(): void {
		wp_register_style( 'vitrine-admin-orders', false, array(), null ); // phpcs:ignore WordPress.WP.EnqueuedResourceParameters.MissingVersion -- inline only.
		wp_enqueue_style( 'vitrine-admin-orders' );
		wp_add_inline_style( 'vitrine-admin-orders', OrderScreen::css() );
		// The export's progress bar (the link downloads without it).
		$asset = Assets::asset( 'admin-orders-export' );
		if ( null !== $asset ) {
			wp_enqueue_script( self::EXPORT_SCRIPT, plugins_url( 'build/admin-orders-export.js', PLUGIN_FILE ), $asset['dependencies'], $asset['version'], array( 'in_footer' => true ) );
			wp_set_script_translations( self::EXPORT_SCRIPT, I18n::TEXT_DOMAIN, I18n::languages_dir() );
		}
	}

	/**
	 * The list or one order.
	 */
	public function render(): void {
		if ( ! current_user_can( self::capability() ) ) {
			wp_die( esc_html__( 'Sorry, you are not allowed to see orders.', 'vitrine' ), 403 );
		}
		// phpcs:ignore WordPress.Security.NonceVerification.Recommended -- reading.
		$id = isset( $_GET['order'] ) ? absint( wp_unslash( $_GET['order'] ) ) : 0;
		echo $id ? $this->detail( $id ) : $this->list(); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- escaped when built.
	}

	/**
	 * The filters of the current list request.
	 *
	 * @return array{search: string, search_in: string, status: string, from: string, to: string, after: int, before: int}
	 */
	private function filters(): array {
		// phpcs:disable WordPress.Security.NonceVerification.Recommended -- reading filters.
		$search = isset( $_GET['s'] ) ? sanitize_text_field( wp_unslash( $_GET['s'] ) ) : '';
		$in     = isset( $_GET['search_in'] ) ? sanitize_key( wp_unslash( $_GET['search_in'] ) ) : '';
		$after  = isset( $_GET['after'] ) ? absint( wp_unslash( $_GET['after'] ) ) : 0;
		$before = isset( $_GET['before'] ) ? absint( wp_unslash( $_GET['before'] ) ) : 0;
		$status = isset( $_GET['status'] ) ? sanitize_key( wp_unslash( $_GET['status'] ) ) : '';
		$from   = isset( $_GET['from'] ) ? sanitize_text_field( wp_unslash( $_GET['from'] ) ) : '';
		$to     = isset( $_GET['to'] ) ? sanitize_text_field( wp_unslash( $_GET['to'] ) ) : '';
		// phpcs:enable
		$date = static fn( string $value ): string => 1 === preg_match( '/^\d{4}-\d{2}-\d{2}$/', $value ) && strtotime( $value ) ? $value : '';
		return array(
			'search'    => $search,
			'search_in' => OrderSearch::mode( $in ),
			'status'    => in_array( $status, OrderStatus::all(), true ) ? $status : '',
			'from'      => $date( $from ),
			'to'        => $date( $to ),
			'after'     => $after,
			'before'    => $before,
		);
	}

	/**
	 * The orders list.
	 */
	public function list(): string {
		$filters = $this->filters();
		$table   = new OrdersListTable( $this->orders, $filters );
		$table->prepare_items();
		$export = wp_nonce_url(
			add_query_arg(
				array_filter(
					array(
						'action'    => 'vitrine_orders_export',
						's'         => $filters['search'],
						'search_in' => '' !== $filters['search'] ? $filters['search_in'] : '',
						'status'    => $filters['status'],
						'from'      => $filters['from'],
						'to'        => $filters['to'],
					)
				),
				admin_url( 'admin-post.php' )
			),
			'vitrine_orders_export'
		);
		ob_start();
		$table->views();
		// The list lives under the Shop menu (edit.php?post_type=…): its search keeps both.
		echo '<form method="get" action="' . esc_url( admin_url( 'edit.php' ) ) . '"><input type="hidden" name="post_type" value="' . esc_attr( ProductPostType::POST_TYPE ) . '"><input type="hidden" name="page" value="' . esc_attr( self::PAGE ) . '">';
		if ( '' !== $filters['status'] ) {
			echo '<input type="hidden" name="status" value="' . esc_attr( $filters['status'] ) . '">';
		}
		$table->search_box( __( 'Search orders', 'vitrine' ), 'vitrine-order' );
		$table->display();
		echo '</form>';
		$body = (string) ob_get_clean();
		return sprintf(
			'<div class="wrap vitrine-orders"><h1 class="wp-heading-inline">%1$s</h1> <a class="page-title-action vitrine-export-link" href="%2$s" data-vitrine-export="%6$s">%3$s</a><div class="vitrine-export-progress" hidden><label for="vitrine-orders-export-progress">%7$s</label> <progress id="vitrine-orders-export-progress" max="100" value="0"></progress> <span class="vitrine-export-status" role="status" aria-live="polite"></span></div><hr class="wp-header-end">%4$s%5$s</div>',
			esc_html__( 'Orders', 'vitrine' ),
			esc_url( $export ),
			esc_html__( 'Export CSV', 'vitrine' ),
			self::notice(),
			$body,
			esc_attr( 'orders-' . gmdate( 'Y-m-d' ) . '.csv' ),
			esc_html__( 'Exporting orders', 'vitrine' )
		);
	}

	/**
	 * One order.
	 *
	 * @param int $id Order id.
	 */
	public function detail( int $id ): string {
		$order = $this->orders->find( $id );
		if ( ! $order ) {
			return '<div class="wrap"><p>' . esc_html__( 'This order could not be found.', 'vitrine' ) . '</p></div>';
		}
		$meta = $this->orders->meta( $id );
		return OrderScreen::render( $order, $meta, self::notice() . $this->mail_failures( $order, $meta ) );
	}

	/**
	 * The order's mails that failed, each with why and Resend.
	 *
	 * @param Order                 $order The order.
	 * @param array<string, string> $meta  Its meta.
	 */
	private function mail_failures( Order $order, array $meta ): string {
		$failures = OrderMailer::failures( $meta );
		if ( ! $failures ) {
			return '';
		}
		$labels = OrderMailer::mails();
		$html   = '';
		foreach ( $failures as $mail => $reason ) {
			$html .= sprintf(
				'<li><strong>%1$s</strong>: %2$s %3$s</li>',
				esc_html( $labels[ $mail ] ),
				esc_html( $reason ),
				ActionButton::html(
					self::RESEND,
					array(
						'order' => $order->id,
						'mail'  => $mail,
					),
					self::RESEND . '_' . $order->id . '_' . $mail,
					OrderMailer::CUSTOMER === $mail ? __( 'Resend the customer’s mail', 'vitrine' ) : __( 'Resend the shop’s mail', 'vitrine' )
				)
			);
		}
		return sprintf(
			'<div class="notice notice-error inline vitrine-order-mail"><h2>%1$s</h2><p>%2$s</p><ul>%3$s</ul></div>',
			esc_html__( 'Mail failed', 'vitrine' ),
			esc_html__( 'The mail server refused these mails of the order. The order stands; send them again once the mail works.', 'vitrine' ),
			$html
		);
	}

	/**
	 * Resends a failed mail of an order after checking the nonce and the capability.
	 *
	 * @param int    $id    Order id.
	 * @param string $mail  Which mail.
	 * @param string $nonce Nonce.
	 * @return true|WP_Error
	 */
	public function resend( int $id, string $mail, string $nonce ): bool|WP_Error {
		if ( ! wp_verify_nonce( $nonce, self::RESEND . '_' . $id . '_' . $mail ) ) {
			return new WP_Error( 'vitrine_invalid_nonce', __( 'The link has expired. Please reload the page and try again.', 'vitrine' ), array( 'status' => 403 ) );
		}
		if ( ! current_user_can( self::capability() ) ) {
			return new WP_Error( 'vitrine_forbidden', __( 'Sorry, you are not allowed to change orders.', 'vitrine' ), array( 'status' => 403 ) );
		}
		$order = $this->orders->find( $id );
		if ( ! $order ) {
			return new WP_Error( 'vitrine_order_not_found', __( 'This order could not be found.', 'vitrine' ), array( 'status' => 404 ) );
		}
		return $this->mailer()->resend( $order, $mail );
	}

	/**
	 * `admin-post.php?action=vitrine_order_resend_mail`: Resend.
	 */
	public function handle_resend(): void {
		// phpcs:disable WordPress.Security.NonceVerification.Missing -- verified in resend().
		$id    = isset( $_POST['order'] ) ? absint( wp_unslash( $_POST['order'] ) ) : 0;
		$mail  = isset( $_POST['mail'] ) ? sanitize_key( wp_unslash( $_POST['mail'] ) ) : '';
		$nonce = isset( $_POST['_wpnonce'] ) ? sanitize_text_field( wp_unslash( $_POST['_wpnonce'] ) ) : '';
		// phpcs:enable
		$result = $this->resend( $id, $mail, $nonce );
		if ( is_wp_error( $result ) && 'vitrine_mail_failed' !== $result->get_error_code() ) {
			wp_die( esc_html( $result->get_error_message() ), '', array( 'response' => (int) ( $result->get_error_data()['status'] ?? 400 ) ) );
		}
		wp_safe_redirect(
			self::url(
				array(
					'order' => $id,
					'mail'  => true === $result ? 'resent' : 'resend_failed',
				)
			)
		);
		exit;
	}

	/**
	 * `admin-post.php?action=vitrine_order_status`: changes an order's status.
	 */
	public function change_status(): void {
		// phpcs:disable WordPress.Security.NonceVerification.Missing -- verified in OrderActions.
		$id     = isset( $_POST['order'] ) ? absint( wp_unslash( $_POST['order'] ) ) : 0;
		$status = isset( $_POST['status'] ) ? sanitize_key( wp_unslash( $_POST['status'] ) ) : '';
		// phpcs:enable
		$result = $this->actions()->set_status( $id, $status, self::posted_nonce() );
		$this->finish( $id, $result, false === $result ? __( 'The order already had this status.', 'vitrine' ) : __( 'Order updated.', 'vitrine' ) );
	}

	/**
	 * `admin-post.php?action=vitrine_order_note`: adds a private note.
	 */
	public function handle_note(): void {
		// phpcs:disable WordPress.Security.NonceVerification.Missing -- verified in OrderActions.
		$id   = isset( $_POST['order'] ) ? absint( wp_unslash( $_POST['order'] ) ) : 0;
		$note = isset( $_POST['note'] ) ? sanitize_textarea_field( wp_unslash( $_POST['note'] ) ) : '';
		// phpcs:enable
		$this->finish( $id, $this->actions()->add_note( $id, $note, self::posted_nonce() ), __( 'Note added.', 'vitrine' ) );
	}

	/**
	 * `admin-post.php?action=vitrine_order_send_mail`: sends one of the order's mails again.
	 */
	public function handle_send_mail(): void {
		// phpcs:disable WordPress.Security.NonceVerification.Missing -- verified in OrderActions.
		$id   = isset( $_POST['order'] ) ? absint( wp_unslash( $_POST['order'] ) ) : 0;
		$mail = isset( $_POST['mail'] ) ? sanitize_key( wp_unslash( $_POST['mail'] ) ) : '';
		// phpcs:enable
		$this->finish( $id, $this->actions()->send_mail( $id, $mail, self::posted_nonce() ), __( 'The mail was sent.', 'vitrine' ) );
	}

	/**
	 * `admin-post.php?action=vitrine_order_cancel`: cancels the order.
	 */
	public function handle_cancel(): void {
		// phpcs:ignore WordPress.Security.NonceVerification.Missing -- verified in OrderActions.
		$id     = isset( $_POST['order'] ) ? absint( wp_unslash( $_POST['order'] ) ) : 0;
		$result = $this->actions()->cancel( $id, self::posted_nonce() );
		$this->finish( $id, $result, false === $result ? __( 'The order was cancelled already.', 'vitrine' ) : __( 'Order cancelled. Its stock was restored.', 'vitrine' ) );
	}

	/**
	 * `admin-post.php?action=vitrine_order_refund`: refunds the order.
	 */
	public function handle_refund(): void {
		// phpcs:disable WordPress.Security.NonceVerification.Missing -- verified in OrderActions.
		$id     = isset( $_POST['order'] ) ? absint( wp_unslash( $_POST['order'] ) ) : 0;
		$amount = isset( $_POST['amount'] ) ? sanitize_text_field( wp_unslash( $_POST['amount'] ) ) : '';
		$reason = isset( $_POST['reason'] ) ? sanitize_text_field( wp_unslash( $_POST['reason'] ) ) : '';
		// phpcs:enable
		$this->finish( $id, $this->actions()->refund( $id, $amount, $reason, self::posted_nonce() ), __( 'Order refunded.', 'vitrine' ) );
	}

	/**
	 * The list's bulk actions (`load-` of the screen, before output): a status change for the
	 * ticked orders, then back to the list without the action in the address.
	 */
	public function handle_bulk(): void {
		// phpcs:disable WordPress.Security.NonceVerification.Recommended -- verified in OrderActions.
		$action = isset( $_GET['action'] ) ? sanitize_key( wp_unslash( $_GET['action'] ) ) : '-1';
		if ( '-1' === $action && isset( $_GET['action2'] ) ) {
			$action = sanitize_key( wp_unslash( $_GET['action2'] ) );
		}
		if ( ! str_starts_with( $action, 'mark_' ) ) {
			return;
		}
		$ids   = isset( $_GET['id'] ) ? array_map( 'absint', (array) wp_unslash( $_GET['id'] ) ) : array();
		$nonce = isset( $_GET['_wpnonce'] ) ? sanitize_text_field( wp_unslash( $_GET['_wpnonce'] ) ) : '';
		// phpcs:enable
		$result = $this->actions()->bulk_status( array_values( array_filter( $ids ) ), substr( $action, 5 ), $nonce );
		if ( $result instanceof WP_Error && 403 === ( $result->get_error_data()['status'] ?? 0 ) ) {
			wp_die( esc_html( $result->get_error_message() ), '', array( 'response' => 403 ) );
		}
		self::flash(
			$result instanceof WP_Error ? 'error' : 'success',
			$result instanceof WP_Error
				? $result->get_error_message()
				/* translators: %s: number of orders. */
				: sprintf( _n( '%s order status changed.', '%s order statuses changed.', $result, 'vitrine' ), number_format_i18n( $result ) )
		);
		wp_safe_redirect( remove_query_arg( array( 'action', 'action2', 'id', '_wpnonce', '_wp_http_referer', 'filter_action' ), self::list_referer() ) );
		exit;
	}

	/**
	 * `admin-post.php?action=vitrine_order_print`: the order as a printable page.
	 */
	public function handle_print(): void {
		if ( ! current_user_can( self::capability() ) ) {
			wp_die( esc_html__( 'Sorry, you are not allowed to see orders.', 'vitrine' ), 403 );
		}
		// phpcs:ignore WordPress.Security.NonceVerification.Recommended -- reading.
		$id    = isset( $_GET['order'] ) ? absint( wp_unslash( $_GET['order'] ) ) : 0;
		$order = $this->orders->find( $id );
		if ( ! $order ) {
			wp_die( esc_html__( 'This order could not be found.', 'vitrine' ), 404 );
		}
		nocache_headers();
		echo OrderPrintView::render( $order ); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- escaped when built.
		exit;
	}

	/**
	 * Where the list's bulk action came from, or the list.
	 */
	private static function list_referer(): string {
		$referer = wp_get_referer();
		return $referer ? $referer : self::url();
	}

	/**
	 * The printable page's address.
	 *
	 * @param int $id Order id.
	 */
	public static function print_url( int $id ): string {
		return add_query_arg(
			array(
				'action' => self::PRINT,
				'order'  => $id,
			),
			admin_url( 'admin-post.php' )
		);
	}

	/**
	 * The nonce posted.
	 */
	private static function posted_nonce(): string {
		// phpcs:ignore WordPress.Security.NonceVerification.Missing -- this is the nonce.
		return isset( $_POST['_wpnonce'] ) ? sanitize_text_field( wp_unslash( $_POST['_wpnonce'] ) ) : '';
	}

	/**
	 * After an action: a refused request stops with its status; otherwise back to the order
	 * with the outcome as a notice (the WP_Error's message for bad input or a conflict).
	 *
	 * @param int                  $id      Order id.
	 * @param bool|int|WP_Error    $result  Outcome.
	 * @param string               $success Notice on success.
	 */
	private function finish( int $id, bool|int|WP_Error $result, string $success ): void {
		if ( $result instanceof WP_Error ) {
			$status = (int) ( $result->get_error_data()['status'] ?? 400 );
			if ( 403 === $status || ! $this->orders->find( $id ) ) {
				wp_die( esc_html( $result->get_error_message() ), '', array( 'response' => (int) $status ) );
			}
			self::flash( 'error', $result->get_error_message() );
		} else {
			self::flash( 'success', $success );
		}
		wp_safe_redirect( self::url( array( 'order' => $id ) ) );
		exit;
	}

	/**
	 * Where the current login session's notice waits: per session, not per user, so a shop
	 * manager's second browser (or tab of another device) never shows, or takes, this one's.
	 */
	private static function notice_key(): string {
		return 'vitrine_orders_notice_' . get_current_user_id() . '_' . substr( md5( wp_get_session_token() ), 0, 12 );
	}

	/**
	 * Keeps a notice for the current user's next view of the screen.
	 *
	 * @param string $type    `success` or `error`.
	 * @param string $message Text.
	 */
	private static function flash( string $type, string $message ): void {
		set_transient(
			self::notice_key(),
			array(
				'type'    => $type,
				'message' => $message,
			),
			MINUTE_IN_SECONDS
		);
	}

	/**
	 * `admin-post.php?action=vitrine_orders_export`: the listed orders as CSV, streamed in
	 * batches ({@see OrderRepository::each_batch()}), with how many rows to expect in
	 * `X-Vitrine-Export-Rows` for the screen's progress bar.
	 */
	public function export(): void {
		check_admin_referer( 'vitrine_orders_export' );
		if ( ! current_user_can( self::capability() ) ) {
			wp_die( esc_html__( 'Sorry, you are not allowed to export orders.', 'vitrine' ), 403 );
		}
		$filters = OrdersListTable::order_filters( $this->filters() );
		// A search or range counts up to the cap; the bar then fills as far as it can tell.
		header( 'X-Vitrine-Export-Rows: ' . $this->orders->count( $filters, PHP_INT_MAX ) );
		SpreadsheetCsv::download(
			'orders-' . gmdate( 'Y-m-d' ) . '.csv',
			function ( $out ) use ( $filters ): void {
				$this->write_csv( $out, $filters, true );
			}
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
					fflush( $out );
					flush();
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

	/**
	 * The screen's address, under the Shop menu (the old `admin.php?page=vitrine-orders` only
	 * redirects here).
	 *
	 * @param array<string, int|string> $args Query arguments.
	 */
	public static function url( array $args = array() ): string {
		return add_query_arg( $args + array( 'page' => self::PAGE ), admin_url( AdminMenu::SHOP_PARENT ) );
	}

	/**
	 * "Order updated." after a status change; the outcome of a Resend.
	 */
	private static function notice(): string {
		$flash = get_transient( self::notice_key() );
		if ( is_array( $flash ) ) {
			delete_transient( self::notice_key() );
			$error = 'error' === ( $flash['type'] ?? '' );
			return sprintf( '<div class="notice notice-%1$s is-dismissible" role="%2$s"><p>%3$s</p></div>', $error ? 'error' : 'success', $error ? 'alert' : 'status', esc_html( (string) ( $flash['message'] ?? '' ) ) );
		}
		// phpcs:ignore WordPress.Security.NonceVerification.Recommended -- reading.
		$mail = isset( $_GET['mail'] ) ? sanitize_key( wp_unslash( $_GET['mail'] ) ) : '';
		if ( in_array( $mail, array( 'resent', 'resend_failed' ), true ) ) {
			$ok = 'resent' === $mail;
			return sprintf( '<div class="notice notice-%1$s"><p>%2$s</p></div>', $ok ? 'success' : 'error', esc_html( $ok ? __( 'The mail was sent again.', 'vitrine' ) : __( 'The mail could not be sent again.', 'vitrine' ) ) );
		}
		// phpcs:ignore WordPress.Security.NonceVerification.Recommended -- reading.
		if ( ! isset( $_GET['updated'] ) ) {
			return '';
		}
		// phpcs:ignore WordPress.Security.NonceVerification.Recommended -- reading.
		$ok = '1' === sanitize_key( wp_unslash( $_GET['updated'] ) );
		return sprintf( '<div class="notice notice-%1$s"><p>%2$s</p></div>', $ok ? 'success' : 'error', esc_html( $ok ? __( 'Order updated.', 'vitrine' ) : __( 'The order could not be updated.', 'vitrine' ) ) );
	}
}
