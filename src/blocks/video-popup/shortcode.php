<?php
/**
 * The shortcode `[vitrine_video_popup url="https://…" label="…" image="12"]`.
 *
 * @package Vitrine
 */

declare( strict_types = 1 );

use Vitrine\Blocks\ShortcodeAtts;
use Vitrine\Presentation\VideoPopup;

defined( 'ABSPATH' ) || exit;

return static fn( $atts ): string => VideoPopup::render(
	ShortcodeAtts::parse(
		$atts,
		array(
			'url'   => '',
			'label' => '',
			'image' => 0,
		)
	)
);
