<?php
/**
 * vitrine/slide-menu on the server: the menu as nested lists
 * (src/blocks/slide-menu/SlideMenu.php).
 *
 * @package Vitrine
 *
 * @var array<string, mixed> $attributes The block's attributes (block.json's defaults filled in).
 */

defined( 'ABSPATH' ) || exit;

echo Vitrine\Interactive\SlideMenu::render( $attributes ); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- Escaped where it is built.
