<?php
/**
 * The shortcode `[vitrine_hotspots image="3" …]`: the block's settings in snake_case.
 *
 * @package Vitrine
 */

declare( strict_types = 1 );

use Vitrine\Blocks\ShortcodeAtts;
use Vitrine\Media\Hotspots;

defined( 'ABSPATH' ) || exit;

return static fn( $atts ): string => Hotspots::render( ShortcodeAtts::camel( $atts ) );
