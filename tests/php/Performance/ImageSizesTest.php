<?php
/**
 * @package Vitrine
 */

declare( strict_types = 1 );

namespace Vitrine\Tests\Performance;

use Vitrine\Performance\ImageSizes;
use Vitrine\Presentation\ImageProps;
use Vitrine\Presentation\ThumbsGallery;
use Vitrine\Tests\TestCase;

/**
 * Pictures are offered at the size they are shown: a 480 px wide size between medium and
 * medium_large for every picture, and galleries zoom to the large size, not the original.
 */
final class ImageSizesTest extends TestCase {

	/** An uploaded 2000 × 2500 picture (a product's 4:5), with its sizes made. */
	private function upload( int $width = 2000, int $height = 2500 ): int {
		$file  = wp_upload_dir()['path'] . '/vitrine-sizes-' . wp_generate_password( 6, false ) . '.jpg';
		$image = imagecreatetruecolor( $width, $height );
		imagejpeg( $image, $file );
		$id = wp_insert_attachment( array( 'post_mime_type' => 'image/jpeg' ), $file );
		require_once ABSPATH . 'wp-admin/includes/image.php';
		wp_update_attachment_metadata( $id, wp_generate_attachment_metadata( $id, $file ) );
		return $id;
	}

	public function test_every_picture_gets_a_480_px_wide_size_that_srcset_offers(): void {
		$this->assertArrayHasKey( ImageSizes::MEDIUM, wp_get_registered_image_subsizes() );
		$id = $this->upload();

		$this->assertSame( array( 480, 600 ), array_slice( (array) wp_get_attachment_image_src( $id, ImageSizes::MEDIUM ), 1, 2 ) );
		$this->assertStringContainsString( ' 480w', (string) wp_get_attachment_image_srcset( $id, 'medium_large' ) );
		$this->assertStringContainsString( ' 300w', (string) wp_get_attachment_image_srcset( $id, 'thumbnail' ) );
	}

	public function test_a_gallery_zooms_to_the_large_size_not_the_original(): void {
		$id     = $this->upload();
		$images = ThumbsGallery::images( array( $id ), '100vw' );

		$this->assertSame( (string) wp_get_attachment_image_src( $id, 'large' )[0], $images[0]['full'] );
		$this->assertNotSame( wp_get_attachment_url( $id ), $images[0]['full'] );
	}

	public function test_a_phone_is_not_offered_the_original_when_a_768_px_size_exists(): void {
		$id    = $this->upload();
		$large = (array) ImageProps::of( $id, 'large', '100vw' );
		$this->assertStringContainsString( ' 2000w', $large['srcset'] );

		$trimmed = ImageProps::without_original( $large );

		$this->assertStringNotContainsString( ' 2000w', $trimmed['srcset'] );
		$this->assertStringContainsString( ' 1638w', $trimmed['srcset'] );
		$this->assertStringContainsString( ' 768w', $trimmed['srcset'] );
		$this->assertStringNotContainsString( wp_get_attachment_url( $id ), $trimmed['src'] );
		$img = ImageProps::img( $trimmed, 'x' );
		$this->assertStringNotContainsString( ' 2000w', $img );
		$this->assertStringContainsString( ' 1638w', $img );
	}

	public function test_a_small_original_stays_when_no_768_px_size_stands_in(): void {
		$large = (array) ImageProps::of( $this->upload( 700, 875 ), 'large', '100vw' );

		$this->assertSame( $large, ImageProps::without_original( $large ) );
	}

	public function test_a_deferred_gallery_fetches_only_its_first_picture_without_scripts_showing_all(): void {
		$images = ThumbsGallery::images( array( $this->upload(), $this->upload() ), '100vw' );

		$html = ThumbsGallery::markup( $images, null, true, true );

		$this->assertSame( 2, substr_count( $html, '__image' ) );
		$this->assertSame( 1, substr_count( $html, '<noscript><img' ) );
		$this->assertMatchesRegularExpression( '#<li class="[^"]*__slide"><img[^>]*fetchpriority="high"#', $html );
		$this->assertMatchesRegularExpression( '#<li class="[^"]*__slide"><noscript><img[^>]*loading="lazy"#', $html );
	}
}
