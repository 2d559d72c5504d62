<?php
/**
 * vitrine/related-posts on the server: the slides as a list the slider widget
 * (src/widgets/slider/) turns into a carousel (plugin/src/Sliders/SlidersModule.php), for the
 * query loop's post (block context) or else the current post.
 *
 * @package Vitrine
 *
 * @var array<string, mixed> $attributes The block's attributes (block.json's defaults filled in).
 * @var \WP_Block             $block      The block instance, with its context.
 */

defined( 'ABSPATH' ) || exit;

echo Vitrine\Plugin::instance()->module( Vitrine\Sliders\SlidersModule::class )->render_block( 'related-posts', $attributes, $block ); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- Escaped where it is built.
