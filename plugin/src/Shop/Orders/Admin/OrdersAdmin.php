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
use Vitrine\Core\Export\SpreadsheetCsv;
use Vitrine\Shop\Attribution\AttributionFields;
use Vitrine\Shop\Money;
use Vitrine\Shop\Orders\Order;
use Vitrine\Shop\Orders\OrderMailer;
use Vitrine\Shop\Orders\OrderRepository;
use Vitrine\Shop\Orders\OrderStatus;
use Vitrine\Shop\Orders\PaymentGateways;
use Vitrine\Shop\ShopRoles;
use WP_Error;

defined( 'ABSPATH' ) || exit;

/**
 * Orders in WP admin: the list (search, status filter, Origin column, CSV export) and one
 * order (billing, lines, totals, a status change, the mails that failed with Resend, and the
 * attribution box). Who may see it: the `vitrine_orders_capability` filter, by default
 * `manage_vitrine_orders` (administrators and shop managers, {@see ShopRoles}).
 */
final class OrdersAdmin {

	public const PAGE = 'vitrine-orders';

	public const RESEND = 'vitrine_order_resend_mail';

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
	 * Hooks in.
	 */
	public function register(): void {
		add_action( 'admin_menu', array( $this, 'add_menu' ) );
		add_action( 'admin_post_vitrine_order_status', array( $this, 'change_status' ) );
		add_action( 'admin_post_vitrine_orders_export', array( $this, 'export' ) );
		add_action( 'admin_post_' . self::RESEND, array( $this, 'handle_resend' ) );
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
	 * The menu entry.
	 */
	public function add_menu(): void {
		// First in the Shop menu, as the screen a shop manager opens most.
		add_submenu_page( AdminMenu::SHOP_PARENT, __( 'Orders', 'vitrine' ), __( 'Orders', 'vitrine' ), self::capability(), self::PAGE, array( $this, 'render' ), 0 );
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
	 * @return array{search: string, status: string}
	 */
	private function filters(): array {
		// phpcs:disable WordPress.Security.NonceVerification.Recommended -- reading filters.
		$search = isset( $_GET['s'] ) ? sanitize_text_field( wp_unslash( $_GET['s'] ) ) : '';
		$status = isset( $_GET['status'] ) ? sanitize_key( wp_unslash( $_GET['status'] ) ) : '';
		// phpcs:enable
		return array(
			'search' => $search,
			'status' => in_array( $status, OrderStatus::all(), true ) ? $status : '',
		);
	}

	/**
	 * The orders list.
	 */
	public function list(): string {
		$filters = $this->filters();
		// phpcs:ignore WordPress.Security.NonceVerification.Recommended -- reading.
		$page   = isset( $_GET['paged'] ) ? max( 1, absint( wp_unslash( $_GET['paged'] ) ) ) : 1;
		$result = $this->orders->search( $filters['search'], $filters['status'], $page, 20 );
		$meta   = $this->orders->meta_of( array_map( static fn( Order $order ): int => $order->id, $result['orders'] ) );
		$labels = OrderStatus::labels();

		$views = array( sprintf( '<a href="%1$s"%2$s>%3$s</a>', esc_url( self::url() ), '' === $filters['status'] ? ' class="current" aria-current="page"' : '', esc_html__( 'All', 'vitrine' ) ) );
		foreach ( $labels as $status => $label ) {
			$views[] = sprintf( '<a href="%1$s"%2$s>%3$s</a>', esc_url( self::url( array( 'status' => $status ) ) ), $status === $filters['status'] ? ' class="current" aria-current="page"' : '', esc_html( $label ) );
		}
		$rows = '';
		foreach ( $result['orders'] as $order ) {
			$rows .= sprintf(
				'<tr><td><a href="%1$s"><strong>#%2$d %3$s</strong></a></td><td>%4$s</td><td><mark class="vitrine-order-status status-%5$s">%6$s</mark>%9$s</td><td class="column-origin">%7$s</td><td>%8$s</td></tr>',
				esc_url( self::url( array( 'order' => $order->id ) ) ),
				$order->id,
				esc_html( $order->customer_name() ),
				esc_html( get_date_from_gmt( $order->created_at, (string) get_option( 'date_format' ) ) ),
				esc_attr( $order->status ),
				esc_html( $labels[ $order->status ] ?? $order->status ),
				esc_html( AttributionFields::origin( $meta[ $order->id ] ?? array(), $order->created_via ) ),
				esc_html( Money::format( $order->total ) ),
				OrderMailer::failures( $meta[ $order->id ] ?? array() ) ? ' <strong class="vitrine-order-mail-failed" style="color:#b32d2e">' . esc_html__( 'Mail failed', 'vitrine' ) . '</strong>' : ''
			);
		}
		if ( '' === $rows ) {
			$rows = '<tr><td colspan="5">' . esc_html__( 'No orders found.', 'vitrine' ) . '</td></tr>';
		}
		$export = wp_nonce_url(
			add_query_arg(
				array(
					'action' => 'vitrine_orders_export',
					's'      => $filters['search'],
					'status' => $filters['status'],
				),
				admin_url( 'admin-post.php' )
			),
			'vitrine_orders_export'
		);
		$pages  = (int) ceil( $result['total'] / 20 );
		$links  = (string) paginate_links(
			array(
				'base'    => add_query_arg( 'paged', '%#%' ),
				'format'  => '',
				'current' => $page,
				'total'   => max( 1, $pages ),
			)
		);
		return sprintf(
			'<div class="wrap"><h1 class="wp-heading-inline">%1$s</h1> <a class="page-title-action" href="%2$s">%3$s</a><hr class="wp-header-end"><ul class="subsubsub"><li>%4$s</li></ul><form method="get"><input type="hidden" name="page" value="%5$s"><input type="hidden" name="status" value="%6$s"><p class="search-box"><label class="screen-reader-text" for="vitrine-order-search">%7$s</label><input type="search" id="vitrine-order-search" name="s" value="%8$s"><button type="submit" class="button">%7$s</button></p></form><table class="wp-list-table widefat fixed striped"><thead><tr><th scope="col">%9$s</th><th scope="col">%10$s</th><th scope="col">%11$s</th><th scope="col">%12$s</th><th scope="col">%13$s</th></tr></thead><tbody>%14$s</tbody></table><div class="tablenav"><div class="tablenav-pages">%15$s</div></div></div>',
			esc_html__( 'Orders', 'vitrine' ),
			esc_url( $export ),
			esc_html__( 'Export CSV', 'vitrine' ),
			implode( ' | </li><li>', $views ),
			esc_attr( self::PAGE ),
			esc_attr( $filters['status'] ),
			esc_html__( 'Search orders', 'vitrine' ),
			esc_attr( $filters['search'] ),
			esc_html__( 'Order', 'vitrine' ),
			esc_html__( 'Date', 'vitrine' ),
			esc_html__( 'Status', 'vitrine' ),
			esc_html__( 'Origin', 'vitrine' ),
			esc_html__( 'Total', 'vitrine' ),
			$rows,
			wp_kses_post( $links )
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
		$meta    = $this->orders->meta( $id );
		$options = '';
		foreach ( OrderStatus::labels() as $status => $label ) {
			$options .= sprintf( '<option value="%1$s"%2$s>%3$s</option>', esc_attr( $status ), selected( $status, $order->status, false ), esc_html( $label ) );
		}
		$billing = '';
		foreach ( $order->billing as $value ) {
			$billing .= '' !== $value ? esc_html( $value ) . '<br>' : '';
		}
		$items = '';
		foreach ( $order->items as $item ) {
			$items .= sprintf( '<tr><td>%1$s</td><td>%2$d</td><td>%3$s</td><td>%4$s</td></tr>', esc_html( $item['name'] ), $item['quantity'], esc_html( Money::format( $item['unit_price'] ) ), esc_html( Money::format( $item['total'] ) ) );
		}
		/* translators: %d: order number. */
		$title = sprintf( __( 'Order #%d details', 'vitrine' ), $order->id );
		return sprintf(
			'<div class="wrap vitrine-order"><h1>%1$s</h1><p><a href="%2$s">%3$s</a></p>%4$s<div class="vitrine-order__columns" style="display:flex;gap:2rem;flex-wrap:wrap"><div style="flex:2;min-width:20rem"><form method="post" action="%5$s"><input type="hidden" name="action" value="vitrine_order_status"><input type="hidden" name="order" value="%6$d">%7$s<p><label for="vitrine-order-status">%8$s</label> <select id="vitrine-order-status" name="status">%9$s</select> <button type="submit" class="button button-primary">%10$s</button></p></form><h2>%11$s</h2><p>%12$s</p><p>%13$s %14$s</p><table class="widefat striped"><thead><tr><th>%15$s</th><th>%16$s</th><th>%17$s</th><th>%18$s</th></tr></thead><tbody>%19$s</tbody><tfoot><tr><th colspan="3">%20$s</th><td><strong>%21$s</strong></td></tr></tfoot></table></div>%22$s</div></div>',
			esc_html( $title ),
			esc_url( self::url() ),
			esc_html__( '← All orders', 'vitrine' ),
			self::notice() . $this->mail_failures( $order, $meta ),
			esc_url( admin_url( 'admin-post.php' ) ),
			$order->id,
			wp_nonce_field( 'vitrine_order_status_' . $order->id, '_wpnonce', true, false ),
			esc_html__( 'Status', 'vitrine' ),
			$options,
			esc_html__( 'Update', 'vitrine' ),
			esc_html__( 'Billing', 'vitrine' ),
			$billing,
			esc_html__( 'Payment method:', 'vitrine' ),
			esc_html( PaymentGateways::all()[ $order->payment_method ]['title'] ?? $order->payment_method ),
			esc_html__( 'Product', 'vitrine' ),
			esc_html__( 'Quantity', 'vitrine' ),
			esc_html__( 'Price', 'vitrine' ),
			esc_html__( 'Total', 'vitrine' ),
			$items,
			esc_html__( 'Order total', 'vitrine' ),
			esc_html( Money::format( $order->total ) ),
			AttributionBox::render( $meta, $order->created_via )
		);
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
		$id = isset( $_POST['order'] ) ? absint( wp_unslash( $_POST['order'] ) ) : 0;
		check_admin_referer( 'vitrine_order_status_' . $id );
		if ( ! current_user_can( self::capability() ) ) {
			wp_die( esc_html__( 'Sorry, you are not allowed to change orders.', 'vitrine' ), 403 );
		}
		$status = isset( $_POST['status'] ) ? sanitize_key( wp_unslash( $_POST['status'] ) ) : '';
		$done   = in_array( $status, OrderStatus::all(), true ) && $this->orders->find( $id ) && $this->orders->set_status( $id, $status );
		wp_safe_redirect(
			self::url(
				array(
					'order'   => $id,
					'updated' => $done ? 1 : 0,
				)
			)
		);
		exit;
	}

	/**
	 * `admin-post.php?action=vitrine_orders_export`: the listed orders as CSV.
	 */
	public function export(): void {
		check_admin_referer( 'vitrine_orders_export' );
		if ( ! current_user_can( self::capability() ) ) {
			wp_die( esc_html__( 'Sorry, you are not allowed to export orders.', 'vitrine' ), 403 );
		}
		$filters = $this->filters();
		SpreadsheetCsv::download(
			'orders-' . gmdate( 'Y-m-d' ) . '.csv',
			function ( $out ) use ( $filters ): void {
				$this->write_csv( $out, $filters['search'], $filters['status'] );
			}
		);
		exit;
	}

	/**
	 * Writes the orders matching a search as CSV.
	 *
	 * @param resource $out    Stream.
	 * @param string   $search Search.
	 * @param string   $status Status.
	 */
	public function write_csv( $out, string $search, string $status ): void {
		$result = $this->orders->search( $search, $status, 1, 0 );
		$meta   = $this->orders->meta_of( array_map( static fn( Order $order ): int => $order->id, $result['orders'] ) );
		SpreadsheetCsv::row( $out, array( 'order', 'date', 'status', 'first_name', 'last_name', 'email', 'phone', 'address', 'city', 'postcode', 'country', 'payment_method', 'currency', 'total', 'items', 'origin' ) );
		foreach ( $result['orders'] as $order ) {
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
					AttributionFields::origin( $meta[ $order->id ] ?? array(), $order->created_via ),
				)
			);
		}
	}

	/**
	 * The screen's address.
	 *
	 * @param array<string, int|string> $args Query arguments.
	 */
	public static function url( array $args = array() ): string {
		return add_query_arg( $args + array( 'page' => self::PAGE ), admin_url( 'admin.php' ) );
	}

	/**
	 * "Order updated." after a status change; the outcome of a Resend.
	 */
	private static function notice(): string {
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
