<?php
/**
 * The shortcode `[vitrine_progress_ring percent="80" title="Design" color1="#…" color2="#…" color3="#…"]`: one ring.
 *
 * Its tag is older than the block's name (not `vitrine_progress_rings`), so it is named here:
 *
 * @shortcode vitrine_progress_ring
 *
 * @package Vitrine
 */

declare( strict_types = 1 );

use Vitrine\Blocks\ShortcodeAtts;
use Vitrine\Presentation\ProgressRing;

defined( 'ABSPATH' ) || exit;

return static fn( $atts ): string => ProgressRing::render(
	ShortcodeAtts::parse(
		$atts,
		array(
			'percent' => 0,
			'title'   => '',
			'color1'  => '',
			'color2'  => '',
			'color3'  => '',
		)
	)
);
