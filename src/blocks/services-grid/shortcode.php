<?php
/**
 * The shortcode `[vitrine_services count="6"]`.
 *
 * Its tag is older than the block's name (not `vitrine_services_grid`), so it is named here:
 *
 * @shortcode vitrine_services
 *
 * @package Vitrine
 */

declare( strict_types = 1 );

use Vitrine\Blocks\ShortcodeAtts;
use Vitrine\Presentation\ServicesGrid;

defined( 'ABSPATH' ) || exit;

return static fn( $atts ): string => ServicesGrid::render( ShortcodeAtts::parse( $atts, array( 'count' => 12 ) ) );
