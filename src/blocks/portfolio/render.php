<?php
/**
 * vitrine/portfolio on the server (src/blocks/portfolio/Portfolio.php).
 *
 * @package Vitrine
 *
 * @var array<string, mixed> $attributes The block's attributes (block.json's defaults filled in).
 */

defined( 'ABSPATH' ) || exit;

echo Vitrine\Media\Portfolio::render( $attributes ); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- Escaped where it is built.
