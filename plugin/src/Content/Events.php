<?php
/**
 * Events.
 *
 * @package Vitrine
 */

declare( strict_types = 1 );

namespace Vitrine\Content;

use DateTimeImmutable;
use WP_Post;

defined( 'ABSPATH' ) || exit;

/**
 * Calendar events: the title is the name; start and end are wall-clock times in the site's
 * time zone (or dates alone for all-day events, which may span several days); a link (with its
 * target and rel) opens instead of the detail popover; "archive" keeps the event in the calendar
 * after it ended; "before" and "after" are short texts shown around the name.
 */
final class Events extends ContentType {

	public const POST_TYPE    = 'vitrine_event';
	public const META_START   = '_vitrine_event_start';
	public const META_END     = '_vitrine_event_end';
	public const META_ALL_DAY = '_vitrine_event_all_day';
	public const META_LINK    = '_vitrine_event_link';
	public const META_TARGET  = '_vitrine_event_target';
	public const META_REL     = '_vitrine_event_rel';
	public const META_ARCHIVE = '_vitrine_event_archive';
	public const META_BEFORE  = '_vitrine_event_before';
	public const META_AFTER   = '_vitrine_event_after';

	/**
	 * {@inheritDoc}
	 */
	protected static function labels(): array {
		return array(
			'name'        => __( 'Events', 'vitrine' ),
			'singular'    => __( 'Event', 'vitrine' ),
			'description' => __( 'Dated events shown in the events calendar.', 'vitrine' ),
		);
	}

	/**
	 * {@inheritDoc}
	 */
	protected static function post_type_args(): array {
		return array( 'menu_icon' => 'dashicons-calendar-alt' );
	}

	/**
	 * {@inheritDoc}
	 */
	public static function fields(): array {
		$time = __( 'In the site’s time zone, e.g. 2026-12-05 18:30, or a date alone (2026-12-05) for an all-day event.', 'vitrine' );
		return array(
			self::META_START   => array(
				'type'  => 'datetime',
				'label' => __( 'Start', 'vitrine' ),
				'help'  => $time,
			),
			self::META_END     => array(
				'type'  => 'datetime',
				'label' => __( 'End', 'vitrine' ),
				'help'  => $time,
			),
			self::META_ALL_DAY => array(
				'type'  => 'bool',
				'label' => __( 'All day', 'vitrine' ),
			),
			self::META_LINK    => array(
				'type'  => 'url',
				'label' => __( 'Link', 'vitrine' ),
				'help'  => __( 'Opened when the event is chosen; empty: its details show in a popover.', 'vitrine' ),
			),
			self::META_TARGET  => array(
				'type'  => 'text',
				'label' => __( 'Link target', 'vitrine' ),
				'help'  => __( '_self or _blank.', 'vitrine' ),
			),
			self::META_REL     => array(
				'type'  => 'text',
				'label' => __( 'Link rel', 'vitrine' ),
				'help'  => __( 'For example: nofollow noopener.', 'vitrine' ),
			),
			self::META_ARCHIVE => array(
				'type'  => 'bool',
				'label' => __( 'Keep in the calendar after it ended', 'vitrine' ),
			),
			self::META_BEFORE  => array(
				'type'  => 'text',
				'label' => __( 'Text before the name', 'vitrine' ),
			),
			self::META_AFTER   => array(
				'type'  => 'text',
				'label' => __( 'Text after the name', 'vitrine' ),
			),
		);
	}

	/**
	 * {@inheritDoc}
	 */
	protected static function own_fields( WP_Post $post ): array {
		$start   = (string) self::meta( $post, self::META_START );
		$end     = (string) self::meta( $post, self::META_END );
		$all_day = (bool) self::meta( $post, self::META_ALL_DAY ) || 10 === strlen( $start );
		$target  = (string) self::meta( $post, self::META_TARGET );
		return array(
			'start'    => $all_day ? substr( $start, 0, 10 ) : $start,
			'end'      => self::end( $start, $end, $all_day ),
			'all_day'  => $all_day,
			'start_at' => self::instant( $start ),
			'link'     => (string) self::meta( $post, self::META_LINK ),
			'target'   => '_blank' === $target ? '_blank' : '_self',
			'rel'      => sanitize_text_field( (string) self::meta( $post, self::META_REL ) ),
			'archive'  => (bool) self::meta( $post, self::META_ARCHIVE ),
			'before'   => (string) self::meta( $post, self::META_BEFORE ),
			'after'    => (string) self::meta( $post, self::META_AFTER ),
		);
	}

	/**
	 * The end: never before the start; an all-day event ends on a date (inclusive), a timed one
	 * without an end lasts an hour.
	 *
	 * @param string $start   Start.
	 * @param string $end     End as stored.
	 * @param bool   $all_day All day.
	 */
	private static function end( string $start, string $end, bool $all_day ): string {
		if ( '' === $start ) {
			return '';
		}
		if ( $all_day ) {
			$day = substr( '' === $end ? $start : $end, 0, 10 );
			return $day < substr( $start, 0, 10 ) ? substr( $start, 0, 10 ) : $day;
		}
		if ( 16 !== strlen( $end ) || $end < $start ) {
			$date = new DateTimeImmutable( $start, wp_timezone() );
			return $date->modify( '+1 hour' )->format( 'Y-m-d H:i' );
		}
		return $end;
	}

	/**
	 * A wall-clock time of the site as a Unix timestamp (0 when empty).
	 *
	 * @param string $wall `YYYY-MM-DD HH:MM` or `YYYY-MM-DD`.
	 */
	public static function instant( string $wall ): int {
		if ( '' === $wall ) {
			return 0;
		}
		return ( new DateTimeImmutable( $wall, wp_timezone() ) )->getTimestamp();
	}

	/**
	 * Published events with a start, by start time.
	 *
	 * @param bool $upcoming_only Only events not yet ended.
	 * @param int  $limit         At most this many (0: 200).
	 * @return list<array<string, mixed>>
	 */
	public static function schedule( bool $upcoming_only = false, int $limit = 0 ): array {
		$now    = time();
		$events = array_filter(
			self::items( array( 'limit' => 100 ) ),
			static function ( array $event ) use ( $now, $upcoming_only ): bool {
				if ( '' === $event['start'] ) {
					return false;
				}
				$ended = self::instant( $event['all_day'] ? $event['end'] . ' 23:59' : $event['end'] ) < $now;
				return ! $ended || ( ! $upcoming_only && $event['archive'] );
			}
		);
		usort( $events, static fn( array $a, array $b ) => array( $a['start_at'], $a['id'] ) <=> array( $b['start_at'], $b['id'] ) );
		return array_slice( $events, 0, $limit > 0 ? $limit : 200 );
	}
}
