<?php
/**
 * vitrine/upcoming-events on the server: the next events as a list
 * (src/blocks/events-calendar/EventsCalendar.php).
 *
 * @package Vitrine
 *
 * @var array<string, mixed> $attributes The block's attributes (block.json's defaults filled in).
 */

defined( 'ABSPATH' ) || exit;

echo Vitrine\Interactive\EventsCalendar::upcoming_block( absint( $attributes['count'] ) ); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- Escaped where it is built.
