<?php
/**
 * @package Vitrine
 */

declare( strict_types = 1 );

namespace Vitrine\Tests\Interactive;

use Vitrine\Content\Events;
use Vitrine\Content\MetaFields;
use Vitrine\Tests\TestCase;

/**
 * The Event content type (its fields, their sanitizing, ends, time zone and schedule) and the
 * events calendar's server side (props, upcoming list as the fallback and as its own block).
 */
final class EventsTest extends TestCase {

	/**
	 * Creates a published event.
	 *
	 * @param string               $title Name.
	 * @param array<string, mixed> $meta  Meta by key.
	 */
	private function event( string $title, array $meta ): int {
		$id = $this->create_post(
			array(
				'post_type'    => Events::POST_TYPE,
				'post_title'   => $title,
				'post_excerpt' => $title . ' excerpt',
			)
		);
		foreach ( $meta as $key => $value ) {
			update_post_meta( $id, $key, $value );
		}
		return $id;
	}

	/**
	 * The JSON props of the first mount point of a widget in some HTML.
	 *
	 * @param string $html HTML.
	 * @param string $name Widget name.
	 * @return array<string, mixed>
	 */
	private function props( string $html, string $name ): array {
		preg_match( '/data-vitrine-widget="' . $name . '" data-vitrine-props="([^"]*)"/', $html, $match );
		$this->assertNotEmpty( $match );
		return (array) json_decode( html_entity_decode( $match[1], ENT_QUOTES ), true );
	}

	public function test_the_event_type_is_registered_with_its_fields_in_rest(): void {
		$this->assertTrue( post_type_exists( Events::POST_TYPE ) );
		$this->assertTrue( (bool) get_post_type_object( Events::POST_TYPE )?->show_in_rest );
		$keys = array_keys( get_registered_meta_keys( 'post', Events::POST_TYPE ) );
		foreach ( array( Events::META_START, Events::META_END, Events::META_ALL_DAY, Events::META_LINK, Events::META_TARGET, Events::META_REL, Events::META_ARCHIVE, Events::META_BEFORE, Events::META_AFTER ) as $key ) {
			$this->assertContains( $key, $keys );
		}
	}

	public function test_dates_are_sanitized_to_wall_clock_times_or_dates(): void {
		$field = Events::fields()[ Events::META_START ];
		$this->assertSame( '2026-12-05 18:30', MetaFields::sanitize( $field, '2026-12-05T18:30:59' ) );
		$this->assertSame( '2026-12-05', MetaFields::sanitize( $field, ' 2026-12-05 ' ) );
		$this->assertSame( '', MetaFields::sanitize( $field, '2026-02-30 10:00' ) );
		$this->assertSame( '', MetaFields::sanitize( $field, 'next friday' ) );
	}

	public function test_ends_never_precede_starts_and_times_follow_the_site_time_zone(): void {
		update_option( 'timezone_string', 'Pacific/Auckland' );
		$timed  = Events::find( $this->event( 'Timed', array( Events::META_START => '2026-12-05 23:30' ) ) );
		$fair   = Events::find(
			$this->event(
				'Fair',
				array(
					Events::META_START   => '2026-12-04',
					Events::META_END     => '2026-12-06',
					Events::META_ALL_DAY => true,
				)
			)
		);
		$broken = Events::find(
			$this->event(
				'Broken',
				array(
					Events::META_START  => '2026-12-05',
					Events::META_END    => '2026-12-01',
					Events::META_TARGET => '_top',
				)
			)
		);

		$this->assertNotNull( $timed );
		$this->assertSame( '2026-12-06 00:30', $timed['end'] );
		$this->assertFalse( $timed['all_day'] );
		// 23:30 in Auckland (UTC+13 in December) is 10:30 UTC.
		$this->assertSame( gmmktime( 10, 30, 0, 12, 5, 2026 ), $timed['start_at'] );
		$this->assertNotNull( $fair );
		$this->assertSame( '2026-12-06', $fair['end'] );
		$this->assertNotNull( $broken );
		$this->assertTrue( $broken['all_day'] );
		$this->assertSame( '2026-12-05', $broken['end'] );
		$this->assertSame( '_self', $broken['target'] );
	}

	public function test_the_schedule_drops_ended_events_unless_archived_and_sorts_by_start(): void {
		$later  = gmdate( 'Y-m-d H:i', time() + 3 * DAY_IN_SECONDS );
		$sooner = gmdate( 'Y-m-d H:i', time() + DAY_IN_SECONDS );
		$past   = gmdate( 'Y-m-d H:i', time() - 3 * DAY_IN_SECONDS );
		$this->event( 'Later', array( Events::META_START => $later ) );
		$this->event( 'Sooner', array( Events::META_START => $sooner ) );
		$this->event( 'Gone', array( Events::META_START => $past ) );
		$this->event(
			'Remembered',
			array(
				Events::META_START   => $past,
				Events::META_ARCHIVE => true,
			)
		);
		$this->event( 'Undated', array() );

		$this->assertSame( array( 'Remembered', 'Sooner', 'Later' ), array_column( Events::schedule(), 'title' ) );
		$this->assertSame( array( 'Sooner' ), array_column( Events::schedule( true, 1 ), 'title' ) );
	}

	public function test_the_calendar_block_renders_props_and_the_upcoming_list_as_fallback(): void {
		update_option( 'start_of_week', 0 );
		$start = gmdate( 'Y-m-d H:i', time() + DAY_IN_SECONDS );
		$this->event(
			'Tasting <b>evening</b>',
			array(
				Events::META_START  => $start,
				Events::META_LINK   => 'https://example.org/tasting/',
				Events::META_TARGET => '_blank',
				Events::META_REL    => 'noopener <x>',
				Events::META_BEFORE => 'Sold out:',
			)
		);

		$html  = render_block(
			array(
				'blockName' => 'vitrine/events-calendar',
				'attrs'     => array(
					'view'     => 'week',
					'upcoming' => 3,
				),
			)
		);
		$props = $this->props( $html, 'events-calendar' );

		$this->assertSame( 'week', $props['view'] );
		$this->assertSame( 0, $props['weekStart'] );
		$this->assertSame( 3, $props['upcoming'] );
		$this->assertSame( wp_timezone_string(), $props['timeZone'] );
		$this->assertSame( 'Tasting evening', $props['events'][0]['title'] );
		$this->assertSame( $start, $props['events'][0]['start'] );
		$this->assertSame( '_blank', $props['events'][0]['target'] );
		$this->assertStringContainsString( 'Upcoming events', $html );
		$this->assertStringContainsString( '<a class="vitrine-upcoming__name" href="https://example.org/tasting/" target="_blank" rel="noopener">Sold out: Tasting evening</a>', $html );

		$list = do_shortcode( '[vitrine_upcoming_events count="2"]' );
		$this->assertStringContainsString( 'Sold out: Tasting evening', $list );
		$this->assertStringNotContainsString( 'data-vitrine-widget', $list );
	}

	public function test_without_events_the_lists_say_so(): void {
		$this->assertStringContainsString( 'No upcoming events.', do_shortcode( '[vitrine_upcoming_events]' ) );
	}
}
