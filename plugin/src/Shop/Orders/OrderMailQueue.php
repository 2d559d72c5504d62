<?php
/**
 * Order mails sent after the response.
 *
 * @package Vitrine
 */

declare( strict_types = 1 );

namespace Vitrine\Shop\Orders;

defined( 'ABSPATH' ) || exit;

/**
 * Sends a new order's two mails once the customer has their answer, so placing an order waits
 * only for the database and never for the mail server (two SMTP conversations took about
 * 290 ms of every checkout).
 *
 * Placing an order marks it with one meta row per mail waiting
 * (`_vitrine_mail_pending_customer`, `_vitrine_mail_pending_shop`, holding the time it was
 * queued). At the end of the request, after `fastcgi_finish_request()` has sent the reply
 * (php-fpm; elsewhere simply at shutdown), each mark is claimed with one DELETE and its mail
 * sent: only the request that deleted the mark sends, so nothing goes twice. A mark still
 * there after {@see OrderMailQueue::STALE} seconds (the PHP process died, the node went down)
 * is picked up by the hourly `vitrine_order_maintenance` WP-Cron event, which any node may run.
 * A mail the server refuses is marked failed by {@see OrderMailer} as before: the Orders
 * screen shows it with Resend.
 */
final class OrderMailQueue {

	/**
	 * Order meta key prefix of a mail waiting to be sent.
	 */
	public const PENDING_META = '_vitrine_mail_pending_';

	/**
	 * Seconds after which a waiting mail is the cron event's to send.
	 */
	public const STALE = 120;

	/**
	 * Orders whose mails this request sends after its response.
	 *
	 * @var list<int>
	 */
	private static array $waiting = array();

	/**
	 * Whether the after-response sender is registered for this request.
	 */
	private static bool $registered = false;

	/**
	 * Sets up the queue.
	 *
	 * @param OrderRepository $orders Orders (the marks are their meta).
	 */
	public function __construct( private OrderRepository $orders = new OrderRepository() ) {}

	/**
	 * Queues an order's mails: marks them waiting and sends them after the response.
	 *
	 * @param Order $order The new order.
	 */
	public function queue( Order $order ): void {
		foreach ( array_keys( OrderMailer::mails() ) as $mail ) {
			$this->orders->add_meta( $order->id, self::PENDING_META . $mail, (string) time() );
		}
		self::$waiting[] = $order->id;
		if ( ! self::$registered ) {
			self::$registered = true;
			// After WordPress's own shutdown hook (registered in wp-settings.php, so earlier),
			// which flushes the page's output buffers.
			register_shutdown_function( array( $this, 'after_response' ) );
		}
	}

	/**
	 * Hands the reply to the web server, then sends what this request queued.
	 */
	public function after_response(): void {
		if ( ! self::$waiting ) {
			return;
		}
		if ( function_exists( 'fastcgi_finish_request' ) ) {
			fastcgi_finish_request();
		}
		ignore_user_abort( true );
		$this->flush();
	}

	/**
	 * Sends the mails this request queued now.
	 *
	 * @return int How many mails were sent or marked failed.
	 */
	public function flush(): int {
		$ids           = self::$waiting;
		self::$waiting = array();
		$done          = 0;
		foreach ( array_unique( $ids ) as $id ) {
			$done += $this->deliver( $id );
		}
		return $done;
	}

	/**
	 * Sends an order's waiting mails, each only if this call claims its mark.
	 *
	 * @param int $order_id Order id.
	 * @return int How many mails this call handled.
	 */
	public function deliver( int $order_id ): int {
		$order = null;
		$done  = 0;
		foreach ( array_keys( OrderMailer::mails() ) as $mail ) {
			if ( ! $this->orders->delete_meta( $order_id, self::PENDING_META . $mail ) ) {
				continue;
			}
			$order ??= $this->orders->find( $order_id );
			if ( ! $order ) {
				return $done;
			}
			( new OrderMailer( $this->orders ) )->deliver( $order, $mail );
			++$done;
		}
		return $done;
	}

	/**
	 * Sends the mails left waiting longer than {@see OrderMailQueue::STALE} seconds (the cron
	 * event's part), at most `$limit` orders per run.
	 *
	 * @param int $limit Orders per run.
	 * @return int How many mails were handled.
	 */
	public function deliver_stale( int $limit = 50 ): int {
		$done = 0;
		foreach ( $this->orders->orders_with_meta_before( array_map( static fn( string $mail ): string => self::PENDING_META . $mail, array_keys( OrderMailer::mails() ) ), (string) ( time() - self::STALE ), $limit ) as $id ) {
			$done += $this->deliver( $id );
		}
		return $done;
	}

	/**
	 * Whether an order still has mails waiting.
	 *
	 * @param array<string, string> $meta The order's meta.
	 * @return list<string> The mails waiting.
	 */
	public static function pending( array $meta ): array {
		return array_values( array_filter( array_keys( OrderMailer::mails() ), static fn( string $mail ): bool => isset( $meta[ self::PENDING_META . $mail ] ) ) );
	}
}
