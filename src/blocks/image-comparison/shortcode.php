<?php
/**
 * The shortcode `[vitrine_image_comparison before="1" after="2"]`: the block's settings in snake_case.
 *
 * @package Vitrine
 */

declare( strict_types = 1 );

use Vitrine\Blocks\ShortcodeAtts;
use Vitrine\Media\ImageComparison;

defined( 'ABSPATH' ) || exit;

return static fn( $atts ): string => ImageComparison::render( ShortcodeAtts::camel( $atts ) );
