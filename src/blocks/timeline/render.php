<?php
/**
 * vitrine/timeline on the server (src/blocks/timeline/Timeline.php).
 *
 * @package Vitrine
 *
 * @var array<string, mixed> $attributes The block's attributes (block.json's defaults filled in).
 */

defined( 'ABSPATH' ) || exit;

echo Vitrine\Presentation\Timeline::render( $attributes ); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- Escaped where it is built.
