<?php
/**
 * The shortcode `[vitrine_loop_grid id="journal" post_type="post" per_page="6" columns="3"
 * pagination="numbers|load_more|infinite|none" layout="grid|carousel"]`.
 *
 * @package Vitrine
 */

declare( strict_types = 1 );

use Vitrine\Builder\BuilderModule;
use Vitrine\Builder\LoopGrid;

defined( 'ABSPATH' ) || exit;

return static fn( $atts ): string => LoopGrid::render( BuilderModule::loop_grid_atts( is_array( $atts ) ? $atts : array() ) );
