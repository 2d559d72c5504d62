<?php
/**
 * The shortcode `[vitrine_upcoming_events count="5"]`: the block's settings in snake_case.
 *
 * @package Vitrine
 */

declare( strict_types = 1 );

use Vitrine\Blocks\ShortcodeAtts;
use Vitrine\Interactive\EventsCalendar;

defined( 'ABSPATH' ) || exit;

return static function ( $atts, string $content ): string {
	return EventsCalendar::upcoming_block( (int) ShortcodeAtts::parse( $atts, array( 'count' => 5 ) )['count'] );
};
