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
}
