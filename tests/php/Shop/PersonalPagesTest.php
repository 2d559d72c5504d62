<?php
/**
 * @package Vitrine
 */

declare( strict_types = 1 );

namespace Vitrine\Tests\Shop;

use Vitrine\Shop\PersonalPages;
use Vitrine\Tests\TestCase;

/**
 * Cart and checkout pages are marked uncacheable before the page starts streaming.
 */
final class PersonalPagesTest extends TestCase {

	public function test_cart_and_checkout_pages_are_personal_other_pages_are_not(): void {
		$page     = static fn ( string $content ): array => array(
			'post_type'    => 'page',
			'post_content' => $content,
		);
		$cart     = get_post( $this->create_post( $page( '<!-- wp:vitrine/cart /-->' ) ) );
		$checkout = get_post( $this->create_post( $page( '[vitrine_checkout]' ) ) );
		$about    = get_post( $this->create_post( $page( '<p>About</p>' ) ) );

		$this->assertTrue( PersonalPages::is_personal( $cart ) );
		$this->assertTrue( PersonalPages::is_personal( $checkout ) );
		$this->assertFalse( PersonalPages::is_personal( $about ) );
	}

	public function test_the_browser_never_fetches_a_visitors_own_pages_ahead(): void {
		wp_set_current_user( 0 );

		$paths = apply_filters( 'wp_speculation_rules_href_exclude_paths', array( '/keep/*' ), 'prefetch' );

		$this->assertSame( array( '/keep/*', '/cart/*', '/checkout/*', '/account/*', '/wishlist/*' ), $paths );
		if ( function_exists( 'wp_get_speculation_rules' ) ) {
			$rules = (string) wp_json_encode( wp_get_speculation_rules() );
			$this->assertStringContainsString( '"\\/cart\\/*"', $rules, 'WordPress puts them in the page\'s speculation rules' );
		}
	}
}
