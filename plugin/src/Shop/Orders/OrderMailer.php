<?php
/**
 * Order mails.
 *
 * @package Vitrine
 */

declare( strict_types = 1 );

namespace Vitrine\Shop\Orders;

use Vitrine\Account\Customer\AccountPage;
use Vitrine\Core\Mail\MailDelivery;
use Vitrine\Core\Mail\MailLayout;
use Vitrine\Shop\Money;
use Vitrine\Shop\Payments\BankDetails;
use Vitrine\Shop\Rendering\ProductPicture;
use WP_Error;

defined( 'ABSPATH' ) || exit;

/**
 * Mails a new order to the customer (what they ordered, how to pay, where to see it) and to
 * the shop (the site's admin email, filterable with `vitrine_order_shop_email`), each as HTML
 * in the site's mail layout ({@see MailLayout}) with a plain-text part.
 *
 * A mail the server refuses is not lost: the order keeps a mark per mail
 * (`_vitrine_mail_failed_customer`, `_vitrine_mail_failed_shop`, holding the reason core's
 * `wp_mail_failed` gave), the Orders screen shows "Mail failed" with Resend, and a mail sent
 * again takes its mark away. The order itself stands: the customer has placed it, and the
 * failure is the shop's to handle.
 */
final class OrderMailer {

	public const CUSTOMER = 'customer';
	public const SHOP     = 'shop';

	/**
	 * Order meta key prefix of a failed mail's mark.
	 */
	public const FAILED_META = '_vitrine_mail_failed_';

	/**
	 * Sets up the mailer.
	 *
	 * @param OrderRepository $orders Orders (where the marks are kept).
	 */
	public function __construct( private OrderRepository $orders = new OrderRepository() ) {}

	/**
	 * The two mails.
	 *
	 * @return array<string, string> Label by mail.
	 */
	public static function mails(): array {
		return array(
			self::CUSTOMER => __( 'Customer’s mail', 'vitrine' ),
			self::SHOP     => __( 'Shop’s mail', 'vitrine' ),
		);
	}

	/**
	 * Sends both mails, marking the order for each that fails.
	 *
	 * @param Order $order The order.
	 */
	public function send( Order $order ): void {
		foreach ( array_keys( self::mails() ) as $mail ) {
			$this->deliver( $order, $mail );
		}
	}

	/**
	 * The mails of an order that failed, with why.
	 *
	 * @param array<string, string> $meta The order's meta.
	 * @return array<string, string> Reason by mail.
	 */
	public static function failures( array $meta ): array {
		$failed = array();
		foreach ( array_keys( self::mails() ) as $mail ) {
			if ( isset( $meta[ self::FAILED_META . $mail ] ) ) {
				$failed[ $mail ] = $meta[ self::FAILED_META . $mail ];
			}
		}
		return $failed;
	}

	/**
	 * Sends a failed mail again. The mark is claimed first (one DELETE), so of two concurrent
	 * Resends (a double click) only one sends; a mail that fails again is marked again.
	 *
	 * @param Order  $order The order.
	 * @param string $mail  {@see OrderMailer::CUSTOMER} or {@see OrderMailer::SHOP}.
	 * @return true|WP_Error `vitrine_not_failed` (400) when the mail is not marked as failed,
	 *                       `vitrine_mail_failed` (502) when it failed again.
	 */
	public function resend( Order $order, string $mail ): bool|WP_Error {
		if ( ! isset( self::mails()[ $mail ] ) || ! $this->orders->delete_meta( $order->id, self::FAILED_META . $mail ) ) {
			return new WP_Error( 'vitrine_not_failed', __( 'Only a mail that failed can be sent again.', 'vitrine' ), array( 'status' => 400 ) );
		}
		if ( ! $this->deliver( $order, $mail ) ) {
			return new WP_Error( 'vitrine_mail_failed', __( 'The mail could not be sent.', 'vitrine' ), array( 'status' => 502 ) );
		}
		return true;
	}

	/**
	 * Sends one of the mails again at the shop's request (the customer lost it, the address
	 * was corrected), whether or not it failed before; a failure mark it had goes.
	 *
	 * @param Order  $order The order.
	 * @param string $mail  {@see OrderMailer::CUSTOMER} or {@see OrderMailer::SHOP}.
	 * @return true|WP_Error `vitrine_invalid_mail` (400), `vitrine_mail_failed` (502).
	 */
	public function send_again( Order $order, string $mail ): bool|WP_Error {
		if ( ! isset( self::mails()[ $mail ] ) ) {
			return new WP_Error( 'vitrine_invalid_mail', __( 'Please choose a mail to send.', 'vitrine' ), array( 'status' => 400 ) );
		}
		$this->orders->delete_meta( $order->id, self::FAILED_META . $mail );
		if ( ! $this->deliver( $order, $mail ) ) {
			return new WP_Error( 'vitrine_mail_failed', __( 'The mail could not be sent.', 'vitrine' ), array( 'status' => 502 ) );
		}
		return true;
	}

	/**
	 * Sends one of the mails (HTML with its text part); marks the order when it fails. Either
	 * way the order's history says so.
	 *
	 * @param Order  $order The order.
	 * @param string $mail  Which.
	 * @return bool Whether it was sent.
	 */
	public function deliver( Order $order, string $mail ): bool {
		list( $to, $subject, $html, $text ) = self::SHOP === $mail ? $this->shop_mail( $order ) : $this->customer_mail( $order );
		$failure                            = MailDelivery::send( $to, $subject, $html, array(), array(), $text );
		$notes                              = new OrderNotes( $this->orders );
		$label                              = self::mails()[ $mail ];
		if ( null === $failure ) {
			/* translators: 1: which mail ("Customer’s mail"), 2: the address it went to. */
			$notes->add( $order->id, sprintf( __( '%1$s sent to %2$s.', 'vitrine' ), $label, $to ), OrderNotes::SYSTEM, get_current_user_id() );
			return true;
		}
		$this->orders->set_meta( $order->id, self::FAILED_META . $mail, $failure );
		/* translators: 1: which mail, 2: the address, 3: the mail server's reason. */
		$notes->add( $order->id, sprintf( __( '%1$s to %2$s failed: %3$s', 'vitrine' ), $label, $to, $failure ), OrderNotes::SYSTEM, get_current_user_id() );
		return false;
	}

	/**
	 * The customer's mail: thanks, the order, how to pay, the address, the link to the order.
	 *
	 * @param Order $order The order.
	 * @return array{0: string, 1: string, 2: string, 3: string} To, subject, HTML, text.
	 */
	private function customer_mail( Order $order ): array {
		$gateway = PaymentGateways::all()[ $order->payment_method ] ?? null;
		$title   = __( 'Thank you for your order', 'vitrine' );
		/* translators: %s: customer's first name. */
		$hello = sprintf( __( 'Hi %s,', 'vitrine' ), $order->billing['first_name'] ?? '' );
		$intro = __( 'Thank you for your order. We will let you know when it ships.', 'vitrine' );
		$link  = self::customer_link( $order );
		$view  = __( 'View your order online', 'vitrine' );

		$html = MailLayout::paragraph( esc_html( $hello ) ) . MailLayout::paragraph( esc_html( $intro ) ) . $this->summary_html( $order );
		$text = $hello . "\n\n" . $intro . "\n\n" . $this->summary( $order );
		if ( $gateway ) {
			$html .= MailLayout::heading( $gateway['title'] ) . MailLayout::paragraph( esc_html( $gateway['description'] ) );
			$text .= "\n" . $gateway['title'] . ': ' . $gateway['description'] . "\n";
		}
		if ( BankDetails::applies( $order ) ) {
			$html .= MailLayout::heading( __( 'Our bank details', 'vitrine' ) );
			$text .= "\n" . BankDetails::text( $order );
			/* translators: 1: amount, 2: the payment reference, e.g. "Order 12". */
			$html .= MailLayout::paragraph( esc_html( sprintf( __( 'Please transfer %1$s with the reference “%2$s”.', 'vitrine' ), Money::format( $order->total ), BankDetails::reference( $order ) ) ) );
			foreach ( BankDetails::accounts() as $account ) {
				$html .= MailLayout::rows( array_map( null, array_keys( $account ), array_values( $account ) ) );
			}
		}
		$address = OrderReceivedView::address_lines( $order );
		$html   .= MailLayout::heading( __( 'Billing address', 'vitrine' ) ) . MailLayout::paragraph( implode( '<br>', array_map( 'esc_html', $address ) ) );
		$html   .= MailLayout::paragraph( sprintf( '<a href="%1$s" style="color:%2$s;font-weight:600">%3$s</a>', esc_url( $link ), esc_attr( MailLayout::INK ), esc_html( $view ) ) );
		$text   .= "\n" . __( 'Billing address', 'vitrine' ) . ":\n" . implode( "\n", $address ) . "\n\n" . $view . ': ' . $link . "\n";
		return array(
			$order->billing['email'],
			/* translators: 1: site name, 2: order number. */
			sprintf( __( 'Your %1$s order #%2$d has been received', 'vitrine' ), self::site(), $order->id ),
			MailLayout::html( $title, $html ),
			MailLayout::text( $title, $text ),
		);
	}

	/**
	 * Where the customer sees the order: a registered customer's account (its order view, behind
	 * their sign-in), a guest's order received page (its key in the address).
	 *
	 * @param Order $order The order.
	 */
	public static function customer_link( Order $order ): string {
		return $order->user_id > 0 ? AccountPage::url( array( 'view-order' => $order->id ) ) : CheckoutFormHandler::confirmation_url( $order );
	}

	/**
	 * The shop's mail.
	 *
	 * @param Order $order The order.
	 * @return array{0: string, 1: string, 2: string, 3: string} To, subject, HTML, text.
	 */
	private function shop_mail( Order $order ): array {
		/**
		 * Filters the address that receives the shop's copy of each new order.
		 *
		 * @since 0.1.0
		 *
		 * @param string $email Default: the site's admin email.
		 * @param Order  $order The order.
		 */
		$shop = (string) apply_filters( 'vitrine_order_shop_email', (string) get_option( 'admin_email' ), $order );
		/* translators: 1: order number, 2: customer name. */
		$title    = sprintf( __( 'New order #%1$d from %2$s', 'vitrine' ), $order->id, $order->customer_name() );
		$customer = OrderReceivedView::address_lines( $order );
		$admin    = Admin\OrdersAdmin::url( array( 'order' => $order->id ) );
		$open     = __( 'Open the order', 'vitrine' );
		$gateway  = PaymentGateways::all()[ $order->payment_method ] ?? null;
		$state    = array(
			array( __( 'Payment method', 'vitrine' ), $gateway['title'] ?? $order->payment_method ),
			array( __( 'Status', 'vitrine' ), OrderStatus::labels()[ $order->status ] ?? $order->status ),
		);
		$html     = $this->summary_html( $order )
			. MailLayout::rows( $state )
			. MailLayout::heading( __( 'Customer', 'vitrine' ) ) . MailLayout::paragraph( implode( '<br>', array_map( 'esc_html', $customer ) ) )
			. MailLayout::paragraph( sprintf( '<a href="%1$s" style="color:%2$s;font-weight:600">%3$s</a>', esc_url( $admin ), esc_attr( MailLayout::INK ), esc_html( $open ) ) );
		$text     = $this->summary( $order ) . "\n" . $state[0][0] . ': ' . $state[0][1] . "\n" . $state[1][0] . ': ' . $state[1][1] . "\n\n" . implode( "\n", $customer ) . "\n\n" . $open . ': ' . $admin . "\n";
		return array(
			$shop,
			/* translators: 1: site name, 2: order number, 3: customer name. */
			sprintf( __( '[%1$s] New order #%2$d from %3$s', 'vitrine' ), self::site(), $order->id, $order->customer_name() ),
			MailLayout::html( $title, $html ),
			MailLayout::text( $title, $text ),
		);
	}

	/**
	 * The site's name as mail text.
	 */
	private static function site(): string {
		return wp_specialchars_decode( (string) get_bloginfo( 'name' ), ENT_QUOTES );
	}

	/**
	 * The order's number, date, lines and total as text.
	 *
	 * @param Order $order The order.
	 */
	private function summary( Order $order ): string {
		/* translators: 1: order number, 2: date. */
		$text = sprintf( __( 'Order #%1$d (%2$s)', 'vitrine' ), $order->id, OrderReceivedView::date( $order ) ) . "\n";
		foreach ( $order->items as $item ) {
			$text .= sprintf( '%1$s × %2$d: %3$s', $item['name'], $item['quantity'], Money::format( $item['total'] ) ) . "\n";
		}
		return $text . OrderTotalsView::text( OrderTotalsView::for_order( $order ) );
	}

	/**
	 * The same as HTML.
	 *
	 * @param Order $order The order.
	 */
	private function summary_html( Order $order ): string {
		$lines = array();
		foreach ( $order->items as $item ) {
			$lines[] = array( ProductPicture::mail( $item['product_id'], $item['name'] ), sprintf( '%1$s × %2$d', $item['name'], $item['quantity'] ), Money::format( $item['total'] ) );
		}
		$rows   = array();
		$totals = array();
		$after  = false;
		foreach ( OrderTotalsView::for_order( $order ) as $row ) {
			// The total and what it includes in bold under the rule; the rest with the lines.
			$after = $after || 'total' === $row['kind'];
			if ( $after ) {
				$totals[] = array( $row['label'], $row['value'] );
			} else {
				$rows[] = array( $row['label'], $row['value'] );
			}
		}
		/* translators: 1: order number, 2: date. */
		return MailLayout::heading( sprintf( __( 'Order #%1$d (%2$s)', 'vitrine' ), $order->id, OrderReceivedView::date( $order ) ) )
			. MailLayout::items( $lines ) . MailLayout::rows( $rows, $totals );
	}
}
