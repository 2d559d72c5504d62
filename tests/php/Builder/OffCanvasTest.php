<?php
/**
 * @package Vitrine
 */

declare( strict_types = 1 );

namespace Vitrine\Tests\Builder;

use Vitrine\Tests\TestCase;

/**
 * The off-canvas panel renders through the mount-point contract from a block (inner blocks as
 * content) and a shortcode, with a no-JS fallback that works through `:target`.
 */
final class OffCanvasTest extends TestCase {

	/**
	 * The JSON props of the first off-canvas mount point.
	 *
	 * @param string $html HTML.
	 * @return array<string, mixed>
	 */
	private function props( string $html ): array {
		$this->assertSame( 1, preg_match( '/data-vitrine-widget="off-canvas" data-vitrine-props="([^"]*)"/', $html, $match ) );
		return (array) json_decode( html_entity_decode( $match[1], ENT_QUOTES ), true );
	}

	public function test_the_block_renders_its_inner_blocks_settings_and_a_target_fallback(): void {
		$html = do_blocks( '<!-- wp:vitrine/off-canvas {"id":"cart-notes","side":"left","mode":"push","label":"Notes","title":"Shop notes","closeOverlay":false} --><!-- wp:paragraph --><p>Inside <script>alert(1)</script></p><!-- /wp:paragraph --><!-- /wp:vitrine/off-canvas -->' );

		$props = $this->props( $html );
		$this->assertSame( 'cart-notes', $props['id'] );
		$this->assertSame( 'left', $props['side'] );
		$this->assertSame( 'push', $props['mode'] );
		$this->assertSame(
			array(
				'button'  => true,
				'overlay' => false,
				'escape'  => true,
			),
			$props['close']
		);
		$this->assertArrayNotHasKey( 'html', $props, 'the content is sent once, in the fallback panel the widget borrows it from' );
		$this->assertSame( 1, substr_count( $html, 'Inside' ) );
		$this->assertStringNotContainsString( '<script>', $html );
		$this->assertStringContainsString( '<a class="vitrine-off-canvas__toggle wp-element-button button" href="#vitrine-off-canvas-cart-notes">Notes</a>', $html );
		$this->assertStringContainsString( 'id="vitrine-off-canvas-cart-notes" class="vitrine-off-canvas__fallback is-left"', $html );
		$this->assertStringContainsString( '<div class="vitrine-off-canvas__content"><p>Inside alert(1)</p></div></div></div>', $html );
	}

	public function test_the_shortcode_reads_yes_and_no_and_defaults_what_is_missing(): void {
		add_shortcode( 'vitrine_off_canvas_test_inner', static fn(): string => '<em>inner</em>' );
		$html  = do_shortcode( '[vitrine_off_canvas id="Bad Id!" close_escape="no"]Hello [vitrine_off_canvas_test_inner][/vitrine_off_canvas]' );
		$props = $this->props( $html );

		$this->assertMatchesRegularExpression( '/^[a-z0-9][a-z0-9-]*$/', $props['id'] );
		$this->assertSame( 'right', $props['side'] );
		$this->assertSame( 'overlay', $props['mode'] );
		$this->assertSame( 'Open the panel', $props['label'] );
		$this->assertFalse( $props['close']['escape'] );
		$this->assertTrue( $props['close']['overlay'] );
		$this->assertArrayNotHasKey( 'html', $props );
		$this->assertStringContainsString( '<div class="vitrine-off-canvas__content">Hello <em>inner</em></div>', $html, 'nested shortcodes run, in the fallback panel only' );
		$this->assertTrue( wp_script_is( 'vitrine-runtime', 'enqueued' ) );
	}
}
