<?php
/**
 * The shortcode `[vitrine_events_calendar view="month|week|list" upcoming="5" label="…"]`: the block's settings in snake_case.
 *
 * @package Vitrine
 */

declare( strict_types = 1 );

use Vitrine\Blocks\ShortcodeAtts;
use Vitrine\Interactive\EventsCalendar;

defined( 'ABSPATH' ) || exit;

return static function ( $atts, string $content ): string {
	return EventsCalendar::render(
		ShortcodeAtts::parse(
			$atts,
			array(
				'view'     => 'month',
				'label'    => '',
				'upcoming' => 5,
			)
		)
	);
};
