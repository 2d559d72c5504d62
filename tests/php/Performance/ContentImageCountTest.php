<?php
/**
 * @package Vitrine
 */

declare( strict_types = 1 );

namespace Vitrine\Tests\Performance;

use Vitrine\Tests\TestCase;

/**
 * Pictures a widget already marked lazy count toward the three pictures WordPress loads at
 * once at the top of the content, so a picture after them is not taken for the first one.
 */
final class ContentImageCountTest extends TestCase {

	protected function setUp(): void {
		parent::setUp();
		// The main query, in the loop, as while a page prints its content.
		$this->set_main_query()->in_the_loop = true;
		// A new page: WordPress's count starts at zero, no picture is fetched first yet.
		wp_increase_content_media_count( -wp_increase_content_media_count( 0 ) );
		wp_high_priority_element_flag( true );
		wp_omit_loading_attr_threshold( true );
	}

	protected function tearDown(): void {
		$GLOBALS['wp_query']->in_the_loop = false;
		parent::tearDown();
	}

	public function test_a_picture_below_three_lazy_widget_pictures_loads_lazily_too(): void {
		$lazy    = '<img src="https://example.test/card-%d.webp" alt="" width="768" height="512" loading="lazy" />';
		$content = sprintf( $lazy, 1 ) . sprintf( $lazy, 2 ) . sprintf( $lazy, 3 )
			. '<img src="https://example.test/background.webp" alt="" width="960" height="640" />';

		$html = wp_filter_content_tags( $content, 'the_content' );

		$this->assertSame( 1, preg_match( '#<img[^>]*background\.webp[^>]*>#', $html, $match ) );
		$this->assertStringContainsString( 'loading="lazy"', $match[0] );
		$this->assertStringNotContainsString( 'fetchpriority', $match[0] );
	}

	public function test_the_first_unmarked_picture_of_the_content_still_loads_first(): void {
		$content = '<img src="https://example.test/cover.webp" alt="" width="960" height="640" />';

		$html = wp_filter_content_tags( $content, 'the_content' );

		$this->assertStringNotContainsString( 'loading="lazy"', $html );
		$this->assertStringContainsString( 'fetchpriority="high"', $html );
	}
}
