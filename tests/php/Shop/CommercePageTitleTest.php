<?php
/**
 * @package Vitrine
 */

declare( strict_types = 1 );

namespace Vitrine\Tests\Shop;

use Vitrine\Shop\CommercePageTitle;
use Vitrine\Tests\TestCase;

/**
 * A block theme's page title on the cart or checkout page takes the block's alignment, so both
 * start on one line; other titles are left alone.
 */
final class CommercePageTitleTest extends TestCase {

	public function test_the_alignment_is_the_blocks_wide_by_default(): void {
		$this->assertSame( 'wide', CommercePageTitle::alignment( '<!-- wp:vitrine/cart /-->' ) );
		$this->assertSame( 'full', CommercePageTitle::alignment( '<!-- wp:vitrine/checkout {"align":"full"} /-->' ) );
		// The wishlist page's block is wide too (its title stood 310 px in from it in Twenty Twenty-Five).
		$this->assertSame( 'wide', CommercePageTitle::alignment( '<!-- wp:paragraph --><p>Keep</p><!-- /wp:paragraph --><!-- wp:vitrine/wishlist /-->' ) );
		$this->assertSame( '', CommercePageTitle::alignment( '<!-- wp:vitrine/cart {"align":"none"} /-->' ) );
		$this->assertSame( '', CommercePageTitle::alignment( '[vitrine_cart]' ) );
		$this->assertSame( '', CommercePageTitle::alignment( '<!-- wp:paragraph --><p>Hi</p><!-- /wp:paragraph -->' ) );
	}

	public function test_only_the_queried_cart_pages_title_is_aligned(): void {
		$cart  = $this->create_post(
			array(
				'post_type'    => 'page',
				'post_content' => '<!-- wp:vitrine/cart /-->',
			)
		);
		$other = $this->create_post( array( 'post_type' => 'page' ) );
		$this->set_main_query( array( 'page_id' => $cart ) );
		$filter = new CommercePageTitle();
		$title  = static fn ( int $id ): string => (string) $filter->align(
			'<h1 class="wp-block-post-title">Cart</h1>',
			array( 'attrs' => array( 'level' => 1 ) ),
			new \WP_Block(
				array(
					'blockName'    => 'core/post-title',
					'attrs'        => array( 'level' => 1 ),
					'innerBlocks'  => array(),
					'innerHTML'    => '',
					'innerContent' => array(),
				),
				array(
					'postId'   => $id,
					'postType' => 'page',
				)
			)
		);

		$this->assertSame( '<h1 class="wp-block-post-title alignwide">Cart</h1>', $title( $cart ) );
		// Another page's title (a query loop's, say) on the cart page is left alone.
		$this->assertSame( '<h1 class="wp-block-post-title">Cart</h1>', $title( $other ) );
		// So is the title of a page with no cart.
		$this->set_main_query( array( 'page_id' => $other ) );
		$this->assertSame( '<h1 class="wp-block-post-title">Cart</h1>', $title( $other ) );
	}
}
