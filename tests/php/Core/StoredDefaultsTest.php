<?php
/**
 * @package Vitrine
 */

declare( strict_types = 1 );

namespace Vitrine\Tests\Core;

use Vitrine\Core\StoredDefaults;
use Vitrine\Likes\LikePlacement;
use Vitrine\Shop\Attribution\AttributionModule;
use Vitrine\Tests\TestCase;

/**
 * Options every page reads are stored with their defaults and autoloaded, so reading them costs
 * no query of its own.
 */
final class StoredDefaultsTest extends TestCase {

	/**
	 * The next request: the autoloaded options as WordPress loads them, nothing else cached.
	 */
	private function next_request(): void {
		wp_cache_flush();
		wp_load_alloptions();
	}

	public function test_a_missing_option_is_stored_with_its_default_and_read_without_a_query(): void {
		global $wpdb;
		delete_option( 'vitrine_test_stored' );

		StoredDefaults::ensure( array( 'vitrine_test_stored' => 'default' ) );
		$this->next_request();
		$queries = $wpdb->num_queries;

		$this->assertSame( 'default', get_option( 'vitrine_test_stored' ) );
		$this->assertSame( $queries, $wpdb->num_queries );
	}

	public function test_a_saved_value_is_kept(): void {
		update_option( 'vitrine_test_stored', 'chosen' );

		StoredDefaults::ensure( array( 'vitrine_test_stored' => 'default' ) );

		$this->assertSame( 'chosen', get_option( 'vitrine_test_stored' ) );
	}

	public function test_the_like_placement_and_order_attribution_cost_a_page_no_query(): void {
		global $wpdb;
		foreach ( array( LikePlacement::OPTION, AttributionModule::OPTION_ENABLED, AttributionModule::OPTION_LIFETIME, AttributionModule::OPTION_SESSION ) as $option ) {
			delete_option( $option );
		}
		// What their modules do on `init`.
		( new LikePlacement() )->register_setting();
		( new AttributionModule() )->store_defaults();
		$this->next_request();
		$queries = $wpdb->num_queries;

		$this->assertSame( LikePlacement::EVERYWHERE, get_option( LikePlacement::OPTION ) );
		$this->assertSame(
			array(
				'enabled'  => true,
				'allowed'  => true,
				'lifetime' => 0.00001,
				'session'  => 30,
			),
			AttributionModule::settings()
		);
		$this->assertSame( $queries, $wpdb->num_queries );
	}
}
