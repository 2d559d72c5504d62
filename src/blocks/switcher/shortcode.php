<?php
/**
 * The shortcode `[vitrine_switcher label="…"][vitrine_switch title="Monthly"]…[/vitrine_switch][vitrine_switch title="Yearly"]…[/vitrine_switch][/vitrine_switcher]`: the block's settings in snake_case.
 *
 * @package Vitrine
 */

declare( strict_types = 1 );

use Vitrine\Blocks\ShortcodeAtts;
use Vitrine\Interactive\Items;
use Vitrine\Interactive\Switcher;

defined( 'ABSPATH' ) || exit;

return static function ( $atts, string $content ): string {
	$atts = ShortcodeAtts::parse( $atts, array( 'label' => '' ) );
	return Switcher::render( Items::from_shortcodes( $content, 'vitrine_switch' ), (string) $atts['label'] );
};
