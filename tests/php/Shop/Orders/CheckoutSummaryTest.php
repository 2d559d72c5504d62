<?php
/**
 * @package Vitrine
 */

declare( strict_types = 1 );

namespace Vitrine\Tests\Shop\Orders;

use Vitrine\Shop\Cart\CartFactory;
use Vitrine\Shop\Setup\ShopPages;
use Vitrine\Tests\Shop\Cart\CartTestCase;
use Vitrine\Tests\Shop\ProductPictureTest;

/**
 * The checkout's summary: the heading with "Edit cart" (to the cart page), each line with its
 * product's picture (the placeholder without one, as in the cart), the totals, then the
 * payment methods, then "Place order": in the page's order, which the layout keeps on screen.
 */
final class CheckoutSummaryTest extends CartTestCase {

	public function test_the_summary_shows_pictures_edit_cart_and_the_payment_methods_before_place_order(): void {
		$this->as_guest( str_repeat( 'd', 32 ) );
		CartFactory::current()->add( $this->create_product( array( '_thumbnail_id' => ProductPictureTest::image() ), array( 'post_title' => 'Cup' ) ) );
		CartFactory::current()->add( $this->create_product( array(), array( 'post_title' => 'Jug' ) ) );

		$html = do_shortcode( '[vitrine_checkout]' );

		$main    = strpos( $html, '<div class="vitrine-checkout__main">' );
		$summary = strpos( $html, '<section class="vitrine-commerce__panel vitrine-checkout__summary"' );
		$edit    = strpos( $html, '<a class="vitrine-checkout__edit-cart" href="' . esc_url( ShopPages::url( 'cart' ) ) . '">Edit cart</a>' );
		$picture = strpos( $html, 'cup-150x150.jpg' );
		$holder  = strpos( $html, 'product-placeholder.svg" alt="" width="48" height="48" class="vitrine-product-placeholder vitrine-commerce__image vitrine-checkout__line-image"' );
		$total   = strpos( $html, 'vitrine-totals__total' );
		$payment = strpos( $html, '<fieldset class="vitrine-checkout__section vitrine-checkout__payment">' );
		$place   = strpos( $html, 'vitrine-checkout__place' );
		foreach ( compact( 'main', 'summary', 'edit', 'picture', 'holder', 'total', 'payment', 'place' ) as $name => $at ) {
			$this->assertNotFalse( $at, $name );
		}
		$this->assertLessThan( $summary, $main );
		$this->assertLessThan( $edit, $summary );
		$this->assertLessThan( $total, max( $picture, $holder ) );
		$this->assertLessThan( $payment, $total );
		$this->assertLessThan( $place, $payment );
		$this->assertSame( 1, substr_count( $html, 'vitrine-checkout__payment' ), 'the payment methods once, in the summary' );
		$this->assertMatchesRegularExpression( '#<img[^>]+cup-150x150\.jpg[^>]+alt=""#', $html, 'the name is beside the picture' );
	}
}
