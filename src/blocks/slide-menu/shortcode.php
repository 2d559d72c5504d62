<?php
/**
 * The shortcode `[vitrine_slide_menu location="primary" menu="" label="…"]`: the block's settings in snake_case.
 *
 * @package Vitrine
 */

declare( strict_types = 1 );

use Vitrine\Blocks\ShortcodeAtts;
use Vitrine\Interactive\SlideMenu;

defined( 'ABSPATH' ) || exit;

return static function ( $atts, string $content ): string {
	return SlideMenu::render(
		ShortcodeAtts::parse(
			$atts,
			array(
				'location' => 'primary',
				'menu'     => '',
				'label'    => '',
			)
		)
	);
};
