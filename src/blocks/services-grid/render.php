<?php
/**
 * vitrine/services-grid on the server: the services with their filter
 * (src/blocks/services-grid/ServicesGrid.php).
 *
 * @package Vitrine
 *
 * @var array<string, mixed> $attributes The block's attributes (block.json's defaults filled in).
 */

defined( 'ABSPATH' ) || exit;

echo Vitrine\Presentation\ServicesGrid::render( $attributes ); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- Escaped where it is built.
