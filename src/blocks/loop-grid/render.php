<?php
/**
 * vitrine/loop-grid on the server: the first page of posts and its page links
 * (src/blocks/loop-grid/LoopGrid.php).
 *
 * @package Vitrine
 *
 * @var array<string, mixed> $attributes The block's attributes (block.json's defaults filled in).
 */

defined( 'ABSPATH' ) || exit;

echo Vitrine\Builder\LoopGrid::render( $attributes ); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- Escaped where it is built.
