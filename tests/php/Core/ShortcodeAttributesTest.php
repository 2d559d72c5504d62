<?php
/**
 * @package Vitrine
 */

declare( strict_types = 1 );

namespace Vitrine\Tests\Core;

use Vitrine\Core\ShortcodeAttributes;
use Vitrine\Tests\TestCase;

/**
 * Nested shortcodes in post content and text widgets: `wptexturize()` curls the quotes of the
 * inner tags (they are not registered shortcodes) before the outer shortcode reads them.
 */
final class ShortcodeAttributesTest extends TestCase {

	/**
	 * Content as post content gets it: texturized, then paragraphs, then shortcodes (the order
	 * and priorities of `the_content`).
	 *
	 * @param string $content What the author typed.
	 */
	private function as_content( string $content ): string {
		return do_shortcode( wpautop( wptexturize( $content ) ) );
	}

	public function test_the_texturizer_curls_the_inner_tags_quotes(): void {
		// The premise: without this, the tests below would prove nothing.
		$this->assertStringContainsString( 'title=&#8221;Shipping', wptexturize( '[vitrine_accordion][vitrine_toggle title="Shipping costs"]x[/vitrine_toggle][/vitrine_accordion]' ) );
	}

	public function test_curled_quotes_entities_and_apostrophes_read_as_typed(): void {
		$this->assertSame(
			array(
				'title' => "Ada's shop",
				'lat'   => '45.76',
				'open'  => '1',
			),
			ShortcodeAttributes::parse( ' title=&#8220;Ada&#8217;s shop&#8221; lat=&#8221;45.76&#8243; open=' . "\u{2018}1\u{2019}" )
		);
		$this->assertSame( array( 'title' => 'Plain' ), ShortcodeAttributes::parse( ' title="Plain"' ) );
		$this->assertSame( array(), ShortcodeAttributes::parse( '' ) );
	}

	public function test_nested_toggles_read_their_titles_in_post_content(): void {
		$html = $this->as_content( "[vitrine_accordion]\n[vitrine_toggle title=\"Shipping costs\"]Free from 50 €.[/vitrine_toggle]\n[vitrine_toggle title=\"Returns\"]Thirty days.[/vitrine_toggle]\n[/vitrine_accordion]" );
		$this->assertStringContainsString( '>Shipping costs<', $html );
		$this->assertStringContainsString( '>Returns<', $html );
		$this->assertStringNotContainsString( '&#8221;', $html );
		$this->assertStringNotContainsString( "\u{201D}", $html );
	}

	public function test_nested_tabs_read_their_titles_in_post_content(): void {
		$html = $this->as_content( '[vitrine_tabs label="Steps"][vitrine_tab title="First step"]One[/vitrine_tab][vitrine_tab title="Second step"]Two[/vitrine_tab][/vitrine_tabs]' );
		$this->assertStringContainsString( 'First step', $html );
		$this->assertStringContainsString( 'Second step', $html );
		$this->assertStringNotContainsString( '&#8221;', $html );
	}

	public function test_a_map_with_pins_renders_them_in_post_content(): void {
		$html = $this->as_content( '[vitrine_map center="45.76,4.83" zoom="6"][vitrine_pin lat="45.764" lng="4.8357" title="Studio Lyon"]Open[/vitrine_pin][/vitrine_map]' );
		$this->assertStringContainsString( 'data-vitrine-widget="map"', $html );
		$this->assertStringContainsString( 'Studio Lyon', $html );
	}

	public function test_nested_toggles_read_their_titles_in_a_text_widget(): void {
		$html = apply_filters( 'widget_text_content', '[vitrine_accordion][vitrine_toggle title="Shipping costs"]Free.[/vitrine_toggle][/vitrine_accordion]' );
		$this->assertStringContainsString( '>Shipping costs<', $html );
	}
}
