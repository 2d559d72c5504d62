<?php
/**
 * The shortcode `[vitrine_countdown date="2026-12-24 18:00" label="…" end_action="message|hide" end_message="…"]`: the block's settings in snake_case.
 *
 * @package Vitrine
 */

declare( strict_types = 1 );

use Vitrine\Blocks\ShortcodeAtts;
use Vitrine\Interactive\Countdown;

defined( 'ABSPATH' ) || exit;

return static function ( $atts, string $content ): string {
	$atts = ShortcodeAtts::parse(
		$atts,
		array(
			'date'        => '',
			'label'       => '',
			'end_action'  => 'message',
			'end_message' => '',
		)
	);
	return Countdown::render(
		array(
			'date'       => $atts['date'],
			'label'      => $atts['label'],
			'endAction'  => $atts['end_action'],
			'endMessage' => $atts['end_message'],
		)
	);
};
