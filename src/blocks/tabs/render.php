<?php
/**
 * vitrine/tabs on the server: every panel under its heading
 * (src/blocks/tabs/Tabs.php).
 *
 * @package Vitrine
 *
 * @var array<string, mixed> $attributes The block's attributes (block.json's defaults filled in).
 */

defined( 'ABSPATH' ) || exit;

echo Vitrine\Presentation\Tabs::render( Vitrine\Interactive\Items::from_block( $attributes['tabs'] ), (string) $attributes['label'] ); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- Escaped where it is built.
