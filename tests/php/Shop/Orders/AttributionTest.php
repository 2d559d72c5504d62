<?php
/**
 * @package Vitrine
 */

declare( strict_types = 1 );

namespace Vitrine\Tests\Shop\Orders;

use Vitrine\Shop\Attribution\AttributionFields;
use Vitrine\Shop\Attribution\AttributionModule;
use Vitrine\Shop\Cart\CartFactory;
use Vitrine\Shop\Orders\Admin\OrdersAdmin;
use Vitrine\Shop\Orders\Admin\OrdersExport;
use Vitrine\Shop\Orders\Admin\OrdersListScreen;
use Vitrine\Shop\Orders\CheckoutFormHandler;
use Vitrine\Shop\Orders\Order;
use Vitrine\Shop\Orders\OrderFilters;
use Vitrine\Shop\Orders\OrderMailQueue;
use Vitrine\Shop\Orders\OrderRepository;
use Vitrine\Tests\Shop\Cart\CartTestCase;

/**
 * Attribution storage and display: the checkout's hidden inputs, the meta stored with the
 * order (`(none)` dropped, device type), the Origin labels, the orders list, the attribution
 * box, the status change and the CSV export.
 */
final class AttributionTest extends CartTestCase {

	private const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148';

	protected function tearDown(): void {
		CheckoutFormHandler::reset();
		parent::tearDown();
	}

	/**
	 * Places an order through the checkout form with attribution inputs.
	 *
	 * @param array<string, string> $attribution Field => value.
	 */
	private function checkout( array $attribution ): Order {
		$this->as_guest( str_repeat( 'a', 32 ) );
		CartFactory::current()->add( $this->create_product() );
		$_POST = array(
			'vitrine_place_order'     => '1',
			'payment_method'          => 'bacs',
			'_vitrine_checkout_nonce' => wp_create_nonce( CheckoutFormHandler::NONCE ),
		);
		foreach ( OrderServiceTest::billing() as $name => $value ) {
			$_POST[ 'billing_' . $name ] = $value;
		}
		foreach ( $attribution as $field => $value ) {
			$_POST[ 'wc_order_attribution_' . $field ] = $value;
		}
		$order = ( new CheckoutFormHandler() )->place();
		$this->assertInstanceOf( Order::class, $order );
		// As after the response: the mails are sent and their waiting marks gone.
		( new OrderMailQueue() )->flush();
		return $order;
	}

	public function test_the_checkout_form_has_the_16_hidden_inputs_unless_tracking_is_off(): void {
		$this->as_guest( str_repeat( 'a', 32 ) );
		CartFactory::current()->add( $this->create_product() );
		$html = do_shortcode( '[vitrine_checkout]' );
		foreach ( AttributionFields::names() as $name ) {
			$this->assertStringContainsString( 'name="wc_order_attribution_' . $name . '"', $html );
		}
		$this->assertCount( 16, AttributionFields::names() );

		update_option( AttributionModule::OPTION_ENABLED, 'no' );
		$this->assertStringNotContainsString( 'wc_order_attribution_', do_shortcode( '[vitrine_checkout]' ) );
		$this->assertFalse( AttributionModule::settings()['enabled'] );
	}

	public function test_the_inputs_sit_in_woocommerces_element_for_its_own_script(): void {
		$this->as_guest( str_repeat( 'a', 32 ) );
		CartFactory::current()->add( $this->create_product() );
		$html = do_shortcode( '[vitrine_checkout]' );

		// WooCommerce's order-attribution.js fills `<wc-order-attribution-inputs>` in the form.
		$this->assertSame( 1, preg_match( '#<form [^>]*data-vitrine-checkout>.*<wc-order-attribution-inputs>((?:<input type="hidden" name="wc_order_attribution_\w+" value="">){16})</wc-order-attribution-inputs>.*</form>#s', $html, $match ) );
		foreach ( AttributionFields::names() as $name ) {
			$this->assertStringContainsString( 'name="wc_order_attribution_' . $name . '"', $match[1] );
		}
	}

	public function test_woocommerces_script_gets_its_params_and_fields_when_a_theme_enqueues_it(): void {
		wp_enqueue_script( AttributionModule::WC_HANDLE, 'https://example.test/order-attribution.js', array(), '9.0', true );
		( new AttributionModule() )->describe_woocommerce_script();
		$data = (string) wp_scripts()->get_data( AttributionModule::WC_HANDLE, 'data' );
		wp_dequeue_script( AttributionModule::WC_HANDLE );
		wp_deregister_script( AttributionModule::WC_HANDLE );

		$this->assertSame( 1, preg_match( '/^var wc_order_attribution = (\{.*\});$/', $data, $match ), $data );
		$localized = json_decode( $match[1], true );
		$this->assertSame( 'wc_order_attribution_', $localized['params']['prefix'] );
		$this->assertTrue( $localized['params']['allowTracking'] );
		$this->assertSame( AttributionFields::names(), array_keys( $localized['fields'] ) );
		$this->assertSame( 'current.id', $localized['fields']['utm_id'] );
		$this->assertSame( 'current.plt', $localized['fields']['utm_source_platform'] );
		$this->assertSame( 'current.fmt', $localized['fields']['utm_creative_format'] );
		$this->assertSame( 'current.tct', $localized['fields']['utm_marketing_tactic'] );
	}

	public function test_the_order_keeps_all_16_fields_the_four_campaign_extras_included(): void {
		$fields = array(
			'source_type'          => 'utm',
			'referrer'             => 'https://news.example/',
			'utm_campaign'         => 'spring',
			'utm_source'           => 'news',
			'utm_medium'           => 'email',
			'utm_content'          => 'hero',
			'utm_id'               => '42',
			'utm_term'             => 'aprons',
			'utm_source_platform'  => 'ads',
			'utm_creative_format'  => 'video',
			'utm_marketing_tactic' => 'remarketing',
			'session_entry'        => 'https://shop.test/?utm_source=news',
			'session_start_time'   => '2026-11-27 10:00:00',
			'session_pages'        => '3',
			'session_count'        => '1',
			'user_agent'           => self::IPHONE,
		);
		$meta   = ( new OrderRepository() )->meta( $this->checkout( $fields )->id );
		foreach ( $fields as $name => $value ) {
			$this->assertSame( $value, $meta[ '_wc_order_attribution_' . $name ] ?? null, $name );
		}
		$this->assertSame( 'Source: News', AttributionFields::origin( $meta, 'checkout' ) );
	}

	public function test_the_order_keeps_the_fields_as_meta_without_none_and_with_the_device_type(): void {
		$order = $this->checkout(
			array(
				'source_type'   => 'utm',
				'utm_source'    => 'news',
				'utm_medium'    => 'email',
				'utm_campaign'  => 'spring',
				'utm_content'   => '(none)',
				'referrer'      => '(none)',
				'session_pages' => '4',
				'session_count' => '1',
				'user_agent'    => self::IPHONE,
				'unknown_field' => 'dropped',
			)
		);

		$meta = ( new OrderRepository() )->meta( $order->id );
		$this->assertSame( 'news', $meta['_wc_order_attribution_utm_source'] );
		$this->assertSame( 'Mobile', $meta['_wc_order_attribution_device_type'] );
		$this->assertArrayNotHasKey( '_wc_order_attribution_utm_content', $meta );
		$this->assertArrayNotHasKey( '_wc_order_attribution_referrer', $meta );
		$this->assertCount( 8, $meta );
	}

	public function test_tracking_off_stores_nothing(): void {
		update_option( AttributionModule::OPTION_ENABLED, 'no' );
		$order = $this->checkout(
			array(
				'source_type' => 'utm',
				'utm_source'  => 'news',
			)
		);
		$this->assertSame( array(), ( new OrderRepository() )->meta( $order->id ) );
	}

	public function test_origin_labels_and_device_types(): void {
		$meta = static fn( string $type, string $source = '' ): array => array(
			'_wc_order_attribution_source_type' => $type,
			'_wc_order_attribution_utm_source'  => $source,
		);
		$this->assertSame( 'Source: News', AttributionFields::origin( $meta( 'utm', 'news' ), 'checkout' ) );
		$this->assertSame( 'Organic: Google', AttributionFields::origin( $meta( 'organic', 'google' ), 'checkout' ) );
		$this->assertSame( 'Referral: Example.org', AttributionFields::origin( $meta( 'referral', 'example.org' ), 'checkout' ) );
		$this->assertSame( 'Direct', AttributionFields::origin( $meta( 'typein', '(direct)' ), 'checkout' ) );
		// WooCommerce's form: parentheses trimmed, first letter capitalised.
		$this->assertSame( 'Source: Direct', AttributionFields::origin( $meta( 'utm', '(direct)' ), 'checkout' ) );
		$this->assertSame( 'Source: (unknown)', AttributionFields::origin( $meta( 'utm', '()' ), 'checkout' ) );
		$this->assertSame( 'Web admin', AttributionFields::origin( array(), 'admin' ) );
		$this->assertSame( 'Unknown', AttributionFields::origin( array(), 'checkout' ) );

		$this->assertSame( 'Mobile', AttributionFields::device_type( self::IPHONE ) );
		$this->assertSame( 'Tablet', AttributionFields::device_type( 'Mozilla/5.0 (iPad; CPU OS 17_0 like Mac OS X)' ) );
		$this->assertSame( 'Tablet', AttributionFields::device_type( 'Mozilla/5.0 (Linux; Android 14; SM-X710)' ) );
		$this->assertSame( 'Desktop', AttributionFields::device_type( 'Mozilla/5.0 (X11; Linux x86_64)' ) );
	}

	public function test_the_orders_screen_lists_origin_shows_the_box_changes_status_and_exports(): void {
		$order = $this->checkout(
			array(
				'source_type' => 'utm',
				'utm_source'  => 'news',
				'utm_medium'  => 'email',
			)
		);
		$other = $this->checkout( array( 'source_type' => 'typein' ) );
		wp_set_current_user( $this->create_user( 'administrator' ) );
		require_once ABSPATH . 'wp-admin/includes/admin.php'; // The list is a WP_List_Table.
		$admin = new OrdersListScreen();

		$list = $admin->list();
		$this->assertMatchesRegularExpression( '/column-origin[^>]*>Source: News</', $list );
		$this->assertMatchesRegularExpression( '/column-origin[^>]*>Direct</', $list );
		$this->assertStringContainsString( '#' . $order->id . ' Ada Lovelace', $list );

		$_GET = array( 's' => (string) $other->id );
		$this->assertStringNotContainsString( '#' . $order->id . ' ', $admin->list() );
		$_GET = array( 's' => 'ada@example.com' );
		$this->assertStringContainsString( '#' . $order->id . ' ', $admin->list() );
		$_GET = array();

		$detail = ( new OrdersAdmin() )->detail( $order->id );
		$this->assertStringContainsString( 'Order attribution', $detail );
		$this->assertStringContainsString( 'vitrine-attribution__origin">Source: News', $detail );
		$this->assertStringContainsString( '<dt>UTM medium</dt><dd>email</dd>', $detail );

		$this->assertTrue( ( new OrderRepository() )->set_status( $order->id, 'completed' ) );
		$this->assertSame( 'completed', ( new OrderRepository() )->find( $order->id )?->status );

		$out = fopen( 'php://memory', 'w+' );
		$this->assertIsResource( $out );
		( new OrdersExport() )->write_csv( $out, new OrderFilters() );
		rewind( $out );
		$csv = (string) stream_get_contents( $out );
		$this->assertStringContainsString( 'order,date,status,first_name', $csv );
		$this->assertStringContainsString( 'Source: News', $csv );
		$this->assertSame( 3, substr_count( trim( $csv ), "\n" ) + 1 );
	}
}
