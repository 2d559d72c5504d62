<?php
/**
 * Events calendar.
 *
 * @package Vitrine
 */

declare( strict_types = 1 );

namespace Vitrine\Interactive;

use Vitrine\Content\Events;

defined( 'ABSPATH' ) || exit;

/**
 * The events calendar (month, week and list views, drawn by the widget) and the upcoming
 * events list. Without scripting the calendar shows the upcoming list, which is also a block
 * and a shortcode of its own.
 */
final class EventsCalendar {

	/**
	 * Renders the calendar.
	 *
	 * @param array{view?: mixed, label?: mixed, upcoming?: mixed} $settings `view` month|week|list, `label`, `upcoming` (how many upcoming events list beside it, 0: none).
	 */
	public static function render( array $settings = array() ): string {
		$view     = in_array( $settings['view'] ?? '', array( 'week', 'list' ), true ) ? (string) $settings['view'] : 'month';
		$label    = sanitize_text_field( (string) ( $settings['label'] ?? '' ) );
		$upcoming = min( 20, absint( $settings['upcoming'] ?? 5 ) );
		$events   = array_map( array( self::class, 'event' ), Events::schedule() );
		return vitrine_render_widget(
			'events-calendar',
			array(
				'id'        => wp_unique_id( 'vitrine-calendar-' ),
				'label'     => '' === $label ? __( 'Events calendar', 'vitrine' ) : $label,
				'view'      => $view,
				'weekStart' => (int) get_option( 'start_of_week', 1 ),
				'timeZone'  => wp_timezone_string(),
				'upcoming'  => $upcoming,
				'events'    => $events,
			),
			self::upcoming_list( max( 5, $upcoming ) )
		);
	}

	/**
	 * The upcoming events block and shortcode: the list alone, with the calendar's style and
	 * no script.
	 *
	 * @param int $count At most this many.
	 */
	public static function upcoming_block( int $count ): string {
		wp_enqueue_style( 'vitrine-widget-events-calendar' );
		return '<div class="vitrine-upcoming-events">' . self::upcoming_list( $count ) . '</div>';
	}

	/**
	 * The upcoming events as a list: date, name (linked when it has a link) and excerpt.
	 *
	 * @param int $count At most this many.
	 */
	public static function upcoming_list( int $count = 5 ): string {
		$events = Events::schedule( true, max( 1, $count ) );
		if ( ! $events ) {
			return '<p class="vitrine-upcoming__empty">' . esc_html__( 'No upcoming events.', 'vitrine' ) . '</p>';
		}
		$items = '';
		foreach ( $events as $event ) {
			$name   = esc_html( trim( $event['before'] . ' ' . wp_strip_all_tags( (string) $event['title'] ) . ' ' . $event['after'] ) );
			$items .= sprintf(
				'<li class="vitrine-upcoming__item"><time class="vitrine-upcoming__date" datetime="%1$s">%2$s</time> %3$s%4$s</li>',
				esc_attr( $event['all_day'] ? $event['start'] : gmdate( 'c', $event['start_at'] ) ),
				esc_html( self::when( $event ) ),
				'' === $event['link']
					? '<strong class="vitrine-upcoming__name">' . $name . '</strong>'
					: sprintf( '<a class="vitrine-upcoming__name" href="%1$s" target="%2$s"%3$s>%4$s</a>', esc_url( $event['link'] ), esc_attr( $event['target'] ), '' === $event['rel'] ? '' : ' rel="' . esc_attr( $event['rel'] ) . '"', $name ),
				'' === $event['excerpt'] ? '' : '<span class="vitrine-upcoming__excerpt">' . esc_html( wp_strip_all_tags( (string) $event['excerpt'] ) ) . '</span>'
			);
		}
		return '<h3 class="vitrine-upcoming__title">' . esc_html__( 'Upcoming events', 'vitrine' ) . '</h3><ul class="vitrine-upcoming">' . $items . '</ul>';
	}

	/**
	 * An event's dates as text, in the site's time zone and date format.
	 *
	 * @param array<string, mixed> $event Event.
	 */
	private static function when( array $event ): string {
		$format = (string) get_option( 'date_format', 'F j, Y' );
		$start  = wp_date( $format, Events::instant( (string) $event['start'] ) );
		if ( $event['all_day'] ) {
			return $event['end'] === $event['start'] ? (string) $start : $start . ' – ' . wp_date( $format, Events::instant( (string) $event['end'] ) );
		}
		return $start . ', ' . wp_date( (string) get_option( 'time_format', 'g:i a' ), (int) $event['start_at'] );
	}

	/**
	 * An event as the widget reads it.
	 *
	 * @param array<string, mixed> $event Event from Events::schedule().
	 * @return array<string, mixed>
	 */
	private static function event( array $event ): array {
		return array(
			'id'      => (int) $event['id'],
			'title'   => wp_strip_all_tags( (string) $event['title'] ),
			'start'   => $event['start'],
			'end'     => $event['end'],
			'allDay'  => (bool) $event['all_day'],
			'startAt' => (int) $event['start_at'],
			'link'    => esc_url_raw( (string) $event['link'] ),
			'target'  => $event['target'],
			'rel'     => $event['rel'],
			'before'  => sanitize_text_field( (string) $event['before'] ),
			'after'   => sanitize_text_field( (string) $event['after'] ),
			'excerpt' => wp_strip_all_tags( (string) $event['excerpt'] ),
		);
	}
}
