<?php
/**
 * @package Vitrine
 */

declare( strict_types = 1 );

namespace Vitrine\Tests\Wishlists;

use Vitrine\Core\Assets;
use Vitrine\Shop\Catalogue\CatalogueFactory;
use Vitrine\Shop\ProductPostType;
use Vitrine\Shop\Rendering\ProductCard;
use Vitrine\Shop\Rendering\ProductSummary;
use Vitrine\Wishlists\Admin\WishlistsAdmin;
use Vitrine\Wishlists\WishlistSettings;
use WP_Block;
use WP_Block_Editor_Context;

/**
 * Where the widgets appear, what the page prints (nothing per visitor), the admin's CSV and
 * the settings.
 */
final class WishlistWidgetsTest extends WishlistTestCase {

	protected function tearDown(): void {
		unset( $GLOBALS['post'] );
		parent::tearDown();
	}

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

	public function test_the_button_block_takes_the_product_of_its_context(): void {
		$id = $this->create_product();

		$html = ( new WP_Block( $this->parsed_button(), array( 'postId' => $id ) ) )->render();

		$this->assertStringContainsString( '&quot;productId&quot;:' . $id, $html );
	}

	public function test_the_button_renders_nothing_where_there_is_no_product(): void {
		$post  = $this->create_post();
		$page  = $this->create_post( array( 'post_type' => 'page' ) );
		$draft = $this->create_product( array(), array( 'post_status' => 'draft' ) );

		// A post or a page is no product (the wishlist refuses them), nor is an unpublished one.
		foreach ( array( $post, $page, $draft ) as $id ) {
			$this->assertSame( '', ( new WP_Block( $this->parsed_button(), array( 'postId' => $id ) ) )->render(), "post {$id} in context" );
			$this->assertSame( '', ( new WP_Block( $this->parsed_button( array( 'productId' => $id ) ) ) )->render(), "post {$id} set in the block" );
			$this->assertSame( '', do_shortcode( '[vitrine_wishlist_button id="' . $id . '"]' ), "post {$id} in the shortcode" );
		}
		// Placed in an ordinary post, with nothing set: the post is the current one.
		$this->go_to_post( $post );
		$this->assertSame( '', do_blocks( '<!-- wp:vitrine/wishlist-button /-->' ) );
		$this->assertSame( '', do_shortcode( '[vitrine_wishlist_button]' ) );
		$this->assertFalse( wp_script_is( Assets::RUNTIME, 'enqueued' ), 'no widget, no runtime' );
	}

	public function test_the_editor_knows_the_product_post_type(): void {
		$settings = get_block_editor_settings( array(), new WP_Block_Editor_Context( array( 'name' => 'core/edit-post' ) ) );

		$this->assertSame( ProductPostType::POST_TYPE, $settings['vitrineProductPostType'] );
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

	/**
	 * The block as a post's content holds it, with its attributes.
	 *
	 * @param array<string, mixed> $attributes Block attributes.
	 * @return array<string, mixed>
	 */
	private function parsed_button( array $attributes = array() ): array {
		return array(
			'blockName'    => 'vitrine/wishlist-button',
			'attrs'        => $attributes,
			'innerBlocks'  => array(),
			'innerHTML'    => '',
			'innerContent' => array(),
		);
	}

	/**
	 * Makes a post the current one, as on its own page.
	 *
	 * @param int $id Post id.
	 */
	private function go_to_post( int $id ): void {
		$GLOBALS['post'] = get_post( $id ); // phpcs:ignore WordPress.WP.GlobalVariablesOverride.Prohibited -- the current post, as on its page.
		setup_postdata( $GLOBALS['post'] );
	}

	public function test_the_front_end_gets_the_settings(): void {
		$settings = \Vitrine\Widgets\Settings::get();
		$this->assertSame( 3000, $settings['wishlist']['popupMs'] );
		$this->assertTrue( $settings['wishlist']['multi'] );
		$this->assertSame( home_url( '/wishlist/' ), $settings['wishlist']['pageUrl'] );
	}
}
