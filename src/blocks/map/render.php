<?php
/**
 * vitrine/map on the server: the pins as a list, the map's settings for the widget
 * (src/blocks/map/Map.php).
 *
 * @package Vitrine
 *
 * @var array<string, mixed> $attributes The block's attributes (block.json's defaults filled in).
 * @var WP_Block             $block      The block.
 */

defined( 'ABSPATH' ) || exit;

// A map saved before `mapStyle` kept its colours as a string in `style`, which core's supports
// now declare an object: WordPress drops the string from $attributes, so take it from the
// saved block (the editor migrates it when the post is next edited).
$vitrine_legacy_style = $block->parsed_block['attrs']['style'] ?? null;

echo Vitrine\Interactive\Map::render( is_string( $vitrine_legacy_style ) ? array( 'style' => $vitrine_legacy_style ) + $attributes : $attributes ); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- Escaped where it is built.
