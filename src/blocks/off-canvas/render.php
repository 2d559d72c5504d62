<?php
/**
 * vitrine/off-canvas on the server: the button and the panel holding the inner blocks
 * (src/blocks/off-canvas/OffCanvas.php).
 *
 * @var string $content The inner blocks' markup.
 *
 * @package Vitrine
 *
 * @var array<string, mixed> $attributes The block's attributes (block.json's defaults filled in).
 */

defined( 'ABSPATH' ) || exit;

echo Vitrine\Builder\OffCanvas::render( $attributes, (string) $content ); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- Escaped where it is built.
