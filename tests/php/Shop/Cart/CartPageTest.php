<?php
/**
 * @package Vitrine
 */

declare( strict_types = 1 );

namespace Vitrine\Tests\Shop\Cart;

use Vitrine\Shop\Cart\CartFactory;
use Vitrine\Shop\Cart\CartFormHandler;
use Vitrine\Shop\Cart\CartLink;
use Vitrine\Shop\Cart\CartSession;
use Vitrine\Shop\ProductPostType;

/**
 * The cart without JavaScript: the product forms' post, the cart page's update and remove,
 * its lines, totals and empty state, and the header link.
 */
final class CartPageTest extends CartTestCase {

	protected function setUp(): void {
		parent::setUp();
		$_SERVER['REQUEST_METHOD'] = 'POST';
		add_filter( 'vitrine_cart_form_redirect', '__return_false' );
	}

	protected function tearDown(): void {
		$_SERVER['REQUEST_METHOD'] = 'GET';
		parent::tearDown();
	}

	public function test_a_product_form_post_adds_to_the_cart(): void {
		$this->as_guest( str_repeat( 'a', 32 ) );
		$product = $this->stocked_product( 3 );
		$_POST   = array(
			'add-to-cart' => (string) $product,
			'quantity'    => '2',
		);

		$this->assertSame( home_url( '/cart/?added=' . $product ), ( new CartFormHandler() )->add() );
		$this->assertSame( 2, CartFactory::current()->count() );

		$_POST['quantity'] = '2';
		$this->assertStringContainsString( 'cart_error=vitrine_cart_quantity_over_stock', ( new CartFormHandler() )->add() );
		$this->assertSame( 2, CartFactory::current()->count() );
	}

	public function test_a_cross_site_product_form_post_is_refused(): void {
		$this->as_guest( str_repeat( 'a', 32 ) );
		$_SERVER['HTTP_SEC_FETCH_SITE'] = 'cross-site';
		$_POST                          = array( 'add-to-cart' => (string) $this->create_product() );

		$this->assertStringContainsString( 'cart_error=vitrine_cross_site', ( new CartFormHandler() )->add() );
		$this->assertSame( 0, CartFactory::current()->count() );
	}

	public function test_the_cart_form_updates_and_removes_with_the_visitor_s_nonce_only(): void {
		$this->as_guest( str_repeat( 'a', 32 ) );
		$first  = $this->create_product();
		$second = $this->create_product();
		CartFactory::current()->add( $first );
		CartFactory::current()->add( $second );

		$_POST = array(
			'_vitrine_cart_nonce' => 'forged',
			'cart_update'         => '1',
			'cart_quantity'       => array( $first => '4' ),
		);
		$this->assertStringContainsString( 'vitrine_cart_invalid_nonce', ( new CartFormHandler() )->update() );
		$this->assertSame( 2, CartFactory::current()->count() );

		$_POST['_vitrine_cart_nonce'] = wp_create_nonce( CartSession::FORM_NONCE );
		( new CartFormHandler() )->update();
		$this->assertSame( 5, CartFactory::current()->count() );

		$_POST = array(
			'_vitrine_cart_nonce' => wp_create_nonce( CartSession::FORM_NONCE ),
			'cart_remove'         => (string) $first,
		);
		( new CartFormHandler() )->update();
		$this->assertSame( 1, CartFactory::current()->count() );
	}

	public function test_the_cart_page_lists_lines_and_totals_or_the_empty_state(): void {
		$this->as_guest( str_repeat( 'a', 32 ) );
		$this->assertStringContainsString( 'Your cart is currently empty.', do_shortcode( '[vitrine_cart]' ) );

		$product = $this->create_product(
			array( ProductPostType::META_REGULAR_PRICE => '7.25' ),
			array( 'post_title' => 'Linen napkin <b>' )
		);
		CartFactory::current()->add( $product, 2 );
		$html = do_blocks( '<!-- wp:vitrine/cart /-->' );

		$this->assertStringContainsString( 'Linen napkin &lt;b&gt;', $html );
		$this->assertStringContainsString( 'name="cart_quantity[' . $product . ']"', $html );
		$this->assertStringContainsString( 'data-vitrine-widget="quantity"', $html );
		$this->assertStringContainsString( 'name="cart_remove" value="' . $product . '"', $html );
		$this->assertMatchesRegularExpression( '/vitrine-cart__total"><strong>[^<]*14\.50/', $html );
		$this->assertStringContainsString( home_url( '/checkout/' ), $html );
		$this->assertStringContainsString( 'name="_vitrine_cart_nonce"', $html );
	}

	public function test_the_header_link_is_a_cart_link_widget_with_a_no_js_link(): void {
		$had = current_theme_supports( 'vitrine-cart-link' );
		remove_theme_support( 'vitrine-cart-link' ); // A theme that leaves the cart to the menu.
		$html = ( new CartLink() )->append_item( '<li>Home</li>', (object) array( 'theme_location' => 'primary' ) );
		if ( $had ) {
			add_theme_support( 'vitrine-cart-link' );
		}
		$this->assertStringContainsString( 'data-vitrine-widget="cart-link"', $html );
		$this->assertStringContainsString( 'href="' . home_url( '/cart/' ) . '"', $html );
		$this->assertSame( '<li>x</li>', ( new CartLink() )->append_item( '<li>x</li>', (object) array( 'theme_location' => 'footer' ) ) );
	}

	public function test_a_theme_that_places_the_cart_link_gets_no_menu_item_and_wraps_its_own_button(): void {
		$had = current_theme_supports( 'vitrine-cart-link' );
		add_theme_support( 'vitrine-cart-link' );
		try {
			$this->assertSame( '<li>Home</li>', ( new CartLink() )->append_item( '<li>Home</li>', (object) array( 'theme_location' => 'primary' ) ) );
			$html = vitrine_cart_link( '<a class="button vitrine-cart-link__link" href="/cart/">Bag</a>' );
			$this->assertStringContainsString( 'data-vitrine-widget="cart-link"', $html );
			$this->assertStringContainsString( '<a class="button vitrine-cart-link__link" href="/cart/">Bag</a>', $html );
		} finally {
			if ( ! $had ) {
				remove_theme_support( 'vitrine-cart-link' );
			}
		}
	}

	public function test_the_cart_link_block_and_shortcode_render_the_widget_with_their_own_text(): void {
		$block     = render_block(
			array(
				'blockName'    => 'vitrine/cart-link',
				'attrs'        => array( 'label' => 'Your <b>basket</b>' ),
				'innerBlocks'  => array(),
				'innerHTML'    => '',
				'innerContent' => array(),
			)
		);
		$shortcode = do_shortcode( '[vitrine_cart_link label="Bag"]' );

		foreach ( array( $block, $shortcode ) as $html ) {
			$this->assertStringContainsString( 'data-vitrine-widget="cart-link"', $html );
			$this->assertStringContainsString( '<a class="vitrine-cart-link__link" href="' . home_url( '/cart/' ) . '">', $html );
		}
		$this->assertStringContainsString( '>Your basket</a>', $block );
		$this->assertStringNotContainsString( '<b>', $block );
		$this->assertStringContainsString( '>Bag</a>', $shortcode );
		$this->assertStringContainsString( '>Cart</a>', do_shortcode( '[vitrine_cart_link]' ) );
	}
}
