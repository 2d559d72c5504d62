<?php
/**
 * vitrine/switcher on the server: both contents and the switch
 * (src/blocks/switcher/Switcher.php).
 *
 * @package Vitrine
 *
 * @var array<string, mixed> $attributes The block's attributes (block.json's defaults filled in).
 */

defined( 'ABSPATH' ) || exit;

echo Vitrine\Interactive\Switcher::render( Vitrine\Interactive\Items::from_block( $attributes['items'] ), (string) $attributes['label'] ); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- Escaped where it is built.
