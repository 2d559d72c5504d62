<?php
/**
 * @package Vitrine
 */

declare( strict_types = 1 );

namespace Vitrine\Tests\Shop;

use Vitrine\Shop\ProductPostType;
use Vitrine\Shop\Rendering\ProductParts;
use Vitrine\Shop\Templates\ShopTemplates;
use Vitrine\Tests\TestCase;
use WP_Block;
use WP_Block_Type_Registry;

/**
 * The product part blocks (title, price, gallery, add to cart, stock, short description,
 * details, description, related products): each renders its part of the product its block
 * context names, nothing anywhere else, and the single product template is built from them.
 */
final class ProductPartsTest extends TestCase {

	use ProductFactory;

	protected function tearDown(): void {
		unset( $GLOBALS['post'] );
		parent::tearDown();
	}

	/**
	 * Makes a post the current one, as on its own page.
	 *
	 * @param int $id Post id.
	 */
	private function make_current( int $id ): void {
		$GLOBALS['post'] = get_post( $id ); // phpcs:ignore WordPress.WP.GlobalVariablesOverride.Prohibited -- the current post, as on its page; unset in tearDown().
		setup_postdata( $GLOBALS['post'] );
	}

	/**
	 * An image attachment (metadata only: the gallery needs its sizes, not its pixels).
	 */
	private function create_image(): int {
		$id = wp_insert_attachment(
			array(
				'post_mime_type' => 'image/jpeg',
				'post_title'     => 'A picture',
				'post_status'    => 'inherit',
			),
			'2026/01/picture.jpg'
		);
		$this->assertIsInt( $id );
		$this->created['posts'][] = $id;
		wp_update_attachment_metadata(
			$id,
			array(
				'width'  => 1200,
				'height' => 800,
				'file'   => '2026/01/picture.jpg',
				'sizes'  => array(),
			)
		);
		return $id;
	}

	/**
	 * Renders a block as WP_Block::render() does for a template.
	 *
	 * @param string               $name    Block name.
	 * @param array<string, mixed> $attrs   Attributes.
	 * @param array<string, mixed> $context Available context.
	 */
	private function render( string $name, array $attrs = array(), array $context = array() ): string {
		$parsed = array(
			'blockName'    => $name,
			'attrs'        => $attrs,
			'innerBlocks'  => array(),
			'innerHTML'    => '',
			'innerContent' => array(),
		);
		return ( new WP_Block( $parsed, $context ) )->render();
	}

	/**
	 * The context of a product.
	 *
	 * @param int $id Product id.
	 * @return array{postId: int, postType: string}
	 */
	private static function of( int $id ): array {
		return array(
			'postId'   => $id,
			'postType' => ProductPostType::POST_TYPE,
		);
	}

	/**
	 * A product with every part filled in, and another of its category (its related product).
	 *
	 * @return array{0: int, 1: int} The product and the other one.
	 */
	private function full_product(): array {
		$category = $this->create_product_category( 'Stools' );
		$image    = $this->create_image();
		$product  = $this->create_product(
			array(
				ProductPostType::META_REGULAR_PRICE => '40.00',
				ProductPostType::META_SALE_PRICE    => '32.00',
				ProductPostType::META_SKU           => 'ASH-1',
				ProductPostType::META_MANAGE_STOCK  => 'yes',
				ProductPostType::META_STOCK         => '3',
				ProductPostType::META_GALLERY       => (string) $image,
				'_thumbnail_id'                     => $image,
			),
			array(
				'post_title'   => 'Ash stool',
				'post_excerpt' => 'Turned by hand.',
				'post_content' => '<!-- wp:paragraph --><p>Oiled ash, three legs.</p><!-- /wp:paragraph -->',
			),
			array( $category )
		);
		$other    = $this->create_product( array(), array( 'post_title' => 'Oak stool' ), array( $category ) );
		return array( $product, $other );
	}

	public function test_every_part_is_a_registered_block_reading_the_post_context(): void {
		foreach ( ProductParts::PARTS as $part ) {
			$type = WP_Block_Type_Registry::get_instance()->get_registered( 'vitrine/' . $part );
			$this->assertNotNull( $type, $part );
			$this->assertSame( array( 'postId', 'postType' ), $type->uses_context, $part );
		}
	}

	public function test_each_part_renders_its_part_of_the_product_in_context(): void {
		$product = $this->full_product()[0];
		$context = self::of( $product );

		wp_dequeue_style( 'vitrine-widget-products' );
		$this->assertMatchesRegularExpression( '#<h1 class="[^"]*vitrine-product-summary__title[^"]*">Ash stool</h1>#', $this->render( 'vitrine/product-title', array(), $context ) );
		$this->assertTrue( wp_style_is( 'vitrine-widget-products', 'enqueued' ), 'the shop’s styles come with a part, wherever it is placed' );
		$this->assertMatchesRegularExpression( '#<h3 [^>]*>Ash stool</h3>#', $this->render( 'vitrine/product-title', array( 'level' => 3 ), $context ) );

		$price = $this->render( 'vitrine/product-price', array(), $context );
		$this->assertStringContainsString( 'vitrine-price--sale', $price );
		$this->assertMatchesRegularExpression( '#<del[^>]*>[^<]*40[.,]00[^<]*</del>#', $price, 'the regular price, struck' );
		$this->assertMatchesRegularExpression( '#<ins[^>]*>[^<]*32[.,]00[^<]*</ins>#', $price, 'the sale price' );

		$gallery = $this->render( 'vitrine/product-gallery', array(), $context );
		$this->assertStringContainsString( 'data-vitrine-widget="product-gallery"', $gallery );
		$this->assertStringContainsString( 'vitrine-product-gallery--layout-2', $gallery );
		$this->assertStringContainsString( 'vitrine-product-gallery--layout-1', $this->render( 'vitrine/product-gallery', array( 'layout' => 1 ), $context ) );

		$cart = $this->render( 'vitrine/product-add-to-cart', array(), $context );
		$this->assertStringContainsString( 'name="add-to-cart" value="' . $product . '"', $cart );
		$this->assertStringContainsString( 'data-vitrine-widget="quantity"', $cart, 'the shared quantity stepper' );
		$this->assertStringContainsString( 'wp-element-button', $cart );

		$this->assertStringContainsString( 'Only 3 left in stock', $this->render( 'vitrine/product-stock', array(), $context ) );
		$this->assertStringContainsString( 'Turned by hand.', $this->render( 'vitrine/product-excerpt', array(), $context ) );

		$details = $this->render( 'vitrine/product-meta', array(), $context );
		$this->assertStringContainsString( 'ASH-1', $details );
		$this->assertStringContainsString( '>Stools</a>', $details );
		$this->assertStringNotContainsString( 'vitrine-product-summary__eyebrow', $details );
		$eyebrow = $this->render(
			'vitrine/product-meta',
			array(
				'showCategory' => true,
				'showDetails'  => false,
			),
			$context
		);
		$this->assertStringContainsString( 'vitrine-product-summary__eyebrow', $eyebrow );
		$this->assertStringNotContainsString( 'ASH-1', $eyebrow );

		$description = $this->render( 'vitrine/product-description', array(), $context );
		$this->assertStringContainsString( 'Oiled ash, three legs.', $description );
		$this->assertStringContainsString( 'Description</h2>', $description );

		$related = $this->render( 'vitrine/related-products', array(), $context );
		$this->assertStringContainsString( 'Oak stool', $related );
		$this->assertStringNotContainsString( '>Ash stool<', $related, 'not the product itself' );
	}

	public function test_outside_a_product_every_part_renders_nothing(): void {
		$product  = $this->full_product()[0];
		$page     = $this->create_post( array( 'post_type' => 'page' ) );
		$draft    = $this->create_product( array(), array( 'post_status' => 'draft' ) );
		$contexts = array(
			'no context'                    => array(),
			'a page'                        => array(
				'postId'   => $page,
				'postType' => 'page',
			),
			'a product id posing as a page' => array(
				'postId'   => $page,
				'postType' => ProductPostType::POST_TYPE,
			),
			'a draft'                       => self::of( $draft ),
			'no post'                       => self::of( 999999 ),
		);
		// The global post is a product: a part must not fall back on it without a context.
		$this->make_current( $product );
		wp_dequeue_style( 'vitrine-widget-products' );
		foreach ( ProductParts::PARTS as $part ) {
			foreach ( $contexts as $where => $context ) {
				$this->assertSame( '', $this->render( 'vitrine/' . $part, array(), $context ), "{$part} in {$where}" );
			}
		}
		$this->assertFalse( wp_style_is( 'vitrine-widget-products', 'enqueued' ), 'no styles for parts that render nothing' );
	}

	public function test_parts_escape_the_products_text(): void {
		global $wpdb;
		$product = $this->create_product( array( ProductPostType::META_SKU => 'S-1' ) );
		// Markup in the stored name, as an importer or another plugin might leave it (saving
		// through wp_insert_post() would have filtered it out).
		$wpdb->update( $wpdb->posts, array( 'post_title' => 'Stool <script>alert(1)</script>' ), array( 'ID' => $product ) );
		clean_post_cache( $product );
		$context = self::of( $product );
		$html    = '';
		foreach ( ProductParts::PARTS as $part ) {
			$html .= $this->render( 'vitrine/' . $part, array(), $context );
		}
		$this->assertStringContainsString( 'vitrine-product-summary__title', $html );
		$this->assertStringNotContainsString( '<script>', $html );
		$this->assertStringContainsString( 'Stool &lt;script&gt;alert(1)&lt;/script&gt;', $html );
	}

	public function test_a_part_in_the_products_own_description_does_not_render_the_product_inside_itself(): void {
		$product = $this->create_product(
			array(),
			array(
				'post_title'   => 'Elm bench',
				'post_content' => '<!-- wp:paragraph --><p>Solid elm.</p><!-- /wp:paragraph --><!-- wp:vitrine/product-title /--><!-- wp:vitrine/product-description /-->',
			)
		);
		$this->make_current( $product );
		$description = $this->render( 'vitrine/product-description', array(), self::of( $product ) );
		$this->assertStringContainsString( 'Solid elm.', $description );
		$this->assertStringNotContainsString( 'Elm bench</h1>', $description );
		$this->assertSame( 1, substr_count( $description, 'vitrine-product__description' ) );
	}

	public function test_the_single_product_template_is_built_from_the_parts_once_each(): void {
		$product = $this->full_product()[0];
		$markup  = ShopTemplates::single_product_blocks();
		foreach ( array( 'product-gallery', 'product-title', 'product-price', 'product-stock', 'product-add-to-cart', 'wishlist-button', 'product-description', 'related-products' ) as $part ) {
			$this->assertSame( 1, substr_count( $markup, '<!-- wp:vitrine/' . $part . ' ' ), $part );
		}
		$this->assertStringNotContainsString( 'wp:post-title', $markup );
		$this->assertStringNotContainsString( 'wp:post-featured-image', $markup );
		$this->assertStringNotContainsString( 'wp:vitrine/single-product', $markup );

		// Rendered as a block template renders it: the top-level blocks get the global post's context.
		$this->make_current( $product );
		$html = do_blocks( $markup );
		$this->assertSame( 1, substr_count( $html, 'Ash stool</h1>' ), 'one title' );
		$this->assertSame( 1, substr_count( $html, 'data-vitrine-widget="product-gallery"' ), 'one gallery' );
		$this->assertSame( 1, substr_count( $html, 'vitrine-add-to-cart--with-quantity' ), 'one add to cart with a quantity (the related cards have their own)' );
		$this->assertSame( 1, substr_count( $html, 'data-vitrine-widget="wishlist-button" data-vitrine-props="{&quot;productId&quot;:' . $product . ',' ), 'one wishlist button for the product' );
		$this->assertSame( 1, substr_count( $html, 'vitrine-product__related' ), 'related products once' );
		$this->assertStringContainsString( 'Oak stool', $html );
		$this->assertStringContainsString( 'Oiled ash, three legs.', $html );
	}
}
