<?php
/**
 * @package Vitrine
 */

declare( strict_types = 1 );

namespace Vitrine\Tests\Core;

use Vitrine\Core\RateLimiter\RateLimiter;
use Vitrine\Tests\TestCase;

/**
 * Fixed windows per bucket.
 */
final class RateLimiterTest extends TestCase {

	public function test_allows_up_to_the_limit_per_bucket(): void {
		$limiter = new RateLimiter();

		$this->assertTrue( $limiter->hit( 'a', 2, 60 ) );
		$this->assertTrue( $limiter->hit( 'a', 2, 60 ) );
		$this->assertFalse( $limiter->hit( 'a', 2, 60 ) );
		$this->assertTrue( $limiter->hit( 'b', 2, 60 ), 'buckets are independent' );
	}

	public function test_starts_a_new_window_once_the_old_one_ended(): void {
		global $wpdb;
		$limiter = new RateLimiter();
		$limiter->hit( 'c', 1, 60 );
		$this->assertFalse( $limiter->hit( 'c', 1, 60 ) );

		$wpdb->query( $wpdb->prepare( "UPDATE {$wpdb->prefix}vitrine_rate_limits SET window_ends = %d", time() - 1 ) );

		$this->assertTrue( $limiter->hit( 'c', 1, 60 ) );
	}

	public function test_purges_ended_windows(): void {
		global $wpdb;
		$limiter = new RateLimiter();
		$limiter->hit( 'old', 5, 60 );
		$wpdb->query( "UPDATE {$wpdb->prefix}vitrine_rate_limits SET window_ends = 1" );
		$limiter->hit( 'new', 5, 60 );

		$limiter->purge();

		$this->assertSame( '1', $wpdb->get_var( "SELECT COUNT(*) FROM {$wpdb->prefix}vitrine_rate_limits" ) );
	}

	public function test_release_takes_back_one_hit_of_an_open_window(): void {
		$limiter = new RateLimiter();
		$limiter->hit( 'd', 2, 60 );
		$limiter->hit( 'd', 2, 60 );
		$limiter->release( 'd' );

		$this->assertTrue( $limiter->hit( 'd', 2, 60 ) );
		$this->assertFalse( $limiter->hit( 'd', 2, 60 ) );

		$limiter->release( 'never-hit' );
		$this->assertTrue( $limiter->hit( 'never-hit', 1, 60 ), 'releasing an unknown bucket does nothing' );
	}
}
