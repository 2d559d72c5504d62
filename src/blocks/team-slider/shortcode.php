<?php
/**
 * The shortcode `[vitrine_team_slider heading="…" count="6" per_view="3" autoplay="1" delay="5000" speed="400" class="…"]`.
 *
 * @package Vitrine
 */

declare( strict_types = 1 );

use Vitrine\Plugin;
use Vitrine\Sliders\SlidersModule;

defined( 'ABSPATH' ) || exit;

return static fn( $atts ): string => Plugin::instance()->module( SlidersModule::class )->render_shortcode( 'team-slider', (array) $atts );
