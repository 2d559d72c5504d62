<?php
/**
 * @package Vitrine
 */

declare( strict_types = 1 );

namespace Vitrine\Tests\Lifecycle;

use Vitrine\Account\LoginThrottle;
use Vitrine\ContactForms\FormRepository;
use Vitrine\ContactForms\Submission\SubmissionRepository;
use Vitrine\ContactForms\Submission\UploadStore;
use Vitrine\Core\Database\SchemaInstaller;
use Vitrine\Core\RateLimiter\RateLimiter;
use Vitrine\Likes\LikeRepository;
use Vitrine\Newsletter\SubscriberRepository;
use Vitrine\Shop\Orders\OrderNotes;
use Vitrine\Shop\Orders\OrderRepository;
use Vitrine\Tests\Shop\ProductFactory;
use Vitrine\Tests\TestCase;
use Vitrine\Wishlists\WishlistRepository;

/**
 * Tools → Export / Erase Personal Data, the way core runs a request: every registered
 * exporter page by page into core's export file, every registered eraser page by page
 * through core's erasure step, for a customer who left data in every part of the plugin.
 */
final class PrivacyToolsTest extends TestCase {

	use ProductFactory;

	private const EMAIL = 'ada@example.test';
	private const IP    = '203.0.113.7';
	private const AGENT = 'AdaBrowser/1.0';

	/**
	 * What only the customer's rows contain.
	 *
	 * @var list<string>
	 */
	private array $personal = array();

	/**
	 * The customer's account.
	 */
	private int $user_id = 0;

	/**
	 * The stored contact form file.
	 */
	private string $file = '';

	protected function setUp(): void {
		parent::setUp();
		require_once ABSPATH . 'wp-admin/includes/privacy-tools.php';
		require_once ABSPATH . 'wp-admin/includes/file.php';
		// What wp-admin/includes/admin-filters.php hooks for the export request.
		add_action( 'wp_privacy_personal_data_export_file', 'wp_privacy_generate_personal_data_export_file', 10 );
	}

	protected function tearDown(): void {
		if ( '' !== $this->file && is_file( $this->file ) ) {
			wp_delete_file( $this->file );
		}
		parent::tearDown();
	}

	/**
	 * A customer with an account who ordered, wrote through a contact form, loved a post,
	 * filled a cart and a wishlist, subscribed to the newsletter and mistyped her password;
	 * and another customer whose data must survive.
	 */
	private function seed(): void {
		global $wpdb;
		$this->user_id = $this->create_user();
		wp_update_user(
			array(
				'ID'         => $this->user_id,
				'user_email' => self::EMAIL,
			)
		);
		$key            = 'u:' . $this->user_id;
		$this->personal = array( self::EMAIL, 'Lovelace', '+44 20 7946 0000', '12 St James Square', self::IP, self::AGENT, $key, 'user:' . $this->user_id );

		$product = $this->create_product();
		$post    = $this->create_post();

		$orders = new OrderRepository();
		foreach ( array( self::EMAIL, 'grace@example.test' ) as $i => $email ) {
			$order_id = $orders->insert(
				array(
					'order_key'          => md5( $email ),
					'status'             => 'processing',
					'user_id'            => 0 === $i ? $this->user_id : 0,
					'billing_first_name' => 0 === $i ? 'Ada' : 'Grace',
					'billing_last_name'  => 0 === $i ? 'Lovelace' : 'Hopper',
					'billing_email'      => $email,
					'billing_phone'      => 0 === $i ? '+44 20 7946 0000' : '+1 555 0100',
					'billing_address'    => 0 === $i ? '12 St James Square' : '1 Navy Way',
					'billing_city'       => 'London',
					'billing_postcode'   => 'SW1Y 4JH',
					'billing_country'    => 'GB',
					'payment_method'     => 'cod',
					'currency'           => 'EUR',
					'subtotal'           => '10.00',
					'total'              => '10.00',
					'created_via'        => 'checkout',
					'created_at'         => current_time( 'mysql', true ),
				),
				array(
					array(
						'product_id' => $product,
						'name'       => 'Lamp',
						'quantity'   => 1,
						'unit_price' => '10.00',
						'total'      => '10.00',
					),
				),
				array(
					'_wc_order_attribution_user_agent'  => 0 === $i ? self::AGENT : 'Other/2',
					'_wc_order_attribution_source_type' => 'typein',
					// A mail that failed, whose reason names the address.
					'_vitrine_mail_failed_customer'     => 'SMTP Error: The following recipients failed: ' . $email,
				)
			);
			// The order's history names the address; a private note quotes the phone number.
			( new OrderNotes( $orders ) )->add( $order_id, 'Customer’s mail sent to ' . $email . '.' );
			( new OrderNotes( $orders ) )->add( $order_id, 'Called ' . ( 0 === $i ? '+44 20 7946 0000' : '+1 555 0100' ) . ' about the delivery.', OrderNotes::PRIVATE, 1 );
		}

		$tmp = wp_tempnam( 'cv.txt' );
		file_put_contents( $tmp, 'Curriculum vitae of Ada Lovelace' ); // phpcs:ignore WordPress.WP.AlternativeFunctions -- a test fixture.
		$stored = ( new UploadStore() )->store(
			array(
				'tmp_name' => $tmp,
				'name'     => 'cv.txt',
			)
		);
		wp_delete_file( $tmp );
		$this->assertNotNull( $stored );
		$this->file  = $stored['path'];
		$form        = $this->create_post( array( 'post_type' => FormRepository::POST_TYPE ) );
		$submissions = new SubmissionRepository();
		$submissions->insert(
			$form,
			'sent',
			array(
				'your-name'    => 'Ada Lovelace',
				'your-email'   => 'ADA@example.test',
				'your-message' => 'Hello',
			),
			array( 'cv' => array( $stored ) ),
			self::IP,
			self::AGENT,
			0
		);
		$submissions->insert(
			$form,
			'sent',
			array(
				'your-email'   => 'grace@example.test',
				'your-message' => 'Write to ' . self::EMAIL,
			),
			array(),
			'198.51.100.2',
			'Other/2',
			0
		);

		( new LikeRepository() )->add( $post, $key );
		( new LikeRepository() )->add( $post, 'u:999999' );
		$wpdb->insert(
			$wpdb->prefix . 'vitrine_cart_items',
			array(
				'visitor'    => $key,
				'product_id' => $product,
				'quantity'   => 2,
				'updated_at' => current_time( 'mysql', true ),
			)
		);
		$wishlists = new WishlistRepository();
		$list      = $wishlists->create( $key, 'Birthday', 0, true, null );
		$this->assertNotNull( $list );
		$wishlists->add_item( $list->id, $product, 1, '10.00', 'EUR' );

		$subscribers = new SubscriberRepository();
		$subscriber  = $subscribers->upsert( 1, self::EMAIL, 'Ada', 'Lovelace', '+44 20 7946 0000', 'subscribed' )['subscriber'];
		$subscribers->record_consent( $subscriber, 'Yes, send me the newsletter.', self::IP, self::AGENT );

		$user                   = get_userdata( $this->user_id );
		$_SERVER['REMOTE_ADDR'] = self::IP;
		$throttle               = new LoginThrottle( RateLimiter::network() );
		$throttle->begin( $user->user_login );
		$throttle->finish( false );
	}

	/**
	 * Runs an export request as core's admin-ajax handler does and returns the file's JSON.
	 *
	 * @return array<string, mixed>
	 */
	private function export_through_core(): array {
		$request = wp_create_user_request( self::EMAIL, 'export_personal_data', array(), 'confirmed' );
		$this->assertIsInt( $request );
		$exporters = (array) apply_filters( 'wp_privacy_personal_data_exporters', array() );
		$index     = 0;
		foreach ( $exporters as $key => $exporter ) {
			++$index;
			$page = 1;
			do {
				$response = call_user_func( $exporter['callback'], self::EMAIL, $page );
				$this->assertIsArray( $response['data'], $key );
				$response = wp_privacy_process_personal_data_export_page( $response, $index, self::EMAIL, $page, $request, false, $key );
				++$page;
			} while ( ! $response['done'] );
		}
		$name = (string) get_post_meta( $request, '_export_file_name', true );
		$this->assertNotSame( '', $name, 'core wrote the export file' );
		$zip = new \ZipArchive();
		$this->assertTrue( $zip->open( wp_privacy_exports_dir() . $name ) );
		$json = (string) $zip->getFromName( 'export.json' );
		$zip->close();
		wp_delete_file( wp_privacy_exports_dir() . $name );
		wp_delete_post( $request, true );
		return (array) json_decode( $json, true );
	}

	/**
	 * Runs an erase request as core's admin-ajax handler does.
	 *
	 * @return list<array<string, mixed>> Every eraser's responses.
	 */
	private function erase_through_core(): array {
		$request = wp_create_user_request( self::EMAIL, 'remove_personal_data', array(), 'confirmed' );
		$this->assertIsInt( $request );
		$erasers   = (array) apply_filters( 'wp_privacy_personal_data_erasers', array() );
		$responses = array();
		$index     = 0;
		foreach ( $erasers as $eraser ) {
			++$index;
			$page = 1;
			do {
				$response = call_user_func( $eraser['callback'], self::EMAIL, $page );
				wp_privacy_process_personal_data_erasure_page( $response, $index, self::EMAIL, $page, $request );
				$responses[] = $response;
				++$page;
			} while ( ! $response['done'] );
		}
		wp_delete_post( $request, true );
		return $responses;
	}

	/**
	 * Every row of every plugin table (the network's rate limits included), as JSON.
	 */
	private function all_rows(): string {
		global $wpdb;
		$rows = array();
		foreach ( ( new SchemaInstaller() )->tables() as $table ) {
			$rows[ $table::name() ] = $wpdb->get_results( $wpdb->prepare( 'SELECT * FROM %i', $wpdb->prefix . $table::name() ), ARRAY_A );
		}
		$rows['network_rate_limits'] = $wpdb->get_results( $wpdb->prepare( 'SELECT * FROM %i', RateLimiter::network()->table() ), ARRAY_A );
		return (string) wp_json_encode( $rows, JSON_UNESCAPED_UNICODE | JSON_UNESCAPED_SLASHES );
	}

	public function test_core_export_file_holds_every_kind_of_personal_data(): void {
		$this->seed();

		$export = $this->export_through_core();

		$groups = array_column( (array) reset( $export ), 'group_label' );
		$json   = (string) wp_json_encode( $export, JSON_UNESCAPED_UNICODE | JSON_UNESCAPED_SLASHES );
		foreach ( array( 'Orders', 'Contact form submissions', 'Likes', 'Shopping cart', 'Wishlists', 'Login attempt counters', 'Newsletter subscriptions', 'Newsletter consents' ) as $group ) {
			$this->assertContains( $group, $groups, $group );
		}
		foreach ( array( 'Lovelace', '12 St James Square', self::IP, self::AGENT, 'cv.txt', 'Birthday', 'Lamp × 1' ) as $value ) {
			$this->assertStringContainsString( $value, $json );
		}
		$this->assertStringNotContainsString( 'Hopper', $json, 'another customer’s order' );
		$this->assertStringNotContainsString( '198.51.100.2', $json, 'a message that only mentions the address' );
	}

	public function test_core_erasure_leaves_no_personal_data_in_any_plugin_table(): void {
		global $wpdb;
		$this->seed();
		$before = $this->all_rows();
		foreach ( $this->personal as $value ) {
			$this->assertStringContainsString( $value, $before, "seeded: {$value}" );
		}

		$responses = $this->erase_through_core();

		$after = $this->all_rows();
		foreach ( $this->personal as $value ) {
			$this->assertStringNotContainsString( $value, $after, "erased: {$value}" );
		}
		$this->assertFileDoesNotExist( $this->file, 'the file sent with the message' );

		// The order stays, anonymised, and the eraser says so.
		$orders = $wpdb->get_results( "SELECT billing_first_name, total, user_id FROM {$wpdb->prefix}vitrine_orders ORDER BY id", ARRAY_A );
		$this->assertCount( 2, $orders );
		$this->assertSame( '10.00', $orders[0]['total'] );
		$this->assertSame( '0', $orders[0]['user_id'] );
		$messages = implode( "\n", array_merge( ...array_column( $responses, 'messages' ) ) );
		$this->assertMatchesRegularExpression( '/Order #\d+: personal data removed; the order itself is kept/', $messages );
		$this->assertContains( true, array_column( $responses, 'items_retained' ) );

		// Nobody else's data went with it; her address is only redacted from another's message.
		$this->assertStringContainsString( 'Write to deleted@site.invalid', $after );
		foreach ( array( 'Hopper', 'grace@example.test', '198.51.100.2', 'u:999999' ) as $value ) {
			$this->assertStringContainsString( $value, $after, "kept: {$value}" );
		}
	}

	public function test_a_shop_may_keep_an_order_and_the_eraser_says_so(): void {
		global $wpdb;
		$this->seed();
		add_filter( 'vitrine_privacy_anonymise_order', '__return_false' );

		$responses = $this->erase_through_core();

		$this->assertSame( '1', $wpdb->get_var( $wpdb->prepare( "SELECT COUNT(*) FROM {$wpdb->prefix}vitrine_orders WHERE billing_email = %s", self::EMAIL ) ) );
		$messages = implode( "\n", array_merge( ...array_column( $responses, 'messages' ) ) );
		$this->assertMatchesRegularExpression( '/Personal data within order #\d+ was kept/', $messages );
	}
}
