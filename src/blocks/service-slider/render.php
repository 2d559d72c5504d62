<?php
/**
 * vitrine/service-slider on the server: the slides as a list the slider widget
 * (src/widgets/slider/) turns into a carousel (plugin/src/Sliders/SlidersModule.php).
 *
 * @package Vitrine
 *
 * @var array<string, mixed> $attributes The block's attributes (block.json's defaults filled in).
 */

defined( 'ABSPATH' ) || exit;

echo Vitrine\Plugin::instance()->module( Vitrine\Sliders\SlidersModule::class )->render_block( 'service-slider', $attributes ); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- Escaped where it is built.
