<?php
/**
 * One order in admin.
 *
 * @package Vitrine
 */

declare( strict_types = 1 );

namespace Vitrine\Shop\Orders\Admin;

use Vitrine\Core\Admin\ActionButton;
use Vitrine\Shop\Money;
use Vitrine\Shop\Orders\OrderTotalsView;
use Vitrine\Shop\Orders\Order;
use Vitrine\Shop\Orders\OrderLifecycle;
use Vitrine\Shop\Orders\OrderMailer;
use Vitrine\Shop\Orders\OrderNotes;
use Vitrine\Shop\Orders\OrderReceivedView;
use Vitrine\Shop\Orders\OrderStatus;
use Vitrine\Shop\Orders\PaymentGateways;

defined( 'ABSPATH' ) || exit;

/**
 * The order screen, laid out as WooCommerce's: the order's date, status and customer, the
 * billing address, the lines and totals (and a refund), then beside them the order's actions
 * (send a mail again, cancel, refund, print), its notes and history, and its attribution.
 */
final class OrderScreen {

	/**
	 * The screen.
	 *
	 * @param Order                 $order The order.
	 * @param array<string, string> $meta  Its meta.
	 * @param string                $lead  Notices above it.
	 */
	public static function render( Order $order, array $meta, string $lead ): string {
		/* translators: %d: order number. */
		$title = sprintf( __( 'Order #%d details', 'vitrine' ), $order->id );
		return sprintf(
			'<div class="wrap vitrine-order"><h1 class="wp-heading-inline">%1$s</h1> %2$s<hr class="wp-header-end"><p><a href="%3$s">%4$s</a></p>%5$s<div class="vitrine-order__columns"><div class="vitrine-order__main">%6$s%7$s</div><div class="vitrine-order__side">%8$s%9$s%10$s</div></div></div>',
			esc_html( $title ),
			StatusPill::html( $order->status ),
			esc_url( OrdersAdmin::url() ),
			esc_html__( '← All orders', 'vitrine' ),
			$lead,
			self::general( $order ),
			self::items( $order, $meta ),
			self::actions( $order ),
			self::notes( $order ),
			AttributionBox::render( $meta, $order->created_via )
		);
	}

	/**
	 * Date, payment, status form and billing address.
	 *
	 * @param Order $order The order.
	 */
	private static function general( Order $order ): string {
		$time    = (int) strtotime( $order->created_at . ' UTC' );
		$gateway = PaymentGateways::all()[ $order->payment_method ]['title'] ?? $order->payment_method;
		$options = '';
		foreach ( OrderStatus::labels() as $status => $label ) {
			$options .= sprintf( '<option value="%1$s"%2$s>%3$s</option>', esc_attr( $status ), selected( $status, $order->status, false ), esc_html( $label ) );
		}
		$member   = $order->user_id > 0 ? get_userdata( $order->user_id ) : false;
		$customer = esc_html__( 'Guest', 'vitrine' );
		if ( $member ) {
			$customer = current_user_can( 'edit_user', $member->ID )
				? sprintf( '<a href="%1$s">%2$s</a>', esc_url( get_edit_user_link( $member->ID ) ), esc_html( $member->display_name ) )
				: esc_html( $member->display_name );
		}
		$email = $order->billing['email'] ?? '';
		$phone = $order->billing['phone'] ?? '';
		return sprintf(
			'<section class="postbox vitrine-order__general" aria-labelledby="vitrine-order-general"><div class="inside"><h2 id="vitrine-order-general">%1$s</h2><p class="vitrine-order__placed">%2$s</p><dl class="vitrine-order__facts"><dt>%3$s</dt><dd>%4$s</dd><dt>%5$s</dt><dd>%6$s</dd></dl><form method="post" action="%7$s" class="vitrine-order__status"><input type="hidden" name="action" value="%8$s"><input type="hidden" name="order" value="%9$d">%10$s<label for="vitrine-order-status">%11$s</label> <select id="vitrine-order-status" name="status">%12$s</select> <button type="submit" class="button button-primary">%13$s</button></form><h2>%14$s</h2><address>%15$s</address><p>%16$s%17$s</p></div></section>',
			esc_html__( 'General', 'vitrine' ),
			esc_html(
				sprintf(
					/* translators: 1: payment method, 2: date, 3: time. */
					__( 'Payment via %1$s. Placed on %2$s at %3$s.', 'vitrine' ),
					$gateway,
					wp_date( (string) get_option( 'date_format' ), $time ),
					wp_date( (string) get_option( 'time_format' ), $time )
				)
			),
			esc_html__( 'Date created', 'vitrine' ),
			sprintf( '<time datetime="%1$s">%2$s</time>', esc_attr( gmdate( 'c', $time ) ), esc_html( (string) wp_date( (string) get_option( 'date_format' ) . ' ' . (string) get_option( 'time_format' ), $time ) ) ),
			esc_html__( 'Customer', 'vitrine' ),
			$customer,
			esc_url( admin_url( 'admin-post.php' ) ),
			esc_attr( OrderActions::STATUS ),
			$order->id,
			wp_nonce_field( OrderActions::nonce_action( OrderActions::STATUS, $order->id ), '_wpnonce', true, false ),
			esc_html__( 'Status', 'vitrine' ),
			$options,
			esc_html__( 'Update', 'vitrine' ),
			esc_html__( 'Billing address', 'vitrine' ),
			implode( '<br>', array_map( 'esc_html', array_diff( OrderReceivedView::address_lines( $order ), array( $email, $phone ) ) ) ),
			'' !== $email ? sprintf( '<a href="mailto:%1$s">%2$s</a><br>', esc_attr( $email ), esc_html( $email ) ) : '',
			'' !== $phone ? sprintf( '<a href="tel:%1$s">%2$s</a>', esc_attr( (string) preg_replace( '/[^0-9+]/', '', $phone ) ), esc_html( $phone ) ) : ''
		);
	}

	/**
	 * The lines and totals, and the refund when there is one.
	 *
	 * @param Order                 $order The order.
	 * @param array<string, string> $meta  Its meta.
	 */
	private static function items( Order $order, array $meta ): string {
		$rows = '';
		foreach ( $order->items as $item ) {
			$link  = $item['product_id'] > 0 && get_post( $item['product_id'] ) ? ( get_edit_post_link( $item['product_id'] ) ?? get_permalink( $item['product_id'] ) ) : '';
			$name  = $link ? sprintf( '<a href="%1$s">%2$s</a>', esc_url( (string) $link ), esc_html( $item['name'] ) ) : esc_html( $item['name'] );
			$rows .= sprintf( '<tr><th scope="row">%1$s</th><td>%2$s</td><td>%3$s</td><td>%4$s</td></tr>', $name, esc_html( Money::format( $item['unit_price'] ) ), esc_html( number_format_i18n( $item['quantity'] ) ), esc_html( Money::format( $item['total'] ) ) );
		}
		$refund = OrderLifecycle::refund_of( $meta );
		$foot   = OrderTotalsView::table_rows( OrderTotalsView::for_order( $order ), 3 );
		if ( $refund ) {
			$foot .= sprintf(
				'<tr class="vitrine-order__refund"><th scope="row" colspan="3">%1$s%2$s</th><td>−%3$s</td></tr><tr><th scope="row" colspan="3">%4$s</th><td><strong>%5$s</strong></td></tr>',
				esc_html__( 'Refunded', 'vitrine' ),
				'' !== $refund['reason'] ? ' <span class="vitrine-order__reason">(' . esc_html( $refund['reason'] ) . ')</span>' : '',
				esc_html( Money::format( $refund['amount'] ) ),
				esc_html__( 'Net payment', 'vitrine' ),
				esc_html( Money::format( number_format( (float) $order->total - (float) $refund['amount'], 2, '.', '' ) ) )
			);
		}
		return sprintf(
			'<section class="postbox vitrine-order__items" aria-labelledby="vitrine-order-items"><div class="inside"><h2 id="vitrine-order-items">%1$s</h2><table class="widefat striped"><thead><tr><th scope="col">%2$s</th><th scope="col">%3$s</th><th scope="col">%4$s</th><th scope="col">%5$s</th></tr></thead><tbody>%6$s</tbody><tfoot>%7$s</tfoot></table></div></section>',
			esc_html__( 'Items', 'vitrine' ),
			esc_html__( 'Product', 'vitrine' ),
			esc_html__( 'Cost', 'vitrine' ),
			esc_html__( 'Quantity', 'vitrine' ),
			esc_html__( 'Total', 'vitrine' ),
			$rows,
			$foot
		);
	}

	/**
	 * Send a mail again, cancel, refund, print.
	 *
	 * @param Order $order The order.
	 */
	private static function actions( Order $order ): string {
		$mail     = ActionButton::html(
			OrderActions::MAIL,
			array(
				'order' => $order->id,
				'mail'  => OrderMailer::CUSTOMER,
			),
			OrderActions::nonce_action( OrderActions::MAIL, $order->id ),
			__( 'Email the order details to the customer', 'vitrine' )
		)
			. ActionButton::html(
				OrderActions::MAIL,
				array(
					'order' => $order->id,
					'mail'  => OrderMailer::SHOP,
				),
				OrderActions::nonce_action( OrderActions::MAIL, $order->id ),
				__( 'Resend the new order notification', 'vitrine' )
			);
		$released = in_array( $order->status, OrderLifecycle::released(), true );
		$cancel   = $released ? '' : ActionButton::html( OrderActions::CANCEL, array( 'order' => $order->id ), OrderActions::nonce_action( OrderActions::CANCEL, $order->id ), __( 'Cancel order and restore stock', 'vitrine' ) );
		$refund   = 'refunded' === $order->status ? '' : sprintf(
			'<form method="post" action="%1$s" class="vitrine-order__refund-form"><input type="hidden" name="action" value="%2$s"><input type="hidden" name="order" value="%3$d">%4$s<h3>%5$s</h3><p><label for="vitrine-refund-amount">%6$s</label><br><input type="text" inputmode="decimal" id="vitrine-refund-amount" name="amount" value="%7$s" class="small-text" aria-describedby="vitrine-refund-help"></p><p id="vitrine-refund-help" class="description">%8$s</p><p><label for="vitrine-refund-reason">%9$s</label><br><input type="text" id="vitrine-refund-reason" name="reason" class="widefat"></p><button type="submit" class="button">%10$s</button></form>',
			esc_url( admin_url( 'admin-post.php' ) ),
			esc_attr( OrderActions::REFUND ),
			$order->id,
			wp_nonce_field( OrderActions::nonce_action( OrderActions::REFUND, $order->id ), '_wpnonce', true, false ),
			esc_html__( 'Refund', 'vitrine' ),
			esc_html__( 'Refund amount', 'vitrine' ),
			esc_attr( $order->total ),
			esc_html( $released ? __( 'The whole order is refunded; its stock was restored when it was cancelled. Return the payment to the customer yourself.', 'vitrine' ) : __( 'The whole order is refunded and its stock restored. Return the payment to the customer yourself.', 'vitrine' ) ),
			esc_html__( 'Reason (optional)', 'vitrine' ),
			esc_html__( 'Refund the order', 'vitrine' )
		);
		$print    = sprintf( '<p><a class="button" href="%1$s" target="_blank">%2$s<span class="screen-reader-text"> %3$s</span></a></p>', esc_url( OrdersAdmin::print_url( $order->id ) ), esc_html__( 'Print', 'vitrine' ), esc_html__( '(opens in a new tab)', 'vitrine' ) );
		return sprintf(
			'<section class="postbox vitrine-order__actions" aria-labelledby="vitrine-order-actions"><div class="inside"><h2 id="vitrine-order-actions">%1$s</h2><div class="vitrine-order__buttons">%2$s%3$s</div>%4$s%5$s</div></section>',
			esc_html__( 'Order actions', 'vitrine' ),
			$mail,
			$cancel,
			$print,
			$refund
		);
	}

	/**
	 * Notes and history, newest first, and the form to add a private note.
	 *
	 * @param Order $order The order.
	 */
	private static function notes( Order $order ): string {
		$items = '';
		foreach ( ( new OrderNotes() )->of( $order->id ) as $note ) {
			$author = $note['author'] > 0 && get_userdata( $note['author'] ) ? (string) get_userdata( $note['author'] )->display_name : __( 'System', 'vitrine' );
			$time   = (int) strtotime( $note['date'] . ' UTC' );
			$items .= sprintf(
				'<li class="vitrine-note vitrine-note--%1$s"><div class="vitrine-note__content">%2$s</div><p class="vitrine-note__meta">%3$s <time datetime="%4$s">%5$s</time> %6$s</p></li>',
				esc_attr( $note['type'] ),
				nl2br( esc_html( $note['content'] ) ),
				esc_html( OrderNotes::PRIVATE === $note['type'] ? __( 'Private note', 'vitrine' ) . ' ·' : '' ),
				esc_attr( gmdate( 'c', $time ) ),
				/* translators: 1: date, 2: time. */
				esc_html( sprintf( __( '%1$s at %2$s', 'vitrine' ), wp_date( (string) get_option( 'date_format' ), $time ), wp_date( (string) get_option( 'time_format' ), $time ) ) ),
				/* translators: %s: who wrote the note. */
				esc_html( sprintf( __( 'by %s', 'vitrine' ), $author ) )
			);
		}
		if ( '' === $items ) {
			$items = '<li>' . esc_html__( 'There are no notes yet.', 'vitrine' ) . '</li>';
		}
		return sprintf(
			'<section class="postbox vitrine-order__notes" aria-labelledby="vitrine-order-notes"><div class="inside"><h2 id="vitrine-order-notes">%1$s</h2><ol class="vitrine-notes">%2$s</ol><form method="post" action="%3$s"><input type="hidden" name="action" value="%4$s"><input type="hidden" name="order" value="%5$d">%6$s<p><label for="vitrine-order-note">%7$s</label><textarea id="vitrine-order-note" name="note" rows="3" class="widefat" aria-describedby="vitrine-order-note-help"></textarea></p><p id="vitrine-order-note-help" class="description">%8$s</p><button type="submit" class="button">%9$s</button></form></div></section>',
			esc_html__( 'Order notes', 'vitrine' ),
			$items,
			esc_url( admin_url( 'admin-post.php' ) ),
			esc_attr( OrderActions::NOTE ),
			$order->id,
			wp_nonce_field( OrderActions::nonce_action( OrderActions::NOTE, $order->id ), '_wpnonce', true, false ),
			esc_html__( 'Add note', 'vitrine' ),
			esc_html__( 'Private: only the shop’s staff see it.', 'vitrine' ),
			esc_html__( 'Add note', 'vitrine' )
		);
	}

	/**
	 * The screen's CSS (the columns, the notes, the status pills, print).
	 */
	public static function css(): string {
		return StatusPill::css()
			. '.vitrine-order .wp-heading-inline+.vitrine-status-pill{vertical-align:.4em;margin-inline-start:.5em}'
			. '.vitrine-order__columns{display:flex;gap:20px;flex-wrap:wrap;align-items:flex-start}.vitrine-order__main{flex:2 1 32rem;min-width:0}.vitrine-order__side{flex:1 1 18rem;min-width:0}'
			. '.vitrine-order .postbox .inside{padding:0 12px 12px}.vitrine-order .postbox h2{font-size:14px;margin:12px 0 8px;padding:0}'
			. '.vitrine-order__facts{display:grid;grid-template-columns:max-content 1fr;gap:4px 12px}.vitrine-order__facts dd{margin:0}.vitrine-order__status{margin:8px 0 12px}'
			. '.vitrine-order__buttons{display:flex;flex-direction:column;gap:6px;align-items:flex-start}.vitrine-order__refund-form{border-top:1px solid #dcdcde;margin-top:12px}.vitrine-order__refund-form h3{font-size:14px;margin:12px 0 4px}#vitrine-refund-amount{width:8em}'
			. '.vitrine-order-mail-failed{color:#b32d2e}.vitrine-order__refund td{color:#b32d2e}'
			. '.vitrine-notes{list-style:none;margin:0 0 12px;padding:0}.vitrine-note{margin:0 0 10px}.vitrine-note__content{background:#f0f0f1;padding:8px 10px;border-radius:2px;word-wrap:break-word}.vitrine-note--private .vitrine-note__content{background:#fcf0e1}.vitrine-note__meta{margin:2px 0 0;color:#50575e;font-size:12px}'
			. '.vitrine-orders-dates label{margin-inline-start:4px}'
			. '@media print{#adminmenumain,#wpadminbar,#wpfooter,.notice,.vitrine-order__actions,.vitrine-order__status,.vitrine-order__notes form,.vitrine-order>p:first-of-type{display:none!important}#wpcontent{margin:0!important;padding:0!important}}';
	}
}
