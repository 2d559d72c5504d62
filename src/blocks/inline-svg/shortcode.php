<?php
/**
 * The shortcode `[vitrine_inline_svg id="12" label="Logo" current_color="1"]`: the block's settings in snake_case.
 *
 * @package Vitrine
 */

declare( strict_types = 1 );

use Vitrine\Blocks\ShortcodeAtts;
use Vitrine\Media\InlineSvg;

defined( 'ABSPATH' ) || exit;

return static fn( $atts ): string => InlineSvg::render( ShortcodeAtts::camel( $atts ) );
