<?php
/**
 * @package Vitrine
 */

declare( strict_types = 1 );

namespace Vitrine\Tests\Shop;

use Vitrine\Shop\Cart\CartLink;
use Vitrine\Shop\ProductPostType;
use Vitrine\Shop\Rendering\ShopIntro;
use Vitrine\Shop\Rendering\ShopPage;
use Vitrine\Shop\Rendering\SingleProduct;
use Vitrine\Shop\ShopRequest;
use Vitrine\Shop\Templates\ShopTemplates;
use Vitrine\Tests\TestCase;
use WP_Block_Template;
use WP_Block_Templates_Registry;
use WP_Query;

/**
 * The shop's pages under any theme: the block templates registered for block themes, the
 * classic fallback chosen only when the theme has no template of its own, one title on a
 * product page, the Shop page's text on /shop/, and the cart link hooked into block headers.
 */
final class ShopTemplatesTest extends TestCase {

	use ProductFactory;

	/**
	 * An empty theme folder, so that locate_template() finds nothing.
	 *
	 * @var string
	 */
	private string $empty_theme = '';

	protected function tearDown(): void {
		ShopRequest::reset();
		$GLOBALS['wp_query'] = $GLOBALS['wp_the_query']; // phpcs:ignore WordPress.WP.GlobalVariablesOverride.Prohibited -- restoring.
		wp_set_template_globals();
		add_theme_support( 'vitrine-shop' );
		add_theme_support( 'vitrine-cart-link' );
		parent::tearDown();
	}

	/**
	 * Runs a main query as WordPress would for an address.
	 *
	 * @param array<string, mixed> $vars Query variables.
	 */
	private function main_query( array $vars ): WP_Query {
		global $wp_query, $wp_the_query;
		$wp_the_query = new WP_Query(); // phpcs:ignore WordPress.WP.GlobalVariablesOverride.Prohibited -- a main query for the test, restored in tearDown().
		$wp_query     = $wp_the_query; // phpcs:ignore WordPress.WP.GlobalVariablesOverride.Prohibited -- as above.
		$wp_query->query( $vars );
		return $wp_query;
	}

	/**
	 * Acts as a classic theme with no shop templates and no `vitrine-shop` support.
	 */
	private function bare_classic_theme(): void {
		remove_theme_support( 'vitrine-shop' );
		$this->empty_theme = get_temp_dir() . 'vitrine-empty-theme';
		wp_mkdir_p( $this->empty_theme );
		// locate_template() looks in these (set once per request by wp_set_template_globals()).
		$GLOBALS['wp_stylesheet_path'] = $this->empty_theme; // phpcs:ignore WordPress.WP.GlobalVariablesOverride.Prohibited -- restored in tearDown().
		$GLOBALS['wp_template_path']   = $this->empty_theme; // phpcs:ignore WordPress.WP.GlobalVariablesOverride.Prohibited -- as above.
	}

	public function test_block_templates_are_registered_for_the_shop_its_terms_and_products(): void {
		$registry = WP_Block_Templates_Registry::get_instance();
		foreach ( array( 'archive-vitrine_product', 'taxonomy-vitrine_product_cat', 'taxonomy-vitrine_product_tag' ) as $slug ) {
			$template = $registry->get_by_slug( $slug );
			$this->assertInstanceOf( WP_Block_Template::class, $template, $slug );
			$this->assertStringContainsString( '<!-- wp:vitrine/product-catalogue', (string) $template->content );
			$this->assertStringContainsString( '"slug":"header"', (string) $template->content );
			$this->assertStringContainsString( '"slug":"footer"', (string) $template->content );
		}
		$single = $registry->get_by_slug( 'single-vitrine_product' );
		$this->assertInstanceOf( WP_Block_Template::class, $single );
		// Built from the product part blocks a site builder rearranges (ProductPartsTest renders them).
		$this->assertStringContainsString( '<!-- wp:vitrine/product-title', (string) $single->content );
		$this->assertStringContainsString( '<!-- wp:vitrine/product-gallery', (string) $single->content );
		// No second title or image from core blocks: the product blocks print them.
		$this->assertStringNotContainsString( 'wp:post-title', (string) $single->content );
		$this->assertStringNotContainsString( 'wp:post-featured-image', (string) $single->content );
		foreach ( parse_blocks( (string) $single->content ) as $block ) {
			$this->assertNotEmpty( $block['blockName'] ?? null, 'the markup parses to blocks only' );
		}
	}

	public function test_a_theme_that_prints_the_shop_keeps_its_templates(): void {
		$this->create_product();
		$this->main_query( array( 'post_type' => ProductPostType::POST_TYPE ) );
		$this->assertSame( 'archive', ShopTemplates::kind() );
		// The Vitrine theme declares `vitrine-shop` and has archive-vitrine_product.php.
		$this->assertSame( '/theme/archive.php', ShopTemplates::classic_template( '/theme/archive.php' ) );
		remove_theme_support( 'vitrine-shop' );
		$this->assertSame( '/theme/archive.php', ShopTemplates::classic_template( '/theme/archive.php' ), 'its own archive-vitrine_product.php wins' );
	}

	public function test_a_classic_theme_without_shop_templates_gets_the_plugins(): void {
		$category = $this->create_product_category( 'Bowls' );
		$product  = $this->create_product( array(), array( 'post_title' => 'Ash bowl' ), array( $category ) );
		$this->bare_classic_theme();

		$this->main_query( array( 'post_type' => ProductPostType::POST_TYPE ) );
		$this->assertStringEndsWith( '/templates/archive-product.php', ShopTemplates::classic_template( '/theme/archive.php' ) );

		$this->main_query( array( ProductPostType::CATEGORY => 'bowls' ) );
		$this->assertStringEndsWith( '/templates/archive-product.php', ShopTemplates::classic_template( '/theme/taxonomy.php' ) );

		$this->main_query(
			array(
				'p'         => $product,
				'post_type' => ProductPostType::POST_TYPE,
			)
		);
		$this->assertStringEndsWith( '/templates/single-product.php', ShopTemplates::classic_template( '/theme/single.php' ) );

		$this->main_query( array( 'post_type' => 'post' ) );
		$this->assertSame( '/theme/index.php', ShopTemplates::classic_template( '/theme/index.php' ), 'not a shop page' );
	}

	public function test_the_single_product_block_prints_the_title_once_even_through_the_content(): void {
		$product = $this->create_product(
			array( '_regular_price' => '42' ),
			array(
				'post_title'   => 'Linen throw',
				'post_content' => 'Washed linen.',
			)
		);
		remove_theme_support( 'vitrine-shop' );
		$this->main_query(
			array(
				'p'         => $product,
				'post_type' => ProductPostType::POST_TYPE,
			)
		);
		$this->go_to_loop();

		$html = SingleProduct::render_block( $product );
		$this->assertSame( 1, substr_count( $html, 'Linen throw</h1>' ) );
		$this->assertSame( 1, substr_count( $html, 'class="vitrine-product"' ), 'the description does not render the page again' );
		$this->assertStringContainsString( 'Washed linen.', $html );
		$this->assertStringContainsString( 'add_to_cart_button', $html );
		$this->assertStringContainsString( 'wp-element-button', $html );
		$this->assertSame( '', SingleProduct::render_block( $this->create_post() ), 'nothing for a post' );
	}

	/**
	 * Enters the main loop's first post, as a template does.
	 */
	private function go_to_loop(): void {
		global $wp_query;
		$wp_query->the_post();
		$this->assertTrue( in_the_loop() );
	}

	public function test_the_shop_page_introduces_the_archive_without_a_second_grid(): void {
		$this->create_product();
		$page = $this->create_post(
			array(
				'post_type'    => 'page',
				'post_name'    => 'shop',
				'post_title'   => 'Our shop',
				'post_content' => "<!-- wp:paragraph -->\n<p>Made by people we know.</p>\n<!-- /wp:paragraph -->\n<!-- wp:vitrine/products {\"count\":12} /-->",
			)
		);
		$this->assertSame( $page, ShopIntro::page()?->ID );
		$this->assertSame( 'Our shop', ShopIntro::filter_title( 'Products', ProductPostType::POST_TYPE ) );
		$this->assertSame( 'Posts', ShopIntro::filter_title( 'Posts', 'post' ) );

		$this->main_query( array( 'post_type' => ProductPostType::POST_TYPE ) );
		$html = ShopPage::render_block();
		$this->assertStringContainsString( 'Made by people we know.', $html );
		$this->assertSame( 1, substr_count( $html, 'class="vitrine-products ' ), 'one grid: the page’s own is left out' );
		$this->assertStringContainsString( 'vitrine-shop__sort', $html );
		$this->assertStringNotContainsString( 'Made by people we know.', ShopPage::render_block( false ) );

		$this->main_query(
			array(
				'post_type' => ProductPostType::POST_TYPE,
				'paged'     => 2,
			)
		);
		$this->assertStringNotContainsString( 'Made by people we know.', ShopPage::render_block(), 'first page only' );
	}

	public function test_the_catalogue_block_lists_products_outside_the_shop_without_pages(): void {
		$this->create_product( array(), array( 'post_title' => 'Oak stool' ) );
		$html = ShopPage::render_block();
		$this->assertStringContainsString( 'Oak stool', $html );
		$this->assertStringNotContainsString( 'vitrine-shop__pagination', $html );
	}

	public function test_the_cart_link_is_hooked_after_the_navigation_of_block_headers_only(): void {
		remove_theme_support( 'vitrine-cart-link' ); // The Vitrine theme places its own.
		$link         = new CartLink();
		$header       = new WP_Block_Template();
		$header->type = 'wp_template_part';
		$header->area = 'header';
		$footer       = clone $header;
		$footer->area = 'footer';

		$this->assertSame( array( 'vitrine/cart-link' ), $link->hook_block( array(), 'after', 'core/navigation', $header ) );
		$this->assertSame( array(), $link->hook_block( array(), 'after', 'core/navigation', $footer ) );
		$this->assertSame( array(), $link->hook_block( array(), 'before', 'core/navigation', $header ) );
		add_theme_support( 'vitrine-cart-link' );
		$this->assertSame( array(), $link->hook_block( array(), 'after', 'core/navigation', $header ), 'a theme that places it' );
	}
}
