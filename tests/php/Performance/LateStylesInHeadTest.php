<?php
/**
 * @package Vitrine
 */

declare( strict_types = 1 );

namespace Vitrine\Tests\Performance;

use Vitrine\Performance\LateStylesInHead;
use Vitrine\Tests\TestCase;

/**
 * Styles enqueued while the body renders are printed at the end of the head.
 */
final class LateStylesInHeadTest extends TestCase {

	// phpcs:ignore WordPress.WP.EnqueuedResources -- A page as the browser receives it, not an enqueue.
	private const PAGE = "<html><head><title>T</title>\n<link rel='stylesheet' id='theme-css' href='/t.css' />\n</head>\n<body><main>Widget</main>\n%s\n<script src='/f.js'></script></body></html>";

	public function test_a_widget_style_enqueued_in_the_body_ends_up_in_the_head_after_the_head_styles(): void {
		wp_register_style( 'vitrine-test-late', 'http://example.org/late.css', array(), '1' );
		wp_enqueue_style( 'vitrine-test-late' );
		$styles = new LateStylesInHead();
		$this->set_buffering( $styles );

		ob_start();
		$styles->print_marked();
		$footer = (string) ob_get_clean();
		$html   = $styles->move( sprintf( self::PAGE, $footer ) );

		$head = substr( $html, 0, (int) strpos( $html, '</head>' ) );
		$this->assertStringContainsString( "id='vitrine-test-late-css'", $head );
		$this->assertGreaterThan( strpos( $head, 'theme-css' ), strpos( $head, 'vitrine-test-late-css' ) );
		$this->assertStringNotContainsString( 'late.css', substr( $html, (int) strpos( $html, '<body>' ) ) );
		$this->assertStringNotContainsString( 'vitrine:late-styles', $html );
		// WordPress does not print it a second time in the footer.
		$this->assertContains( 'vitrine-test-late', wp_styles()->done );
	}

	public function test_a_page_without_a_head_keeps_its_styles_where_they_were(): void {
		$html = ( new LateStylesInHead() )->move( '<p>Fragment</p><!--vitrine:late-styles--><style>p{}</style><!--/vitrine:late-styles-->' );

		$this->assertSame( '<p>Fragment</p><style>p{}</style>', $html );
	}

	public function test_nothing_is_marked_when_the_page_is_not_buffered(): void {
		ob_start();
		( new LateStylesInHead() )->print_marked();
		$this->assertSame( '', (string) ob_get_clean() );
	}

	public function test_a_filter_turns_it_off(): void {
		add_filter( 'vitrine_move_late_styles_to_head', '__return_false' );
		$level = ob_get_level();

		( new LateStylesInHead() )->start();

		$this->assertSame( $level, ob_get_level() );
	}

	public function test_the_page_so_far_is_known_only_while_its_buffer_is_the_innermost(): void {
		$this->assertNull( LateStylesInHead::page_so_far(), 'no buffer' );
		$styles = new LateStylesInHead();
		$styles->start();
		echo '<body><header>Head</header>';
		$this->assertSame( '<body><header>Head</header>', LateStylesInHead::page_so_far() );

		ob_start();
		echo '<main>';
		$this->assertNull( LateStylesInHead::page_so_far(), 'another buffer inside it' );
		ob_end_flush();

		$this->assertSame( '<body><header>Head</header><main>', LateStylesInHead::page_so_far() );
		ob_end_clean();
		$this->assertNull( LateStylesInHead::page_so_far(), 'closed' );
	}

	/**
	 * Marks the page as buffered without starting a buffer PHPUnit would have to close.
	 *
	 * @param LateStylesInHead $styles The instance.
	 */
	private function set_buffering( LateStylesInHead $styles ): void {
		( new \ReflectionProperty( $styles, 'buffering' ) )->setValue( $styles, true );
	}
}
