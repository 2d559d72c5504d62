<?php
/**
 * @package Vitrine
 */

declare( strict_types = 1 );

namespace Vitrine\Tests\Wishlists;

use Vitrine\Shop\Catalogue\CatalogueFactory;
use Vitrine\Shop\Rendering\ProductCard;
use Vitrine\Shop\Rendering\ProductSummary;
use Vitrine\Wishlists\Admin\WishlistsAdmin;
use Vitrine\Wishlists\WishlistSettings;

/**
 * Where the widgets appear, what the page prints (nothing per visitor), the admin's CSV and
 * the settings.
 */
final class WishlistWidgetsTest extends WishlistTestCase {

	public function test_cards_pages_and_quick_views_carry_the_button(): void {
		$product = CatalogueFactory::catalogue()->get( $this->create_product( array(), array( 'post_title' => 'Stoneware mug' ) ) );

		foreach ( array( ProductCard::render( $product, 'shop', 0, '100vw' ), ProductSummary::render( $product ), ProductSummary::render( $product, 'h2' ) ) as $html ) {
			$this->assertStringContainsString( 'data-vitrine-widget="wishlist-button"', $html );
			$this->assertStringContainsString( '&quot;productId&quot;:' . $product->id, $html );
			$this->assertStringContainsString( 'class="vitrine-wishlist-button__form" method="post"', $html, 'the no-JS fallback is a form that POSTs' );
		}
	}

	public function test_the_page_prints_nothing_per_visitor(): void {
		$this->become_guest();
		$list = $this->list_with( array( $this->create_product( array(), array( 'post_title' => 'Walnut spoon' ) ) ) );
		$_GET = array( 'wishlist' => strtolower( $list->token ) );

		$html = do_shortcode( '[vitrine_wishlist]' );

		$this->assertStringContainsString( 'data-vitrine-widget="wishlist"', $html );
		$this->assertStringContainsString( '&quot;token&quot;:&quot;' . $list->token . '&quot;', $html );
		$this->assertStringNotContainsString( 'nonce', $html );
		$this->assertStringNotContainsString( 'Walnut spoon', $html, 'the items come from load_fragments' );
		$this->assertSame( $html, do_shortcode( '[vitrine_wishlist]' ) );
	}

	public function test_the_button_shortcode_and_block(): void {
		$id = $this->create_product();
		$this->assertStringContainsString( '&quot;productId&quot;:' . $id, do_shortcode( '[vitrine_wishlist_button id="' . $id . '"]' ) );
		$this->assertStringContainsString( '&quot;productId&quot;:' . $id, do_blocks( '<!-- wp:vitrine/wishlist-button {"productId":' . $id . '} /-->' ) );
		$this->assertStringContainsString( 'data-vitrine-widget="wishlist"', do_blocks( '<!-- wp:vitrine/wishlist /-->' ) );
	}

	public function test_the_button_brings_nothing_of_the_quick_view(): void {
		wp_dequeue_style( 'vitrine-widget-quick-view' );

		do_shortcode( '[vitrine_wishlist_button id="' . $this->create_product() . '"]' );

		$this->assertFalse( wp_style_is( 'vitrine-widget-quick-view', 'enqueued' ), 'the popup\'s look ships with the shared modal' );
	}

	public function test_the_csv_has_one_row_per_item(): void {
		$this->become_guest();
		$a    = $this->create_product( array(), array( 'post_title' => 'Linen apron' ) );
		$list = $this->list_with( array( $a ) );
		$out  = fopen( 'php://memory', 'w+' );
		( new WishlistsAdmin( $this->repository ) )->write_csv( $out );
		rewind( $out );
		$csv = (string) stream_get_contents( $out );

		$this->assertStringContainsString( 'Linen apron', $csv );
		$this->assertStringContainsString( $list->token, $csv );
		$this->assertStringContainsString( 'Guest', $csv );
	}

	public function test_settings_are_cleaned(): void {
		$this->assertSame( WishlistSettings::defaults(), WishlistSettings::sanitize( array() ) );
		$clean = WishlistSettings::sanitize(
			array(
				'multi'    => '1',
				'popup_ms' => '999999',
			)
		);
		$this->assertTrue( $clean['multi'] );
		$this->assertFalse( $clean['estimate'] );
		$this->assertSame( 60000, $clean['popup_ms'] );
	}

	public function test_the_front_end_gets_the_settings(): void {
		$settings = \Vitrine\Widgets\Settings::get();
		$this->assertSame( 3000, $settings['wishlist']['popupMs'] );
		$this->assertTrue( $settings['wishlist']['multi'] );
		$this->assertSame( home_url( '/wishlist/' ), $settings['wishlist']['pageUrl'] );
	}
}
