<?php
/**
 * @package Vitrine
 */

declare( strict_types = 1 );

namespace Vitrine\Tests\Shop;

use Vitrine\Tests\TestCase;

/**
 * `GET admin-ajax.php?action=jws_ajax_load_product&id=…`.
 */
final class QuickViewTest extends TestCase {

	use ProductFactory;

	/**
	 * Calls the action with an id in the query string, as the browser does.
	 *
	 * @param int $id Product id.
	 * @return array{status: int, body: string}
	 */
	private function quick_view( int $id ): array {
		$_GET = array(
			'action' => 'jws_ajax_load_product',
			'id'     => (string) $id,
		);
		return $this->ajax( 'jws_ajax_load_product', array() );
	}

	public function test_a_published_product_answers_its_quick_view_html(): void {
		$id = $this->create_product(
			array(
				'_regular_price' => '40',
				'_sale_price'    => '32',
				'_manage_stock'  => 'yes',
				'_stock'         => '5',
			),
			array(
				'post_title'   => 'Bud vase',
				'post_excerpt' => 'A small vase for a single stem.',
			)
		);

		$reply = $this->quick_view( $id );

		$this->assertSame( 200, $reply['status'] );
		$this->assertStringContainsString( 'data-product_id="' . $id . '"', $reply['body'] );
		$this->assertMatchesRegularExpression( '#<h2 class="vitrine-product-summary__title" id="vitrine-quick-view-title-' . $id . '">Bud vase</h2>#', $reply['body'] );
		$this->assertStringContainsString( '€32.00', $reply['body'] );
		$this->assertStringContainsString( 'A small vase for a single stem.', $reply['body'] );
		$this->assertStringContainsString( 'data-vitrine-widget="quantity"', $reply['body'] );
		$this->assertMatchesRegularExpression( '#<input type="number"[^>]+name="quantity" value="1" min="1" max="5"#', $reply['body'] );
		$this->assertMatchesRegularExpression( '#<button type="submit" name="add-to-cart" value="' . $id . '"[^>]+data-product_id="' . $id . '" data-quantity="1"#', $reply['body'] );
		$this->assertStringContainsString( 'Only 5 left in stock', $reply['body'] );
	}

	public function test_the_quick_view_shows_the_gallery(): void {
		$image = $this->create_post(
			array(
				'post_type'      => 'attachment',
				'post_mime_type' => 'image/jpeg',
				'post_status'    => 'inherit',
				'guid'           => 'http://example.test/a.jpg',
			)
		);
		update_post_meta( $image, '_wp_attached_file', '2026/01/a.jpg' );
		update_post_meta(
			$image,
			'_wp_attachment_metadata',
			array(
				'width'  => 800,
				'height' => 1000,
				'file'   => '2026/01/a.jpg',
				'sizes'  => array(),
			)
		);
		$id = $this->create_product( array( '_product_image_gallery' => (string) $image ) );

		$reply = $this->quick_view( $id );

		$this->assertStringContainsString( 'data-vitrine-widget="product-gallery"', $reply['body'] );
		$this->assertStringContainsString( 'a.jpg', $reply['body'] );
	}

	public function test_anything_else_answers_404_with_a_message(): void {
		$cases = array(
			'unknown'   => 999999,
			'blog post' => $this->create_post(),
			'draft'     => $this->create_product( array(), array( 'post_status' => 'draft' ) ),
			'private'   => $this->create_product( array(), array( 'post_status' => 'private' ) ),
			'protected' => $this->create_product( array(), array( 'post_password' => 'x' ) ),
			'no id'     => 0,
		);
		foreach ( $cases as $case => $id ) {
			$reply = $this->quick_view( $id );
			$this->assertSame( 404, $reply['status'], $case );
			$body = json_decode( $reply['body'], true );
			$this->assertSame( 'vitrine_product_not_found', $body['data']['code'] ?? '', $case );
			$this->assertSame( 'This product is not available.', $body['data']['message'] ?? '', $case );
		}
	}

	public function test_guests_and_members_both_reach_it(): void {
		$this->assertTrue( has_action( 'wp_ajax_nopriv_jws_ajax_load_product' ) !== false );
		$this->assertTrue( has_action( 'wp_ajax_jws_ajax_load_product' ) !== false );
	}
}
