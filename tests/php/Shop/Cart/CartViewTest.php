<?php
/**
 * @package Vitrine
 */

declare( strict_types = 1 );

namespace Vitrine\Tests\Shop\Cart;

use Vitrine\Shop\Cart\CartFactory;
use Vitrine\Shop\Cart\CartModule;
use Vitrine\Shop\ProductPostType;
use Vitrine\Shop\Rendering\CartView;

/**
 * The cart page's markup: themed buttons, the totals box, sale prices, the remove control, the
 * notices and the empty state.
 */
final class CartViewTest extends CartTestCase {

	protected function tearDown(): void {
		unset( $_GET['updated'], $_GET['cart_error'] );
		parent::tearDown();
	}

	public function test_checkout_is_the_primary_themed_button_and_update_the_secondary_one(): void {
		$this->as_guest( str_repeat( 'b', 32 ) );
		CartFactory::current()->add( $this->create_product(), 3 );
		$html = CartView::render();

		$this->assertMatchesRegularExpression( '#<a class="wp-element-button button vitrine-commerce__primary vitrine-cart__checkout" href="' . preg_quote( home_url( '/checkout/' ), '#' ) . '">Proceed to checkout</a>#', $html );
		$this->assertMatchesRegularExpression( '#<button type="submit" name="cart_update" value="1" class="wp-element-button button vitrine-cart__update">Update cart</button>#', $html );
		// The totals box follows the lines inside the one form, so a no-JS update still posts everything.
		$this->assertMatchesRegularExpression( '#<form class="vitrine-cart__form"[^>]*>.*<table class="vitrine-commerce__table vitrine-cart__table">.*</table>.*<section class="vitrine-commerce__panel vitrine-cart__totals" aria-labelledby="vitrine-cart-totals">.*</section></form>#s', $html );
		$this->assertStringContainsString( 'Subtotal (3 items)', $html );
		$this->assertTrue( wp_style_is( CartView::STYLE, 'enqueued' ) );
	}

	public function test_a_sale_line_shows_the_struck_regular_price_then_the_sale_price(): void {
		$this->as_guest( str_repeat( 'c', 32 ) );
		$product = $this->create_product(
			array(
				ProductPostType::META_REGULAR_PRICE => '40.00',
				ProductPostType::META_SALE_PRICE    => '32.00',
			)
		);
		CartFactory::current()->add( $product, 2 );
		$html = CartView::render();

		$this->assertMatchesRegularExpression( '#<td class="vitrine-cart__price" data-title="Price"><span class="vitrine-price vitrine-price--sale"><del aria-hidden="true" class="vitrine-price__regular">[^<]*40\.00</del>.*<ins aria-hidden="true" class="vitrine-price__amount">[^<]*32\.00</ins>#', $html );
		$this->assertMatchesRegularExpression( '#vitrine-cart__total"><strong>[^<]*64\.00#', $html );
	}

	public function test_the_remove_control_is_a_named_button_with_a_drawn_cross(): void {
		$this->as_guest( str_repeat( 'd', 32 ) );
		$product = $this->create_product( array(), array( 'post_title' => 'Oak board' ) );
		CartFactory::current()->add( $product );
		$html = CartView::render();

		$this->assertMatchesRegularExpression( '#<button type="submit" name="cart_remove" value="' . $product . '" class="vitrine-cart__remove" aria-label="Remove “Oak board” from your cart" title="Remove"><svg aria-hidden="true"[^>]*stroke="currentColor"#u', $html );
	}

	public function test_notices_say_which_kind_they_are(): void {
		$this->as_guest( str_repeat( 'e', 32 ) );
		CartFactory::current()->add( $this->create_product() );

		$_GET['updated'] = '1';
		$this->assertStringContainsString( '<p class="vitrine-notice vitrine-notice--success" role="status">Cart updated.</p>', CartView::render() );

		unset( $_GET['updated'] );
		$_GET['cart_error'] = 'vitrine_cart_invalid_nonce';
		$this->assertStringContainsString( '<p class="vitrine-notice vitrine-notice--error" role="alert">Your session has expired. Please try again.</p>', CartView::render() );
	}

	public function test_the_empty_cart_has_a_picture_a_way_back_to_the_shop_and_new_products(): void {
		$this->as_guest( str_repeat( 'f', 32 ) );
		$this->create_product( array(), array( 'post_title' => 'Linen throw' ) );
		$html = CartView::render();

		$this->assertStringNotContainsString( 'vitrine-cart__form', $html );
		$this->assertMatchesRegularExpression( '#<div class="vitrine-cart__empty"><svg class="vitrine-cart__empty-icon" aria-hidden="true"#', $html );
		$this->assertStringContainsString( '<h2 class="vitrine-cart__empty-title">Your cart is currently empty.</h2>', $html );
		$this->assertStringContainsString( '<a class="wp-element-button button vitrine-cart__shop" href="' . get_post_type_archive_link( ProductPostType::POST_TYPE ) . '">Return to shop</a>', $html );
		$this->assertMatchesRegularExpression( '#<section class="vitrine-cart__suggestions"[^>]*>.*vitrine-product-card.*Linen throw#s', $html );

		add_filter( 'vitrine_cart_empty_suggestions', '__return_zero' );
		$this->assertStringNotContainsString( 'vitrine-cart__suggestions', CartView::render() );
	}

	public function test_the_cart_page_has_its_styles_in_the_head_and_the_grid_s_when_empty(): void {
		$this->as_guest( str_repeat( 'a', 32 ) );
		$page = $this->create_post(
			array(
				'post_type'    => 'page',
				'post_content' => '<!-- wp:vitrine/cart /-->',
			)
		);
		$this->set_main_query( array( 'page_id' => $page ) );
		$GLOBALS['post'] = get_post( $page ); // phpcs:ignore WordPress.WP.GlobalVariablesOverride.Prohibited -- the page being shown.

		( new CartModule() )->enqueue_styles();
		$this->assertTrue( wp_style_is( CartView::STYLE, 'enqueued' ) );
		$this->assertTrue( wp_style_is( 'vitrine-widget-products', 'enqueued' ) );

		wp_styles()->queue = array();
		CartFactory::current()->add( $this->create_product() );
		( new CartModule() )->enqueue_styles();
		$this->assertTrue( wp_style_is( CartView::STYLE, 'enqueued' ) );
		$this->assertFalse( wp_style_is( 'vitrine-widget-products', 'enqueued' ) );
		unset( $GLOBALS['post'] );
	}
}
