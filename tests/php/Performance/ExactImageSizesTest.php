<?php
/**
 * @package Vitrine
 */

declare( strict_types = 1 );

namespace Vitrine\Tests\Performance;

use Vitrine\Presentation\ImageProps;
use Vitrine\Tests\TestCase;

/**
 * A picture printed with an exact `sizes` list (gallery thumbnails, product cards) keeps it when
 * WordPress filters the content it stands in: core puts `auto` before every lazy picture's list,
 * and with it a phone took a 480 px file for a 69 px thumbnail (image-sizes.spec).
 */
final class ExactImageSizesTest extends TestCase {

	private const LAZY = '<img src="https://example.test/thumb-150x150.webp" alt="" width="150" height="150" loading="lazy" srcset="https://example.test/thumb-150x150.webp 150w, https://example.test/thumb-480x480.webp 480w" sizes="%s" />';

	public function test_a_marked_picture_keeps_its_exact_list_in_the_content(): void {
		$exact = ImageProps::without_auto_sizes( sprintf( self::LAZY, 'auto, (min-width: 1024px) 120px, 75px' ) );

		$html = wp_filter_content_tags( $exact, 'the_content' );

		$this->assertStringContainsString( 'sizes="(min-width: 1024px) 120px, 75px"', $html );
		$this->assertStringContainsString( ImageProps::EXACT_SIZES, $html );
	}

	public function test_an_unmarked_lazy_picture_still_gets_cores_auto(): void {
		$html = wp_filter_content_tags( sprintf( self::LAZY, '(min-width: 1024px) 120px, 75px' ), 'the_content' );

		$this->assertStringContainsString( 'sizes="auto, (min-width: 1024px) 120px, 75px"', $html );
	}
}
