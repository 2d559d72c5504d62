<?php
/**
 * The shortcode `[vitrine_portfolio ids="1,2,3" categories="Rooms,Rooms,Objects" layout="masonry" columns="3"]`: the block's settings in snake_case.
 *
 * @package Vitrine
 */

declare( strict_types = 1 );

use Vitrine\Blocks\ShortcodeAtts;
use Vitrine\Media\Portfolio;

defined( 'ABSPATH' ) || exit;

return static fn( $atts ): string => Portfolio::render( ShortcodeAtts::camel( $atts ) );
