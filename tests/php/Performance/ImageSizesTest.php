<?php
/**
 * @package Vitrine
 */

declare( strict_types = 1 );

namespace Vitrine\Tests\Performance;

use Vitrine\Performance\ImageSizes;
use Vitrine\Presentation\ThumbsGallery;
use Vitrine\Tests\TestCase;

/**
 * Pictures are offered at the size they are shown: a 480 px wide size between medium and
 * medium_large for every picture, and galleries zoom to the large size, not the original.
 */
final class ImageSizesTest extends TestCase {

	/** An uploaded 2000 × 2500 picture (a product's 4:5), with its sizes made. */
	private function upload(): int {
		$file  = wp_upload_dir()['path'] . '/vitrine-sizes-' . wp_generate_password( 6, false ) . '.jpg';
		$image = imagecreatetruecolor( 2000, 2500 );
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
}
