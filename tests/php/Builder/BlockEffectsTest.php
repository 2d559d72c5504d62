<?php
/**
 * @package Vitrine
 */

declare( strict_types = 1 );

namespace Vitrine\Tests\Builder;

use Vitrine\Builder\BlockEffects;
use Vitrine\Core\Assets;
use Vitrine\Tests\TestCase;

/**
 * Sticky and motion block settings: the attributes the server knows, the mount point on the
 * block's wrapper, and nothing enqueued for blocks without them.
 */
final class BlockEffectsTest extends TestCase {

	protected function setUp(): void {
		parent::setUp();
		wp_dequeue_script( Assets::RUNTIME );
		// Forget the settings printed before the runtime; keep its strategy (defer) for later tests.
		unset( wp_scripts()->registered[ Assets::RUNTIME ]->extra['before'] );
	}

	public function test_core_blocks_declare_the_attributes(): void {
		$registry = \WP_Block_Type_Registry::get_instance();
		$column   = $registry->get_registered( 'core/column' );
		$image    = $registry->get_registered( 'core/image' );
		$this->assertNotNull( $column );
		$this->assertNotNull( $image );
		$this->assertSame( 'object', $column->attributes['vitrineSticky']['type'] ?? null );
		$this->assertSame( 'object', $column->attributes['vitrineMotion']['type'] ?? null );
		$this->assertArrayHasKey( 'vitrineMotion', $image->attributes );
		$this->assertArrayNotHasKey( 'vitrineSticky', $image->attributes, 'images move but do not stick' );
	}

	public function test_a_sticky_column_becomes_a_mount_point(): void {
		$html = do_blocks(
			'<!-- wp:columns --><div class="wp-block-columns"><!-- wp:column {"vitrineSticky":{"position":"top","top":80,"devices":["desktop","tablet","watch"],"inside":true}} -->'
			. '<div class="wp-block-column"><p>Side</p></div><!-- /wp:column --></div><!-- /wp:columns -->'
		);

		$tags = new \WP_HTML_Tag_Processor( $html );
		$this->assertTrue( $tags->next_tag( array( 'class_name' => 'wp-block-column' ) ) );
		$this->assertSame( 'block-effects', $tags->get_attribute( 'data-vitrine-widget' ) );
		$this->assertTrue( (bool) $tags->has_class( 'vitrine-widget' ) );
		$this->assertTrue( (bool) $tags->has_class( 'has-vitrine-sticky' ) );
		$this->assertSame(
			array(
				'sticky' => array(
					'position' => 'top',
					'top'      => 80,
					'bottom'   => 50,
					'devices'  => array( 'desktop', 'tablet' ),
					'inside'   => true,
				),
			),
			json_decode( (string) $tags->get_attribute( 'data-vitrine-props' ), true )
		);
		$this->assertTrue( wp_script_is( Assets::RUNTIME, 'enqueued' ) );
		$this->assertTrue( wp_style_is( 'vitrine-widget-block-effects', 'enqueued' ) );
		$this->assertStringNotContainsString( 'data-vitrine-widget', substr( $html, 0, (int) strpos( $html, 'wp-block-column"' ) ), 'the columns wrapper is left alone' );
	}

	public function test_motion_on_an_image_keeps_its_sanitised_effects(): void {
		$html = do_blocks(
			'<!-- wp:image {"vitrineMotion":{"effects":{"translateY":{"speed":40,"direction":"down"},"spin":{"speed":1}},"devices":["mobile"]}} -->'
			. '<figure class="wp-block-image"><img src="https://example.org/a.jpg" alt=""/></figure><!-- /wp:image -->'
		);

		$tags = new \WP_HTML_Tag_Processor( $html );
		$this->assertTrue( $tags->next_tag( 'figure' ) );
		$this->assertSame(
			array(
				'motion' => array(
					'effects' => array(
						'translateY' => array(
							'speed'     => 10,
							'direction' => 'down',
							'start'     => 0,
							'end'       => 100,
						),
					),
					'devices' => array( 'mobile' ),
				),
			),
			json_decode( (string) $tags->get_attribute( 'data-vitrine-props' ), true )
		);
	}

	public function test_blocks_without_the_settings_are_untouched_and_enqueue_nothing(): void {
		$markup = '<!-- wp:group {"vitrineSticky":{"position":"none"}} --><div class="wp-block-group"><p>Plain</p></div><!-- /wp:group -->'
			. '<!-- wp:paragraph {"vitrineSticky":{"position":"top"}} --><p>Not a sticky block</p><!-- /wp:paragraph -->';

		$html = do_blocks( $markup );

		$this->assertStringNotContainsString( 'data-vitrine-widget', $html );
		$this->assertFalse( wp_script_is( Assets::RUNTIME, 'enqueued' ) );
		$this->assertFalse( wp_style_is( 'vitrine-widget-block-effects', 'enqueued' ) );
	}

	public function test_sanitisers_refuse_what_they_cannot_use(): void {
		$this->assertNull( BlockEffects::sticky( 'top' ) );
		$this->assertNull( BlockEffects::motion( array( 'effects' => array() ) ) );
		$this->assertSame(
			500,
			BlockEffects::sticky(
				array(
					'position' => 'bottom',
					'bottom'   => 9000,
				)
			)['bottom'] ?? null
		);
	}
}
