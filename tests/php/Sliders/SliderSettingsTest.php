<?php
/**
 * @package Vitrine
 */

declare( strict_types = 1 );

namespace Vitrine\Tests\Sliders;

use Vitrine\Sliders\SliderSettings;
use Vitrine\Tests\TestCase;

/**
 * A slider's settings: defaults, bounds, both attribute spellings (mirrors src/lib/slider.ts).
 */
final class SliderSettingsTest extends TestCase {

	public function test_defaults_to_three_slides_autoplay_every_3000_ms_at_500_ms(): void {
		$this->assertSame(
			array(
				'perView'  => 3,
				'autoplay' => true,
				'delay'    => 3000,
				'speed'    => 500,
			),
			SliderSettings::from( array() )
		);
	}

	public function test_a_widget_default_applies_when_the_attribute_is_missing(): void {
		$this->assertSame( 400, SliderSettings::from( array(), array( 'speed' => 400 ) )['speed'] );
		$this->assertSame( 600, SliderSettings::from( array( 'speed' => '600' ), array( 'speed' => 400 ) )['speed'] );
	}

	public function test_reads_shortcode_and_block_spellings(): void {
		$this->assertSame( 2, SliderSettings::from( array( 'per_view' => '2' ) )['perView'] );
		$this->assertSame( 1, SliderSettings::from( array( 'perView' => 1 ) )['perView'] );
		$this->assertFalse( SliderSettings::from( array( 'autoplay' => 'false' ) )['autoplay'] );
		$this->assertFalse( SliderSettings::from( array( 'autoplay' => false ) )['autoplay'] );
		$this->assertTrue( SliderSettings::from( array( 'autoplay' => 'yes' ) )['autoplay'] );
	}

	public function test_bounds_numbers_and_ignores_junk(): void {
		$settings = SliderSettings::from(
			array(
				'per_view' => '99',
				'delay'    => '5',
				'speed'    => 'fast',
			)
		);
		$this->assertSame( 4, $settings['perView'] );
		$this->assertSame( 1000, $settings['delay'] );
		$this->assertSame( 500, $settings['speed'] );
		$this->assertSame( 1, SliderSettings::from( array( 'per_view' => '-3' ) )['perView'] );
	}
}
