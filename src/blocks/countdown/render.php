<?php
/**
 * vitrine/countdown on the server: the date and time counted down to, as visitors without
 * JavaScript get it (src/blocks/countdown/Countdown.php).
 *
 * @package Vitrine
 *
 * @var array<string, mixed> $attributes The block's attributes (block.json's defaults filled in).
 */

defined( 'ABSPATH' ) || exit;

echo Vitrine\Interactive\Countdown::render( $attributes ); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- Escaped where it is built.
