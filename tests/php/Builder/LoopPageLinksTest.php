<?php
/**
 * @package Vitrine
 */

declare( strict_types = 1 );

namespace Vitrine\Tests\Builder;

use Vitrine\Builder\LoopPageLinks;
use Vitrine\Tests\TestCase;

/**
 * A loop grid's page links stay a handful however many pages there are: first, last, two
 * either side of the current page, gaps, Previous and Next.
 */
final class LoopPageLinksTest extends TestCase {

	/**
	 * Windows for a page of a number of pages (null is a gap).
	 *
	 * @return array<string, array{0: int, 1: int, 2: list<int|null>}>
	 */
	public static function windows(): array {
		return array(
			'two pages'              => array( 1, 2, array( 1, 2 ) ),
			'first of many'          => array( 1, 1738, array( 1, 2, 3, null, 1738 ) ),
			'middle of many'         => array( 50, 100, array( 1, null, 48, 49, 50, 51, 52, null, 100 ) ),
			'last of many'           => array( 100, 100, array( 1, null, 98, 99, 100 ) ),
			'a gap of one is a page' => array( 5, 9, array( 1, 2, 3, 4, 5, 6, 7, 8, 9 ) ),
			'out of range'           => array( 40, 7, array( 1, null, 5, 6, 7 ) ),
		);
	}

	/**
	 * @dataProvider windows
	 *
	 * @param int             $page     Current page.
	 * @param int             $pages    Number of pages.
	 * @param list<int|null>  $expected Pages shown.
	 */
	public function test_the_window_shows_the_ends_and_the_neighbours( int $page, int $pages, array $expected ): void {
		$this->assertSame( $expected, LoopPageLinks::window( $page, $pages ) );
	}

	public function test_the_links_keep_the_filters_and_step_to_the_neighbours(): void {
		$base = 'https://example.test/widgets/?e-filter-j-category=design&e-page-j=7';
		$html = LoopPageLinks::render( 'e-page-j', 7, 20, $base );

		$this->assertStringContainsString( '<span class="vitrine-loop-grid__page" aria-current="page">7</span>', $html );
		$this->assertStringContainsString( 'rel="prev">Previous</a>', $html );
		$this->assertStringContainsString( 'rel="next">Next</a>', $html );
		$this->assertMatchesRegularExpression( '/href="[^"]*e-page-j=6"[^>]*rel="prev"/', $html );
		$this->assertMatchesRegularExpression( '/href="[^"]*e-page-j=8"[^>]*rel="next"/', $html );
		$this->assertSame( 2, substr_count( $html, 'vitrine-loop-grid__gap' ) );
		$this->assertSame( substr_count( $html, 'href=' ), substr_count( $html, 'e-filter-j-category=design' ), 'Every link keeps the filter.' );
		// Page 1's link drops the page argument and keeps the filter.
		$this->assertMatchesRegularExpression( '#href="https://example\.test/widgets/\?e-filter-j-category=design">1</a>#', $html );
		$this->assertSame( '', LoopPageLinks::render( 'e-page-j', 1, 1, $base ) );
	}

	public function test_a_page_past_the_end_is_shown_as_the_last(): void {
		$html = LoopPageLinks::render( 'e-page-j', 40, 7, 'https://example.test/journal/' );

		$this->assertStringContainsString( 'aria-current="page">7</span>', $html );
		$this->assertMatchesRegularExpression( '/href="[^"]*e-page-j=6"[^>]*rel="prev"/', $html );
		$this->assertStringNotContainsString( 'rel="next"', $html );
	}

	public function test_a_grid_of_many_pages_prints_a_handful_of_links(): void {
		for ( $i = 0; $i < 30; $i++ ) {
			$this->create_post( array( 'post_title' => 'Paged ' . $i ) );
		}
		$_GET                   = array( 'e-page-many' => '15' );
		$uri                    = $_SERVER['REQUEST_URI'] ?? null;
		$_SERVER['REQUEST_URI'] = '/journal/?e-page-many=15';

		$html                   = do_shortcode( '[vitrine_loop_grid id="many" per_page="1"]' );
		$_SERVER['REQUEST_URI'] = $uri;
		$_GET                   = array();

		preg_match( '/data-pages="(\d+)"/', $html, $pages );
		$this->assertGreaterThanOrEqual( 30, (int) ( $pages[1] ?? 0 ) );
		// Previous, 1, 13, 14, 16, 17, the last page, Next: eight links, not one per page.
		$this->assertSame( 8, substr_count( $html, '<a class="vitrine-loop-grid__page' ) );
		$this->assertStringContainsString( '>' . $pages[1] . '</a>', $html );
	}
}
