<?php
/**
 * vitrine/video-popup on the server: a link to the video the widget opens in a dialog
 * (src/blocks/video-popup/VideoPopup.php).
 *
 * @package Vitrine
 *
 * @var array<string, mixed> $attributes The block's attributes (block.json's defaults filled in).
 */

defined( 'ABSPATH' ) || exit;

echo Vitrine\Presentation\VideoPopup::render( $attributes ); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- Escaped where it is built.
