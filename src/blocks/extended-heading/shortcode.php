<?php
/**
 * The shortcode `[vitrine_extended_heading text="…" highlight="…" long_shadow="1"]`: the block's settings in snake_case.
 *
 * @package Vitrine
 */

declare( strict_types = 1 );

use Vitrine\Blocks\ShortcodeAtts;
use Vitrine\Media\ExtendedHeading;

defined( 'ABSPATH' ) || exit;

return static fn( $atts ): string => ExtendedHeading::render( ShortcodeAtts::camel( $atts ) );
