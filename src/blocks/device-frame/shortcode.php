<?php
/**
 * The shortcode `[vitrine_device_frame device="phone|tablet|laptop|desktop" orientation="landscape" image="17"]`: the block's settings in snake_case.
 *
 * @package Vitrine
 */

declare( strict_types = 1 );

use Vitrine\Blocks\ShortcodeAtts;
use Vitrine\Media\DeviceFrame;

defined( 'ABSPATH' ) || exit;

return static fn( $atts ): string => DeviceFrame::render( ShortcodeAtts::camel( $atts ) );
