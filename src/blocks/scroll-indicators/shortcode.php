<?php
/**
 * The shortcode `[vitrine_scroll_indicators type="bar|bullets|list"]`: the block's settings in snake_case.
 *
 * @package Vitrine
 */

declare( strict_types = 1 );

use Vitrine\Blocks\ShortcodeAtts;
use Vitrine\Media\ScrollIndicators;

defined( 'ABSPATH' ) || exit;

return static fn( $atts ): string => ScrollIndicators::render( ShortcodeAtts::camel( $atts ) );
