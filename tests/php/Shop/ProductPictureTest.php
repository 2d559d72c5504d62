<?php
/**
 * @package Vitrine
 */

declare( strict_types = 1 );

namespace Vitrine\Tests\Shop;

use Vitrine\Shop\Admin\ProductImageColumn;
use Vitrine\Shop\Cart\CartFactory;
use Vitrine\Shop\Cart\CartLine;
use Vitrine\Shop\Cart\CartPayload;
use Vitrine\Shop\Catalogue\CatalogueFactory;
use Vitrine\Shop\Rendering\AddToCartForm;
use Vitrine\Shop\Rendering\CartView;
use Vitrine\Shop\Rendering\ProductCard;
use Vitrine\Shop\Rendering\ProductGallery;
use Vitrine\Shop\Rendering\ProductPicture;
use Vitrine\Shop\Rendering\QuickView;
use Vitrine\Tests\Shop\Cart\CartTestCase;
use Vitrine\Wishlists\WishlistTableMarkup;

/**
 * A product without a picture shows the shop's placeholder everywhere (card, gallery, quick
 * view, cart, mini cart payload, wishlists): decorative (alt=""), with its size, and
 * replaceable by a filter; a mail gets a PNG of it, and a real picture in a mail is core's
 * `<img>` with an absolute address, its size and the product's name.
 */
final class ProductPictureTest extends CartTestCase {

	/**
	 * An image attachment with a thumbnail size (no file needed: the metadata names them).
	 */
	public static function image(): int {
		$id = wp_insert_attachment(
			array(
				'post_mime_type' => 'image/jpeg',
				'post_title'     => 'Cup photo',
				'post_status'    => 'inherit',
			),
			'2026/11/cup.jpg'
		);
		wp_update_attachment_metadata(
			$id,
			array(
				'width'  => 1200,
				'height' => 1200,
				'file'   => '2026/11/cup.jpg',
				'sizes'  => array(
					'thumbnail' => array(
						'file'      => 'cup-150x150.jpg',
						'width'     => 150,
						'height'    => 150,
						'mime-type' => 'image/jpeg',
					),
				),
			)
		);
		return $id;
	}

	public function test_the_placeholder_is_the_bundled_svg_on_pages_a_png_in_mails_and_filterable(): void {
		$this->assertStringEndsWith( '/assets/images/product-placeholder.svg', ProductPicture::placeholder_url() );
		$this->assertStringEndsWith( '/assets/images/product-placeholder.png', ProductPicture::placeholder_url( 'mail' ) );
		$this->assertFileExists( dirname( __DIR__, 3 ) . '/plugin/assets/images/product-placeholder.svg' );
		$this->assertFileExists( dirname( __DIR__, 3 ) . '/plugin/assets/images/product-placeholder.png' );

		$img = ProductPicture::placeholder( 'my-class', 80 );
		$this->assertMatchesRegularExpression( '#^<img src="[^"]+product-placeholder\.svg" alt="" width="80" height="80" class="vitrine-product-placeholder my-class" decoding="async" loading="lazy">$#', $img );

		$filter = static fn( string $url, string $context ): string => 'https://cdn.example.com/none-' . $context . '.png';
		add_filter( 'vitrine_product_placeholder_image', $filter, 10, 2 );
		$this->assertSame( 'https://cdn.example.com/none-page.png', ProductPicture::placeholder_url() );
		$this->assertStringContainsString( 'src="https://cdn.example.com/none-mail.png"', ProductPicture::mail( 0, 'Cup' ) );
		remove_filter( 'vitrine_product_placeholder_image', $filter );
	}

	public function test_a_product_without_a_picture_shows_the_placeholder_everywhere(): void {
		$id      = $this->create_product( array(), array( 'post_title' => 'Bare cup' ) );
		$product = CatalogueFactory::catalogue()->get( $id );
		$this->assertNotNull( $product );

		$card = ProductCard::render( $product, 'shop', 0, '300px' );
		$this->assertStringContainsString( 'class="vitrine-product-placeholder vitrine-product-card__placeholder"', $card );
		$this->assertStringNotContainsString( '<span class="vitrine-product-card__placeholder"', $card, 'no empty tile' );

		$gallery = ProductGallery::render( $product );
		$this->assertStringContainsString( '<div class="vitrine-product-gallery-placeholder"><img src="', $gallery );
		$this->assertStringContainsString( 'alt=""', $gallery );
		$this->assertStringContainsString( 'vitrine-product-gallery-placeholder', QuickView::render( $product ) );

		$this->assertStringContainsString( 'data-product_image="' . esc_url( ProductPicture::placeholder_url() ) . '"', AddToCartForm::render( $product, false ) );

		$this->as_guest( str_repeat( 'b', 32 ) );
		$line = CartFactory::current()->add( $id );
		$this->assertInstanceOf( CartLine::class, $line, $line instanceof \WP_Error ? $line->get_error_message() : '' );
		$this->assertSame( ProductPicture::placeholder_url(), CartPayload::line( $line )['image'] );
		$this->assertMatchesRegularExpression( '#<td class="vitrine-cart__thumb"><img src="[^"]+product-placeholder\.svg" alt="" width="80" height="80" class="vitrine-product-placeholder vitrine-commerce__image vitrine-cart__image"#', CartView::render() );

		$this->assertStringContainsString( 'product-placeholder.svg" alt="" width="64" height="64"', WishlistTableMarkup::thumbnail( array( 'imageId' => 0 ) ) );
	}

	public function test_a_product_with_a_picture_keeps_it(): void {
		$image   = self::image();
		$id      = $this->create_product( array( '_thumbnail_id' => $image ), array( 'post_title' => 'Cup' ) );
		$product = CatalogueFactory::catalogue()->get( $id );
		$this->assertNotNull( $product );
		$this->assertStringEndsWith( '/cup-150x150.jpg', ProductPicture::thumbnail_url( $product ) );
		$this->assertStringNotContainsString( 'product-placeholder', ProductCard::render( $product, 'shop', 0, '300px' ) );
		$this->assertStringContainsString( 'cup-150x150.jpg', ProductPicture::thumbnail( $product, 'x' ) );
	}

	public function test_a_mail_picture_is_absolute_sized_and_named(): void {
		$image = self::image();
		$id    = $this->create_product( array( '_thumbnail_id' => $image ) );

		$img = ProductPicture::mail( $id, 'Cup & saucer' );
		$this->assertMatchesRegularExpression( '#<img width="64" height="64" src="https?://[^"]+/cup-150x150\.jpg"#', $img );
		$this->assertStringContainsString( 'alt="Cup &amp; saucer"', $img );
		$this->assertStringNotContainsString( 'loading=', $img );

		// A product deleted since, or one without a picture: the PNG placeholder, decorative.
		$none = ProductPicture::mail( 0, 'Gone' );
		$this->assertMatchesRegularExpression( '#^<img src="https?://[^"]+product-placeholder\.png" alt="" width="64" height="64"#', $none );
		$this->assertStringNotContainsString( 'loading=', $none );
	}

	public function test_the_products_list_shows_each_picture_or_the_placeholder_before_the_name(): void {
		$column  = new ProductImageColumn();
		$columns = $column->add_column(
			array(
				'cb'    => '',
				'title' => 'Title',
				'date'  => 'Date',
			)
		);
		$this->assertSame( array( 'cb', ProductImageColumn::COLUMN, 'title', 'date' ), array_keys( $columns ) );

		$bare = $this->create_product();
		ob_start();
		$column->render( ProductImageColumn::COLUMN, $bare );
		$column->render( 'title', $bare );
		$this->assertMatchesRegularExpression( '#^<img src="[^"]+product-placeholder\.svg" alt="" width="40" height="40"#', (string) ob_get_clean() );

		$pictured = $this->create_product( array( '_thumbnail_id' => self::image() ) );
		ob_start();
		$column->render( ProductImageColumn::COLUMN, $pictured );
		$html = (string) ob_get_clean();
		$this->assertStringContainsString( 'cup-150x150.jpg', $html );
		$this->assertStringContainsString( 'alt=""', $html );
	}
}
