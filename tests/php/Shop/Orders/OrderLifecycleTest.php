<?php
/**
 * @package Vitrine
 */

declare( strict_types = 1 );

namespace Vitrine\Tests\Shop\Orders;

use Vitrine\Shop\Cart\CartFactory;
use Vitrine\Shop\Orders\Admin\OrderActions;
use Vitrine\Shop\Orders\Admin\OrdersAdmin;
use Vitrine\Shop\Orders\Admin\OrdersListScreen;
use Vitrine\Shop\Orders\Admin\StatusPill;
use Vitrine\Shop\Orders\Order;
use Vitrine\Shop\Orders\OrderLifecycle;
use Vitrine\Shop\Orders\OrderNotes;
use Vitrine\Shop\Orders\OrderRepository;
use Vitrine\Shop\Orders\OrderMailQueue;
use Vitrine\Shop\Orders\OrderService;
use Vitrine\Shop\ProductPostType;
use Vitrine\Tests\Lifecycle\SiteProcess;
use Vitrine\Tests\Shop\Cart\CartTestCase;
use WP_Error;

/**
 * Cancelling and refunding put the stock back exactly once (one after the other or at the
 * same moment), reopening takes it again; every move leaves a note; the admin actions want
 * their nonce and the orders capability and refuse bad input with a 4xx WP_Error.
 */
final class OrderLifecycleTest extends CartTestCase {

	/**
	 * An order of 3 units of a product with 10 in stock (7 left).
	 *
	 * @return array{0: Order, 1: int} The order and the product.
	 */
	private function order_of_three(): array {
		$this->capture_mail();
		$this->as_guest( str_repeat( 'c', 32 ) );
		$product = $this->stocked_product( 10, '4.00' );
		$cart    = CartFactory::current();
		$cart->add( $product, 3 );
		$order = ( new OrderService() )->place( $cart, OrderServiceTest::billing(), 'cod' );
		( new OrderMailQueue() )->flush();
		$this->assertInstanceOf( Order::class, $order );
		$this->assertSame( '7', $this->stock( $product ) );
		return array( $order, $product );
	}

	/**
	 * A product's stock as stored.
	 *
	 * @param int $product Product id.
	 */
	private function stock( int $product ): string {
		wp_cache_delete( $product, 'post_meta' );
		return (string) get_post_meta( $product, ProductPostType::META_STOCK, true );
	}

	/**
	 * The contents of an order's notes, newest first.
	 *
	 * @param int $order Order id.
	 * @return list<string>
	 */
	private function notes( int $order ): array {
		return array_column( ( new OrderNotes() )->of( $order ), 'content' );
	}

	public function test_cancelling_twice_restores_the_stock_once_and_notes_the_move(): void {
		list( $order, $product ) = $this->order_of_three();
		$lifecycle               = new OrderLifecycle();

		$this->assertTrue( $lifecycle->cancel( $order->id, 0 ) );
		$this->assertSame( '10', $this->stock( $product ) );
		$this->assertFalse( $lifecycle->cancel( $order->id, 0 ), 'already cancelled: nothing moves' );
		$this->assertSame( '10', $this->stock( $product ), 'the stock came back once' );
		$this->assertSame( 'cancelled', ( new OrderRepository() )->find( $order->id )?->status );

		$notes = $this->notes( $order->id );
		$this->assertSame( 'Order status changed from Processing to Cancelled.', $notes[0] );
		$this->assertStringStartsWith( 'Stock restored: ', $notes[1] );
		$this->assertSame( 1, count( array_filter( $notes, static fn( string $note ): bool => str_starts_with( $note, 'Stock restored' ) ) ) );
		$this->assertContains( 'Customer’s mail sent to ada@example.com.', $notes, 'the checkout’s mails are in the history' );

		// Refunding a cancelled order does not put the stock back a second time.
		$this->assertTrue( $lifecycle->refund( $order->id, '', 'Changed mind', 0 ) );
		$this->assertSame( '10', $this->stock( $product ) );

		// Reopening takes the stock again.
		$this->assertTrue( $lifecycle->set_status( $order->id, 'processing' ) );
		$this->assertSame( '7', $this->stock( $product ) );
	}

	public function test_a_refund_records_amount_and_reason_restores_the_stock_once_and_refuses_bad_amounts(): void {
		list( $order, $product ) = $this->order_of_three();
		$lifecycle               = new OrderLifecycle();
		$user                    = $this->create_user( 'administrator' );

		$partial = $lifecycle->refund( $order->id, '5.00', '', $user );
		$this->assertInstanceOf( WP_Error::class, $partial );
		$this->assertSame( 'vitrine_refund_amount', $partial->get_error_code() );
		$this->assertSame( 400, $partial->get_error_data()['status'] );
		$this->assertInstanceOf( WP_Error::class, $lifecycle->refund( $order->id, 'twelve', '', $user ) );
		$this->assertSame( '7', $this->stock( $product ), 'a refused refund moves nothing' );

		$this->assertTrue( $lifecycle->refund( $order->id, '12.00', 'Broken in transit', $user ) );
		$this->assertSame( '10', $this->stock( $product ) );
		$refund = OrderLifecycle::refund_of( ( new OrderRepository() )->meta( $order->id ) );
		$this->assertSame( '12.00', $refund['amount'] ?? '' );
		$this->assertSame( 'Broken in transit', $refund['reason'] ?? '' );
		$this->assertSame( $user, $refund['author'] ?? 0 );

		$again = $lifecycle->refund( $order->id, '', '', $user );
		$this->assertInstanceOf( WP_Error::class, $again );
		$this->assertSame( 'vitrine_order_already_refunded', $again->get_error_code() );
		$this->assertSame( 409, $again->get_error_data()['status'] );
		$this->assertSame( '10', $this->stock( $product ) );
		$cancel = $lifecycle->cancel( $order->id, $user );
		$this->assertInstanceOf( WP_Error::class, $cancel );
		$this->assertSame( '10', $this->stock( $product ) );

		$notes = ( new OrderNotes() )->of( $order->id );
		$this->assertStringStartsWith( 'Refunded ', $notes[0]['content'] );
		$this->assertStringEndsWith( 'Reason: Broken in transit', $notes[0]['content'] );
		$this->assertSame( $user, $notes[0]['author'] );
	}

	public function test_four_simultaneous_cancels_restore_the_stock_once(): void {
		global $wpdb;
		list( $order, $product ) = $this->order_of_three();
		// The child processes read the database through their own connections.
		$wpdb->query( 'COMMIT' );

		$barrier = get_temp_dir() . 'vitrine-cancel-barrier-' . wp_generate_password( 8, false );
		wp_mkdir_p( $barrier );
		$site = new SiteProcess(
			(string) DB_NAME,
			$barrier,
			array(
				'VITRINE_TEST_BARRIER' => $barrier,
				'VITRINE_TEST_ORDER'   => (string) $order->id,
			)
		);
		try {
			$children = array();
			for ( $i = 0; $i < 4; $i++ ) {
				$children[] = $site->start( array( 'cancel' ) );
			}
			do {
				usleep( 5000 );
				$ready = count( (array) glob( $barrier . '/ready-*' ) );
			} while ( $ready < 4 );
			touch( $barrier . '/go' );
			$results = array_map( array( $site, 'finish' ), $children );
		} finally {
			array_map( 'wp_delete_file', (array) glob( $barrier . '/*' ) );
			rmdir( $barrier ); // phpcs:ignore WordPress.WP.AlternativeFunctions -- the test's own empty folder.
		}

		$moved = array_filter( $results, static fn( array $result ): bool => true === ( $result['moved'] ?? null ) );
		$this->assertCount( 1, $moved, 'one request moved the order: ' . wp_json_encode( $results ) );
		$this->assertCount( 3, array_filter( $results, static fn( array $result ): bool => false === ( $result['moved'] ?? null ) ), 'the others found it cancelled' );
		$this->assertSame( '10', $this->stock( $product ), 'the stock came back once' );
		$restored = array_filter( $this->notes( $order->id ), static fn( string $note ): bool => str_starts_with( $note, 'Stock restored' ) );
		$this->assertCount( 1, $restored );
	}

	public function test_admin_actions_want_the_nonce_and_the_capability_and_refuse_bad_input(): void {
		list( $order, $product ) = $this->order_of_three();
		$actions                 = new OrderActions();
		$nonce                   = static fn( string $action ): string => wp_create_nonce( OrderActions::nonce_action( $action, $order->id ) );

		wp_set_current_user( $this->create_user( 'subscriber' ) );
		$refused = $actions->cancel( $order->id, $nonce( OrderActions::CANCEL ) );
		$this->assertInstanceOf( WP_Error::class, $refused );
		$this->assertSame( 'vitrine_forbidden', $refused->get_error_code() );
		$this->assertSame( 403, $refused->get_error_data()['status'] );
		$this->assertSame( '7', $this->stock( $product ) );

		wp_set_current_user( $this->create_user( 'shop_manager' ) );
		$stale = $actions->cancel( $order->id, 'not-a-nonce' );
		$this->assertInstanceOf( WP_Error::class, $stale );
		$this->assertSame( 403, $stale->get_error_data()['status'] );
		$wrong_order = $actions->cancel( $order->id, wp_create_nonce( OrderActions::nonce_action( OrderActions::CANCEL, $order->id + 1 ) ) );
		$this->assertInstanceOf( WP_Error::class, $wrong_order, 'the nonce is bound to the order' );

		$bad_status = $actions->set_status( $order->id, 'shipped', $nonce( OrderActions::STATUS ) );
		$this->assertInstanceOf( WP_Error::class, $bad_status );
		$this->assertSame( 'vitrine_invalid_status', $bad_status->get_error_code() );
		$this->assertSame( 400, $bad_status->get_error_data()['status'] );
		$empty = $actions->add_note( $order->id, '   ', $nonce( OrderActions::NOTE ) );
		$this->assertInstanceOf( WP_Error::class, $empty );
		$this->assertSame( 400, $empty->get_error_data()['status'] );
		$missing = $actions->add_note( $order->id + 1000, 'Hello', wp_create_nonce( OrderActions::nonce_action( OrderActions::NOTE, $order->id + 1000 ) ) );
		$this->assertInstanceOf( WP_Error::class, $missing );
		$this->assertSame( 404, $missing->get_error_data()['status'] );
		$bad_mail = $actions->send_mail( $order->id, 'everyone', $nonce( OrderActions::MAIL ) );
		$this->assertInstanceOf( WP_Error::class, $bad_mail );
		$this->assertSame( 400, $bad_mail->get_error_data()['status'] );
		$no_orders = $actions->bulk_status( array(), 'completed', wp_create_nonce( OrderActions::BULK ) );
		$this->assertInstanceOf( WP_Error::class, $no_orders );
		$this->assertSame( 400, $no_orders->get_error_data()['status'] );

		// The shop manager's private note, a mail sent again, a bulk move.
		$this->assertTrue( $actions->add_note( $order->id, 'Customer phoned: leave at the door.', $nonce( OrderActions::NOTE ) ) );
		$note = ( new OrderNotes() )->of( $order->id )[0];
		$this->assertSame( 'Customer phoned: leave at the door.', $note['content'] );
		$this->assertSame( OrderNotes::PRIVATE, $note['type'] );
		$this->assertSame( get_current_user_id(), $note['author'] );
		$sent = count( $this->mails );
		$this->assertTrue( $actions->send_mail( $order->id, 'customer', $nonce( OrderActions::MAIL ) ) );
		$this->assertCount( $sent + 1, $this->mails );
		$this->assertSame( 'ada@example.com', $this->mails[ $sent ]['to'] );
		$this->assertSame( 1, $actions->bulk_status( array( $order->id ), 'completed', wp_create_nonce( OrderActions::BULK ) ) );
		$this->assertSame( 0, $actions->bulk_status( array( $order->id ), 'completed', wp_create_nonce( OrderActions::BULK ) ), 'already completed' );

		$html = ( new OrdersAdmin() )->detail( $order->id );
		$this->assertStringContainsString( 'Customer phoned: leave at the door.', $html );
		$this->assertStringContainsString( 'Order status changed from Processing to Completed.', $html );
		$this->assertStringContainsString( '<span class="vitrine-status-pill status-completed">Completed</span>', $html );
		$this->assertStringContainsString( 'Cancel order and restore stock', $html );
	}

	public function test_the_list_counts_each_status_filters_by_date_and_shows_pills(): void {
		list( $order ) = $this->order_of_three();
		( new OrderLifecycle() )->cancel( $order->id );
		$this->as_guest( str_repeat( 'f', 32 ) );
		$cart = CartFactory::current();
		$cart->add( $this->create_product(), 1 );
		$other = ( new OrderService() )->place( $cart, OrderServiceTest::billing(), 'cod' );
		$this->assertInstanceOf( Order::class, $other );
		wp_set_current_user( $this->create_user( 'administrator' ) );

		require_once ABSPATH . 'wp-admin/includes/admin.php'; // The list is a WP_List_Table.
		$list = ( new OrdersListScreen() )->list();
		$this->assertMatchesRegularExpression( '/>Cancelled <span class="count">\(1\)</', $list );
		$this->assertMatchesRegularExpression( '/>Processing <span class="count">\(1\)</', $list );
		$this->assertMatchesRegularExpression( '/>All <span class="count">\(2\)</', $list );
		$this->assertStringNotContainsString( 'On hold <span', $list, 'no view for a status no order has' );
		$this->assertStringContainsString( '<span class="vitrine-status-pill status-cancelled">Cancelled</span>', $list );
		$this->assertStringNotContainsString( '<mark', $list );
		$this->assertMatchesRegularExpression( '/<time datetime="[^"]+" title="[^"]+">\d+ (second|seconds|min|mins) ago<\/time>/', $list, 'today’s orders say how long ago' );

		$_GET = array(
			'from' => gmdate( 'Y-m-d', time() - 3 * DAY_IN_SECONDS ),
			'to'   => gmdate( 'Y-m-d', time() - 2 * DAY_IN_SECONDS ),
		);
		$this->assertStringContainsString( 'No orders found.', ( new OrdersListScreen() )->list() );
		$_GET = array(
			'from' => gmdate( 'Y-m-d', time() - DAY_IN_SECONDS ),
			'to'   => gmdate( 'Y-m-d', time() + DAY_IN_SECONDS ),
		);
		$this->assertStringContainsString( '#' . $order->id . ' Ada Lovelace', ( new OrdersListScreen() )->list() );
		$_GET = array();
	}

	public function test_every_status_pill_reaches_4_5_to_1(): void {
		$luminance = static function ( string $hex ): float {
			$channels = array_map( static fn( string $pair ): float => hexdec( $pair ) / 255, str_split( ltrim( $hex, '#' ), 2 ) );
			$linear   = array_map( static fn( float $c ): float => $c <= 0.03928 ? $c / 12.92 : ( ( $c + 0.055 ) / 1.055 ) ** 2.4, $channels );
			return 0.2126 * $linear[0] + 0.7152 * $linear[1] + 0.0722 * $linear[2];
		};
		foreach ( StatusPill::COLOURS as $status => $colours ) {
			$light = max( $luminance( $colours[0] ), $luminance( $colours[1] ) );
			$dark  = min( $luminance( $colours[0] ), $luminance( $colours[1] ) );
			$this->assertGreaterThanOrEqual( 4.5, ( $light + 0.05 ) / ( $dark + 0.05 ), $status );
		}
	}
}
