<?php
/**
 * vitrine/accordion on the server: the sections as visitors without JavaScript get them
 * (src/blocks/accordion/Accordion.php).
 *
 * @package Vitrine
 *
 * @var array<string, mixed> $attributes The block's attributes (block.json's defaults filled in).
 */

defined( 'ABSPATH' ) || exit;

echo Vitrine\Interactive\Accordion::render( Vitrine\Interactive\Items::from_block( $attributes['items'] ), $attributes ); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- Escaped where it is built.
