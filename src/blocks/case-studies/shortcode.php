<?php
/**
 * The shortcode `[vitrine_case_studies count="6" columns="3"]`.
 *
 * @package Vitrine
 */

declare( strict_types = 1 );

use Vitrine\Blocks\ShortcodeAtts;
use Vitrine\Presentation\CaseStudyGrid;

defined( 'ABSPATH' ) || exit;

return static fn( $atts ): string => CaseStudyGrid::render(
	ShortcodeAtts::parse(
		$atts,
		array(
			'count'   => 6,
			'columns' => 3,
		)
	)
);
