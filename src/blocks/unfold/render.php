<?php
/**
 * vitrine/unfold on the server: the whole text, folded by the widget
 * (src/blocks/unfold/Unfold.php).
 *
 * @package Vitrine
 *
 * @var array<string, mixed> $attributes The block's attributes (block.json's defaults filled in).
 */

defined( 'ABSPATH' ) || exit;

echo Vitrine\Interactive\Unfold::render( (string) $attributes['content'], $attributes ); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- Escaped where it is built.
