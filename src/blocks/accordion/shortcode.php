<?php
/**
 * The shortcode `[vitrine_accordion multiple="1" open="1"][vitrine_toggle title="…"]…[/vitrine_toggle]…[/vitrine_accordion]`: the block's settings in snake_case.
 *
 * @package Vitrine
 */

declare( strict_types = 1 );

use Vitrine\Blocks\ShortcodeAtts;
use Vitrine\Interactive\Accordion;
use Vitrine\Interactive\Items;

defined( 'ABSPATH' ) || exit;

return static function ( $atts, string $content ): string {
	$atts = ShortcodeAtts::parse(
		$atts,
		array(
			'multiple' => 0,
			'open'     => 0,
		)
	);
	return Accordion::render( Items::from_shortcodes( $content, 'vitrine_toggle' ), $atts );
};
