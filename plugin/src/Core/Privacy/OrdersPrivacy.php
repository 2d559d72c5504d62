<?php
/**
 * Orders in the privacy tools.
 *
 * @package Vitrine
 */

declare( strict_types = 1 );

namespace Vitrine\Core\Privacy;

use Vitrine\Shop\Attribution\AttributionFields;
use Vitrine\Shop\Orders\Billing;
use Vitrine\Shop\Orders\OrderMailer;
use Vitrine\Shop\Orders\OrderNotes;
use Vitrine\Shop\Orders\OrderRepository;
use Vitrine\Shop\Orders\OrderStatus;

defined( 'ABSPATH' ) || exit;

/**
 * A customer's orders: found by billing address or by account. Erasing anonymises them
 * instead of deleting them, as WooCommerce does: a shop must keep its sales records (tax and
 * accounting law), but not who bought. Names, address, telephone and email are replaced, the
 * account link cut, and the attribution meta that describe the visitor (browser, referrer,
 * landing page) deleted; the lines, totals, dates and status stay.
 */
final class OrdersPrivacy {

	public const ID = 'vitrine-orders';

	/**
	 * Orders per exporter page.
	 */
	private const PAGE_SIZE = 20;

	/**
	 * Attribution meta that describe the visitor rather than the campaign.
	 */
	private const VISITOR_META = array( 'user_agent', 'referrer', 'session_entry', 'session_start_time' );

	/**
	 * Sets up the orders' privacy tools.
	 *
	 * @param OrderRepository $orders Orders.
	 */
	public function __construct( private OrderRepository $orders ) {}

	/**
	 * Core's exporter entry.
	 *
	 * @return array{exporter_friendly_name: string, callback: callable}
	 */
	public function exporter(): array {
		return array(
			'exporter_friendly_name' => __( 'Shop orders', 'vitrine' ),
			'callback'               => array( $this, 'export' ),
		);
	}

	/**
	 * Core's eraser entry.
	 *
	 * @return array{eraser_friendly_name: string, callback: callable}
	 */
	public function eraser(): array {
		return array(
			'eraser_friendly_name' => __( 'Shop orders', 'vitrine' ),
			'callback'             => array( $this, 'erase' ),
		);
	}

	/**
	 * Ids of the person's orders, newest first.
	 *
	 * @param Person $person Person.
	 * @param int    $limit  Rows, 0 for all.
	 * @param int    $offset Offset.
	 * @return list<int>
	 */
	private function ids( Person $person, int $limit = 0, int $offset = 0 ): array {
		global $wpdb;
		$sql = $wpdb->prepare(
			'SELECT id FROM %i WHERE billing_email = %s OR ( user_id > 0 AND user_id = %d ) ORDER BY id DESC',
			$wpdb->prefix . 'vitrine_orders',
			$person->email,
			$person->user_id
		);
		if ( $limit > 0 ) {
			$sql .= $wpdb->prepare( ' LIMIT %d OFFSET %d', $limit, $offset );
		}
		return array_map( 'intval', $wpdb->get_col( $sql ) ); // phpcs:ignore WordPress.DB.PreparedSQL.NotPrepared -- prepared above.
	}

	/**
	 * Exports the person's orders.
	 *
	 * @param string $email Email address.
	 * @param int    $page  Page, from 1.
	 * @return array{data: list<array<string, mixed>>, done: bool}
	 */
	public function export( $email, $page = 1 ): array {
		$person = Person::of( $email );
		if ( ! $person->is_known() ) {
			return Export::page( array() );
		}
		$ids   = $this->ids( $person, self::PAGE_SIZE, ( max( 1, (int) $page ) - 1 ) * self::PAGE_SIZE );
		$items = array();
		foreach ( $ids as $id ) {
			$order = $this->orders->find( $id );
			if ( null === $order ) {
				continue;
			}
			$lines = array();
			foreach ( $order->items as $line ) {
				$lines[] = sprintf( '%s × %d', $line['name'], $line['quantity'] );
			}
			$meta   = $this->orders->meta( $id );
			$fields = array(
				__( 'Order number', 'vitrine' ) => (string) $order->id,
				__( 'Date', 'vitrine' )         => Export::date( $order->created_at ),
				__( 'Status', 'vitrine' )       => OrderStatus::labels()[ $order->status ] ?? $order->status,
				__( 'Items', 'vitrine' )        => implode( ', ', $lines ),
				__( 'Total', 'vitrine' )        => $order->total . ' ' . $order->currency,
			);
			foreach ( Billing::fields() as $name => $field ) {
				$fields[ $field['label'] ] = $order->billing[ $name ] ?? '';
			}
			$fields[ __( 'Payment method', 'vitrine' ) ] = $order->payment_method;
			$fields[ __( 'Browser', 'vitrine' ) ]        = $meta[ AttributionFields::META_PREFIX . 'user_agent' ] ?? '';
			$fields[ __( 'Referrer', 'vitrine' ) ]       = $meta[ AttributionFields::META_PREFIX . 'referrer' ] ?? '';
			$items[]                                     = Export::item(
				'vitrine-orders',
				__( 'Orders', 'vitrine' ),
				__( 'The orders placed with this email address or by this account.', 'vitrine' ),
				'vitrine-order-' . $order->id,
				$fields
			);
		}
		return Export::page( $items, count( $ids ) < self::PAGE_SIZE );
	}

	/**
	 * Anonymises the person's orders.
	 *
	 * @param string $email Email address.
	 * @param int    $page  Page (all are done on the first).
	 * @return array{items_removed: bool, items_retained: bool, messages: list<string>, done: bool}
	 */
	public function erase( $email, $page = 1 ): array {
		$person = Person::of( $email );
		if ( ! $person->is_known() ) {
			return Export::erased( false );
		}
		$removed  = false;
		$retained = false;
		$messages = array();
		foreach ( $this->ids( $person ) as $id ) {
			/**
			 * Filters whether erasing a customer's personal data anonymises this order. A shop
			 * that must keep the buyer of recent orders (an open dispute, a warranty) returns
			 * false for them; they are then kept and reported as retained.
			 *
			 * @since 0.2.0
			 *
			 * @param bool   $anonymise Default true.
			 * @param int    $order_id  Order number.
			 * @param string $email     The erased address.
			 */
			if ( ! apply_filters( 'vitrine_privacy_anonymise_order', true, $id, $person->email ) ) {
				$retained = true;
				/* translators: %d: order number. */
				$messages[] = sprintf( __( 'Personal data within order #%d was kept.', 'vitrine' ), $id );
				continue;
			}
			$this->anonymise( $id );
			$removed = true;
			/* translators: %d: order number. */
			$messages[] = sprintf( __( 'Order #%d: personal data removed; the order itself is kept, anonymised, for the shop’s records.', 'vitrine' ), $id );
		}
		// The orders remain (anonymised): say so, as WooCommerce does.
		return Export::erased( $removed, $retained || $removed, $messages );
	}

	/**
	 * Replaces an order's personal fields (in its notes too) and deletes the visitor's
	 * attribution meta and the marks of failed mails.
	 *
	 * @param int $id Order number.
	 */
	private function anonymise( int $id ): void {
		global $wpdb;
		$order = $this->orders->find( $id );
		if ( $order ) {
			// The notes name the address mails went to; a private note may quote the customer.
			( new OrderNotes( $this->orders ) )->redact(
				$id,
				array(
					$order->billing['email']   => wp_privacy_anonymize_data( 'email' ),
					$order->billing['phone']   => wp_privacy_anonymize_data( 'text' ),
					$order->billing['address'] => wp_privacy_anonymize_data( 'text' ),
					$order->customer_name()    => wp_privacy_anonymize_data( 'text' ),
				)
			);
		}
		$wpdb->update(
			$wpdb->prefix . 'vitrine_orders',
			array(
				'user_id'            => 0,
				'billing_first_name' => wp_privacy_anonymize_data( 'text' ),
				'billing_last_name'  => wp_privacy_anonymize_data( 'text' ),
				'billing_email'      => wp_privacy_anonymize_data( 'email' ),
				'billing_phone'      => wp_privacy_anonymize_data( 'text' ),
				'billing_address'    => wp_privacy_anonymize_data( 'text' ),
				'billing_city'       => wp_privacy_anonymize_data( 'text' ),
				'billing_postcode'   => wp_privacy_anonymize_data( 'text' ),
			),
			array( 'id' => $id ),
			array( '%d', '%s', '%s', '%s', '%s', '%s', '%s', '%s' ),
			array( '%d' )
		);
		foreach ( self::VISITOR_META as $name ) {
			$wpdb->delete(
				$wpdb->prefix . 'vitrine_order_meta',
				array(
					'order_id' => $id,
					'meta_key' => AttributionFields::META_PREFIX . $name, // phpcs:ignore WordPress.DB.SlowDBQuery.slow_db_query_meta_key -- our own indexed table.
				),
				array( '%d', '%s' )
			);
		}
		// A failed mail's reason may name the address, and there is no one left to resend it to.
		foreach ( array_keys( OrderMailer::mails() ) as $mail ) {
			$this->orders->delete_meta( $id, OrderMailer::FAILED_META . $mail );
		}
		$this->orders->add_meta( $id, '_vitrine_anonymised', current_time( 'mysql', true ) );
	}
}
