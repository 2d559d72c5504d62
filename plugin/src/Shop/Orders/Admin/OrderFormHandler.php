<?php
/**
 * The Orders screens' form posts.
 *
 * @package Vitrine
 */

declare( strict_types = 1 );

namespace Vitrine\Shop\Orders\Admin;

use Vitrine\Shop\Orders\OrderMailer;
use Vitrine\Shop\Orders\OrderRepository;
use WP_Error;

defined( 'ABSPATH' ) || exit;

/**
 * The admin-post actions of one order (status, note, send a mail again, Resend a failed mail,
 * cancel, refund, print) and the list's bulk status change: each reads its fields, has
 * {@see OrderActions} (or the mailer) check the nonce and capability and do the change, and
 * goes back to the screen with the outcome as a notice ({@see OrderNotices}).
 */
final class OrderFormHandler {

	public const RESEND = 'vitrine_order_resend_mail';

	/**
	 * Sets up the handler.
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
		add_action( 'admin_post_' . OrderActions::STATUS, array( $this, 'change_status' ) );
		add_action( 'admin_post_' . self::RESEND, array( $this, 'handle_resend' ) );
		add_action( 'admin_post_' . OrderActions::NOTE, array( $this, 'handle_note' ) );
		add_action( 'admin_post_' . OrderActions::MAIL, array( $this, 'handle_send_mail' ) );
		add_action( 'admin_post_' . OrderActions::CANCEL, array( $this, 'handle_cancel' ) );
		add_action( 'admin_post_' . OrderActions::REFUND, array( $this, 'handle_refund' ) );
		add_action( 'admin_post_' . OrdersAdmin::PRINT, array( $this, 'handle_print' ) );
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
		if ( ! current_user_can( OrdersAdmin::capability() ) ) {
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
			OrdersAdmin::url(
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
		OrderNotices::flash(
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
		if ( ! current_user_can( OrdersAdmin::capability() ) ) {
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
		return $referer ? $referer : OrdersAdmin::url();
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
			OrderNotices::flash( 'error', $result->get_error_message() );
		} else {
			OrderNotices::flash( 'success', $success );
		}
		wp_safe_redirect( OrdersAdmin::url( array( 'order' => $id ) ) );
		exit;
	}
}
