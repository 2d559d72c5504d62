<?php
/**
 * The shortcode `[vitrine_unfold height="160" more="Read more" less="Read less"]…[/vitrine_unfold]`: the block's settings in snake_case.
 *
 * @package Vitrine
 */

declare( strict_types = 1 );

use Vitrine\Blocks\ShortcodeAtts;
use Vitrine\Interactive\Unfold;

defined( 'ABSPATH' ) || exit;

return static function ( $atts, string $content ): string {
	return Unfold::render(
		do_shortcode( $content ),
		ShortcodeAtts::parse(
			$atts,
			array(
				'height' => 160,
				'more'   => '',
				'less'   => '',
			)
		)
	);
};
