<?php
/**
 * @package Vitrine
 */

declare( strict_types = 1 );

namespace Vitrine\Tests\Widgets;

use Vitrine\Core\Assets;
use Vitrine\Tests\TestCase;

/**
 * The mount-point contract (docs/architecture.md §4).
 */
final class WidgetRendererTest extends TestCase {

	protected function setUp(): void {
		parent::setUp();
		wp_dequeue_script( Assets::RUNTIME );
		// Forget the settings printed before the runtime; keep its strategy (defer) for later tests.
		unset( wp_scripts()->registered[ Assets::RUNTIME ]->extra['before'] );
	}

	public function test_prints_the_mount_point_with_escaped_props_and_fallback(): void {
		$html = vitrine_render_widget( 'like', array( 'title' => '"Quotes" & <tags>' ), '<em>fallback</em>' );

		$this->assertSame(
			'<div class="vitrine-widget vitrine-like" data-vitrine-widget="like" data-vitrine-props="{&quot;title&quot;:&quot;\&quot;Quotes\&quot; &amp; &lt;tags&gt;&quot;}"><em>fallback</em></div>',
			$html
		);
		$document = new \DOMDocument();
		$document->loadHTML( $html );
		$props = $document->getElementsByTagName( 'div' )->item( 0 )->getAttribute( 'data-vitrine-props' );
		$this->assertSame( array( 'title' => '"Quotes" & <tags>' ), json_decode( $props, true ) );
	}

	public function test_empty_props_are_an_object(): void {
		$this->assertStringContainsString( 'data-vitrine-props="{}"', vitrine_render_widget( 'like' ) );
	}

	public function test_enqueues_the_runtime_with_cacheable_settings(): void {
		vitrine_render_widget( 'like' );

		$this->assertTrue( wp_script_is( Assets::RUNTIME, 'enqueued' ) );
		$before = implode( "\n", (array) wp_scripts()->get_data( Assets::RUNTIME, 'before' ) );
		$this->assertStringContainsString( 'window.vitrineSettings = ', $before );
		$this->assertStringNotContainsString( 'nonce', strtolower( $before ), 'no per-visitor values in page HTML' );
		$this->assertTrue( wp_style_is( 'vitrine-widget-like', 'enqueued' ) );
	}

	public function test_marks_widgets_that_act_out_of_sight_to_mount_at_once(): void {
		$this->assertStringContainsString( 'data-vitrine-load="eager"', vitrine_render_widget( 'popup' ) );
		$this->assertStringContainsString( 'data-vitrine-load="eager"', vitrine_render_widget( 'off-canvas' ) );
		$this->assertStringNotContainsString( 'data-vitrine-load', vitrine_render_widget( 'like' ) );

		add_filter( 'vitrine_widget_loads_eagerly', static fn( bool $eager, string $name ) => $eager || 'like' === $name, 10, 2 );
		$this->assertStringContainsString( 'data-vitrine-load="eager"', vitrine_render_widget( 'like' ) );
	}

	public function test_refuses_names_outside_the_contract(): void {
		$this->setExpectedIncorrectUsage();
		$this->assertSame( '', vitrine_render_widget( 'Bad Name"' ) );
	}

	private function setExpectedIncorrectUsage(): void {
		add_filter( 'doing_it_wrong_trigger_error', '__return_false' );
	}
}
