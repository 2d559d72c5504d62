<?php
/**
 * The shortcode `[vitrine_tooltip term="Terracotta" text="Fired clay…" trigger="hover|click|load" close="outside|anywhere" placement="top"]`: the block's settings in snake_case.
 *
 * @package Vitrine
 */

declare( strict_types = 1 );

use Vitrine\Blocks\ShortcodeAtts;
use Vitrine\Media\Tooltip;

defined( 'ABSPATH' ) || exit;

return static fn( $atts ): string => Tooltip::render( ShortcodeAtts::camel( $atts ) );
