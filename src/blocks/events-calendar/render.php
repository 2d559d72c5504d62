<?php
/**
 * vitrine/events-calendar on the server: the month and the upcoming events
 * (src/blocks/events-calendar/EventsCalendar.php).
 *
 * @package Vitrine
 *
 * @var array<string, mixed> $attributes The block's attributes (block.json's defaults filled in).
 */

defined( 'ABSPATH' ) || exit;

echo Vitrine\Interactive\EventsCalendar::render( $attributes ); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- Escaped where it is built.
