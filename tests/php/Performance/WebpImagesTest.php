<?php
/**
 * @package Vitrine
 */

declare( strict_types = 1 );

namespace Vitrine\Tests\Performance;

use Vitrine\Performance\WebpImages;
use Vitrine\Tests\TestCase;

/**
 * Sizes of uploaded JPEGs are written as WebP when the server can.
 */
final class WebpImagesTest extends TestCase {

	public function test_jpeg_sizes_are_written_as_webp(): void {
		$this->assertTrue( wp_image_editor_supports( array( 'mime_type' => 'image/webp' ) ), 'GD here writes WebP' );

		$this->assertSame( 'image/webp', apply_filters( 'image_editor_output_format', array(), '', 'image/jpeg' )['image/jpeg'] ?? null );
	}

	public function test_a_filter_keeps_jpeg(): void {
		add_filter( 'vitrine_webp_images', '__return_false' );

		$this->assertSame( array(), ( new WebpImages() )->output_formats( array() ) );
	}

	public function test_webp_default_quality_is_lowered_and_other_choices_kept(): void {
		$webp = new WebpImages();

		$this->assertSame( 80, $webp->quality( 86, 'image/webp' ) );
		$this->assertSame( 60, $webp->quality( 60, 'image/webp' ) );
		$this->assertSame( 82, $webp->quality( 82, 'image/jpeg' ) );
	}
}
