<?php
/**
 * The shortcode `[vitrine_circle_progress value="75"]`: the block's settings in snake_case.
 *
 * @package Vitrine
 */

declare( strict_types = 1 );

use Vitrine\Blocks\ShortcodeAtts;
use Vitrine\Media\CircleProgress;

defined( 'ABSPATH' ) || exit;

return static fn( $atts ): string => CircleProgress::render( ShortcodeAtts::camel( $atts ) );
