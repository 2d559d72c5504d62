<?php
/**
 * The shortcode `[vitrine_timeline count="0"]` (0: every entry).
 *
 * @package Vitrine
 */

declare( strict_types = 1 );

use Vitrine\Blocks\ShortcodeAtts;
use Vitrine\Presentation\Timeline;

defined( 'ABSPATH' ) || exit;

return static fn( $atts ): string => Timeline::render( ShortcodeAtts::parse( $atts, array( 'count' => 0 ) ) );
