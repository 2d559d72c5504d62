<?php
/**
 * @package Vitrine
 */

declare( strict_types = 1 );

namespace Vitrine\Tests\Interactive;

use Vitrine\Interactive\Countdown;
use Vitrine\Tests\TestCase;

/**
 * The countdown's server side: the date read in the site's time zone, the moment printed in
 * the site's formats for visitors without JavaScript, settings sanitised, the end handled.
 */
final class CountdownTest extends TestCase {

	/**
	 * The JSON props of the countdown's mount point.
	 *
	 * @param string $html HTML.
	 * @return array<string, mixed>
	 */
	private function props( string $html ): array {
		$this->assertSame( 1, preg_match( '/data-vitrine-widget="countdown" data-vitrine-props="([^"]*)"/', $html, $match ) );
		return (array) json_decode( html_entity_decode( $match[1], ENT_QUOTES ), true );
	}

	protected function setUp(): void {
		parent::setUp();
		update_option( 'timezone_string', 'Europe/Paris' );
		update_option( 'date_format', 'j F Y' );
		update_option( 'time_format', 'H:i' );
	}

	public function test_the_date_is_read_in_the_sites_time_zone(): void {
		$target = Countdown::target( '2031-12-24T18:00:00' );
		$this->assertNotNull( $target );
		// 18:00 in Paris in winter is 17:00 UTC.
		$this->assertSame( gmmktime( 17, 0, 0, 12, 24, 2031 ), $target->getTimestamp() );
		$this->assertSame( $target->getTimestamp(), Countdown::target( '2031-12-24 18:00' )?->getTimestamp() );
	}

	public function test_anything_but_a_date_and_time_is_refused(): void {
		foreach ( array( '', 'tomorrow', '2031-12-24', '2031-02-30T10:00', '2031-12-24T25:00', '2031-12-24T18:00+02:00', array( '2031-12-24 18:00' ), 1893456000 ) as $date ) {
			$this->assertNull( Countdown::target( $date ), wp_json_encode( $date ) );
		}
		$this->assertSame( '', do_shortcode( '[vitrine_countdown date="next friday"]' ) );
	}

	public function test_the_shortcode_states_the_moment_without_javascript(): void {
		$html = do_shortcode( '[vitrine_countdown date="2031-12-24 18:00" label="The <b>sale</b> ends" end_message="Sold <i>out</i>" end_action="nonsense"]' );

		$this->assertStringContainsString( '<time datetime="2031-12-24T18:00:00+01:00">24 December 2031 18:00</time>', $html );
		$this->assertStringContainsString( 'Counting down to <time', $html );
		$this->assertStringContainsString( '>The sale ends</p>', $html );
		$this->assertStringNotContainsString( '<b>', $html );
		$props = $this->props( $html );
		$this->assertSame( gmmktime( 17, 0, 0, 12, 24, 2031 ) * 1000, $props['target'] );
		$this->assertSame( 'message', $props['endAction'] );
		$this->assertSame( 'Sold out', $props['endMessage'] );
		$this->assertStringContainsString( 'id="' . $props['labelId'] . '"', $html );
	}

	public function test_the_block_renders_the_same_widget_with_the_editors_settings(): void {
		$html = render_block(
			array(
				'blockName' => 'vitrine/countdown',
				'attrs'     => array(
					'date'      => '2031-06-01T09:30:00',
					'endAction' => 'hide',
					'className' => 'launch',
				),
			)
		);

		$this->assertMatchesRegularExpression( '/<div class="[^"]*vitrine-countdown[^"]*\blaunch\b/', $html );
		$this->assertStringContainsString( '>1 June 2031 09:30</time>', $html );
		$props = $this->props( $html );
		$this->assertSame( 'hide', $props['endAction'] );
		// No label: the widget names its timer itself.
		$this->assertSame( '', $props['labelId'] );
		$this->assertSame( 'The wait is over.', $props['endMessage'] );
	}

	public function test_a_moment_past_shows_the_message_or_nothing(): void {
		$past = wp_date( 'Y-m-d H:i', time() - HOUR_IN_SECONDS );

		$html = do_shortcode( '[vitrine_countdown date="' . $past . '" end_message="Doors are open"]' );
		$this->assertStringContainsString( '<p class="vitrine-countdown__ended">Doors are open</p>', $html );
		$this->assertStringNotContainsString( 'Counting down', $html );

		$this->assertSame( '', do_shortcode( '[vitrine_countdown date="' . $past . '" end_action="hide"]' ) );
	}
}
