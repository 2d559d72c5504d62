<?php
/**
 * The admin Orders screen.
 *
 * @package Vitrine
 */

declare( strict_types = 1 );

namespace Vitrine\Shop\Orders\Admin;

use Vitrine\Core\Admin\ActionButton;
use Vitrine\Core\Admin\AdminMenu;
use Vitrine\Core\Export\ExportProgress;
use Vitrine\Shop\Orders\Order;
use Vitrine\Shop\Orders\OrderMailer;
use Vitrine\Shop\Orders\OrderRepository;
use Vitrine\Shop\ShopRoles;

defined( 'ABSPATH' ) || exit;

/**
 * Orders in WP admin: the menu entry and its screen, which shows the list
 * ({@see OrdersListScreen}, exported by {@see OrdersExport}) or one order ({@see OrderScreen}:
 * date, customer, lines and totals, notes and history, the mails that failed with Resend,
 * actions: send a mail again, cancel, refund, print; the attribution box). Who may see it: the
 * `vitrine_orders_capability` filter, by default `manage_vitrine_orders` (administrators and
 * shop managers, {@see ShopRoles}). Every change is a form post to {@see OrderFormHandler},
 * which goes through {@see OrderActions}.
 */
final class OrdersAdmin {

	public const PAGE = 'vitrine-orders';

	public const PRINT = 'vitrine_order_print';

	/**
	 * Sets up the screen.
	 *
	 * @param OrderRepository $orders Orders.
	 */
	public function __construct( private OrderRepository $orders = new OrderRepository() ) {}

	/**
	 * Hooks in.
	 */
	public function register(): void {
		add_action( 'admin_menu', array( $this, 'add_menu' ) );
		( new OrderFormHandler( $this->orders ) )->register();
		( new OrdersExport( $this->orders ) )->register();
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
			add_action( 'load-' . $hook, array( new OrderFormHandler( $this->orders ), 'handle_bulk' ) );
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
		ExportProgress::enqueue();
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
		echo $id ? $this->detail( $id ) : ( new OrdersListScreen( $this->orders ) )->list(); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- escaped when built.
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
		return OrderScreen::render( $order, $meta, OrderNotices::notice() . $this->mail_failures( $order, $meta ) );
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
					OrderFormHandler::RESEND,
					array(
						'order' => $order->id,
						'mail'  => $mail,
					),
					OrderFormHandler::RESEND . '_' . $order->id . '_' . $mail,
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
	 * The screen's address, under the Shop menu (the old `admin.php?page=vitrine-orders` only
	 * redirects here).
	 *
	 * @param array<string, int|string> $args Query arguments.
	 */
	public static function url( array $args = array() ): string {
		return add_query_arg( $args + array( 'page' => self::PAGE ), admin_url( AdminMenu::SHOP_PARENT ) );
	}
}
