<?php
/**
 * @package Vitrine
 */

declare( strict_types = 1 );

namespace Vitrine\Tests\Media;

use Vitrine\Tests\TestCase;

/**
 * The tooltip's block and shortcode: a button described by a role=tooltip text that reads
 * after the term without a script, with settings kept to their choices.
 */
final class TooltipTest extends TestCase {

	/**
	 * The JSON props of the mount point.
	 *
	 * @param string $html HTML.
	 * @return array<string, mixed>
	 */
	private function props( string $html ): array {
		$this->assertSame( 1, preg_match( '/data-vitrine-widget="tooltip" data-vitrine-props="([^"]*)"/', $html, $match ) );
		return (array) json_decode( html_entity_decode( $match[1], ENT_QUOTES ), true );
	}

	public function test_the_shortcode_prints_a_described_term_and_its_escaped_tooltip(): void {
		$html = do_shortcode( '[vitrine_tooltip term="terracotta <b>" text="Fired clay <script>x</script>" trigger="click" close="anywhere" placement="right"]' );
		$this->assertStringStartsWith( '<span class="vitrine-widget vitrine-tooltip"', $html );
		$this->assertSame( 1, preg_match( '/<button type="button" class="vitrine-tooltip__term" aria-describedby="(vitrine-tooltip-\d+)">terracotta<\/button><span class="vitrine-tooltip__text" id="\1" role="tooltip">Fired clay<\/span>/', $html ), $html );
		$this->assertStringNotContainsString( '<script', $html );
		$this->assertSame(
			array(
				'trigger'   => 'click',
				'close'     => 'anywhere',
				'placement' => 'right',
			),
			$this->props( $html )
		);
		$this->assertTrue( wp_style_is( 'vitrine-widget-tooltip', 'enqueued' ) || ! wp_style_is( 'vitrine-widget-tooltip', 'registered' ) );
	}

	public function test_unknown_settings_fall_back_to_hover_outside_top_and_ids_stay_unique(): void {
		$first  = do_shortcode( '[vitrine_tooltip term="a" text="b" trigger="wiggle" close="never" placement="under"]' );
		$second = render_block(
			array(
				'blockName'    => 'vitrine/tooltip',
				'attrs'        => array(
					'term' => 'c',
					'text' => 'd',
				),
				'innerBlocks'  => array(),
				'innerHTML'    => '',
				'innerContent' => array(),
			)
		);
		$this->assertSame(
			array(
				'trigger'   => 'hover',
				'close'     => 'outside',
				'placement' => 'top',
			),
			$this->props( $first )
		);
		preg_match( '/id="([^"]+)"/', $first, $a );
		preg_match( '/id="([^"]+)"/', $second, $b );
		$this->assertNotSame( $a[1], $b[1] );
		$this->assertStringContainsString( 'role="tooltip">d</span>', $second );
	}

	public function test_nothing_is_printed_or_loaded_without_a_term_and_a_text(): void {
		$this->assertSame( '', do_shortcode( '[vitrine_tooltip term="only a term"]' ) );
		$this->assertSame( '', do_shortcode( '[vitrine_tooltip text="only a text"]' ) );
		$this->assertFalse( wp_script_is( 'vitrine-runtime', 'enqueued' ) );
	}
}
