<?php
/**
 * @package Vitrine
 */

declare( strict_types = 1 );

namespace Vitrine\Tests\Popups;

use Vitrine\Tests\TestCase;

/**
 * The widget popup renders through the mount-point contract from a block (inner blocks as
 * content) and a shortcode, with bounded settings and a `<details>` fallback.
 */
final class WidgetPopupTest extends TestCase {

	/**
	 * The JSON props of the first widget popup mount point.
	 *
	 * @param string $html HTML.
	 * @return array<string, mixed>
	 */
	private function props( string $html ): array {
		$this->assertSame( 1, preg_match( '/data-vitrine-widget="inline-popup" data-vitrine-props="([^"]*)"/', $html, $match ) );
		return (array) json_decode( html_entity_decode( $match[1], ENT_QUOTES ), true );
	}

	public function test_the_block_renders_inner_blocks_settings_and_a_details_fallback(): void {
		$html = do_blocks( '<!-- wp:vitrine/widget-popup {"id":"spring-sale","trigger":"delay","delay":2,"title":"Spring sale","popupTimes":2,"popupDays":3} --><!-- wp:paragraph --><p>Ten percent off <script>alert(1)</script></p><!-- /wp:paragraph --><!-- /wp:vitrine/widget-popup -->' );

		$props = $this->props( $html );
		$this->assertSame( 'spring-sale', $props['id'] );
		$this->assertSame( 'delay', $props['trigger'] );
		$this->assertEquals( 2, $props['delay'] );
		$this->assertSame(
			array(
				'times' => 2,
				'days'  => 3,
			),
			$props['frequency']
		);
		$this->assertArrayNotHasKey( 'html', $props, 'the content is sent once, in the disclosure the widget borrows it from' );
		$this->assertSame( 1, substr_count( $html, 'Ten percent off' ) );
		$this->assertStringNotContainsString( '<script>', $html );
		$this->assertStringContainsString( '<details class="vitrine-inline-popup__fallback"><summary>Spring sale</summary><h2 class="vitrine-inline-popup__title">Spring sale</h2><div class="vitrine-inline-popup__content"><p>Ten percent off', $html );
		$this->assertTrue( wp_script_is( 'vitrine-runtime', 'enqueued' ) );
	}

	public function test_the_shortcode_bounds_and_whitelists_its_settings(): void {
		add_shortcode( 'vitrine_widget_popup_test_inner', static fn(): string => '<em>inner</em>' );
		$html  = do_shortcode( '[vitrine_widget_popup id="Bad Id!" trigger="hover" delay="-5" scroll_amount="400" popup_times="abc" popup_days="0" selector="<b>.x</b>"]Hello [vitrine_widget_popup_test_inner][/vitrine_widget_popup]' );
		$props = $this->props( $html );

		$this->assertMatchesRegularExpression( '/^[a-z0-9][a-z0-9-]*$/', $props['id'] );
		$this->assertSame( 'click', $props['trigger'] );
		$this->assertEquals( 0, $props['delay'] );
		$this->assertSame( 100, $props['scrollAmount'] );
		$this->assertSame( 0, $props['frequency']['times'] );
		$this->assertSame( 1, $props['frequency']['days'] );
		$this->assertSame( '.x', $props['clickSelector'] );
		$this->assertArrayNotHasKey( 'html', $props );
		$this->assertStringContainsString( '<div class="vitrine-inline-popup__content">Hello <em>inner</em></div></details>', $html, 'nested shortcodes run, in the disclosure only' );
	}

	public function test_a_click_popup_without_a_label_or_selector_still_gets_a_button(): void {
		$props = $this->props( do_shortcode( '[vitrine_widget_popup]Hi[/vitrine_widget_popup]' ) );

		$this->assertSame( 'Open', $props['label'] );
		$this->assertSame( $props['id'], $this->props( do_shortcode( '[vitrine_widget_popup]Hi[/vitrine_widget_popup]' ) )['id'], 'The id is stable, so the frequency key survives reloads.' );
	}
}
