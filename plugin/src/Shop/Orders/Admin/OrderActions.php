<?php
/**
 * What the Orders screens change.
 *
 * @package Vitrine
 */

declare( strict_types = 1 );

namespace Vitrine\Shop\Orders\Admin;

use Vitrine\Shop\Orders\OrderLifecycle;
use Vitrine\Shop\Orders\OrderMailer;
use Vitrine\Shop\Orders\OrderNotes;
use Vitrine\Shop\Orders\OrderRepository;
use WP_Error;

defined( 'ABSPATH' ) || exit;

/**
 * Every change an admin makes to orders, each behind its nonce (bound to the action and the
 * order) and the orders capability: status, bulk status, a private note, sending a mail
 * again, cancelling and refunding. Each returns a WP_Error with an HTTP status for bad input
 * (400), a refused request (403), an order not found (404) or a conflict (409); the
 * admin-post handlers in {@see OrderFormHandler} turn the outcome into a notice.
 */
final class OrderActions {

	public const STATUS = 'vitrine_order_status';
	public const BULK   = 'bulk-orders';
	public const NOTE   = 'vitrine_order_note';
	public const MAIL   = 'vitrine_order_send_mail';
	public const CANCEL = 'vitrine_order_cancel';
	public const REFUND = 'vitrine_order_refund';

	/**
	 * Sets up the actions.
	 *
	 * @param OrderRepository $orders Orders.
	 */
	public function __construct( private OrderRepository $orders = new OrderRepository() ) {}

	/**
	 * The nonce action of an action on one order.
	 *
	 * @param string $action   One of the constants.
	 * @param int    $order_id Order id.
	 */
	public static function nonce_action( string $action, int $order_id ): string {
		return $action . '_' . $order_id;
	}

	/**
	 * Checks the nonce and the capability.
	 *
	 * @param string $nonce        Nonce sent.
	 * @param string $nonce_action Its action.
	 * @return true|WP_Error
	 */
	private function allowed( string $nonce, string $nonce_action ): bool|WP_Error {
		if ( ! wp_verify_nonce( $nonce, $nonce_action ) ) {
			return new WP_Error( 'vitrine_invalid_nonce', __( 'The link has expired. Please reload the page and try again.', 'vitrine' ), array( 'status' => 403 ) );
		}
		if ( ! current_user_can( OrdersAdmin::capability() ) ) {
			return new WP_Error( 'vitrine_forbidden', __( 'Sorry, you are not allowed to change orders.', 'vitrine' ), array( 'status' => 403 ) );
		}
		return true;
	}

	/**
	 * Sets an order's status.
	 *
	 * @param int    $id     Order id.
	 * @param string $status Status.
	 * @param string $nonce  Nonce.
	 * @return bool|WP_Error Whether it moved.
	 */
	public function set_status( int $id, string $status, string $nonce ): bool|WP_Error {
		$allowed = $this->allowed( $nonce, self::nonce_action( self::STATUS, $id ) );
		return true === $allowed ? $this->lifecycle()->set_status( $id, $status, get_current_user_id() ) : $allowed;
	}

	/**
	 * Sets the status of several orders.
	 *
	 * @param list<int> $ids    Order ids.
	 * @param string    $status Status.
	 * @param string    $nonce  The list's nonce.
	 * @return int|WP_Error How many orders moved.
	 */
	public function bulk_status( array $ids, string $status, string $nonce ): int|WP_Error {
		$allowed = $this->allowed( $nonce, self::BULK );
		if ( true !== $allowed ) {
			return $allowed;
		}
		if ( ! $ids ) {
			return new WP_Error( 'vitrine_no_orders', __( 'Please select the orders to change.', 'vitrine' ), array( 'status' => 400 ) );
		}
		$moved = 0;
		foreach ( array_unique( $ids ) as $id ) {
			$result = $this->lifecycle()->set_status( $id, $status, get_current_user_id() );
			if ( $result instanceof WP_Error && 'vitrine_invalid_status' === $result->get_error_code() ) {
				return $result;
			}
			$moved += true === $result ? 1 : 0;
		}
		return $moved;
	}

	/**
	 * Adds a private note.
	 *
	 * @param int    $id    Order id.
	 * @param string $note  Text.
	 * @param string $nonce Nonce.
	 * @return true|WP_Error
	 */
	public function add_note( int $id, string $note, string $nonce ): bool|WP_Error {
		$allowed = $this->allowed( $nonce, self::nonce_action( self::NOTE, $id ) );
		if ( true !== $allowed ) {
			return $allowed;
		}
		if ( '' === trim( $note ) ) {
			return new WP_Error( 'vitrine_empty_note', __( 'Please write the note first.', 'vitrine' ), array( 'status' => 400 ) );
		}
		if ( ! $this->orders->find( $id ) ) {
			return new WP_Error( 'vitrine_order_not_found', __( 'This order could not be found.', 'vitrine' ), array( 'status' => 404 ) );
		}
		( new OrderNotes( $this->orders ) )->add( $id, trim( $note ), OrderNotes::PRIVATE, get_current_user_id() );
		return true;
	}

	/**
	 * Sends one of an order's mails again.
	 *
	 * @param int    $id    Order id.
	 * @param string $mail  {@see OrderMailer::CUSTOMER} or {@see OrderMailer::SHOP}.
	 * @param string $nonce Nonce.
	 * @return true|WP_Error
	 */
	public function send_mail( int $id, string $mail, string $nonce ): bool|WP_Error {
		$allowed = $this->allowed( $nonce, self::nonce_action( self::MAIL, $id ) );
		if ( true !== $allowed ) {
			return $allowed;
		}
		$order = $this->orders->find( $id );
		if ( ! $order ) {
			return new WP_Error( 'vitrine_order_not_found', __( 'This order could not be found.', 'vitrine' ), array( 'status' => 404 ) );
		}
		return ( new OrderMailer( $this->orders ) )->send_again( $order, $mail );
	}

	/**
	 * Cancels an order (its stock comes back once).
	 *
	 * @param int    $id    Order id.
	 * @param string $nonce Nonce.
	 * @return bool|WP_Error
	 */
	public function cancel( int $id, string $nonce ): bool|WP_Error {
		$allowed = $this->allowed( $nonce, self::nonce_action( self::CANCEL, $id ) );
		return true === $allowed ? $this->lifecycle()->cancel( $id, get_current_user_id() ) : $allowed;
	}

	/**
	 * Refunds an order in full.
	 *
	 * @param int    $id     Order id.
	 * @param string $amount Amount entered.
	 * @param string $reason Reason.
	 * @param string $nonce  Nonce.
	 * @return true|WP_Error
	 */
	public function refund( int $id, string $amount, string $reason, string $nonce ): bool|WP_Error {
		$allowed = $this->allowed( $nonce, self::nonce_action( self::REFUND, $id ) );
		return true === $allowed ? $this->lifecycle()->refund( $id, $amount, $reason, get_current_user_id() ) : $allowed;
	}

	/**
	 * The lifecycle.
	 */
	private function lifecycle(): OrderLifecycle {
		return new OrderLifecycle( $this->orders );
	}
}
